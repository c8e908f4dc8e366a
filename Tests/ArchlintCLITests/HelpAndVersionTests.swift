import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

final class HelpAndVersionTests: XCTestCase {
    func testVersionPrintsNameAndVersionOnly() {
        let result = archlint("--version")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "archlint \(ArchlintCLI.version)\n")
        XCTAssertEqual(result.stderr, "")
    }

    func testVersionRejectsExtraArguments() {
        let result = archlint("--version", "lint")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines.first, "archlint: error: unexpected argument 'lint'")
    }

    func testToolHelpListsSubcommandsAndGlobalOptions() {
        let result = archlint("--help")
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stderr, "")
        let lines = result.stdoutLines
        XCTAssertEqual(lines.first, "OVERVIEW: a static architecture linter for Swift code bases")
        XCTAssertTrue(lines.contains("USAGE: archlint [lint] [options] [PATH ...]"), result.stdout)
        XCTAssertTrue(lines.contains("  lint (default)  Check the Swift files under the given paths."), result.stdout)
        XCTAssertTrue(lines.contains("  tokens          Print the tokens of Swift files."), result.stdout)
        XCTAssertTrue(lines.contains("  help            Show help for a subcommand."), result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  --version") }, result.stdout)
    }

    func testShortHelpAndHelpSubcommandMatchLongHelp() {
        let long = archlint("--help").stdout
        XCTAssertEqual(archlint("-h").stdout, long)
        XCTAssertEqual(archlint("help").stdout, long)
    }

    func testSubcommandHelpIsTheSameEveryWayItIsAsked() {
        for command in ["lint", "tokens", "help"] {
            let viaHelp = archlint("help", command)
            XCTAssertEqual(viaHelp.code, 0)
            XCTAssertTrue(viaHelp.stdout.contains("USAGE: archlint \(command) [options]"), viaHelp.stdout)
            XCTAssertEqual(archlint(command, "--help").stdout, viaHelp.stdout)
            XCTAssertEqual(archlint(command, "-h").stdout, viaHelp.stdout)
        }
    }

    func testLintHelpDocumentsItsOptions() {
        let help = archlint("help", "lint").stdout
        XCTAssertTrue(help.contains("  -j, --jobs N"), help)
        XCTAssertTrue(help.contains("      --timing"), help)
        XCTAssertTrue(help.contains("  PATH ..."), help)
        XCTAssertTrue(help.contains("  -h, --help"), help)
    }

    func testTokensHelpDocumentsFormat() {
        let help = archlint("tokens", "--help").stdout
        XCTAssertTrue(help.contains("USAGE: archlint tokens [options] FILE ..."), help)
        XCTAssertTrue(help.contains("      --format FORMAT   table (default) or json."), help)
    }

    func testHelpWinsOverOtherArgumentsButNotAfterDoubleDash() {
        XCTAssertEqual(archlint("lint", "--no-such-flag", "--help").code, 0)
        let result = archlint("lint", "--", "--help")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderrLines.first, "archlint: error: no such file or directory: --help")
    }

    func testHelpForUnknownSubcommand() {
        let result = archlint("help", "tokenz")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines.first, "archlint: error: unknown subcommand 'tokenz'; did you mean 'tokens'?")
    }
}
