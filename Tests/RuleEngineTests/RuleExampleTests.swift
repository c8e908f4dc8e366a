import RuleEngine
import XCTest

/// Runs every rule's documented examples: triggering ones must be reported exactly at their
/// `↓` markers, non-triggering ones not at all.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleCatalog.all {
            XCTAssertFalse(rule.description.triggering.isEmpty, "\(rule.description.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggering.isEmpty, "\(rule.description.id) has no non-triggering example")
            XCTAssertFalse(rule.description.rationale.isEmpty)
        }
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
}
