@testable import Platform
import JSON
import ProjectIndex
@testable import RuleEngine
import XCTest

/// Runs every rule's documented examples: triggering ones must be reported exactly at their
/// `↓` markers, non-triggering ones not at all.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasThreeExamplesOfEachKind() {
        for rule in RuleCatalog.all {
            XCTAssertGreaterThanOrEqual(rule.description.triggering.count, 3, "\(rule.description.id)'s triggering examples")
            XCTAssertGreaterThanOrEqual(rule.description.nonTriggering.count, 3, "\(rule.description.id)'s non-triggering examples")
            XCTAssertFalse(rule.description.rationale.isEmpty)
        }
    }

    /// Each option's default is written once, as JSON in its declaration: the rule reads it from
    /// there, so it must parse and be of the option's kind.
    func testEveryOptionsDefaultIsJSONOfItsKind() throws {
        var checked = 0
        for rule in RuleCatalog.all {
            let description = rule.description
            var defaults: [String: JSONNode] = [:]
            for option in description.options {
                defaults[option.name] = try JSONParser().parse(option.defaultValue)
                checked += 1
            }
            XCTAssertEqual(RuleOptions.problems(defaults, declared: description.options, ruleID: description.id).map(\.message), [],
                           description.id)
        }
        XCTAssertGreaterThan(checked, 20)
        // Read back through the options when the configuration says nothing.
        let massive = try XCTUnwrap(RuleCatalog.all.first { $0.description.id == "massive-type" })
        let options = RuleOptions([:], declared: massive.description.options)
        XCTAssertEqual(options[MassiveTypeRule.maxLines], 400)
        XCTAssertEqual(options[MassiveTypeRule.roles], [.view])
        let singletons = try XCTUnwrap(RuleCatalog.all.first { $0.description.id == "singleton-access" })
        XCTAssertEqual(RuleOptions([:], declared: singletons.description.options)[SingletonAccessRule.singletons], FrameworkTypes.knownSingletons)
    }

    /// A key reads the configuration's value as the kind it declares, else the declared default.
    func testOptionKeysReadTheirKind() throws {
        let parse = { (json: String) in try JSONParser().parse(json) }
        let declared = [OptionKey.int("limit").declared("", default: "7"), OptionKey.strings("roles").declared("", default: ["view"])]
        let options = RuleOptions(["flag": try parse("true"), "edges": try parse(#"[["presenter", "view"], ["x"]]"#),
                                   "names": try parse(#"["*DTO", "Plain"]"#),
                                   "bans": try parse(#"[{"from": ["A"], "forbid": ["B", "C"]}]"#)], declared: declared)
        XCTAssertTrue(options[OptionKey.bool("flag")])
        XCTAssertFalse(options[OptionKey.bool("absent")], "neither given nor declared")
        XCTAssertEqual(options[OptionKey.int("limit")], 7, "the declared default")
        XCTAssertEqual(options[OptionKey.strings("roles")], ["view"])
        XCTAssertEqual(options[OptionKey.pairs("edges")].map { [$0.0, $0.1] }, [["presenter", "view"]], "a malformed pair is dropped")
        XCTAssertEqual(options[OptionKey.globs("names")].map(\.description), ["*DTO", "Plain"])
        XCTAssertEqual(options[OptionKey.importBans("bans")].map { $0.from + ["|"] + $0.forbid }, [["A", "|", "B", "C"]])
    }

    /// Option values of the wrong kind, and glob options whose patterns do not compile, are
    /// configuration errors: a pattern is never dropped in silence.
    func testOptionProblemsNameTheOptionAndTheMalformedGlob() throws {
        func problems(_ ruleID: String, _ json: String) throws -> [String] {
            let rule = try XCTUnwrap(RuleCatalog.all.first { $0.description.id == ruleID })
            let values = try XCTUnwrap(JSONParser().parse(json).members)
            return RuleOptions.problems(Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value) }),
                                        declared: rule.description.options, ruleID: ruleID).map(\.message)
        }
        XCTAssertEqual(try problems("interactor-dto-reference", #"{"names": ["*DTO", "{Bad"], "role": []}"#), [
            "malformed glob '{Bad' in option 'names' of rule 'interactor-dto-reference': unbalanced '{' or '}'",
            "unknown option 'role' for rule 'interactor-dto-reference'; did you mean 'roles'?",
        ])
        XCTAssertEqual(try problems("interactor-dto-reference", #"{"names": "*DTO"}"#),
                       ["option 'names' of rule 'interactor-dto-reference' must be an array of glob patterns"])
        XCTAssertEqual(try problems("view-owns-state", #"{"actionsProtocols": [""]}"#),
                       ["malformed glob '' in option 'actionsProtocols' of rule 'view-owns-state': it is empty"])
        XCTAssertEqual(try problems("forbidden-import", #"{"bans": [{"from": ["App"], "forbid": ["UIKit", "a}"]}]}"#),
                       ["malformed glob 'a}' in option 'bans' of rule 'forbidden-import': unbalanced '{' or '}'"])
        let long = String(repeating: "*a", count: Glob.maxLength)
        XCTAssertEqual(try problems("interactor-dto-reference", "{\"names\": [\"\(long)\"]}"),
                       ["malformed glob '\(long.prefix(60))…' (2048 bytes) in option 'names' of rule 'interactor-dto-reference': "
                        + "longer than 1024 bytes"])
        XCTAssertEqual(try problems("interactor-dto-reference", #"{"names": ["*Payload"], "roles": ["worker"]}"#), [])
    }

    func testIdsAreUniqueAndKebabCase() {
        let ids = RuleCatalog.ids
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids { XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id) }
    }

    func testTriggeringExamplesFireAtTheirMarkers() throws {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for (number, example) in rule.description.triggering.enumerated() {
                var expected: [String] = []
                var files: [(path: String, source: String)] = []
                for file in example.files {
                    let (source, markers) = LintHarness.stripMarkers(file.source)
                    files.append((file.path, source))
                    expected += markers.map { "\(file.path):\($0.line):\($0.column)" }
                }
                XCTAssertFalse(expected.isEmpty, "\(id) triggering example \(number) has no ↓ marker")
                let config = LintHarness.configuration(for: example, ruleID: id, severity: rule.description.defaultSeverity)
                let findings = try LintHarness.lint(files, configuration: config).filter { $0.ruleID == id }
                XCTAssertEqual(findings.map { "\($0.path):\($0.line):\($0.column)" }.sorted(), expected.sorted(),
                               "\(id) triggering example \(number): \(findings.map(\.message))")
            }
        }
    }

    func testNonTriggeringExamplesStayQuiet() throws {
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for (number, example) in rule.description.nonTriggering.enumerated() {
                XCTAssertFalse(example.files.contains { $0.source.contains(RuleExample.marker) })
                let config = LintHarness.configuration(for: example, ruleID: id, severity: rule.description.defaultSeverity)
                let findings = try LintHarness.lint(example.files, configuration: config).filter { $0.ruleID == id }
                XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.message)" }, [], "\(id) non-triggering example \(number)")
            }
        }
    }

    /// Each fix example: the rule's fixes made to `before` give `after`, where the rule finds
    /// nothing left to fix (a second `fix` changes nothing).
    func testFixExamplesGiveTheirAfterText() throws {
        var checked = 0
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for (number, example) in rule.description.fixes.enumerated() {
                let config = LintHarness.configuration(for: RuleExample(pack: example.pack, example.before), ruleID: id,
                                                       severity: rule.description.defaultSeverity)
                let findings = try LintHarness.lint([(RuleExample.defaultPath, example.before)], configuration: config).filter { $0.ruleID == id }
                let edits = findings.compactMap(\.fix).flatMap(\.edits)
                XCTAssertFalse(edits.isEmpty, "\(id) fix example \(number) has nothing to fix")
                let fixed = try XCTUnwrap(Fix.applying(edits, to: Array(example.before.utf8)))
                XCTAssertEqual(String(decoding: fixed, as: UTF8.self), example.after, "\(id) fix example \(number)")
                let again = try LintHarness.lint([(RuleExample.defaultPath, example.after)], configuration: config).filter { $0.ruleID == id }
                XCTAssertEqual(again.compactMap(\.fix).count, 0, "\(id) fix example \(number): a second fix would change it again")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 3)
    }
}
