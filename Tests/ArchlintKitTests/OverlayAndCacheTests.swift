import Foundation
import XCTest
import ArchlintKit

/// An editor's session: unsaved buffers stand for their files, and models are kept between runs
/// only while the text they were made from is unchanged.
final class OverlayAndCacheTests: XCTestCase {
    private var folder = ""
    private var presenter = ""

    override func setUpWithError() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/clean-swift").path
        folder = NSTemporaryDirectory() + "archlint-overlay-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: examples, toPath: folder)
        folder = "/" + folder.split(separator: "/").joined(separator: "/")
        presenter = folder + "/CleanStore/Scenes/ListOrders/ListOrdersPresenter.swift"
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func presenterRules(_ cache: ModelCache?, overlay: [String: [UInt8]] = [:]) throws -> [String] {
        var request = LintRequest(paths: [folder], jobs: 2)
        request.overlay = overlay
        request.modelCache = cache
        return try Archlint.lint(request).findings.filter { $0.path == presenter && $0.suppression == nil }.map(\.ruleID)
    }

    func testAnUnsavedBufferIsLintedInsteadOfTheFile() throws {
        XCTAssertEqual(try presenterRules(nil), ["presenter-state"])
        let fixed = try String(contentsOfFile: presenter, encoding: .utf8)
            .replacingOccurrences(of: "    private var lastResponse: ListOrders.FetchOrders.Response? // expected-error[presenter-state]\n", with: "")
        XCTAssertEqual(try presenterRules(nil, overlay: [presenter: Array(fixed.utf8)]), [])
        XCTAssertEqual(try presenterRules(nil), ["presenter-state"], "the file itself is untouched")
    }

    func testAnUnsavedFileThatIsNotOnDiskIsLintedWhereAWalkWouldFindIt() throws {
        let text = Array("""
            final class ListOrdersSecondPresenter: ListOrdersPresentationLogic {
                private var lastResponse: ListOrders.FetchOrders.Response?
                func presentFetchedOrders(response: ListOrders.FetchOrders.Response) { lastResponse = response }
            }

            """.utf8)
        let unsaved = folder + "/CleanStore/Scenes/ListOrders/ListOrdersSecondPresenter.swift"
        let skipped = folder + "/.build/checkouts/ListOrdersThirdPresenter.swift"
        let outside = NSTemporaryDirectory() + "ListOrdersFourthPresenter.swift"
        var request = LintRequest(paths: [folder], jobs: 2)
        request.overlay = [unsaved: text, skipped: text, outside: text]
        let run = try Archlint.lint(request)
        XCTAssertEqual(run.findings.filter { $0.path == unsaved }.map(\.ruleID), ["presenter-state"])
        XCTAssertEqual(run.findings.filter { $0.path != unsaved && $0.path.contains("Presenter.swift") && !$0.path.hasSuffix("/ListOrdersPresenter.swift")
            && !$0.path.hasSuffix("/ShowOrderPresenter.swift") }.map(\.path), [], "a skipped folder, a path outside the linted ones")
        XCTAssertFalse(FileManager.default.fileExists(atPath: unsaved), "nothing is written")
        // Named on its own, as an editor names a file outside its workspace folders.
        var named = LintRequest(paths: [unsaved], jobs: 1)
        named.overlay = [unsaved: text]
        XCTAssertEqual(try Archlint.lint(named).findings.map(\.path), [unsaved])
    }

    func testCachedModelsFollowTheBufferAndTheDisk() throws {
        let cache = ModelCache()
        let original = try String(contentsOfFile: presenter, encoding: .utf8)
        let fixed = original.replacingOccurrences(of: "    private var lastResponse: ListOrders.FetchOrders.Response? // expected-error[presenter-state]\n",
                                                  with: "")
        XCTAssertNotEqual(fixed, original)
        XCTAssertEqual(try presenterRules(cache), ["presenter-state"])
        XCTAssertEqual(try presenterRules(cache, overlay: [presenter: Array(fixed.utf8)]), [])
        XCTAssertEqual(try presenterRules(cache), ["presenter-state"], "the buffer closed: the file again")
        try fixed.write(toFile: presenter, atomically: true, encoding: .utf8)
        XCTAssertEqual(try presenterRules(cache), [], "the file changed on disk")
        // Same size, new content, within the same second: the modification time still differs in nanoseconds
        // or the inode does (an atomic write replaces the file).
        try original.write(toFile: presenter, atomically: true, encoding: .utf8)
        XCTAssertEqual(try presenterRules(cache), ["presenter-state"])
    }

    /// An editor's session that is told of every change keeps its grouping, indexes and role maps
    /// across edits that leave every declaration as it was (a body, a stored property, a
    /// suppression) and finishes only the files whose findings may differ; it keeps the grouping
    /// and the other files' models and builds the index again when a declaration changes (a
    /// protocol renamed, a conformance added); it groups and models every file again when a file
    /// becomes a build description. After every edit, the findings are those of a lint without a cache.
    func testKeptProjectsGiveAFreshLintsFindingsAfterEveryKindOfEdit() throws {
        let view = folder + "/CleanStore/Scenes/ShowOrder/ShowOrderViewController.swift"
        let presenter = presenter
        var buffers = [presenter: try String(contentsOfFile: presenter, encoding: .utf8), view: try String(contentsOfFile: view, encoding: .utf8)]
        func edit(_ path: String, _ change: (String) -> String) {
            let changed = change(buffers[path]!)
            XCTAssertNotEqual(changed, buffers[path]!)
            buffers[path] = changed
        }
        func toggle(_ path: String, _ this: String, _ that: String) {
            edit(path) { $0.contains(that) ? $0.replacingOccurrences(of: that, with: this) : $0.replacingOccurrences(of: this, with: that) }
        }
        let cache = ModelCache(toldOfChanges: true)
        var request = LintRequest(paths: [folder], jobs: 2)
        request.modelCache = cache
        _ = try Archlint.lint(request)
        enum Kept { case declarations, grouping, nothing }
        // Each edit, and what of the last lint it keeps.
        let edits: [(kept: Kept, apply: (Int) -> Void)] = [
            (.declarations, { step in edit(presenter) { $0.replacingOccurrences(of: "        lastResponse = response\n",
                                                                      with: "        lastResponse = response\n        _ = \(step)\n") } }),
            (.declarations, { step in edit(presenter) { $0.replacingOccurrences(of: "    weak var viewController: ListOrdersDisplayLogic?\n",
                                                                      with: "    weak var viewController: ListOrdersDisplayLogic?\n    var extra\(step) = 0\n") } }),
            // Names resolve whatever a file imports: a UI import keeps the index and the roles.
            (.declarations, { _ in toggle(presenter, "import Foundation\n", "import Foundation\nimport UIKit\n") }),
            (.grouping, { _ in toggle(view, "protocol ShowOrderDisplayLogic:", "protocol ShowOrderDisplayLogicRenamed:") }),
            (.grouping, { _ in toggle(presenter, "ListOrdersPresenter: ListOrdersPresentationLogic {",
                                  "ListOrdersPresenter: ListOrdersPresentationLogic, ShowOrderDisplayLogic {") }),
            // A reference to a framework view in a body: findings change, declarations do not.
            (.declarations, { _ in toggle(presenter, "        lastResponse = response\n", "        lastResponse = response\n        _ = UIView()\n") }),
            (.declarations, { _ in toggle(presenter, "    private var lastResponse", "    // archlint:disable:next presenter-state\n    private var lastResponse") }),
            // The description library imported: a build description, no longer checked as the app's code.
            (.nothing, { _ in toggle(presenter, "import Foundation\n", "import Foundation\nimport PackageDescription\n") }),
        ]
        for (step, kind) in [0, 1, 2, 0, 3, 5, 6, 4, 1, 2, 7, 7, 3, 0, 4, 5, 6, 1, 3, 6].enumerated() {
            edits[kind].apply(step)
            request.overlay = buffers.mapValues { Array($0.utf8) }
            let kept = try Archlint.lint(request)
            var fresh = request
            fresh.modelCache = nil
            let expected = try Archlint.lint(fresh).findings
            XCTAssertEqual(kept.findings, expected, "step \(step), edit kind \(kind)")
            let kind = edits[kind].kept
            XCTAssertEqual(kept.timer.phases.contains { $0.name == "configure" }, kind == .nothing, "step \(step), edit kind \(kind)")
            // With the projects kept, the one file edited is all that is modelled (the others are not
            // even looked up); the first edit opens both buffers, the other file's text the disk's.
            let modelled = kept.timer.phases.first { $0.name == "model" }?.files
            XCTAssertEqual(modelled, kind == .nothing ? kept.discovery.files.count : (step == 0 ? 2 : 1), "step \(step), edit kind \(kind)")
            // An edit that keeps the grouping (its declarations numbered alike) finishes some files'
            // findings and keeps the others'.
            XCTAssertEqual(kept.refreshedPaths != nil, kind != .nothing, "step \(step), edit kind \(kind)")
        }
        XCTAssertTrue(buffers[presenter]!.contains("_ = 0"), "the edits accumulate")
    }

    /// What two rules read of types they do not check — whether a class has an instance method —
    /// changes when its last method goes: the interactor that reaches it through another type's
    /// static constant (`singleton-access`) or stores it (`interactor-query`) is checked again,
    /// and the editor's findings are a fresh lint's.
    func testRemovingTheLastMethodOfATypeOthersReadRechecksThem() throws {
        let projects: [(pack: String, files: [String: String], edited: String, rule: String)] = [
            ("viper", ["App/APIManager.swift": "final class APIManager {\n    static let auth = AuthManager()\n}\n",
                       "App/AuthManager.swift": "final class AuthManager {\n    func login(email: String) {}\n}\n",
                       "App/LoginInteractor.swift": """
                           protocol LoginInteractorProtocol: AnyObject { func login(with email: String) }
                           final class LoginInteractor: LoginInteractorProtocol {
                               func login(with email: String) {
                                   APIManager.auth.login(email: email)
                               }
                           }

                           """,
                       "App/LoginPresenter.swift": "final class LoginPresenter {}\n"],
             "App/AuthManager.swift", "singleton-access"),
            ("svip", ["App/APIClient.swift": "final class APIClient {\n    func fetch() {}\n}\n",
                      "App/OrdersInteractor.swift": """
                          protocol OrdersInteractorProtocol: AnyObject { func load() async }
                          actor OrdersInteractor: OrdersInteractorProtocol {
                              var client: APIClient?
                              func load() async {}
                              func refresh() -> Int {
                                  client = nil
                                  return 1
                              }
                          }

                          """],
             "App/APIClient.swift", "interactor-query"),
        ]
        for project in projects {
            let root = NSTemporaryDirectory() + "archlint-last-method-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
            try #"{"extends": ["\#(project.pack)"]}"#.write(toFile: root + "/.archlint.json", atomically: true, encoding: .utf8)
            for (path, text) in project.files { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
            let cache = ModelCache(toldOfChanges: true)
            var request = LintRequest(paths: [root], jobs: 1)
            request.modelCache = cache
            let before = try Archlint.lint(request).findings.filter { $0.ruleID == project.rule }.count
            let withoutMethod = project.files[project.edited]!.replacingOccurrences(of: #"    func \w+\([^)]*\) \{\}"#, with: "",
                                                                                  options: .regularExpression)
            XCTAssertNotEqual(withoutMethod, project.files[project.edited])
            request.overlay = [root + "/" + project.edited: Array(withoutMethod.utf8)]
            let kept = try Archlint.lint(request).findings
            var fresh = request
            fresh.modelCache = nil
            let expected = try Archlint.lint(fresh).findings
            XCTAssertEqual(kept, expected, project.rule)
            XCTAssertNotEqual(expected.filter { $0.ruleID == project.rule }.count, before, "the edit changes \(project.rule)'s findings")
        }
    }

    /// A file the cache is told changed on disk, with the projects kept: that file alone is read
    /// again, and a body edit there and its undoing both give a fresh lint's findings.
    func testAFileForgottenIsReadAgainWithTheProjectsKept() throws {
        let original = try String(contentsOfFile: presenter, encoding: .utf8)
        let cache = ModelCache(toldOfChanges: true)
        var request = LintRequest(paths: [folder], jobs: 1)
        request.modelCache = cache
        _ = try Archlint.lint(request)
        let withView = original.replacingOccurrences(of: "        lastResponse = response\n",
                                                     with: "        lastResponse = response\n        _ = UIView()\n")
        XCTAssertNotEqual(withView, original)
        for text in [withView, original] {
            try text.write(toFile: presenter, atomically: true, encoding: .utf8)
            cache.forget(presenter)
            let kept = try Archlint.lint(request)
            XCTAssertEqual(kept.timer.phases.first { $0.name == "model" }?.files, 1)
            XCTAssertFalse(kept.timer.phases.contains { $0.name == "configure" })
            XCTAssertEqual(kept.findings, try Archlint.lint(LintRequest(paths: [folder], jobs: 1)).findings)
        }
        XCTAssertNotEqual(try Archlint.lint(request).findings.filter { $0.path.hasSuffix("ListOrdersPresenter.swift") }.count, 0)
    }
}
