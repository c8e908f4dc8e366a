import Foundation
import XCTest

/// The editor set-up the docs point to: the VS Code extension's manifest and script, and the
/// `lsp` command they start.
final class EditorFilesTests: XCTestCase {
    private let folder = repositoryRoot + "/Editors/vscode"

    func testTheVSCodeExtensionStartsArchlintLsp() throws {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/package.json"))
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(manifest["name"] as? String, "archlint")
        let main = try XCTUnwrap(manifest["main"] as? String)
        let script = try String(contentsOfFile: folder + "/" + main, encoding: .utf8)
        XCTAssertTrue(script.contains("args: [\"lsp\"]"), "the extension runs `archlint lsp`")
        XCTAssertTrue(script.contains("settings.get(\"path\") || \"archlint\""), script)
        XCTAssertTrue(script.contains("language: \"swift\""))
        let properties = ((manifest["contributes"] as? [String: Any])?["configuration"] as? [String: Any])?["properties"] as? [String: Any]
        XCTAssertEqual((properties?["archlint.path"] as? [String: Any])?["default"] as? String, "archlint")
        XCTAssertNotNil(properties?["archlint.debounceMilliseconds"], "the server's initialization option")
        XCTAssertNotNil((manifest["dependencies"] as? [String: Any])?["vscode-languageclient"])
        XCTAssertEqual(manifest["activationEvents"] as? [String], ["onLanguage:swift", "workspaceContains:**/.archlint.json"])
    }

    func testTheExtensionScriptIsValidJavaScriptWhereNodeIsInstalled() throws {
        guard let node = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].first(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("node is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["--check", folder + "/extension.js"]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testLspIsACommandWithHelp() {
        let help = archlint("help", "lsp")
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW: Serve live findings to an editor"), help.stdout)
        XCTAssertTrue(help.stdout.contains("docs/editors.md"))
        XCTAssertTrue(archlint("help").stdout.contains("lsp"))
        let stray = archlint("lsp", "Sources")
        XCTAssertEqual(stray.code, 2, "lsp takes no paths: the editor names the workspace folders")
    }
}
