import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import Reporting

/// The problem matchers shipped for GitHub Actions (`.github/archlint-matcher.json`) and
/// VS Code (`docs/vscode-tasks.json`), loaded from the files and applied to real output.
final class IntegrationMatcherTests: XCTestCase {
    struct Pattern {
        var owner: String
        var regexp: NSRegularExpression
        var groups: [String: Int]
        var defaultSeverity: String?
    }

    struct Match: Equatable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var code: String?
    }

    private func pattern(_ object: [String: Any], owner: String, defaultSeverity: String?) throws -> Pattern {
        let regexp = try XCTUnwrap(object["regexp"] as? String)
        var groups: [String: Int] = [:]
        for key in ["file", "line", "column", "severity", "message", "code"] {
            if let index = object[key] as? Int { groups[key] = index }
        }
        return Pattern(owner: owner, regexp: try NSRegularExpression(pattern: regexp), groups: groups, defaultSeverity: defaultSeverity)
    }

    /// The GitHub matchers: one single-line pattern each.
    private func githubPatterns() throws -> [Pattern] {
        let root = try jsonObject(try readRepositoryFile(".github/archlint-matcher.json"))
        let matchers = try XCTUnwrap(root["problemMatcher"] as? [[String: Any]])
        XCTAssertEqual(Set(matchers.compactMap { $0["owner"] as? String }).count, matchers.count, "owners must be distinct")
        return try matchers.map { matcher in
            let patterns = try XCTUnwrap(matcher["pattern"] as? [[String: Any]])
            XCTAssertEqual(patterns.count, 1)
            let severity = matcher["severity"] as? String
            if let severity { XCTAssertTrue(["error", "warning", "notice"].contains(severity), "the runner rejects '\(severity)'") }
            return try pattern(patterns[0], owner: try XCTUnwrap(matcher["owner"] as? String), defaultSeverity: severity)
        }
    }

    private func vscodePatterns() throws -> [Pattern] {
        let root = try jsonObject(try readRepositoryFile("docs/vscode-tasks.json"))
        let task = try XCTUnwrap((root["tasks"] as? [[String: Any]])?.first { $0["label"] as? String == "archlint" })
        let matcher = try XCTUnwrap(task["problemMatcher"] as? [String: Any])
        XCTAssertEqual(matcher["owner"] as? String, "archlint")
        let location = try XCTUnwrap(matcher["fileLocation"] as? [String])
        XCTAssertEqual(location.first, "autoDetect", "relative and absolute paths both resolve")
        return [try pattern(try XCTUnwrap(matcher["pattern"] as? [String: Any]), owner: "archlint", defaultSeverity: matcher["severity"] as? String)]
    }

    /// What a matcher makes of a line: the first pattern that matches, as the runner and VS Code do.
    private func apply(_ patterns: [Pattern], to line: String) -> Match? {
        for pattern in patterns {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = pattern.regexp.firstMatch(in: line, range: range) else { continue }
            func group(_ name: String) -> String? {
                guard let index = pattern.groups[name], let range = Range(match.range(at: index), in: line) else { return nil }
                return String(line[range])
            }
            guard let file = group("file"), let lineNumber = group("line").flatMap(Int.init), let column = group("column").flatMap(Int.init),
                  let message = group("message") else { continue }
            let severity = group("severity") ?? pattern.defaultSeverity ?? "error"
            return Match(file: file, line: lineNumber, column: column, severity: severity, message: message, code: group("code"))
        }
        return nil
    }

    /// The fixture's text output (standard output and error) and its JSON findings, from one run.
    private func fixtureOutput() throws -> (lines: [String], findings: [[String: Any]], directory: TemporaryDirectory) {
        let dir = makeOutputFixture()
        // A second folder with a space and a note-level finding in a path with spaces.
        dir.write("Settings Screen/Settings Presenter.swift", """
            final class SettingsPresenter {
                var draft = ""
            }

            """)
        // A dependency finding, whose evidence note (no rule id) no matcher may take for a finding.
        dir.write("Settings Screen/SettingsRouter.swift", """
            final class SettingsInteractor {}
            final class SettingsRouter {
                func refresh() { _ = SettingsInteractor() }
            }

            """)
        let result = archlint(in: dir.path, "lint", "--format", "text", "--format", "json", "--output", "report.json", ".")
        XCTAssertEqual(result.code, 1)
        let json = try jsonObject(String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: dir.url("report.json"))), as: UTF8.self))
        let findings = (json["findings"] as? [[String: Any]] ?? []).filter { $0["suppressed"] == nil }
        return (result.stdoutLines + result.stderrLines, findings, dir)
    }

    private func checkFindings(_ patterns: [Pattern], severityOfNote: String) throws {
        let (lines, findings, dir) = try fixtureOutput()
        var matched: [Match] = []
        for line in lines {
            if let match = apply(patterns, to: line) { matched.append(match) }
        }
        let expected = findings.map { finding in
            Match(file: finding["path"] as! String, line: finding["line"] as! Int, column: finding["column"] as! Int,
                  severity: (finding["severity"] as! String) == "note" ? severityOfNote : finding["severity"] as! String,
                  message: finding["message"] as! String, code: finding["rule"] as? String)
        }
        XCTAssertFalse(expected.isEmpty)
        XCTAssertTrue(expected.contains { $0.file.contains(" ") }, "a path with spaces is covered")
        XCTAssertTrue(expected.contains { $0.severity == severityOfNote }, "a note is covered")
        for finding in expected {
            XCTAssertTrue(matched.contains(finding), "no match for \(finding) in\n\(matched.map { "\($0)" }.joined(separator: "\n"))")
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.url(finding.file)), "captured file \(finding.file) does not exist")
        }
        // The syntax-error warning is matched (without a rule); summaries and path notes are not.
        let syntax = matched.filter { $0.file == "Broken.swift" }
        XCTAssertEqual(syntax, [Match(file: "Broken.swift", line: 2, column: 13, severity: "warning",
                                      message: "missing '}' at end of file; the file was checked as far as it could be read", code: nil)])
        XCTAssertEqual(matched.count, expected.count + 1, "unexpected matches:\n\(matched.map { "\($0)" }.joined(separator: "\n"))")
        let evidence = lines.filter { $0.hasSuffix(": note: SettingsRouter constructs SettingsInteractor") }
        XCTAssertEqual(evidence, ["Settings Screen/SettingsRouter.swift:3:26: note: SettingsRouter constructs SettingsInteractor"], lines.joined(separator: "\n"))
        for line in lines where line.hasPrefix("archlint: ") {
            XCTAssertNil(apply(patterns, to: line), "matched the tool's own message: \(line)")
        }
    }

    func testGitHubProblemMatcherOnRealOutput() throws {
        try checkFindings(try githubPatterns(), severityOfNote: "notice")
    }

    func testVSCodeProblemMatcherOnRealOutput() throws {
        try checkFindings(try vscodePatterns(), severityOfNote: "note")
    }

    func testMatchersOnHandWrittenLines() throws {
        for patterns in [try githubPatterns(), try vscodePatterns()] {
            let line = "My App/Sub: dir/A B.swift:12:7: warning: X (presenter) stores 'a: b' [x] here [presenter-state]"
            XCTAssertEqual(apply(patterns, to: line), Match(file: "My App/Sub: dir/A B.swift", line: 12, column: 7, severity: "warning",
                                                            message: "X (presenter) stores 'a: b' [x] here", code: "presenter-state"))
            let absolute = "/home/ci/work/App/Login.swift:1:1: error: m [interactor-ui-import]"
            XCTAssertEqual(apply(patterns, to: absolute)?.file, "/home/ci/work/App/Login.swift")
            XCTAssertNil(apply(patterns, to: "archlint: 3 errors, 1 warning in 12 files checked (400 lines read, 0.010 s)"))
            XCTAssertNil(apply(patterns, to: "archlint: note: Locked.swift: skipped: Permission denied"))
            XCTAssertNil(apply(patterns, to: "archlint: error: no such file or directory: Sources"))
            // An evidence note under a finding has no rule id: it is no finding of its own.
            XCTAssertNil(apply(patterns, to: "Core/Money.swift:1:1: note: module Core imports Checkout"))
            XCTAssertNil(apply(patterns, to: "A [x]/B.swift:4:5: note: CheckoutService stores CheckoutViewController"))
            XCTAssertEqual(apply(patterns, to: "A.swift:2:3: note: m [interactor-query]")?.code, "interactor-query")
        }
    }

    /// A configuration error carries no rule id: both matchers still make it an error annotation
    /// at the configuration file's line and column.
    func testMatchersCatchConfigurationErrors() throws {
        let dir = TemporaryDirectory()
        dir.write(".archlint.json", "{\n  \"extends\": [\"viper\"],\n  \"rulez\": {}\n}\n")
        dir.write("A.swift", "struct A {}\n")
        let result = archlint(in: dir.path, "lint", ".")
        XCTAssertEqual(result.code, 2)
        let line = try XCTUnwrap(result.stderrLines.first, result.stderr)
        for patterns in [try githubPatterns(), try vscodePatterns()] {
            var match = try XCTUnwrap(apply(patterns, to: line), line)
            XCTAssertTrue(match.file.hasSuffix("/.archlint.json") && FileManager.default.fileExists(atPath: match.file), match.file)
            match.file = ".archlint.json"
            XCTAssertEqual(match, Match(file: ".archlint.json", line: 3, column: 3, severity: "error",
                                        message: "unknown top-level key 'rulez'; did you mean 'rules'?", code: nil))
            XCTAssertEqual(apply(patterns, to: "Pack/x.json:1:10: error: 'root' must be true or false"),
                           Match(file: "Pack/x.json", line: 1, column: 10, severity: "error", message: "'root' must be true or false", code: nil))
        }
    }

    /// VS Code runs the task as written; its arguments must be what archlint accepts.
    func testVSCodeTaskCommandRuns() throws {
        let root = try jsonObject(try readRepositoryFile("docs/vscode-tasks.json"))
        let task = try XCTUnwrap((root["tasks"] as? [[String: Any]])?.first)
        XCTAssertEqual(task["command"] as? String, "archlint")
        let arguments = try XCTUnwrap(task["args"] as? [String])
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, arguments)
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertEqual(result.stdout, archlint(in: dir.path, "lint", ".").stdout)
        let env = (task["options"] as? [String: Any])?["env"] as? [String: String]
        XCTAssertEqual(env?["NO_COLOR"], "1", "no color codes in the terminal the matcher reads")
    }
}

func archlint(in directory: String, _ arguments: [String]) -> CLIResult {
    withCurrentDirectory(directory) { archlint(arguments) }
}
