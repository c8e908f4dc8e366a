import Foundation
import XCTest
@testable import ArchlintCLI

/// The evidence of dependency findings in every format, on `Tests/Fixtures/Evidence`: each hop
/// is announced beside the code (or build file line) it is at by a trailing comment
/// `evidence[rule]: message`, and each finding by `expected-error[rule]`.
final class EvidenceOutputTests: XCTestCase {
    static let fixture = "Tests/Fixtures/Evidence"

    struct Note: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var rule: String
        var message: String
        var description: String { "\(path):\(line): evidence[\(rule)]: \(message)" }
    }

    /// The markers of the fixture's files: its notes, and its findings as `path:line rule`.
    private func markers() throws -> (notes: Set<Note>, findings: Set<String>) {
        let root = repositoryRoot + "/" + Self.fixture
        var notes = Set<Note>(), findings = Set<String>()
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root)).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".yml") }
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let path = Self.fixture + "/" + file
                for match in line.matches(of: /expected-error\[([a-z-]+)\]/) { findings.insert("\(path):\(index + 1) \(match.1)") }
                if let match = line.firstMatch(of: /evidence\[([a-z-]+)\]: (.*)$/) {
                    notes.insert(Note(path: path, line: index + 1, rule: String(match.1), message: String(match.2)))
                }
            }
        }
        XCTAssertEqual(notes.count, 6, "the fixture announces six hops")
        return (notes, findings)
    }

    private func run(_ format: String) -> CLIResult {
        withCurrentDirectory(repositoryRoot) { archlint("lint", "--format", format, Self.fixture) }
    }

    func testTextNotesFollowTheirFindings() throws {
        let (expectedNotes, expectedFindings) = try markers()
        let result = run("text")
        XCTAssertEqual(result.code, 1, result.stderr)
        var notes = Set<Note>(), findings = Set<String>()
        var currentRule: String?
        for line in result.stdoutLines {
            if let match = line.wholeMatch(of: /(.+?):(\d+):\d+: error: .* \[([a-z-]+)\]/) {
                findings.insert("\(match.1):\(match.2) \(match.3)")
                currentRule = String(match.3)
            } else if let match = line.wholeMatch(of: /(.+?):(\d+):\d+: note: (.*)/) {
                let rule = try XCTUnwrap(currentRule, "a note before any finding: \(line)")
                notes.insert(Note(path: String(match.1), line: Int(match.2)!, rule: rule, message: String(match.3)))
            } else {
                XCTFail("unexpected line: \(line)")
            }
        }
        XCTAssertEqual(findings, expectedFindings)
        XCTAssertEqual(notes, expectedNotes)
        // A module cycle's links are in order, round the cycle from the import it is reported at.
        let cycle = result.stdoutLines.drop { !$0.contains("[module-cycle]") }.dropFirst().prefix(3)
        XCTAssertEqual(cycle.map { $0.components(separatedBy: ": note: ")[1] },
                       ["module Core imports Checkout", "module Checkout imports Catalog", "module Catalog declares a build dependency on Core"])
        XCTAssertEqual(cycle.last?.components(separatedBy: ": note: ")[0], Self.fixture + "/Shop/project.yml:7:17")
    }

    func testEvidenceDoesNotDependOnThreads() {
        let outputs = ["1", "4"].map { jobs in
            withCurrentDirectory(repositoryRoot) { archlint("lint", "-j", jobs, "--format", "json", Self.fixture, "Examples/layered").stdout }
        }
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertTrue(outputs[0].contains("\"kind\": \"build-dependency\""), outputs[0])
    }

    func testJSONEvidence() throws {
        let (expectedNotes, _) = try markers()
        let result = run("json")
        let findings = try XCTUnwrap(try jsonObject(result.stdout)["findings"] as? [[String: Any]])
        var notes = Set<Note>()
        for finding in findings {
            let evidence = try XCTUnwrap(finding["evidence"] as? [[String: Any]])
            XCTAssertFalse(evidence.isEmpty, "\(finding)")
            for hop in evidence {
                // JSON paths are relative to the source root, the repository here.
                notes.insert(Note(path: hop["path"] as! String, line: hop["line"] as! Int, rule: finding["rule"] as! String,
                                  message: hop["message"] as! String))
                let kind = hop["kind"] as! String
                XCTAssertTrue((hop["message"] as! String).contains(" \(kind == "build-dependency" ? "declares a build dependency on" : kind) "),
                              "\(hop)")
            }
        }
        XCTAssertEqual(notes, expectedNotes)
        let kinds = Set(findings.flatMap { ($0["evidence"] as! [[String: Any]]).map { $0["kind"] as! String } })
        XCTAssertEqual(kinds, ["imports", "build-dependency", "stores", "calls", "constructs"])
    }

    func testJSONEvidenceIsEmptyForOtherFindings() throws {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--format", "json", ".")
        let findings = try XCTUnwrap(try jsonObject(result.stdout)["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.isEmpty)
        for finding in findings { XCTAssertEqual((finding["evidence"] as? [Any])?.count, 0, "\(finding)") }
    }

    func testSARIFRelatedLocationsAndCodeFlows() throws {
        let (expectedNotes, _) = try markers()
        let result = run("sarif")
        try OutputSARIFTests.validateWithScript(result.stdout, name: "evidence")
        let runs = try XCTUnwrap(try jsonObject(result.stdout)["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
        var notes = Set<Note>()
        for entry in results {
            let related = try XCTUnwrap(entry["relatedLocations"] as? [[String: Any]], "\(entry)")
            let flows = try XCTUnwrap(entry["codeFlows"] as? [[String: Any]])
            let steps = try XCTUnwrap(((flows.first?["threadFlows"] as? [[String: Any]])?.first?["locations"]) as? [[String: Any]])
            XCTAssertEqual(steps.count, related.count)
            for (index, location) in related.enumerated() {
                XCTAssertEqual(location["id"] as? Int, index + 1)
                let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
                let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
                let line = try XCTUnwrap((physical["region"] as? [String: Any])?["startLine"] as? Int)
                let message = try XCTUnwrap((location["message"] as? [String: Any])?["text"] as? String)
                notes.insert(Note(path: uri, line: line, rule: entry["ruleId"] as! String, message: message))
                let step = try XCTUnwrap(steps[index]["location"] as? [String: Any])
                XCTAssertEqual((step["message"] as? [String: Any])?["text"] as? String, message)
                XCTAssertEqual((steps[index]["kinds"] as? [String])?.count, 1)
            }
        }
        XCTAssertEqual(notes, expectedNotes)
    }

    func testMarkdownListsTheHopsUnderTheFinding() throws {
        let (expectedNotes, _) = try markers()
        let result = run("markdown")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for note in expectedNotes {
            XCTAssertTrue(lines.contains { $0.hasPrefix("  - [\(note.path):\(note.line)](") && $0.hasSuffix(") \(note.message)") },
                          "no item for \(note)\n\(result.stdout)")
        }
        let cycle = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("`module-cycle`") })
        XCTAssertTrue(lines[cycle + 3].hasSuffix("module Catalog declares a build dependency on Core"), lines[cycle + 3])
    }
}
