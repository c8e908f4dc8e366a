@testable import RuleEngine
import SourceModel
import XCTest

/// Inline directives, against the viper pack's presenter-state rule (`var` in a presenter of a
/// scene: its interactor beside it).
final class SuppressionTests: XCTestCase {
    private let config = #"{"extends": ["viper"]}"#
    private let sibling = (path: "LoginInteractor.swift", source: "final class LoginInteractor {}\n")

    /// Unsuppressed findings as `line rule`, suppressed ones as `line rule (suppressed)`.
    private func lint(_ source: String) throws -> [String] {
        try LintHarness.lint([("Scene.swift", source), sibling], configuration: config).map {
            "\($0.line) \($0.ruleID)" + ($0.suppression != nil ? " (suppressed)" : "")
        }
    }

    /// Random directives and findings in three files, applied by `Suppressor`, against the
    /// rules written plainly: every directive covering a finding is used, and the reason is the
    /// first covering line or file-wide directive's (file order), else the covering region's
    /// that starts last.
    func testSuppressorAgreesWithTheRulesWrittenPlainly() {
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let rules = ["a", "b", "c"]
        let commands: [SuppressionDirective.Command] = [.disable, .enable, .disableNext, .disableThis, .disableFile]
        for round in 0..<40 {
            var directives: [SuppressionDirective] = []
            for file in 0..<3 {
                for line in 1...30 where next(3) == 0 {
                    let named = (0...next(2)).map { _ in next(5) == 0 ? SuppressionDirective.allRules : rules[next(rules.count)] }
                    let command = commands[next(commands.count)]
                    directives.append(SuppressionDirective(file: file, position: SourcePosition(line: Int32(line), column: 1),
                                                           command: command, commandText: command.rawValue, rules: named,
                                                           reason: "r\(directives.count)"))
                }
            }
            var findings = (0..<60).map { _ in
                Finding(ruleID: rules[next(rules.count)], severity: .error, message: "", path: "f\(next(3)).swift", line: 1 + next(32),
                        column: 1, length: 1, typeName: nil, role: nil, member: nil, subject: "")
            }
            // The rules written plainly. Regions: in file order, a `disable` opens one per rule it
            // names, an `enable` closes the latest open one of each rule it names.
            var regions: [(file: Int, rule: String, start: Int, end: Int, directive: Int)] = []
            for file in 0..<3 {
                var open: [String: [(start: Int, directive: Int)]] = [:]
                let ordered = directives.indices.filter { directives[$0].file == file }.sorted { directives[$0].position < directives[$1].position }
                for index in ordered {
                    let line = Int(directives[index].position.line)
                    for rule in directives[index].rules {
                        if directives[index].command == .disable { open[rule, default: []].append((line, index)) }
                        if directives[index].command == .enable, let region = open[rule]?.popLast() {
                            regions.append((file, rule, region.start, line, region.directive))
                        }
                    }
                }
                for (rule, stack) in open { for region in stack { regions.append((file, rule, region.start, Int.max, region.directive)) } }
            }
            var expectedUsed = Array(repeating: false, count: directives.count)
            var expectedReasons: [String?] = []
            for finding in findings {
                let file = Int(String(finding.path.dropFirst().prefix { $0 != "." }))!
                let names = [finding.ruleID, SuppressionDirective.allRules]
                let byLine = directives.indices.filter { index in
                    let directive = directives[index]
                    let line = Int(directive.position.line)
                    guard directive.file == file, directive.rules.contains(where: names.contains) else { return false }
                    return directive.command == .disableFile || (directive.command == .disableNext && line + 1 == finding.line)
                        || (directive.command == .disableThis && line == finding.line)
                }
                let covering = regions.filter { $0.file == file && names.contains($0.rule) && $0.start <= finding.line && finding.line < $0.end }
                for index in byLine { expectedUsed[index] = true }
                for region in covering { expectedUsed[region.directive] = true }
                if let first = byLine.min() {
                    expectedReasons.append(directives[first].reason)
                } else if let latest = covering.max(by: { ($0.start, $0.directive) < ($1.start, $1.directive) }) {
                    expectedReasons.append(directives[latest.directive].reason)
                } else {
                    expectedReasons.append(nil)
                }
            }
            Suppressor.apply(&directives, to: &findings, fileOfPath: ["f0.swift": 0, "f1.swift": 1, "f2.swift": 2], exempt: [])
            XCTAssertEqual(findings.map { $0.suppression?.reason }, expectedReasons, "round \(round)")
            XCTAssertEqual(directives.map(\.used), expectedUsed, "round \(round)")
        }
    }

    func testDisableNextThisAndFile() throws {
        XCTAssertEqual(try lint("""
        final class LoginPresenter {
            // archlint:disable:next presenter-state
            var a = 0
            var b = 0 // archlint:disable:this presenter-state
            var c = 0
        }
        """), ["3 presenter-state (suppressed)", "4 presenter-state (suppressed)", "5 presenter-state"])
        XCTAssertEqual(try lint("""
        // archlint:disable:file presenter-state
        final class LoginPresenter {
            var a = 0
            var b = 0
        }
        """), ["3 presenter-state (suppressed)", "4 presenter-state (suppressed)"])
    }

    /// Thousands of `disable:next` in one file, each suppressing the finding under it (each
    /// finding used to be checked against every directive of its file), alongside `disable:file`
    /// and `disable:this` for another rule.
    func testManyDirectivesInOneFile() throws {
        var source = "// archlint:disable:file presenter-dependency\nfinal class LoginPresenter {\n"
        for index in 0..<5_000 { source += "    // archlint:disable:next presenter-state\n    var a\(index) = 0\n" }
        source += "    var last = 0 // archlint:disable:this presenter-state\n    var kept = 0\n}\n"
        let findings = try lint(source)
        // The file-wide directive covers nothing here, which is reported where it stands.
        XCTAssertEqual(findings.filter { !$0.contains(" presenter-state") }, ["1 unused-suppression"])
        XCTAssertEqual(findings.count, 5_003)
        XCTAssertEqual(findings.filter { $0.hasSuffix("(suppressed)") }.count, 5_001)
        XCTAssertEqual(findings.last, "\(5_000 * 2 + 4) presenter-state")
    }

    func testRegionsNestAndADisableWithoutEnableRunsToTheEnd() throws {
        XCTAssertEqual(try lint("""
        final class LoginPresenter {
            // archlint:disable presenter-state
            var a = 0
            // archlint:disable all
            var b = 0
            // archlint:enable all
            var c = 0
            // archlint:enable presenter-state
            var d = 0
            // archlint:disable presenter-state
            var e = 0
        }
        """), ["3 presenter-state (suppressed)", "5 presenter-state (suppressed)", "7 presenter-state (suppressed)",
               "9 presenter-state", "11 presenter-state (suppressed)"])
    }

    func testDirectivesInsideConditionalCompilationCount() throws {
        XCTAssertEqual(try lint("""
        final class LoginPresenter {
            #if DEBUG
            // archlint:disable:next presenter-state
            var a = 0
            #endif
        }
        """), ["4 presenter-state (suppressed)"])
    }

    func testDirectiveTextInAStringDoesNothing() throws {
        XCTAssertEqual(try lint(#"""
        final class LoginPresenter {
            let note = """
            // archlint:disable:next presenter-state
            """
            var a = 0
            let other = "// archlint:disable:this presenter-state"; var b = 0
        }
        """#), ["5 presenter-state", "6 presenter-state"])
    }

    func testReasonIsKept() throws {
        let findings = try LintHarness.lint([("Scene.swift", """
        final class LoginPresenter {
            var a = 0 // archlint:disable:this presenter-state -- migrating in JIRA-12
        }
        """), sibling], configuration: config)
        XCTAssertEqual(findings.first?.suppression, Suppression(kind: .inSource, reason: "migrating in JIRA-12"))
    }

    func testUnusedAndUnknownDirectivesAreReported() throws {
        let findings = try LintHarness.lint([("Scene.swift", """
        final class LoginPresenter {
            // archlint:disable:next presenter-state
            let fine = 0
            // archlint:disable:next presenter-stat
            var a = 0
            // archlint:disabel presenter-state
        }
        """), sibling], configuration: config).filter { $0.ruleID == "unused-suppression" }
        XCTAssertEqual(findings.map(\.line), [2, 4, 6])
        XCTAssertEqual(findings.map(\.message), [
            "archlint:disable:next presenter-state suppressed nothing; remove it",
            "unknown rule 'presenter-stat' in archlint:disable:next; did you mean 'presenter-state'?",
            "unknown archlint directive 'archlint:disabel'; did you mean 'archlint:disable'?",
        ])
    }
}

final class BaselineTests: XCTestCase {
    func testFingerprintsIgnoreLinesAndNeverRepeatWithinAFile() throws {
        let source = """
        final class LoginPresenter {
            var a = 0
            var a2 = 0
        }
        final class LoginInteractor {}
        """
        let before = try LintHarness.lint([("Scene.swift", source)], configuration: #"{"extends": ["viper"]}"#)
        let after = try LintHarness.lint([("Scene.swift", "// header\n\nstruct Unrelated { let x = 1 }\n" + source)],
                                         configuration: #"{"extends": ["viper"]}"#)
        XCTAssertEqual(before.count, 2)
        XCTAssertEqual(before.map(\.fingerprint), after.map(\.fingerprint))
        XCTAssertEqual(Set(before.map(\.fingerprint)).count, 2)
        XCTAssertNotEqual(before.map(\.line), after.map(\.line))
    }

    /// Baselines hold fingerprints, so their value must never drift: FNV-1a of the fields joined
    /// by U+001F, 16 hex digits (the expected values are from an independent implementation).
    func testFingerprintBasesAreStable() {
        var finding = Finding(ruleID: "presenter-state", severity: .error, message: "m", path: "/x/Sources/App/LoginPresenter.swift",
                              line: 3, column: 5, length: 5, typeName: "LoginPresenter", role: "presenter", member: "items",
                              subject: "items", relativePath: "Sources/App/LoginPresenter.swift")
        XCTAssertEqual(Fingerprints.base(finding), "23c74e7e9e6161ed")
        finding = Finding(ruleID: "module-cycle", severity: .error, message: "m", path: "Sources/A/a.swift", line: 1, column: 1,
                          length: 6, typeName: nil, role: nil, member: nil, subject: "A,B")
        XCTAssertEqual(Fingerprints.base(finding), "7f5e1904c8574cea")
    }

    func testIdenticalViolationsCountSeparately() throws {
        let once = "final class LoginPresenter {\n    var a = 0\n}\nfinal class LoginInteractor {}\n"
        let baseline = Baseline(findings: try LintHarness.lint([("Scene.swift", once)], configuration: #"{"extends": ["viper"]}"#))
        XCTAssertEqual(baseline.entries.map(\.count), [1])
        // The same violation written twice (an extension repeats the property name): one is new.
        let twice = once + "extension LoginPresenter {\n    static var a = 0\n}\n"
        var findings = try LintHarness.lint([("Scene.swift", twice)], configuration: #"{"extends": ["viper"]}"#)
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(Fingerprints.base(findings[0]), Fingerprints.base(findings[1]))
        XCTAssertNotEqual(findings[0].fingerprint, findings[1].fingerprint)
        XCTAssertEqual(baseline.apply(to: &findings), Baseline.Outcome(matched: 1, fixed: []))
        XCTAssertEqual(findings.filter { $0.suppression == nil }.map(\.line), [6])
    }

    func testWritingTwiceGivesTheSameBytesAndReadsBack() throws {
        let findings = try LintHarness.lint([("Scene.swift", "final class LoginPresenter {\n    var b = 0\n    var a = 0\n}\nfinal class LoginInteractor {}\n")],
                                            configuration: #"{"extends": ["viper"]}"#)
        let first = Baseline(findings: findings).rendered()
        XCTAssertEqual(first, Baseline(findings: findings.reversed()).rendered())
        let file = NSTemporaryDirectory() + "baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try first.write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Baseline(file: file), Baseline(findings: findings))
    }

    func testMalformedBaselineIsAConfigurationError() throws {
        let file = NSTemporaryDirectory() + "baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "{\"findings\": [{\"rule\": 3}]}".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Baseline(file: file)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.line, 1)
            XCTAssertEqual((error as? ConfigurationError)?.column, 15)
        }
        // Counts whose sum would overflow were accepted, and the run trapped when applying them.
        let huge = #"{"fingerprint": "f", "rule": "r", "path": "p", "count": 9223372036854775807}"#
        try "{\"findings\": [\(huge), \(huge)]}".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Baseline(file: file)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.message, "a baseline entry's \"count\" is at most 2147483647")
        }
        let largest = #"{"fingerprint": "f", "rule": "r", "path": "p", "count": 2147483647}"#
        try "{\"findings\": [\(largest), \(largest)]}".write(toFile: file, atomically: true, encoding: .utf8)
        var none: [Finding] = []
        XCTAssertEqual(try Baseline(file: file).apply(to: &none).stale, 2 * 2_147_483_647)
    }
}

final class RoleInheritsTests: XCTestCase {
    /// `roles.X.inherits` names framework base classes; a subclass of one takes the role.
    func testInheritsGivesTheRoleToSubclassesOfAFrameworkType() throws {
        let findings = try LintHarness.lint([("Scene.swift", """
        final class ProfileCoordinator: BaseFlowController {
            var history: [String] = []
        }
        """)], configuration: #"{"extends": ["viper"], "roles": {"router": {"inherits": ["BaseFlow*"]}}}"#)
        XCTAssertEqual(findings.map { "\($0.line) \($0.ruleID) \($0.role ?? "-")" }, ["2 presenter-state router"])
        let without = try LintHarness.lint([("Scene.swift", "final class ProfileCoordinator: BaseFlowController {\n    var history: [String] = []\n}\n")],
                                           configuration: #"{"extends": ["viper"]}"#)
        XCTAssertEqual(without.count, 0)
    }
}
