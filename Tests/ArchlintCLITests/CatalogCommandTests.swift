import Foundation
import Reporting
import RuleEngine
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// `rules`, `explain`, `dump` and `init`.
final class CatalogCommandTests: XCTestCase {
    func testExplainPrintsTheRuleTypesOwnDescription() throws {
        let result = archlint("explain", "presenter-state")
        XCTAssertEqual(result.code, 0)
        let description = try XCTUnwrap(RuleCatalog.rule(id: "presenter-state")).description
        XCTAssertTrue(result.stdout.hasPrefix("presenter-state: \(description.summary)\n\n\(description.rationale)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Packs: clean-swift (error), svip (error), viper (error), viper-swiftui (error), viper-swiftui-presenter (error)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("allowWiring (a boolean, default true)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("↓var attempts = 0"), "the violating example is shown")
        XCTAssertEqual(result.stdout, try RuleExplanation.text(description))
    }

    /// The reports load the packs once and pass each rule's list in: the same text as `explain`.
    func testExplanationFromAPrecomputedPackListIsTheSame() throws {
        let severities = try PackCatalog.severities()
        XCTAssertEqual(PackCatalog.enabling("presenter-state", in: severities),
                       ["clean-swift (error)", "svip (error)", "viper (error)", "viper-swiftui (error)", "viper-swiftui-presenter (error)"])
        XCTAssertEqual(PackCatalog.enabling("presenter-state", in: [:]), [])
        for rule in RuleCatalog.all {
            let description = rule.description
            XCTAssertEqual(RuleExplanation.text(description, packs: PackCatalog.enabling(description.id, in: severities)),
                           try RuleExplanation.text(description), description.id)
        }
        let none = RuleExplanation.text(try XCTUnwrap(RuleCatalog.rule(id: "presenter-state")).description, packs: [])
        XCTAssertTrue(none.contains("\nPacks: none; enable it in .archlint.json\n"), none)
    }

    func testExplainUnknownRuleSuggestsAndExitsTwo() {
        let result = archlint("explain", "presenter-stat")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "archlint: error: unknown rule 'presenter-stat'; did you mean 'presenter-state'? ('archlint rules' lists them)\n")
    }

    func testRulesListsEveryRuleWithPerPackSeverities() throws {
        let text = archlint("rules")
        XCTAssertEqual(text.code, 0)
        XCTAssertEqual(text.stdoutLines.count, RuleCatalog.all.count + 1)
        let json = archlint("rules", "--format", "json")
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.map { $0["id"] as? String }, RuleCatalog.ids)
        let interactorNotActor = try XCTUnwrap(parsed.first { $0["id"] as? String == "interactor-not-actor" })
        let packs = try XCTUnwrap(interactorNotActor["packs"] as? [String: Any])
        XCTAssertEqual(packs["svip"] as? String, "warning")
        XCTAssertTrue(packs["viper"] is NSNull)
    }

    func testDumpShowsRolesAndLayers() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["svip"]}"#)
        directory.write("App/Scene.swift", """
        protocol PinCodeEnterPresenter: AnyObject {}
        @MainActor final class PinCodeEnterRouter: PinCodeEnterPresenter {}
        """)
        let result = archlint("dump", "--format", "json", "--compact", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(root["tool"] as? String, "archlint")
        let files = try XCTUnwrap(root["files"] as? [[String: Any]])
        let types = try XCTUnwrap(files.first?["types"] as? [[String: Any]])
        XCTAssertEqual(types.map { $0["name"] as? String }, ["PinCodeEnterPresenter", "PinCodeEnterRouter"])
        // The router is a presenter because it conforms to the presenter protocol, whatever its name.
        XCTAssertEqual(types.map { $0["role"] as? String }, ["presenter", "presenter"])
        XCTAssertEqual(types[1]["roleReason"] as? String, "conforms to a presenter protocol")
        XCTAssertEqual(types.map { $0["layer"] as? String }, ["scene", "scene"])
        XCTAssertEqual(types.map { $0["module"] as? String }, ["App", "App"])
        XCTAssertFalse(result.stdout.contains("\n  "), "--compact prints one line")
    }

    func testInitPicksThePatternAndNeverOverwritesWithoutForce() throws {
        let directory = TemporaryDirectory()
        directory.write("App/ListOrders/ListOrdersInteractor.swift", """
        protocol ListOrdersBusinessLogic { func fetch() }
        protocol ListOrdersDataStore {}
        final class ListOrdersInteractor: ListOrdersBusinessLogic, ListOrdersDataStore { func fetch() {} }
        """)
        directory.write("App/ListOrders/ListOrdersPresenter.swift", """
        protocol ListOrdersPresentationLogic { func present() }
        final class ListOrdersPresenter: ListOrdersPresentationLogic { func present() {} }
        protocol ListOrdersDisplayLogic: AnyObject {}
        """)
        let result = archlint("init", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdoutLines.first?.hasPrefix("clean-swift") ?? false, result.stdout)
        let written = try String(contentsOfFile: directory.url(".archlint.json"), encoding: .utf8)
        XCTAssertTrue(written.contains(#""extends": ["clean-swift"]"#), written)
        XCTAssertTrue(written.contains(#""App": ["App/ListOrders/**"]"#), written)
        let again = archlint("init", directory.path)
        XCTAssertEqual(again.code, 2)
        XCTAssertTrue(again.stderr.contains("exists; use --force to overwrite it"), again.stderr)
        XCTAssertEqual(archlint("init", "--force", "--preset", "viper", directory.path).code, 0)
        XCTAssertTrue(try String(contentsOfFile: directory.url(".archlint.json"), encoding: .utf8).contains(#""extends": ["viper"]"#))
        // The written configuration loads and lints.
        XCTAssertNotEqual(archlint("lint", directory.path).code, 2)
    }

    func testInitWithoutAClearPatternWritesThePatternFreePack() throws {
        let directory = TemporaryDirectory()
        directory.write("Sources/Tool/main.swift", "struct Tool { func run() {} }\n")
        let result = archlint("init", directory.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.stdout.contains("No pattern is clear; writing the pattern-free pack (the rules that need no pattern); "
            + "--preset PACK chooses one."), result.stdout)
        XCTAssertTrue(try String(contentsOfFile: directory.url(".archlint.json"), encoding: .utf8).contains(#""extends": ["pattern-free"]"#))
    }
}

/// `archlint init` on each bundled example, its configuration removed: the example's own pack.
final class InitOnExamplesTests: XCTestCase {
    func testInitRecognisesEveryExample() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples").path
        let names = try FileManager.default.contentsOfDirectory(atPath: examples)
            .filter { FileManager.default.fileExists(atPath: examples + "/" + $0 + "/.archlint.json") }.sorted()
        XCTAssertEqual(names, ["clean-swift", "layered", "mvi", "svip", "viper", "viper-swiftui"])
        for name in names {
            let copy = TemporaryDirectory()
            let target = copy.url(name)
            try FileManager.default.copyItem(atPath: examples + "/" + name, toPath: target)
            try FileManager.default.removeItem(atPath: target + "/.archlint.json")
            let result = archlint("init", target)
            XCTAssertEqual(result.code, 0, result.stderr)
            let written = try String(contentsOfFile: target + "/.archlint.json", encoding: .utf8)
            XCTAssertTrue(written.contains("\"extends\": [\"\(name)\"]"), "\(name): \(result.stdout)")
        }
    }
}
