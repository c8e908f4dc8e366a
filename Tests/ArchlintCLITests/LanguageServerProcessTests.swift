import Foundation
import TestSupport
import XCTest

/// `archlint lsp` driven as an editor drives it: the built executable, framed messages on its
/// standard input, its answers read from its standard output.
final class LanguageServerProcessTests: XCTestCase {
    private var project: TemporaryDirectory!
    private var root = ""
    private var presenter = ""

    override func setUpWithError() throws {
        guard SafeOutputTests.executable != nil else { throw XCTSkip("no archlint executable beside the tests") }
        project = TemporaryDirectory("archlint-lsp")
        root = standardized(project.url("clean-swift"))
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Examples/clean-swift", toPath: root)
        // The editor's spelling of the open file's path, which the server answers in.
        presenter = project.url("clean-swift") + "/CleanStore/Scenes/ListOrders/ListOrdersPresenter.swift"
    }

    private func started() throws -> ServerProcess {
        try ServerProcess(executable: SafeOutputTests.executable!)
    }

    private func opened(_ server: ServerProcess, encodings: [String] = ["utf-16"]) throws -> [UInt8] {
        let result = try server.call("initialize", ["workspaceFolders": [["uri": fileURI(root), "name": "clean-swift"]],
                                                    "capabilities": ["general": ["positionEncodings": encodings]]])
        XCTAssertNotNil(result["result"], "\(result)")
        server.notify("initialized", [:])
        let text = Array(FileManager.default.contents(atPath: presenter)!)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": fileURI(presenter), "languageId": "swift", "version": 1,
                                                                "text": String(decoding: text, as: UTF8.self)]])
        return text
    }

    /// A finding `archlint fix` can fix offers that fix first, as the preferred quick fix; the
    /// edit, made in the buffer, clears the finding.
    func testAFixableFindingOffersItsFixAsThePreferredQuickFix() throws {
        let server = try started()
        _ = try opened(server)
        let showOrder = project.url("clean-swift") + "/CleanStore/Scenes/ShowOrder/ShowOrderPresenter.swift"
        let text = try String(contentsOfFile: showOrder, encoding: .utf8)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": fileURI(showOrder), "languageId": "swift", "version": 1, "text": text]])
        let diagnostics = try server.diagnostics(of: fileURI(showOrder))
        let strong = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "strong-back-reference" }, "\(diagnostics)")
        let actions = try server.call("textDocument/codeAction", ["textDocument": ["uri": fileURI(showOrder)], "range": strong["range"]!,
                                                                  "context": ["diagnostics": [strong]]])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(actions.map { $0["title"] as? String }.count, 3, "\(actions)")
        let fix = try XCTUnwrap(actions.first)
        XCTAssertEqual(fix["isPreferred"] as? Bool, true)
        XCTAssertTrue((fix["title"] as? String ?? "").lowercased().contains("weak"), "\(fix)")
        let edits = try XCTUnwrap((((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[fileURI(showOrder)]) as? [[String: Any]])
        XCTAssertEqual(edits.count, 1)
        // Made as the editor makes it, the edit leaves `weak var viewController` and no finding.
        server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(showOrder), "version": 2],
                                                 "contentChanges": [["range": edits[0]["range"]!, "text": edits[0]["newText"]!]]])
        let after = try server.diagnostics(of: fileURI(showOrder))
        XCTAssertNil(after.first { $0["code"] as? String == "strong-back-reference" }, "\(after)")
        XCTAssertEqual(server.shutdown(), 0)
    }

    /// The retyping fix of `concrete-dependency` is read from the unsaved buffer: the property
    /// exists only there, and the edit gives it the role protocol's type.
    func testAConcreteDependencyInTheBufferOffersTheProtocolsType() throws {
        let server = try started()
        _ = try opened(server)
        let interactor = project.url("clean-swift") + "/CleanStore/Scenes/ListOrders/ListOrdersInteractor.swift"
        let text = try String(contentsOfFile: interactor, encoding: .utf8)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": fileURI(interactor), "languageId": "swift", "version": 1, "text": text]])
        _ = try server.diagnostics(of: fileURI(interactor))
        // The interactor may know its presenter (the VIP cycle), through its PresentationLogic.
        server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(interactor), "version": 2],
                                                 "contentChanges": [["range": ["start": ["line": 12, "character": 0], "end": ["line": 12, "character": 0]],
                                                                     "text": "    private var spare: ListOrdersPresenter?\n"]]])
        let diagnostics = try server.diagnostics(of: fileURI(interactor))
        let concrete = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "concrete-dependency" }, "\(diagnostics)")
        let actions = try server.call("textDocument/codeAction", ["textDocument": ["uri": fileURI(interactor)], "range": concrete["range"]!,
                                                                  "context": ["diagnostics": [concrete]]])["result"] as? [[String: Any]] ?? []
        let fix = try XCTUnwrap(actions.first)
        XCTAssertEqual(fix["isPreferred"] as? Bool, true, "\(actions)")
        let edits = try XCTUnwrap((((fix["edit"] as? [String: Any])?["changes"] as? [String: Any])?[fileURI(interactor)]) as? [[String: Any]])
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits[0]["newText"] as? String, "ListOrdersPresentationLogic")
        let start = (edits[0]["range"] as? [String: Any])?["start"] as? [String: Any]
        XCTAssertEqual(start?["line"] as? Int, 12)
        XCTAssertEqual(start?["character"] as? Int, 23)
        XCTAssertEqual(server.shutdown(), 0)
    }

    /// A dependency finding carries its evidence as related information: where the dependency is made.
    func testADependencyFindingPointsAtItsEvidence() throws {
        let server = try started()
        _ = try opened(server)
        _ = try server.diagnostics(of: fileURI(presenter))
        server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(presenter), "version": 2],
                                                 "contentChanges": [["range": ["start": ["line": 9, "character": 0], "end": ["line": 9, "character": 0]],
                                                                     "text": "    weak var router: ListOrdersRouter?\n"]]])
        let diagnostics = try server.diagnostics(of: fileURI(presenter))
        let edge = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "role-dependency" }, "\(diagnostics)")
        let related = try XCTUnwrap(edge["relatedInformation"] as? [[String: Any]])
        XCTAssertEqual(related.count, 1)
        XCTAssertEqual(related.first?["message"] as? String, "ListOrdersPresenter stores ListOrdersRouter")
        let location = try XCTUnwrap(related.first?["location"] as? [String: Any])
        XCTAssertEqual(location["uri"] as? String, fileURI(presenter))
        let start = ((location["range"] as? [String: Any])?["start"] as? [String: Any])
        XCTAssertEqual(start?["line"] as? Int, 9)  // line 10, `ListOrdersRouter` at column 22
        XCTAssertEqual(start?["character"] as? Int, 21)
        // A finding without a dependency behind it has none.
        XCTAssertNil(diagnostics.first { $0["code"] as? String == "presenter-state" }?["relatedInformation"])
        XCTAssertEqual(server.shutdown(), 0)
    }

    func testADiagnosticAppearsForTheBufferAndGoesWhenTheBufferIsFixed() throws {
        let server = try started()
        _ = try opened(server)
        let first = try server.diagnostics(of: fileURI(presenter))
        let state = try XCTUnwrap(first.first { $0["code"] as? String == "presenter-state" }, "\(first)")
        XCTAssertEqual(state["source"] as? String, "archlint")
        XCTAssertEqual(state["severity"] as? Int, 1)
        XCTAssertEqual((state["codeDescription"] as? [String: Any])?["href"] as? String,
                       "https://github.com/OWNER/archlint/blob/main/docs/rules/presenter-state.md")
        let range = try XCTUnwrap(state["range"] as? [String: Any])
        XCTAssertEqual((range["start"] as? [String: Any])?["line"] as? Int, 8)  // line 9: `private var lastResponse`
        XCTAssertEqual((range["start"] as? [String: Any])?["character"] as? Int, 12)

        // The hover and the quick fixes on the same buffer.
        let hover = try server.call("textDocument/hover", ["textDocument": ["uri": fileURI(presenter)],
                                                          "position": ["line": 6, "character": 16]])
        let hoverText = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(hoverText.contains("**ListOrdersPresenter** (class)"), hoverText)
        XCTAssertTrue(hoverText.contains("role: presenter — conforms to a presenter protocol"), hoverText)
        XCTAssertTrue(hoverText.contains("layer: scene") && hoverText.contains("module: CleanStore"), hoverText)
        let actions = try server.call("textDocument/codeAction", ["textDocument": ["uri": fileURI(presenter)], "range": range,
                                                                  "context": ["diagnostics": [state]]])["result"] as? [[String: Any]] ?? []
        XCTAssertEqual(actions.map { $0["title"] as? String }, ["Suppress presenter-state on this line", "Suppress presenter-state in this file"])
        let edits = actions.compactMap { (($0["edit"] as? [String: Any])?["changes"] as? [String: Any])?[fileURI(presenter)] as? [[String: Any]] }
        XCTAssertEqual(edits.map { $0.first?["newText"] as? String },
                       ["    // archlint:disable:next presenter-state\n", "// archlint:disable:file presenter-state\n"])

        // An incremental edit removes the stored property: the list empties.
        server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(presenter), "version": 2],
                                                 "contentChanges": [["range": ["start": ["line": 8, "character": 0], "end": ["line": 9, "character": 0]],
                                                                     "text": ""]]])
        XCTAssertEqual(try server.diagnostics(of: fileURI(presenter)).count, 0)
        // The quick fix's own text, typed in, suppresses it too.
        server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(presenter), "version": 3],
                                                 "contentChanges": [["range": ["start": ["line": 8, "character": 0], "end": ["line": 8, "character": 0]],
                                                                     "text": "    // archlint:disable:next presenter-state\n    private var lastResponse: ListOrders.FetchOrders.Response?\n"]]])
        XCTAssertEqual(try server.diagnostics(of: fileURI(presenter)).count, 0)
        // Without the directive it is back, on the new line.
        server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(presenter), "version": 4],
                                                 "contentChanges": [["range": ["start": ["line": 8, "character": 0], "end": ["line": 9, "character": 0]],
                                                                     "text": ""]]])
        let back = try server.diagnostics(of: fileURI(presenter))
        XCTAssertEqual(back.map { $0["code"] as? String }, ["presenter-state"])
        XCTAssertEqual(((back.first?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int, 8)
        XCTAssertEqual(server.shutdown(), 0)
    }

    func testColumnsAreCountedInTheNegotiatedEncoding() throws {
        // `é` and `🙂` before the finding: 2 + 4 bytes, 1 + 2 UTF-16 units.
        for (encodings, character) in [(["utf-16"], 12 + 3), (["utf-8", "utf-16"], 12 + 6)] {
            let server = try started()
            _ = try opened(server, encodings: encodings)
            _ = try server.diagnostics(of: fileURI(presenter))
            server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(presenter), "version": 2],
                                                     "contentChanges": [["range": ["start": ["line": 8, "character": 4], "end": ["line": 8, "character": 4]],
                                                                         "text": "/*é🙂*/"]]])
            let moved = try server.diagnostics(of: fileURI(presenter)).first { $0["code"] as? String == "presenter-state" }
            let start = (moved?["range"] as? [String: Any])?["start"] as? [String: Any]
            XCTAssertEqual(start?["character"] as? Int, character + 4, "\(encodings)")
            XCTAssertEqual(server.shutdown(), 0)
        }
    }

    func testAnEditToAnotherFileChangesThisFilesDiagnostics() throws {
        // The presenter is suppressed from a file it does not know: the configuration. Here an
        // edit to the view's protocol takes the presenter's stored view out of the view role.
        let server = try started()
        _ = try opened(server)
        _ = try server.diagnostics(of: fileURI(presenter))
        let configuration = root + "/.archlint.json"
        let original = try String(contentsOfFile: configuration, encoding: .utf8)
        try #"{"extends": ["clean-swift"], "rules": {"presenter-state": "off"}}"#.write(toFile: configuration, atomically: true, encoding: .utf8)
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": fileURI(configuration), "type": 2]]])
        XCTAssertEqual(try server.diagnostics(of: fileURI(presenter)).filter { $0["code"] as? String == "presenter-state" }.count, 0)
        try original.write(toFile: configuration, atomically: true, encoding: .utf8)
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": fileURI(configuration), "type": 2]]])
        XCTAssertEqual(try server.diagnostics(of: fileURI(presenter)).filter { $0["code"] as? String == "presenter-state" }.count, 1)

        // A file that is not open: its findings come and go with the disk.
        let other = root + "/CleanStore/Scenes/ShowOrder/ShowOrderPresenter.swift"
        let otherText = try String(contentsOfFile: other, encoding: .utf8)
        try otherText.replacingOccurrences(of: "    var viewController: ShowOrderDisplayLogic?", with: "    weak var viewController: ShowOrderDisplayLogic?")
            .write(toFile: other, atomically: true, encoding: .utf8)
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": fileURI(other), "type": 2]]])
        XCTAssertEqual(try server.diagnostics(of: fileURI(other)).count, 0)
        XCTAssertEqual(server.shutdown(), 0)
    }

    func testWorkspaceFoldersComeAndGoEachWithItsConfiguration() throws {
        let mvi = standardized(project.url("mvi"))
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Examples/mvi", toPath: mvi)
        let intent = mvi + "/Weather/Scenes/CityForecast/CityForecastIntent.swift"
        let server = try started()
        _ = try opened(server)
        _ = try server.diagnostics(of: fileURI(presenter))
        server.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [["uri": fileURI(mvi), "name": "mvi"]], "removed": []]])
        XCTAssertEqual(Set(try server.diagnostics(of: fileURI(intent)).compactMap { $0["code"] as? String }),
                       ["interactor-ui-import", "concrete-dependency", "interactor-ui-reference", "role-dependency"], "as `archlint lint Examples/mvi`: the mvi pack's rules, from its own .archlint.json")
        // Removing the first folder clears its files that are not open; the open one is checked on its own.
        let other = root + "/CleanStore/Scenes/ShowOrder/ShowOrderPresenter.swift"
        server.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": [["uri": fileURI(root), "name": "clean-swift"]]]])
        XCTAssertEqual(try server.diagnostics(of: fileURI(other)).count, 0)
        let status = try server.call("archlint/status", [:])["result"] as? [String: Any]
        XCTAssertEqual(status?["folders"] as? [String], [mvi])
        XCTAssertEqual(server.shutdown(), 0)
    }

    func testBadInputIsAnsweredWithErrorsAndTheServerCarriesOn() throws {
        let server = try started()
        let early = try server.call("textDocument/hover", [:])
        XCTAssertEqual((early["error"] as? [String: Any])?["code"] as? Int, -32002)
        server.write(Array("Content-Length: 8\r\n\r\n{\"id\":1,".utf8))
        XCTAssertEqual(try server.next { $0["error"] != nil }.error, -32700)
        server.write(Array("Content-Type: text/plain\r\n\r\n".utf8))
        XCTAssertEqual(try server.next { $0["error"] != nil }.error, -32700)
        server.write(Array("Content-Length: 3\r\n\r\n[1]".utf8))
        XCTAssertEqual(try server.next { $0["error"] != nil }.error, -32600)
        _ = try opened(server)
        let unknown = try server.call("textDocument/somethingElse", [:])
        XCTAssertEqual((unknown["error"] as? [String: Any])?["code"] as? Int, -32601)
        let badParams = try server.call("textDocument/hover", ["textDocument": ["uri": 3]])
        XCTAssertEqual((badParams["error"] as? [String: Any])?["code"] as? Int, -32602)
        // Edits whose ranges fall outside the document are clamped to it.
        server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(presenter), "version": 2],
                                                 "contentChanges": [["range": ["start": ["line": 500, "character": -3], "end": ["line": -1, "character": 99999]],
                                                                     "text": "x"],
                                                                    ["range": ["start": ["line": "a"]], "text": "y"], ["text": 5]]])
        XCTAssertEqual(try server.diagnostics(of: fileURI(presenter)).count, 0)  // the whole text became "x"
        // A diagnostic sent back with numbers no integer holds.
        let odd = ["source": "archlint", "code": "presenter-state", "data": [1e300, -1.5, 7],
                   "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]]] as [String: Any]
        let actions = try server.call("textDocument/codeAction", ["textDocument": ["uri": fileURI(presenter)],
                                                                  "range": odd["range"]!, "context": ["diagnostics": [odd]]])
        let echoed = ((actions["result"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])?.first
        XCTAssertEqual((echoed?["data"] as? [Any])?.count, 3, "\(actions)")
        XCTAssertTrue((echoed?["data"] as? [Any])?.first is NSNull)
        // Notifications the server does not know are ignored; it still answers.
        server.notify("$/somethingElse", [:])
        let status = try server.call("archlint/status", [:])
        XCTAssertEqual((status["result"] as? [String: Any])?["documents"] as? Int, 1)
        XCTAssertEqual(server.shutdown(), 0)
    }

    func testACancelledRequestIsAnsweredAsCancelled() throws {
        let server = try started()
        _ = try opened(server)
        _ = try server.diagnostics(of: fileURI(presenter))
        // The hover waits for the edit before it to be linted; the cancellation arrives meanwhile.
        let edit = ServerProcess.frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": fileURI(presenter), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "\n"]],
        ]])
        let hover = ServerProcess.frame(["jsonrpc": "2.0", "id": 90, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": fileURI(presenter)], "position": ["line": 7, "character": 16]]])
        let cancel = ServerProcess.frame(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 90]])
        server.write(edit + hover + cancel)
        XCTAssertEqual(try server.next { $0["id"] as? Int == 90 }.error, -32800)
        // A cancellation of a request already answered changes nothing.
        server.notify("$/cancelRequest", ["id": 1])
        let answered = try server.call("textDocument/hover", ["textDocument": ["uri": fileURI(presenter)], "position": ["line": 7, "character": 16]])
        XCTAssertNotNil(answered["result"] as? [String: Any], "\(answered)")
        XCTAssertEqual(server.shutdown(), 0)
    }

    func testTheServerEndsWhenItsClientGoesAway() throws {
        let quiet = try started()
        XCTAssertEqual(quiet.closeInput(), 0)
        // In the middle of a huge message.
        let huge = try started()
        huge.write(Array("Content-Length: 900000000000\r\n\r\n{\"jsonrpc\":".utf8))
        XCTAssertEqual(huge.closeInput(), 0)
        // `exit` without `shutdown` is status 1, as LSP asks.
        let abrupt = try started()
        abrupt.notify("exit", nil)
        XCTAssertEqual(abrupt.closeInput(), 1)
    }

    func testABurstOfEditsIsLintedOnce() throws {
        let server = try started()
        _ = try opened(server)
        _ = try server.diagnostics(of: fileURI(presenter))
        let before = try server.call("archlint/status", [:])["result"] as? [String: Any]
        var burst: [UInt8] = []
        for version in 2...41 {
            burst += ServerProcess.frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": fileURI(presenter), "version": version],
                "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": " "]],
            ]])
        }
        server.write(burst)
        _ = try server.diagnostics(of: fileURI(presenter))
        let after = try server.call("archlint/status", [:])["result"] as? [String: Any]
        let lints = (after?["lints"] as? Int ?? 0) - (before?["lints"] as? Int ?? 0)
        XCTAssertGreaterThanOrEqual(lints, 1)
        XCTAssertLessThan(lints, 5, "40 edits written at once were linted \(lints) times")
        XCTAssertEqual(server.shutdown(), 0)
    }

    /// Random incremental edits, then the server's diagnostics for the buffer equal those of a
    /// fresh `archlint lint` of the same text on disk.
    func testRandomEditsEndWhereAFreshLintOfTheSameTextDoes() throws {
        var random = SeededGenerator(seed: 29)
        let pieces = ["", "\n", "é", "🙂", "{", "}", "var x = 1\n", "    private var cache: [Int] = []\n", "import UIKit\n",
                      "// archlint:disable:next presenter-state\n", "final class Stray { var v = 0 }\n", "ListOrders", "//",
                      "    var lastResponse: ListOrders.FetchOrders.Response?\n", "weak "]
        for round in 0..<6 {
            let server = try started()
            var text = try opened(server, encodings: ["utf-8"])
            for version in 2..<16 {
                let picked = [Self.randomPosition(in: text, &random), Self.randomPosition(in: text, &random)].sorted { $0.2 < $1.2 }
                var (from, to) = (picked[0], picked[1])
                // Keep most edits small, so the text stays Swift-like.
                if random.below(4) != 0 {
                    var end = min(to.2, from.2 + random.below(8))
                    while end < text.count && text[end] & 0xC0 == 0x80 { end -= 1 }
                    let (line, character) = Self.position(of: end, in: text)
                    to = (line, character, end)
                }
                let piece = pieces[random.below(pieces.count)]
                text.replaceSubrange(from.2..<to.2, with: Array(piece.utf8))
                // The server orders a range's ends itself.
                if random.below(2) == 0 { swap(&from, &to) }
                server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(presenter), "version": version],
                                                         "contentChanges": [["range": ["start": ["line": from.0, "character": from.1],
                                                                                       "end": ["line": to.0, "character": to.1]], "text": piece]]])
            }
            let pulled = try server.call("textDocument/diagnostic", ["textDocument": ["uri": fileURI(presenter)]])
            let items = ((pulled["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
            let served = items.map { item -> String in
                let start = (item["range"] as? [String: Any])?["start"] as? [String: Any]
                return "\(start?["line"] as? Int ?? -1):\((start?["character"] as? Int ?? -1) + 1) \(item["code"] as? String ?? "")"
            }.sorted()
            XCTAssertEqual(server.shutdown(), 0)

            let disk = TemporaryDirectory("archlint-lsp-fresh")
            let copy = standardized(disk.url("clean-swift"))
            try FileManager.default.copyItem(atPath: root, toPath: copy)
            let copiedPresenter = copy + "/CleanStore/Scenes/ListOrders/ListOrdersPresenter.swift"
            try Data(text).write(to: URL(fileURLWithPath: copiedPresenter))
            let fresh = archlint("lint", "--format", "json", copy)
            let report = try JSONSerialization.jsonObject(with: Data(fresh.stdout.utf8)) as? [String: Any]
            let expected = ((report?["findings"] as? [[String: Any]]) ?? []).filter {
                ($0["path"] as? String).map(standardized) == copiedPresenter && $0["suppressed"] as? Bool != true
            }.map { "\(($0["line"] as? Int ?? 0) - 1):\($0["column"] as? Int ?? 0) \($0["rule"] as? String ?? "")" }.sorted()
            XCTAssertEqual(served, expected, "round \(round), text:\n\(String(decoding: text, as: UTF8.self))")
        }
    }

    /// Edits of every kind an editor sends, in random order, by a client that watches the
    /// workspace's files (so the server keeps its file list between lints): a statement in a
    /// method body, a new stored property, a new import, a protocol used in other files renamed
    /// and back, a file created, changed and deleted on disk, a folder of files created and
    /// deleted, a buffer of a file not on disk opened and closed. After each, the diagnostics the
    /// server last published for every file equal a fresh `archlint lint` of the same texts.
    func testEditsOfEveryKindEndWhereAFreshLintOfTheSameTextsDoes() throws {
        let scenes = root + "/CleanStore/Scenes"
        let view = scenes + "/ShowOrder/ShowOrderViewController.swift"
        let otherPresenter = scenes + "/ShowOrder/ShowOrderPresenter.swift"
        let created = scenes + "/ListOrders/ListOrdersCache.swift"
        let folder = scenes + "/Extra"
        let unsaved = scenes + "/ListOrders/ListOrdersDraftPresenter.swift"
        let createdText = "final class ListOrdersCache { var orders: [Int] = [] }\nextension ListOrdersPresenter { func extra() {} }\n"
        let folderText = "import UIKit\nprotocol ExtraBusinessLogic { func go() }\nfinal class ExtraInteractor: ExtraBusinessLogic {\n"
            + "    var presenter: ListOrdersPresentationLogic?\n    func go() { _ = UIView() }\n}\n"
        let unsavedText = "final class ListOrdersDraftPresenter: ListOrdersPresentationLogic {\n    var draft = 0\n"
            + "    func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {}\n}\n"
        var random = SeededGenerator(seed: 2929)
        for round in 0..<2 {
            let server = try started()
            let result = try server.call("initialize", ["workspaceFolders": [["uri": fileURI(root), "name": "clean-swift"]],
                                                        "capabilities": ["general": ["positionEncodings": ["utf-8"]],
                                                                         "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]])
            XCTAssertNotNil(result["result"], "\(result)")
            server.notify("initialized", [:])
            var buffers: [String: [UInt8]] = [:]
            var versions: [String: Int] = [:]
            func open(_ path: String, _ text: [UInt8]) {
                buffers[path] = text
                versions[path] = 1
                server.notify("textDocument/didOpen", ["textDocument": ["uri": fileURI(path), "languageId": "swift", "version": 1,
                                                                        "text": String(decoding: text, as: UTF8.self)]])
            }
            func lineIndex(_ path: String, startingWith prefix: String) -> Int {
                String(decoding: buffers[path]!, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.hasPrefix(prefix) }!
            }
            /// Replaces `length` bytes at `character` on `line` (all on one line) with `text`.
            func edit(_ path: String, line: Int, character: Int = 0, length: Int = 0, _ text: String) {
                var lines = buffers[path]!.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
                lines[line].replaceSubrange(character..<(character + length), with: Array(text.utf8))
                buffers[path] = Array(lines.joined(separator: [10]))
                versions[path]! += 1
                server.notify("textDocument/didChange", ["textDocument": ["uri": fileURI(path), "version": versions[path]!],
                                                         "contentChanges": [["range": ["start": ["line": line, "character": character],
                                                                                       "end": ["line": line, "character": character + length]],
                                                                             "text": text]]])
            }
            func watched(_ path: String, _ type: Int) {
                server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": fileURI(path), "type": type]]])
            }
            open(presenter, Array(FileManager.default.contents(atPath: presenter)!))
            open(view, Array(FileManager.default.contents(atPath: view)!))
            var published: [String: [String]] = [:]
            var steps: [String] = []
            // Each kind twice, in random order.
            var kinds = Array(0..<8) + Array(0..<8)
            kinds.shuffle(using: &random)
            for (step, kind) in kinds.enumerated() {
                switch kind {
                case 0:
                    steps.append("body edit")
                    edit(presenter, line: lineIndex(presenter, startingWith: "        lastResponse = response") + 1, "        _ = \(step)\n")
                case 1:
                    steps.append("stored property")
                    edit(presenter, line: lineIndex(presenter, startingWith: "final class ListOrdersPresenter") + 1, "    var extra\(step) = 0\n")
                case 2:
                    steps.append("import")
                    edit(presenter, line: 0, "import UIKit\n")
                case 3:
                    let line = lineIndex(view, startingWith: "protocol ShowOrderDisplayLogic")
                    let renamed = String(decoding: buffers[view]!, as: UTF8.self).contains("ShowOrderDisplayLogicRenamed")
                    steps.append(renamed ? "protocol renamed back" : "protocol renamed")
                    edit(view, line: line, character: "protocol ".count, length: "ShowOrderDisplayLogic".count + (renamed ? 7 : 0),
                         renamed ? "ShowOrderDisplayLogic" : "ShowOrderDisplayLogicRenamed")
                case 4:
                    if FileManager.default.fileExists(atPath: created) {
                        steps.append("file deleted")
                        try FileManager.default.removeItem(atPath: created)
                        watched(created, 3)
                    } else {
                        steps.append("file created")
                        try createdText.write(toFile: created, atomically: true, encoding: .utf8)
                        watched(created, 1)
                    }
                case 5:
                    steps.append("closed file changed on disk")
                    let text = try String(contentsOfFile: otherPresenter, encoding: .utf8)
                    let changed = text.contains("    weak var viewController")
                        ? text.replacingOccurrences(of: "    weak var viewController", with: "    var viewController")
                        : text.replacingOccurrences(of: "    var viewController", with: "    weak var viewController")
                    try changed.write(toFile: otherPresenter, atomically: true, encoding: .utf8)
                    watched(otherPresenter, 2)
                case 6:
                    // Only the folder is reported, as a client reports a folder moved in, removed or replaced.
                    let existed = FileManager.default.fileExists(atPath: folder)
                    if existed {
                        try FileManager.default.removeItem(atPath: folder)
                        watched(folder, 3)
                    }
                    if !existed || random.below(2) == 0 {
                        steps.append(existed ? "folder replaced" : "folder created")
                        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                        // The same size each time, so only the text tells the new file from the old.
                        let text = folderText.replacingOccurrences(of: "UIKit", with: random.below(2) == 0 ? "UIKit" : "Cocoa")
                        try text.write(toFile: folder + "/ExtraInteractor.swift", atomically: true, encoding: .utf8)
                        watched(folder, 1)
                    } else {
                        steps.append("folder deleted")
                    }
                default:
                    if buffers[unsaved] != nil {
                        steps.append("unsaved buffer closed")
                        buffers[unsaved] = nil
                        server.notify("textDocument/didClose", ["textDocument": ["uri": fileURI(unsaved)]])
                    } else {
                        steps.append("unsaved buffer opened")
                        open(unsaved, Array(unsavedText.utf8))
                    }
                }
                // The status request lints what is pending first: every diagnostic published comes before its answer.
                _ = try server.call("archlint/status", [:]) { message in
                    guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                          let uri = params["uri"] as? String, let path = URL(string: uri)?.path else { return }
                    let relative = String(standardized(path).dropFirst(root.count + 1))
                    published[relative] = ((params["diagnostics"] as? [[String: Any]]) ?? []).map { item in
                        let start = (item["range"] as? [String: Any])?["start"] as? [String: Any]
                        return "\((start?["line"] as? Int ?? -1) + 1):\((start?["character"] as? Int ?? -1) + 1) \(item["code"] as? String ?? "")"
                    }.sorted()
                }

                let disk = TemporaryDirectory("archlint-lsp-fresh")
                let copy = standardized(disk.url("clean-swift"))
                try FileManager.default.copyItem(atPath: root, toPath: copy)
                for (path, text) in buffers { try Data(text).write(to: URL(fileURLWithPath: copy + standardized(path).dropFirst(root.count))) }
                let fresh = archlint("lint", "--format", "json", copy)
                let report = try JSONSerialization.jsonObject(with: Data(fresh.stdout.utf8)) as? [String: Any]
                var expected: [String: [String]] = [:]
                for finding in (report?["findings"] as? [[String: Any]]) ?? [] where finding["suppressed"] as? Bool != true {
                    let relative = String(standardized(finding["path"] as? String ?? "").dropFirst(copy.count + 1))
                    expected[relative, default: []].append("\(finding["line"] as? Int ?? 0):\(finding["column"] as? Int ?? 0) \(finding["rule"] as? String ?? "")")
                }
                XCTAssertEqual(published.filter { !$0.value.isEmpty }, expected.mapValues { $0.sorted() },
                               "round \(round), after: \(steps.joined(separator: ", "))")
            }
            XCTAssertEqual(server.shutdown(), 0)
            for path in [created, folder] where FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            let text = try String(contentsOfFile: otherPresenter, encoding: .utf8)
            try text.replacingOccurrences(of: "    weak var viewController", with: "    var viewController")
                .write(toFile: otherPresenter, atomically: true, encoding: .utf8)
        }
    }

    /// A random position at a scalar boundary, sometimes past the end of its line or of the
    /// text (the server clamps those, as this oracle does): line, UTF-8 character, byte offset.
    private static func randomPosition(in text: [UInt8], _ random: inout SeededGenerator) -> (Int, Int, Int) {
        if random.below(20) == 0 {
            let (line, character) = position(of: text.count, in: text)
            return (line + 3, character, text.count)
        }
        var offset = text.isEmpty ? 0 : random.below(text.count + 1)
        while offset < text.count && text[offset] & 0xC0 == 0x80 { offset -= 1 }
        let (line, character) = position(of: offset, in: text)
        if random.below(10) == 0 {
            var end = offset
            while end < text.count && text[end] != 10 { end += 1 }
            return (line, character + (end - offset) + 5, end)
        }
        return (line, character, offset)
    }

    private static func position(of offset: Int, in text: [UInt8]) -> (Int, Int) {
        let before = text[..<offset]
        let line = before.filter { $0 == 10 }.count
        let lineStart = before.lastIndex(of: 10).map { $0 + 1 } ?? 0
        return (line, offset - lineStart)
    }
}

private func fileURI(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

/// `path` without `//` or `.` segments (`URL.standardized` keeps a `//`).
private func standardized(_ path: String) -> String {
    "/" + URL(fileURLWithPath: path).standardized.path.split(separator: "/").joined(separator: "/")
}

/// A running `archlint lsp` with a thread that reads its framed messages (shared under `lock`).
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSCondition()
    private var received: [[String: Any]] = []
    private var ended = false
    private var nextID = 1

    init(executable: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp", "--jobs", "2"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                    let length = Int(header.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))!
                    guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                    let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
                    let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? ["unparsed": true]
                    buffer = Data(buffer[(headerEnd.upperBound + length)...])
                    lock.lock()
                    received.append(message)
                    lock.broadcast()
                    lock.unlock()
                }
            }
            lock.lock()
            ended = true
            lock.broadcast()
            lock.unlock()
        }
    }

    static func frame(_ message: [String: Any]) -> [UInt8] {
        let body = try! JSONSerialization.data(withJSONObject: message)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }

    func write(_ bytes: [UInt8]) { input.fileHandleForWriting.write(Data(bytes)) }

    func notify(_ method: String, _ params: Any?) {
        write(Self.frame(["jsonrpc": "2.0", "method": method, "params": params ?? NSNull()]))
    }

    /// The answer to a request; `seeing` is shown each message that came before it.
    func call(_ method: String, _ params: Any, seeing: ([String: Any]) -> Void = { _ in }) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        write(Self.frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        return try next { message in
            if message["id"] as? Int == id && message["method"] == nil { return true }
            seeing(message)
            return false
        }
    }

    /// The first message received (earlier ones are dropped) that `matches`, within 60 seconds.
    func next(_ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(60)
        lock.lock()
        defer { lock.unlock() }
        while true {
            while !received.isEmpty {
                let message = received.removeFirst()
                if matches(message) { return message }
            }
            if ended { throw ServerError.ended }
            if !lock.wait(until: deadline) { throw ServerError.timedOut }
        }
    }

    /// The next diagnostics published for `uri`.
    func diagnostics(of uri: String) throws -> [[String: Any]] {
        let message = try next { $0["method"] as? String == "textDocument/publishDiagnostics"
            && ($0["params"] as? [String: Any])?["uri"] as? String == uri }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    /// `shutdown`, `exit`, and the exit status.
    func shutdown() -> Int32 {
        _ = try? call("shutdown", NSNull())
        notify("exit", nil)
        return closeInput()
    }

    /// Closes the server's input and waits (at most 30 seconds) for it to end.
    func closeInput() -> Int32 {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return -1
        }
        return process.terminationStatus
    }

    enum ServerError: Error { case ended, timedOut }
}

extension Dictionary where Key == String, Value == Any {
    /// The error code of a JSON-RPC response.
    var error: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
}
