import Foundation
import XCTest

/// `archlint dump --modules` on the build-graph fixtures.
final class DumpModulesTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/BuildGraph").path
    /// A copy of a fixture outside the repository (whose .archlint.json includes Sources/** only), with
    /// an empty configuration that makes it the project root.
    var copies: [String] = []

    func copy(_ fixture: String) throws -> String {
        let destination = NSTemporaryDirectory() + "archlint-dump-modules-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: Self.fixtures + "/" + fixture, toPath: destination)
        copies.append(destination)
        try "{}".write(toFile: destination + "/.archlint.json", atomically: true, encoding: .utf8)
        return destination
    }

    override func tearDown() {
        for copy in copies { try? FileManager.default.removeItem(atPath: copy) }
    }

    func testTextListsModulesWithFilesSourceAndDependencies() throws {
        let result = archlint("dump", "--modules", try copy("Xcode/Groups"))
        XCTAssertEqual(result.code, 0, result.stderr)
        let lines = result.stdoutLines
        guard lines.count == 5 else { return XCTFail(result.stdout) }
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["App", "AppTests", "Core", "Scripts", "Unlisted"])
        XCTAssertTrue(lines[0].hasPrefix("App  3 files  Xcode project "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("/App.xcodeproj/project.pbxproj  depends on Core, Alamofire"), lines[0])
        XCTAssertEqual(lines[3], "Scripts  1 file  folder guess")
    }

    func testJSON() throws {
        let result = archlint("dump", "--modules", "--format", "json", "--compact", try copy("XcodeGen/Shop"))
        XCTAssertEqual(result.code, 0, result.stderr)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(root["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.map { $0["name"] as? String }, ["Catalog", "Core", "Shop", "ShopTests", "Sources"])
        guard modules.count == 5 else { return XCTFail(result.stdout) }
        let shop = modules[2]
        XCTAssertEqual(shop["files"] as? Int, 2)
        XCTAssertEqual(shop["dependencies"] as? [String], ["Catalog", "Kingfisher", "Analytics"])
        XCTAssertEqual((shop["source"] as? [String: Any])?["kind"] as? String, "XcodeGen")
        XCTAssertTrue(((shop["source"] as? [String: Any])?["file"] as? String)?.hasSuffix("/project.yml") ?? false)
        XCTAssertEqual(shop["remark"] as? String, "preferred over Shop.xcodeproj beside it (generated from it)")
        XCTAssertEqual((modules[4]["source"] as? [String: Any])?["kind"] as? String, "folder guess")
    }

    func testWithoutModulesTheOutlineIsUnchanged() throws {
        let result = archlint("dump", try copy("Xcode/Groups") + "/Core")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdoutLines.first?.hasSuffix("Core/Models/User.swift  [module Core]") ?? false, result.stdout)
        XCTAssertEqual(result.stdoutLines.dropFirst().first, "  struct User  (line 2)")
    }

    /// `graph --level module` draws the dependencies the build declares beside the imports.
    func testModuleGraphDrawsDeclaredDependencies() throws {
        let result = archlint("graph", "--level", "module", "--format", "json", try copy("XcodeGen/Shop"))
        XCTAssertEqual(result.code, 0, result.stderr)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let edges = try XCTUnwrap(root["edges"] as? [[String: Any]])
        let declared = edges.filter { $0["declared"] as? Bool == true }.map { "\($0["from"]!) → \($0["to"]!)" }.sorted()
        XCTAssertEqual(declared, ["Catalog → Core", "Shop → Catalog", "ShopTests → Shop"], result.stdout)
        XCTAssertTrue(edges.allSatisfy { $0["declared"] == nil || $0["declared"] as? Bool == true }, "the key is there only when true")
    }

    /// `init` pins only the modules no build description gives: the others are read on every run.
    func testInitPinsOnlyTheModulesTheBuildDoesNotDescribe() throws {
        let folder = try copy("XcodeGen/Shop")
        try FileManager.default.removeItem(atPath: folder + "/.archlint.json")
        let result = archlint("init", "--dry-run", folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        let modules = result.stdout.components(separatedBy: "\"modules\": {").last ?? ""
        for target in ["Catalog", "Core", "Shop", "ShopTests"] {
            XCTAssertFalse(modules.contains("\"\(target)\""), "\(target) is XcodeGen's: \(result.stdout)")
        }
    }
}
