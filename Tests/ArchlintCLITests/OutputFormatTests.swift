import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import Reporting
import RuleEngine
#if canImport(FoundationXML)
import FoundationXML
#endif

// MARK: - Shared fixtures for the Output* and Integration* tests

/// A small VIPER project with findings of every severity, one suppressed inline, a path with a
/// space, a line with non-ASCII text before a finding, a file with a syntax error and a
/// dangling symbolic link.
func makeOutputFixture() -> TemporaryDirectory {
    let dir = TemporaryDirectory("archlint-output")
    dir.write(".archlint.json", #"{ "extends": ["viper"], "rules": { "interactor-query": "note", "interactor-exposed-state": "warning" } }"#)
    dir.write("Login Module/LoginPresenter.swift", """
        import Foundation

        protocol LoginViewInput: AnyObject {}

        final class LoginPresenter {
            weak var view: LoginViewInput?
            /* é😀 */ var title = [String]()
            var attempts = 0
            // archlint:disable:next presenter-state -- migrating in JIRA-12
            var legacy = 0
        }

        """)
    dir.write("Login Module/LoginInteractor.swift", """
        import Foundation

        protocol LoginInteractorInput: AnyObject {
            func canLogin() -> Bool
        }

        final class LoginInteractor: LoginInteractorInput {
            var output: AnyObject?
            func canLogin() -> Bool { true }
        }

        """)
    dir.write("Broken.swift", "final class Broken {\n    func f( {\n")
    dir.symlink("dangling.swift", to: "nowhere")
    return dir
}

/// Runs archlint in `directory` (so paths are relative to it).
func archlint(in directory: String, _ arguments: String...) -> CLIResult {
    withCurrentDirectory(directory) { archlint(arguments) }
}

/// The repository's root folder (for the shipped integration files and scripts).
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func readRepositoryFile(_ relative: String) throws -> String {
    let path = repositoryRoot + "/" + relative
    guard let data = FileManager.default.contents(atPath: path) else {
        throw XCTSkip("\(relative) is not in the repository")
    }
    return String(decoding: data, as: UTF8.self)
}

func jsonObject(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    return try XCTUnwrap(value as? [String: Any], "not a JSON object", file: file, line: line)
}

/// Parses XML with Foundation's parser; returns every element with its attributes, and the
/// character data, or fails the test with the parser's error.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""
    var error: Error?

    static func parse(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> XMLCollector {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        let ok = parser.parse()
        XCTAssertTrue(ok, "not well-formed XML: \(String(describing: parser.parserError ?? collector.error))\n\(xml)", file: file, line: line)
        return collector
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        elements.append((elementName, attributeDict))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
}

/// Control characters other than line feed in rendered output (`\t` and `\r` included);
/// `c0Only`: only those JSON forbids in strings (DEL and C1 are valid JSON text).
func controlCharacters(in text: String, c0Only: Bool = false) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (!c0Only && (0x7F...0x9F).contains($0)) }
}

// MARK: - Tests

final class OutputFormatTests: XCTestCase {
    // MARK: Pairing --format and --output

    private func pair(_ arguments: [String]) throws -> [ReportDestination] {
        var options: [(name: String, value: String)] = []
        var index = 0
        while index + 1 < arguments.count {
            options.append((String(arguments[index].dropFirst(2)), arguments[index + 1]))
            index += 2
        }
        return try ReportDestination.pair(options)
    }

    func testPairingInOrder() throws {
        XCTAssertEqual(try pair([]), [ReportDestination(format: .text, file: nil)])
        XCTAssertEqual(try pair(["--format", "sarif"]), [ReportDestination(format: .sarif, file: nil)])
        XCTAssertEqual(try pair(["--output", "a.txt"]), [ReportDestination(format: .text, file: "a.txt")])
        XCTAssertEqual(try pair(["--format", "text", "--format", "sarif", "--output", "a.sarif"]), [
            ReportDestination(format: .text, file: nil), ReportDestination(format: .sarif, file: "a.sarif"),
        ])
        XCTAssertEqual(try pair(["--format", "sarif", "--output", "a.sarif", "--format", "json", "--output", "a.json",
                                 "--format", "github"]), [
            ReportDestination(format: .sarif, file: "a.sarif"), ReportDestination(format: .json, file: "a.json"),
            ReportDestination(format: .github, file: nil),
        ])
        XCTAssertEqual(try pair(["--format", "json", "--output", "-"]), [ReportDestination(format: .json, file: nil)])
    }

    func testPairingErrors() {
        XCTAssertThrowsError(try pair(["--format", "text", "--format", "json"])) { error in
            XCTAssertEqual(error as? ReportDestination.PairingError, .twoOnStandardOutput("text", "json"))
        }
        XCTAssertThrowsError(try pair(["--format", "sarif", "--output", "a", "--output", "b"])) { error in
            XCTAssertEqual(error as? ReportDestination.PairingError, .secondOutput("b", format: "sarif", first: "a"))
        }
        XCTAssertThrowsError(try pair(["--output", "a", "--format", "sarif"])) { error in
            XCTAssertEqual(error as? ReportDestination.PairingError, .outputBeforeFormat("a"))
        }
        XCTAssertThrowsError(try pair(["--format", "sarif", "--output", "a", "--format", "json", "--output", "a"])) { error in
            XCTAssertEqual(error as? ReportDestination.PairingError, .sameFile("a"))
        }
    }

    func testUsageErrorsComeBeforeLinting() {
        let dir = makeOutputFixture()
        let two = archlint(in: dir.path, "lint", "--format", "text", "--format", "sarif", ".")
        XCTAssertEqual(two.code, 2)
        XCTAssertEqual(two.stdout, "")
        XCTAssertTrue(two.stderr.hasPrefix("archlint: error: --format text and --format sarif would both write to standard output"), two.stderr)
        XCTAssertFalse(two.stderr.contains("files checked"), "linted despite the usage error")

        let unknown = archlint(in: dir.path, "lint", "--format", "sarfi", ".")
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.stderr.contains("invalid value 'sarfi' for option '--format'"), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'sarif'?"), unknown.stderr)
    }

    func testOneRunWritesTextToStandardOutputAndReportsToFiles() throws {
        let dir = makeOutputFixture()
        let plain = archlint(in: dir.path, "lint", ".")
        let both = archlint(in: dir.path, "lint", "--format", "text", "--format", "sarif", "--output", "out/report.sarif",
                            "--format", "json", "--output", "out/report.json", "--format", "junit", "--output", "out/junit.xml",
                            "--format", "checkstyle", "--output", "out/checkstyle.xml", "--format", "github", "--output", "out/github.txt",
                            ".")
        // The folder does not exist: writing fails with exit 2, after linting, with the reason.
        XCTAssertEqual(both.code, 2)
        XCTAssertTrue(both.stderr.contains("archlint: error: cannot write the sarif report to out/report.sarif: No such file or directory"),
                      both.stderr)

        dir.makeDirectory("out")
        let written = archlint(in: dir.path, "lint", "--format", "text", "--format", "sarif", "--output", "out/report.sarif",
                               "--format", "json", "--output", "out/report.json", "--format", "junit", "--output", "out/junit.xml",
                               "--format", "checkstyle", "--output", "out/checkstyle.xml", "--format", "github", "--output", "out/github.txt",
                               ".")
        XCTAssertEqual(written.code, plain.code)
        XCTAssertEqual(plain.code, 1)
        XCTAssertEqual(written.stdout, plain.stdout, "the text on standard output is the same as without other formats")
        for file in ["report.sarif", "report.json", "junit.xml", "checkstyle.xml", "github.txt"] {
            let contents = try XCTUnwrap(FileManager.default.contents(atPath: dir.url("out/\(file)")), file)
            XCTAssertFalse(contents.isEmpty, file)
        }
        // Only the text format goes to a file when --output has no --format.
        XCTAssertEqual(archlint(in: dir.path, "lint", "--output", "out/text.txt", ".").stdout, "")
        XCTAssertEqual(String(decoding: FileManager.default.contents(atPath: dir.url("out/text.txt")) ?? Data(), as: UTF8.self), plain.stdout)
    }

    func testTextFormatIsTheDefaultAndHidesSuppressedFindings() {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--format", "text", ".")
        XCTAssertEqual(result.stdout, archlint(in: dir.path, "lint", ".").stdout)
        XCTAssertEqual(result.stdoutLines.count, 4, result.stdout)
        XCTAssertFalse(result.stdout.contains("'legacy'"), "the suppressed finding is not printed")
        XCTAssertTrue(result.stderr.contains("(1 suppressed)"), result.stderr)
    }

    // MARK: JSON

    func testJSONSchema() throws {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--format", "json", ".")
        XCTAssertEqual(result.code, 1)
        let root = try jsonObject(result.stdout)
        XCTAssertEqual(root["version"] as? Int, 1)
        XCTAssertEqual((root["tool"] as? [String: Any])?["name"] as? String, "archlint")
        XCTAssertEqual((root["tool"] as? [String: Any])?["version"] as? String, ArchlintCLI.version)
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 5)
        for finding in findings {
            for key in ["rule", "severity", "message", "path", "line", "column", "endLine", "endColumn", "type", "role", "fingerprint"] {
                XCTAssertNotNil(finding[key], "missing \(key) in \(finding)")
            }
        }
        let title = try XCTUnwrap(findings.first { ($0["message"] as? String)?.contains("'title'") == true })
        XCTAssertEqual(title["rule"] as? String, "presenter-state")
        XCTAssertEqual(title["severity"] as? String, "error")
        XCTAssertEqual(title["path"] as? String, "Login Module/LoginPresenter.swift")
        XCTAssertEqual(title["line"] as? Int, 7)
        XCTAssertEqual(title["column"] as? Int, 18, "UTF-8 byte columns, as the text format")
        XCTAssertEqual(title["endLine"] as? Int, 7)
        XCTAssertEqual(title["endColumn"] as? Int, 21)
        XCTAssertEqual(title["type"] as? String, "LoginPresenter")
        XCTAssertEqual(title["role"] as? String, "presenter")
        XCTAssertNil(title["suppressed"])

        let legacy = try XCTUnwrap(findings.first { ($0["message"] as? String)?.contains("'legacy'") == true })
        XCTAssertEqual(legacy["suppressed"] as? Bool, true)
        let suppression = try XCTUnwrap(legacy["suppression"] as? [String: Any])
        XCTAssertEqual(suppression["kind"] as? String, "inSource")
        XCTAssertEqual(suppression["reason"] as? String, "migrating in JIRA-12")

        let note = try XCTUnwrap(findings.first { $0["rule"] as? String == "interactor-query" })
        XCTAssertEqual(note["severity"] as? String, "note")

        let summary = try XCTUnwrap(root["summary"] as? [String: Any])
        XCTAssertEqual(summary["errors"] as? Int, 2)
        XCTAssertEqual(summary["warnings"] as? Int, 1)
        XCTAssertEqual(summary["notes"] as? Int, 1)
        XCTAssertEqual(summary["suppressed"] as? Int, 1)
        XCTAssertEqual(summary["filesChecked"] as? Int, 3)
        XCTAssertEqual(summary["exitCode"] as? Int, 1)

        let notifications = try XCTUnwrap(root["notifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.map { $0["id"] as? String }, ["skipped-path", "syntax-error"])
        XCTAssertEqual(notifications[1]["path"] as? String, "Broken.swift")
        XCTAssertEqual(notifications[1]["line"] as? Int, 2)
    }

    /// A typealias cut short by a bound is said, on standard error and in the report's
    /// notifications, at the head of its chain.
    func testTypealiasCutShortIsANotification() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("Aliases.swift", "import Foundation\n" + (0..<100).map { "typealias A\($0) = A\($0 + 1)\n" }.joined()
                        + "protocol A100 {}\n")
        let result = archlint(in: directory.path, "lint", "--format", "json", ".")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stderrLines.filter { !$0.hasPrefix("archlint: ") }, [
            "Aliases.swift:2:1: warning: typealias 'A0' leads through more than 64 typealiases; its uses stand only for the types found before that bound",
        ])
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let notifications = try XCTUnwrap(root["notifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.map { $0["id"] as? String }, ["typealias-cut-short"])
        XCTAssertEqual(notifications.first?["path"] as? String, "Aliases.swift")
        XCTAssertEqual(notifications.first?["line"] as? Int, 2)
        XCTAssertEqual(notifications.first?["level"] as? String, "warning")
    }

    func testJSONIsDeterministic() {
        let dir = makeOutputFixture()
        XCTAssertEqual(archlint(in: dir.path, "lint", "--format", "json", "-j", "1", ".").stdout,
                       archlint(in: dir.path, "lint", "--format", "json", "-j", "4", ".").stdout)
    }

    // MARK: GitHub workflow commands

    func testGitHubWorkflowCommands() {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--format", "github", ".")
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.stdoutLines, [
            "::notice file=Login Module/LoginInteractor.swift,line=4,col=5,endLine=4,endColumn=8,title=archlint interactor-query::"
                + "LoginInteractorInput (interactor) method 'canLogin' returns Bool; the UI sends commands only: deliver results through the presenter",
            "::warning file=Login Module/LoginInteractor.swift,line=8,col=9,endLine=8,endColumn=14,title=archlint interactor-exposed-state::"
                + "LoginInteractor (interactor) exposes its state 'output'; make it private and send results through the presenter",
            // Columns count UTF-16 units: the line starts with `/* é😀 */ ` (17 bytes, 14 units).
            "::error file=Login Module/LoginPresenter.swift,line=7,col=15,endLine=7,endColumn=17,title=archlint presenter-state::"
                + "LoginPresenter (presenter) stores mutable state 'title'; keep it stateless: move the data to the interactor or the view model",
            "::error file=Login Module/LoginPresenter.swift,line=8,col=5,endLine=8,endColumn=7,title=archlint presenter-state::"
                + "LoginPresenter (presenter) stores mutable state 'attempts'; keep it stateless: move the data to the interactor or the view model",
            "::warning file=dangling.swift,title=archlint skipped-path::skipped: No such file or directory",
            "::warning file=Broken.swift,line=2,col=13,title=archlint syntax-error::missing '}' at end of file; the file was checked as far as it could be read",
        ])
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubActionsReport.escaped("100% done\r\nnext: a, b", property: false), "100%25 done%0D%0Anext: a, b")
        XCTAssertEqual(GitHubActionsReport.escaped("100% done\r\nnext: a, b", property: true), "100%25 done%0D%0Anext%3A a%2C b")
        XCTAssertEqual(GitHubActionsReport.escaped("\u{1B}[31mred\u{7}", property: false), "\\u{1B}[31mred\\u{7}")
        XCTAssertEqual(GitHubActionsReport.escaped("::error::x", property: false), "::error::x", "data may contain '::' after the separator")
        XCTAssertEqual(GitHubActionsReport.escaped("ünï 😀", property: true), "ünï 😀")
    }

    // MARK: JUnit and Checkstyle

    func testJUnitOneTestCasePerFinding() throws {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--format", "junit", ".")
        let xml = XMLCollector.parse(result.stdout)
        let suites = xml.elements.filter { $0.name == "testsuite" }
        XCTAssertEqual(suites.count, 1)
        XCTAssertEqual(suites[0].attributes["tests"], "4")
        XCTAssertEqual(suites[0].attributes["failures"], "2", "only the two errors fail the suite")
        let cases = xml.elements.filter { $0.name == "testcase" }
        XCTAssertEqual(cases.count, 4, "one test case per unsuppressed finding")
        XCTAssertEqual(Set(cases.compactMap { $0.attributes["classname"] }),
                       ["archlint.presenter-state", "archlint.interactor-query", "archlint.interactor-exposed-state"])
        let failures = xml.elements.filter { $0.name == "failure" }
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(Set(failures.compactMap { $0.attributes["type"] }), ["error"])
        // The warning and the note pass, their details in system-out.
        XCTAssertEqual(xml.elements.filter { $0.name == "system-out" }.count, 2)
        XCTAssertTrue(xml.text.contains("severity: warning"))
        XCTAssertTrue(xml.text.contains("severity: note"))
        let title = try XCTUnwrap(cases.first { $0.attributes["name"]?.contains("'title'") == true })
        XCTAssertEqual(title.attributes["file"], "Login Module/LoginPresenter.swift")
        XCTAssertEqual(title.attributes["line"], "7")
        XCTAssertTrue(xml.text.contains("Broken.swift:2:13: warning: missing '}'"), "notifications are in system-err")
        XCTAssertEqual(controlCharacters(in: result.stdout), [])
    }

    /// `--strict` fails the run on warnings and notes: the report fails them too.
    func testJUnitStrictMakesEveryFindingAFailure() {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--strict", "--format", "junit", ".")
        let xml = XMLCollector.parse(result.stdout)
        XCTAssertEqual(xml.elements.first { $0.name == "testsuite" }?.attributes["failures"], "4")
        XCTAssertEqual(Set(xml.elements.filter { $0.name == "failure" }.compactMap { $0.attributes["type"] }), ["error", "warning", "note"])
        XCTAssertEqual(xml.elements.filter { $0.name == "system-out" }.count, 0)
    }

    /// A run with warnings only passes (exit 0), and so does its JUnit suite.
    func testJUnitWarningsOnlyPass() {
        let dir = TemporaryDirectory()
        dir.write(".archlint.json", #"{ "extends": ["viper"], "rules": { "presenter-state": "warning" } }"#)
        dir.write("LoginPresenter.swift", "protocol LoginViewInput: AnyObject {}\nfinal class LoginPresenter {\n    weak var view: LoginViewInput?\n    var title = \"\"\n}\n")
        dir.write("LoginInteractor.swift", "final class LoginInteractor {}\n")
        let result = archlint(in: dir.path, "lint", "--format", "junit", ".")
        XCTAssertEqual(result.code, 0, result.stderr)
        let xml = XMLCollector.parse(result.stdout)
        XCTAssertEqual(xml.elements.filter { $0.name == "testcase" }.count, 1, result.stdout)
        XCTAssertEqual(xml.elements.first { $0.name == "testsuite" }?.attributes["failures"], "0")
    }

    func testJUnitCleanRunIsOnePassingTestCase() {
        let dir = TemporaryDirectory()
        dir.write(".archlint.json", #"{ "extends": ["viper"] }"#)
        dir.write("A.swift", "struct A {}\n")
        let result = archlint(in: dir.path, "lint", "--format", "junit", ".")
        XCTAssertEqual(result.code, 0)
        let xml = XMLCollector.parse(result.stdout)
        XCTAssertEqual(xml.elements.filter { $0.name == "testcase" }.count, 1)
        XCTAssertEqual(xml.elements.filter { $0.name == "failure" }.count, 0)
        XCTAssertEqual(xml.elements.first { $0.name == "testsuite" }?.attributes["failures"], "0")
    }

    func testCheckstyle() throws {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--format", "checkstyle", ".")
        let xml = XMLCollector.parse(result.stdout)
        XCTAssertEqual(xml.elements.first?.name, "checkstyle")
        XCTAssertEqual(xml.elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] },
                       ["Login Module/LoginInteractor.swift", "Login Module/LoginPresenter.swift", "dangling.swift", "Broken.swift"])
        let errors = xml.elements.filter { $0.name == "error" }
        XCTAssertEqual(errors.count, 6)
        let title = try XCTUnwrap(errors.first { $0.attributes["message"]?.contains("'title'") == true })
        XCTAssertEqual(title.attributes["line"], "7")
        XCTAssertEqual(title.attributes["column"], "18")
        XCTAssertEqual(title.attributes["severity"], "error")
        XCTAssertEqual(title.attributes["source"], "archlint.presenter-state")
        XCTAssertEqual(errors.first { $0.attributes["source"] == "archlint.interactor-query" }?.attributes["severity"], "info")
        XCTAssertEqual(errors.first { $0.attributes["source"] == "archlint.syntax-error" }?.attributes["line"], "2")
    }

    // MARK: Columns and paths

    func testUTF16Columns() {
        let columns = SourceColumns(["a.swift": Array("ab\n/* é😀 */ var x\r\nz\ry".utf8)])
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 1, column: 1), 1)
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 1, column: 3), 3)
        // "/* é😀 */ " is 13 bytes, 10 UTF-16 units: é is 2 bytes/1 unit, 😀 4 bytes/2 units.
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 2, column: 14), 11)
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 2, column: 17), 14)
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 2, column: 6), 5, "after é")
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 2, column: 10), 7, "after 😀")
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 3, column: 1), 1)
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 4, column: 2), 2, "\\r alone ends a line too")
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 9, column: 7), 7, "unknown lines keep their column")
        XCTAssertEqual(columns.utf16Column(path: "other.swift", line: 1, column: 7), 7, "unknown files keep their column")
    }

    /// Every column of lines mixing 1- to 4-byte characters and stray bytes, in any order of
    /// asking, agrees with counting the units from the line's start.
    func testUTF16ColumnsAgreeWithCountingFromTheLineStart() {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xFF], [0xF0]]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var bytes: [UInt8] = []
        var lines: [[UInt8]] = []
        for _ in 0..<20 {
            let line = (0..<next(60)).flatMap { _ in pieces[next(pieces.count)] }
            lines.append(line)
            bytes += line + Array(["\n", "\r\n", "\r"][next(3)].utf8)
        }
        let columns = SourceColumns(["a.swift": bytes])
        var asked = 0
        for (number, line) in lines.enumerated().reversed() {
            for column in (1...(line.count + 3)).reversed() {
                let counted = line.prefix(column - 1).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : $1 >= 0xF0 ? 2 : 1) }
                    + max(0, column - 1 - line.count)
                XCTAssertEqual(columns.utf16Column(path: "a.swift", line: number + 1, column: column), counted + 1, "line \(number + 1) column \(column)")
                asked += 1
            }
        }
        XCTAssertGreaterThan(asked, 500)
    }

    func testUTF16ColumnsAskForEachFileOnceAndOnlyWhenNeeded() {
        var asked: [String] = []
        let columns = SourceColumns { path in
            asked.append(path)
            return path == "a.swift" ? Array("é = 1".utf8) : nil
        }
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 1, column: 1), 1, "column 1 needs no text")
        XCTAssertEqual(asked, [])
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 1, column: 4), 3)
        XCTAssertEqual(columns.utf16Column(path: "a.swift", line: 1, column: 5), 4)
        XCTAssertEqual(columns.utf16Column(path: "gone.swift", line: 1, column: 5), 5, "an unreadable file keeps byte columns")
        XCTAssertEqual(columns.utf16Column(path: "gone.swift", line: 1, column: 6), 6)
        XCTAssertEqual(asked, ["a.swift", "gone.swift"])
    }

    func testReportPaths() {
        let paths = ReportPaths(root: "/work/project")
        XCTAssertEqual(paths.relative("/work/project/Sources/A.swift"), "Sources/A.swift")
        XCTAssertEqual(paths.relative("/work/project/./Sources/../A.swift"), "A.swift")
        XCTAssertNil(paths.relative("/work/other/A.swift"))
        XCTAssertNil(paths.relative("/work/projectile/A.swift"))
        XCTAssertEqual(paths.display("/elsewhere/A.swift"), "/elsewhere/A.swift")
        XCTAssertEqual(paths.rootURI, "file:///work/project/")
        XCTAssertEqual(paths.uri("/work/project/My App/ü%#?.swift").uri, "My%20App/%C3%BC%25%23%3F.swift")
        XCTAssertEqual(paths.uri("/work/project/My App/a.swift").relativeToRoot, true)
        XCTAssertEqual(paths.uri("/elsewhere/a b.swift").uri, "file:///elsewhere/a%20b.swift")
        XCTAssertEqual(paths.uri("/elsewhere/a b.swift").relativeToRoot, false)
        XCTAssertEqual(ReportPaths(root: "/").rootURI, "file:///")
    }

    func testSourceRootOption() throws {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, "lint", "--format", "json", "--source-root", "Login Module", ".")
        let findings = try XCTUnwrap(try jsonObject(result.stdout)["findings"] as? [[String: Any]])
        XCTAssertTrue(findings.contains { $0["path"] as? String == "LoginPresenter.swift" })
        let notifications = try XCTUnwrap(try jsonObject(result.stdout)["notifications"] as? [[String: Any]])
        let outside = try XCTUnwrap(notifications.last?["path"] as? String)
        XCTAssertTrue(outside.hasPrefix("/") && outside.hasSuffix("/Broken.swift"), "outside the source root: absolute, not \(outside)")
    }
}
