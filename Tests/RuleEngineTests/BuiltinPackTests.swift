import Foundation
import RuleEngine
import SourceModel
import XCTest

final class BuiltinPackTests: XCTestCase {
    private var rulesDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Rules").path
    }

    func testEmbeddedPacksAreExactlyTheRulesFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files.map { String($0.dropLast(5)) }.sorted(), BuiltinPacks.all.keys.sorted(),
                       "run python3 Scripts/embed-packs.py after adding or removing a pack")
        for file in files {
            let text = try String(contentsOfFile: rulesDirectory + "/" + file, encoding: .utf8)
            var trimmed = text
            while trimmed.hasSuffix("\n") { trimmed.removeLast() }
            XCTAssertEqual(BuiltinPacks.all[String(file.dropLast(5))], trimmed,
                           "\(file) differs from its embedded copy: run python3 Scripts/embed-packs.py")
        }
    }

    func testEveryPackLoadsAndNamesOnlyKnownRules() throws {
        for name in BuiltinPacks.all.keys.sorted() {
            let directory = NSTemporaryDirectory() + "archlint-pack-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try "{\"extends\": [\"\(name)\"]}".write(toFile: directory + "/.archlint.json", atomically: true, encoding: .utf8)
            let configuration = try RuleCatalog.loader().load(file: directory + "/.archlint.json")
            XCTAssertFalse(configuration.roles.isEmpty, name)
            XCTAssertFalse(configuration.layers.isEmpty, name)
            XCTAssertFalse(try Linter.enabledRules(configuration).isEmpty, name)
        }
    }

    /// `lint` models each file with what its configuration's rules read: only the Clean Swift pack
    /// (vip-cycle-models) reads functions' parameters; every pack but the layered one reads what
    /// method bodies do (presenter-state asks which stored properties are assigned after init,
    /// view-owns-state and private-calls-public more); every pack with singleton-access reads
    /// implementations' methods (a class with methods is a collaborator, not a query of the device).
    /// The layered and pattern-free packs read no method body. Only the layered pack reads calls
    /// by a bare name (layer-skip) and through a receiver (layer-violation's `receiverCalls`).
    func testThePacksModelOnlyWhatTheirRulesRead() throws {
        for name in BuiltinPacks.all.keys.sorted() {
            let detail = Linter.modelDetail(try RuleCatalog.loader().loadPack(named: name))
            XCTAssertEqual(detail, ModelDetail(functionParameters: name == "clean-swift", bodyFacts: !["layered", "pattern-free"].contains(name),
                                               implementationMethods: name != "layered", bareCalls: name == "layered",
                                               memberCalls: name == "layered"), name)
        }
        let directory = NSTemporaryDirectory() + "archlint-detail-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"{"extends": ["svip"], "rules": {"private-calls-public": "warning"}}"#
            .write(toFile: directory + "/.archlint.json", atomically: true, encoding: .utf8)
        let optedIn = try RuleCatalog.loader().load(file: directory + "/.archlint.json")
        XCTAssertEqual(Linter.modelDetail(optedIn), ModelDetail(bodyFacts: true, implementationMethods: true))
    }
}
