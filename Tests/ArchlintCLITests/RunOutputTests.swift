import Foundation
@testable import Platform
import XCTest
@testable import ArchlintCLI
@testable import Reporting

/// What a lint run prints around its findings: the summary after them, `--quiet`, the lines
/// counted, the hint for other linters' `--reporter`, and one severity for syntax problems.
final class RunOutputTests: XCTestCase {
    /// Both streams into one log, as a terminal or a CI log shows them.
    final class SharedLog {
        var entries: [(stream: String, text: String)] = []
    }

    final class LogSink: ByteSink {
        let log: SharedLog
        let stream: String
        init(_ log: SharedLog, _ stream: String) { self.log = log; self.stream = stream }
        func write(_ bytes: UnsafeRawBufferPointer) { log.entries.append((stream, String(decoding: bytes, as: UTF8.self))) }
    }

    func testSummaryComesAfterTheFindings() {
        let dir = makeOutputFixture()
        let log = SharedLog()
        let code = withCurrentDirectory(dir.path) {
            ArchlintCLI.run(arguments: ["lint", "."], stdout: LogSink(log, "out"), stderr: LogSink(log, "err"), processorCount: 2)
        }
        XCTAssertEqual(code, 1)
        let lastFinding = log.entries.lastIndex { $0.stream == "out" && $0.text.contains("[presenter-state]") }
        let summary = log.entries.firstIndex { $0.stream == "err" && $0.text.hasPrefix("archlint: ") && $0.text.contains(" checked (") }
        XCTAssertNotNil(lastFinding)
        XCTAssertNotNil(summary)
        if let lastFinding, let summary { XCTAssertLessThan(lastFinding, summary, "\(log.entries)") }
    }

    func testQuietPrintsFindingsOnly() {
        let dir = makeOutputFixture()
        let full = archlint(in: dir.path, "lint", ".")
        let quiet = archlint(in: dir.path, "lint", "--quiet", ".")
        XCTAssertEqual(quiet.code, full.code)
        XCTAssertEqual(quiet.stdout, full.stdout)
        XCTAssertFalse(full.stderr.isEmpty)
        XCTAssertEqual(quiet.stderr, "", "no summary, no notes")
        // Errors are still said.
        let missing = archlint(in: dir.path, "lint", "-q", "Nowhere")
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.stderr, "archlint: error: no such file or directory: Nowhere\n")
        // A gate's reason to fail with no error-level finding is too.
        let limited = archlint(in: dir.path, "lint", "--quiet", "--max-warnings", "0", ".")
        XCTAssertEqual(limited.stderrLines, ["archlint: 1 warning exceed --max-warnings 0"])
    }

    func testLinesReadCountOnlyTheFilesChecked() {
        let dir = TemporaryDirectory()
        dir.write(".archlint.json", #"{ "extends": ["viper"], "exclude": ["Generated/**"] }"#)
        dir.write("App/A.swift", "struct A {}\nstruct B {}\n")
        dir.write("Generated/Big.swift", String(repeating: "let x = 1\n", count: 500))
        let result = archlint(in: dir.path, "lint", ".")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(checkedCounts(result), "1 file, 2 lines", result.stderr)
    }

    func testReporterHintsAtFormat() {
        for arguments in [["lint", "--reporter", "json"], ["--reporter", "json", "."], ["lint", "--reporter=json"]] {
            let result = archlint(arguments)
            XCTAssertEqual(result.code, 2)
            XCTAssertEqual(result.stderrLines.first, "archlint: error: unknown option '--reporter'; did you mean '--format json'?", "\(arguments)")
        }
        XCTAssertEqual(archlint("lint", "--reporter").stderrLines.first,
                       "archlint: error: unknown option '--reporter'; did you mean '--format FORMAT'?")
    }

    /// A syntax problem is a warning in the text notes, SARIF, JSON, JUnit, Checkstyle and GitHub alike.
    func testSyntaxProblemsHaveOneSeverityInEveryFormat() throws {
        let dir = makeOutputFixture()
        let text = archlint(in: dir.path, "lint", ".")
        XCTAssertTrue(text.stderrLines.contains("Broken.swift:2:13: warning: missing '}' at end of file; the file was checked as far as it could be read"),
                      text.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(archlint(in: dir.path, "lint", "--format", "json", ".").stdout.utf8)) as? [String: Any])
        let syntax = (json["notifications"] as? [[String: Any]])?.first { $0["id"] as? String == "syntax-error" }
        XCTAssertEqual(syntax?["level"] as? String, "warning")
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(archlint(in: dir.path, "lint", "--format", "sarif", ".").stdout.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        let notifications = (runs[0]["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]] ?? []
        let sarifSyntax = notifications.first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "syntax-error" }
        XCTAssertEqual(sarifSyntax?["level"] as? String, "warning")
        XCTAssertTrue(archlint(in: dir.path, "lint", "--format", "junit", ".").stdout.contains("Broken.swift:2:13: warning: missing "))
        let checkstyle = XMLCollector.parse(archlint(in: dir.path, "lint", "--format", "checkstyle", ".").stdout)
        XCTAssertEqual(checkstyle.elements.first { $0.name == "error" && $0.attributes["source"] == "archlint.syntax-error" }?.attributes["severity"], "warning")
        XCTAssertTrue(archlint(in: dir.path, "lint", "--format", "github", ".").stdout.contains("::warning file=Broken.swift,line=2"))
    }
}

/// `--format markdown`: absolute links with `--link-base`, one labelled diagram per configuration.
final class MarkdownLinkBaseTests: XCTestCase {
    func testLinkBaseMakesFileLinksAbsolute() {
        let dir = makeOutputFixture()
        let relative = archlint(in: dir.path, "lint", "--format", "markdown", ".")
        XCTAssertTrue(relative.stdout.contains("](Login%20Module/LoginPresenter.swift#L7)"), relative.stdout)
        for base in ["https://github.com/o/r/blob/abc123", "https://github.com/o/r/blob/abc123/"] {
            let result = archlint(in: dir.path, "lint", "--format", "markdown", "--link-base", base, ".")
            XCTAssertEqual(result.code, 1)
            XCTAssertTrue(result.stdout.contains("](https://github.com/o/r/blob/abc123/Login%20Module/LoginPresenter.swift#L7)"), result.stdout)
            XCTAssertTrue(result.stdout.contains("](https://github.com/o/r/blob/abc123/Login%20Module/LoginPresenter.swift)"), "the top files too")
            XCTAssertFalse(result.stdout.contains("](Login"), result.stdout)
        }
        XCTAssertEqual(MarkdownReport.link("/abs/A.swift", line: 2, base: "https://x/"), MarkdownReport.link("/abs/A.swift", line: 2),
                       "a file outside the source root gets no base")
    }

    func testDiagramsAreLabelledWithTheirConfigurationsRoot() {
        let examples = archlint(in: repositoryRoot, "lint", "--format", "markdown", "Examples/viper", "Examples/mvi")
        let headings = examples.stdout.split(separator: "\n").filter { $0.hasPrefix("**Layers") }
        XCTAssertEqual(Set(headings), ["**Layers of Examples/mvi** (red: edges that break a rule)",
                                       "**Layers of Examples/viper** (red: edges that break a rule)"])
        // One configuration: one diagram, as before.
        let one = archlint(in: repositoryRoot, "lint", "--format", "markdown", "Examples/viper")
        XCTAssertEqual(one.stdout.split(separator: "\n").filter { $0.hasPrefix("**Layers") }, ["**Layers** (red: edges that break a rule)"])
    }
}
