import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// Every usage error: one `archlint: error:` line, then the usage, nothing on stdout, exit 2.
final class UsageErrorTests: XCTestCase {
    private func assertUsageError(_ arguments: [String], _ message: String, usage: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let result = archlint(arguments)
        XCTAssertEqual(result.code, 2, "exit code", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "stdout", file: file, line: line)
        XCTAssertEqual(result.stderrLines.first, "archlint: error: \(message)", file: file, line: line)
        XCTAssertEqual(result.stderrLines.dropFirst().first, usage, file: file, line: line)
    }

    private let lintUsage = "USAGE: archlint lint [options] [PATH ...]"
    private let tokensUsage = "USAGE: archlint tokens [options] FILE ..."
    private let toolUsage = "USAGE: archlint [lint] [options] [PATH ...]"

    func testUnknownLongOptionWithoutSuggestion() {
        assertUsageError(["--foo"], "unknown option '--foo'", usage: lintUsage)
        assertUsageError(["lint", "--foo"], "unknown option '--foo'", usage: lintUsage)
    }

    func testUsageEndsWithPointerToHelp() {
        let result = archlint("lint", "--foo")
        XCTAssertEqual(result.stderrLines, [
            "archlint: error: unknown option '--foo'",
            "USAGE: archlint lint [options] [PATH ...]",
            "See 'archlint help lint'.",
        ])
    }

    func testUnknownOptionSuggestsCloseName() {
        assertUsageError(["--job", "2"], "unknown option '--job'; did you mean '--jobs'?", usage: lintUsage)
        assertUsageError(["--timnig"], "unknown option '--timnig'; did you mean '--timing'?", usage: lintUsage)
        assertUsageError(["tokens", "--fromat", "json", "a.swift"], "unknown option '--fromat'; did you mean '--format'?", usage: tokensUsage)
        assertUsageError(["-help"], "unknown option '-help'; did you mean '--help'?", usage: lintUsage)
    }

    func testMistypedToolOptionSuggestsIt() {
        assertUsageError(["--verison"], "unknown option '--verison'; did you mean '--version'?", usage: toolUsage)
    }

    func testUnknownShortOption() {
        assertUsageError(["lint", "-x"], "unknown option '-x'", usage: lintUsage)
        // A cluster stops at the first unknown letter.
        assertUsageError(["lint", "-hx"], "unknown option '-x'", usage: lintUsage)
    }

    func testMissingOptionValue() {
        assertUsageError(["lint", "--jobs"], "missing value for option '--jobs'", usage: lintUsage)
        assertUsageError(["lint", "-j"], "missing value for option '-j'", usage: lintUsage)
        assertUsageError(["lint", "--jobs", "--timing"], "missing value for option '--jobs'", usage: lintUsage)
        assertUsageError(["tokens", "a.swift", "--format"], "missing value for option '--format'", usage: tokensUsage)
    }

    func testInvalidOptionValues() {
        assertUsageError(["-j", "0"], "invalid value '0' for option '-j': expected a positive integer", usage: lintUsage)
        assertUsageError(["--jobs=abc"], "invalid value 'abc' for option '--jobs': expected a positive integer", usage: lintUsage)
        assertUsageError(["-j", "-3"], "invalid value '-3' for option '-j': expected a positive integer", usage: lintUsage)
        assertUsageError(["tokens", "--format", "xml", "a.swift"],
                         "invalid value 'xml' for option '--format': expected one of table, json", usage: tokensUsage)
        assertUsageError(["tokens", "--format=jsn", "a.swift"],
                         "invalid value 'jsn' for option '--format': expected one of table, json; did you mean 'json'?", usage: tokensUsage)
    }

    func testFlagWithValue() {
        assertUsageError(["--timing=yes"], "option '--timing' does not take a value", usage: lintUsage)
    }

    func testUnknownSubcommand() {
        assertUsageError(["lnt"], "unknown subcommand 'lnt'; did you mean 'lint'?", usage: toolUsage)
        assertUsageError(["tokenz", "a.swift"], "unknown subcommand 'tokenz'; did you mean 'tokens'?", usage: toolUsage)
        assertUsageError(["frobnicate"], "unknown subcommand 'frobnicate'", usage: toolUsage)
    }

    func testPathLikeFirstArgumentIsALintPathNotASubcommand() {
        let result = archlint("no/such/dir")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderrLines, ["archlint: error: no such file or directory: no/such/dir"])
    }

    func testMissingPositional() {
        assertUsageError(["tokens"], "missing argument 'FILE'", usage: tokensUsage)
        assertUsageError(["tokens", "--format", "json"], "missing argument 'FILE'", usage: tokensUsage)
    }

    func testTooManyPositionals() {
        assertUsageError(["help", "lint", "tokens"], "unexpected argument 'tokens'", usage: "USAGE: archlint help [options] [SUBCOMMAND]")
    }
}
