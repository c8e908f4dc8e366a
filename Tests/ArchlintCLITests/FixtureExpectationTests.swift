import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// Lints every pattern fixture (`Tests/Fixtures/Patterns/<pattern>/clean|violating`) and every
/// example app (`Examples/<pattern>`) and compares the findings with what the sources announce.
///
/// A finding is announced by a trailing comment on the line where archlint reports it:
///
///     var attempts = 0 // expected-error[presenter-state]
///     func load() -> Int // expected-warning[interactor-query] expected-warning[interactor-not-actor]
///
/// Two more markers record known archlint bugs without bending the code around them:
///
/// * `false-positive-warning[rule]`: archlint reports this, but should not. The finding must be
///   there (so the suite stays green); once the bug is fixed the test fails and asks to delete the marker.
/// * `false-negative-error[rule]`: archlint should report this, but does not. The finding must be
///   absent; once the bug is fixed the test fails and asks to turn the marker into `expected-…`.
///
/// Everything else must produce no finding, and the exit status must be 1 exactly when an
/// error-level finding is expected.
final class FixtureExpectationTests: XCTestCase {
    /// The repository root, three levels above this file.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let patterns = ["clean-swift", "layered", "mvi", "svip", "viper", "viper-swiftui"]

    /// The packs of the five articles (`../shared/seeds`): `Tests/Fixtures/Articles/<pack>` is each
    /// article's own listings, clean but for the anti-patterns the article itself shows.
    static let articlePacks = ["svip", "clean-swift", "mvi", "viper-swiftui", "layered"]

    /// Every directory the test lints, absolute, in a stable order.
    static var fixtureDirectories: [String] {
        patterns.flatMap { ["\(root)/Tests/Fixtures/Patterns/\($0)/clean", "\(root)/Tests/Fixtures/Patterns/\($0)/violating"] }
            + patterns.map { "\(root)/Examples/\($0)" }
            + articlePacks.map { "\(root)/Tests/Fixtures/Articles/\($0)" }
            // The shapes of real apps that archlint once misjudged, each beside what it should say.
            + ["clean-swift", "layered", "mvi", "viper", "viper-swiftui", "viper-swiftui-model"].map { "\(root)/Tests/Fixtures/Shapes/\($0)" }
    }

    // MARK: Model

    enum Marker: String {
        case expected
        case falsePositive = "false-positive"
        case falseNegative = "false-negative"
    }

    /// Where a finding is and what it is: the unit both sides are compared in.
    struct Key: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var line: Int
        var severity: String
        var rule: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.path, lhs.line, lhs.rule, lhs.severity) < (rhs.path, rhs.line, rhs.rule, rhs.severity)
        }

        var description: String { "\(path):\(line): \(severity)[\(rule)]" }
    }

    struct Expectations {
        /// `expected-…` and `false-positive-…`: findings that must be reported, with multiplicity.
        var reported: [Key: Int] = [:]
        /// `false-positive-…` alone, for the notes.
        var falsePositives: [Key: Int] = [:]
        /// `false-negative-…`: findings that must not (yet) be reported.
        var falseNegatives: Set<Key> = []
        var swiftFiles = 0
    }

    struct Finding {
        var key: Key
        var column: Int
        var message: String
    }

    // MARK: Tests

    /// The fixtures are where the test expects them, so that it cannot pass by linting nothing.
    func testFixtureDirectoriesExist() throws {
        let manager = FileManager.default
        for directory in Self.fixtureDirectories {
            var isDirectory: ObjCBool = false
            XCTAssertTrue(manager.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue,
                          "missing fixture directory \(directory)")
            XCTAssertTrue(manager.fileExists(atPath: directory + "/.archlint.json"), "\(directory) has no .archlint.json")
            let expectations = try Self.expectations(in: directory)
            XCTAssertGreaterThan(expectations.swiftFiles, 0, "\(directory) has no Swift file")
            // An article's tree is clean unless the article itself shows an anti-pattern.
            if !directory.hasSuffix("/clean") && !directory.contains("/Tests/Fixtures/Articles/") {
                XCTAssertFalse(expectations.reported.isEmpty, "\(directory) announces no violation")
            }
        }
        for pattern in Self.patterns {
            let config = try String(contentsOfFile: "\(Self.root)/Examples/\(pattern)/.archlint.json", encoding: .utf8)
            XCTAssertTrue(config.contains("\"\(pattern)\""), "Examples/\(pattern) does not extend the \(pattern) pack")
        }
        // Examples are small but realistic apps: 10–25 Swift files each.
        for pattern in Self.patterns {
            let files = try Self.expectations(in: "\(Self.root)/Examples/\(pattern)").swiftFiles
            XCTAssertTrue((10...25).contains(files), "Examples/\(pattern) has \(files) Swift files")
        }
    }

    func testFindingsMatchExpectations() throws {
        var notes: [String] = []
        for directory in Self.fixtureDirectories {
            let name = Self.display(directory)
            let expectations = try Self.expectations(in: directory)
            let result = archlint(["lint", directory])
            XCTAssertNotEqual(result.code, 2, "\(name): archlint failed: \(result.stderr)")

            var findings: [Finding] = []
            for line in result.stdoutLines where !line.isEmpty {
                // A dependency finding's evidence: a note without a rule id, under its finding
                // (`EvidenceOutputTests` checks what the notes say).
                if !line.hasSuffix("]") && line.contains(": note: ") && !findings.isEmpty { continue }
                guard let finding = Self.parseFinding(line, relativeTo: directory) else {
                    XCTFail("\(name): cannot read the output line: \(line)")
                    continue
                }
                findings.append(finding)
            }

            var actual: [Key: Int] = [:]
            var messages: [Key: [String]] = [:]
            for finding in findings {
                actual[finding.key, default: 0] += 1
                messages[finding.key, default: []].append("col \(finding.column): \(finding.message)")
            }

            var problems: [String] = []
            for (key, count) in expectations.reported.sorted(by: { $0.key < $1.key }) {
                let missing = count - actual[key, default: 0]
                guard missing > 0 else { continue }
                if expectations.falsePositives[key] != nil {
                    problems.append("  stale marker: \(key) is no longer reported; the false positive is fixed, delete the false-positive marker")
                } else {
                    problems.append("  missing:    \(key)" + (missing > 1 ? " (\(missing) more expected)" : ""))
                }
            }
            for (key, count) in actual.sorted(by: { $0.key < $1.key }) {
                let unexpected = count - expectations.reported[key, default: 0]
                guard unexpected > 0 else { continue }
                let text = messages[key, default: []].suffix(unexpected).joined(separator: " | ")
                if expectations.falseNegatives.contains(key) {
                    problems.append("  fixed bug:  \(key) is now reported (\(text)); turn its false-negative marker into expected-…")
                } else {
                    problems.append("  unexpected: \(key): \(text)")
                }
            }
            if !problems.isEmpty {
                XCTFail("\(name): findings differ from the // expected-… comments\n" + problems.joined(separator: "\n"))
            }

            let expectsError = expectations.reported.keys.contains { $0.severity == "error" }
            XCTAssertEqual(result.code, expectsError ? 1 : 0, "\(name): exit status")

            for key in expectations.falsePositives.keys.sorted() { notes.append("known false positive: \(name)/\(key)") }
            for key in expectations.falseNegatives.sorted() { notes.append("known false negative: \(name)/\(key)") }
        }
        if !notes.isEmpty {
            print("FixtureExpectationTests: \(notes.count) known archlint bugs are marked in the fixtures:")
            for note in notes { print("  " + note) }
        }
    }

    /// Each `violating` fixture announces at least one finding of every rule its pack enables.
    func testViolatingFixturesCoverEveryRuleOfTheirPack() throws {
        let result = archlint(["rules", "--format", "json"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let catalog = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        for pattern in Self.patterns {
            let enabled = Set(catalog.compactMap { rule -> String? in
                guard let id = rule["id"] as? String, let packs = rule["packs"] as? [String: Any],
                      packs[pattern] is String else { return nil }
                return id
            })
            XCTAssertFalse(enabled.isEmpty, "the catalog lists no rule for \(pattern)")
            let directory = "\(Self.root)/Tests/Fixtures/Patterns/\(pattern)/violating"
            let announced = Set(try Self.expectations(in: directory).reported.keys.map(\.rule))
            let uncovered = enabled.subtracting(announced).sorted()
            XCTAssertTrue(uncovered.isEmpty, "\(pattern)/violating triggers no \(uncovered.joined(separator: ", "))")
        }
    }

    // MARK: Parsing

    /// `path:line:col: severity: message [rule-id]`, with `path` made relative to `directory`.
    static func parseFinding(_ line: String, relativeTo directory: String) -> Finding? {
        guard line.hasSuffix("]"), let open = line.range(of: " [", options: .backwards) else { return nil }
        let rule = String(line[open.upperBound..<line.index(before: line.endIndex)])
        let head = line[..<open.lowerBound]
        for severity in ["error", "warning", "note"] {
            guard let separator = head.range(of: ": \(severity): ") else { continue }
            let location = head[..<separator.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { return nil }
            var path = location.dropLast(2).joined(separator: ":")
            if path.hasPrefix(directory + "/") { path.removeFirst(directory.count + 1) }
            return Finding(key: Key(path: path, line: lineNumber, severity: severity, rule: rule), column: column,
                           message: String(head[separator.upperBound...]))
        }
        return nil
    }

    private static let markerPattern = try! NSRegularExpression(
        pattern: #"(expected|false-positive|false-negative)-(error|warning|note)\[([a-z0-9-]+)\]"#)

    /// The markers of every `.swift` file under `directory`, keyed by path relative to it.
    static func expectations(in directory: String) throws -> Expectations {
        var result = Expectations()
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return result }
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            result.swiftFiles += 1
            let text = try String(contentsOfFile: directory + "/" + relative, encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                guard let comment = line.range(of: "//") else { continue }
                let tail = String(line[comment.lowerBound...])
                let range = NSRange(tail.startIndex..., in: tail)
                for match in markerPattern.matches(in: tail, range: range) {
                    let part = { (group: Int) in String(tail[Range(match.range(at: group), in: tail)!]) }
                    let key = Key(path: relative, line: index + 1, severity: part(2), rule: part(3))
                    switch Marker(rawValue: part(1))! {
                    case .expected:
                        result.reported[key, default: 0] += 1
                    case .falsePositive:
                        result.reported[key, default: 0] += 1
                        result.falsePositives[key, default: 0] += 1
                    case .falseNegative:
                        result.falseNegatives.insert(key)
                    }
                }
            }
        }
        return result
    }

    static func display(_ directory: String) -> String {
        directory.hasPrefix(root + "/") ? String(directory.dropFirst(root.count + 1)) : directory
    }
}

final class FixtureExpectationParsingTests: XCTestCase {
    func testParsesAFindingLine() throws {
        let finding = try XCTUnwrap(FixtureExpectationTests.parseFinding(
            "/x/App/A.swift:12:5: warning: A (interactor) exposes its state 'a'; make it private [interactor-exposed-state]",
            relativeTo: "/x"))
        XCTAssertEqual(finding.key, .init(path: "App/A.swift", line: 12, severity: "warning", rule: "interactor-exposed-state"))
        XCTAssertEqual(finding.column, 5)
        XCTAssertEqual(finding.message, "A (interactor) exposes its state 'a'; make it private")
        XCTAssertNil(FixtureExpectationTests.parseFinding("archlint: 1 error in 1 file", relativeTo: "/x"))
    }

    func testReadsMarkersFromComments() throws {
        let dir = TemporaryDirectory()
        dir.write("A/B.swift", """
            let a = 1 // expected-error[presenter-state] expected-warning[interactor-query]
            let b = "expected-error[not-a-marker] outside a comment"
            var c = 0 // expected-error[presenter-state] expected-error[presenter-state]
            var d = 0 // false-positive-warning[interactor-exposed-state]
            var e = 0 // false-negative-error[concrete-dependency]
            """)
        let expectations = try FixtureExpectationTests.expectations(in: dir.path)
        typealias Key = FixtureExpectationTests.Key
        XCTAssertEqual(expectations.swiftFiles, 1)
        XCTAssertEqual(expectations.reported, [
            Key(path: "A/B.swift", line: 1, severity: "error", rule: "presenter-state"): 1,
            Key(path: "A/B.swift", line: 1, severity: "warning", rule: "interactor-query"): 1,
            Key(path: "A/B.swift", line: 3, severity: "error", rule: "presenter-state"): 2,
            Key(path: "A/B.swift", line: 4, severity: "warning", rule: "interactor-exposed-state"): 1,
        ])
        XCTAssertEqual(expectations.falsePositives.count, 1)
        XCTAssertEqual(expectations.falseNegatives, [Key(path: "A/B.swift", line: 5, severity: "error", rule: "concrete-dependency")])
    }
}
