import Foundation
import XCTest
@testable import ArchlintCLI

/// A configuration that is not JSON is reported by what is wrong, never by what is in it; a
/// file that cannot be read says why.
final class ConfigurationMessageTests: XCTestCase {
    private let secret = "root:x:0:0:hunter2-SECRET-token"

    func testANonJSONConfigurationIsNotQuoted() {
        let directory = TemporaryDirectory()
        directory.write("App/A.swift", "struct A {}\n")
        directory.write("passwd", secret + "\n")
        let named = archlint("lint", "--config", directory.url("passwd"), directory.path)
        XCTAssertEqual(named.code, 2, named.stderr)
        XCTAssertEqual(named.stderr, "\(directory.url("passwd")):1:1: error: expected '{' (a configuration is a JSON object)\n")
        // Reached through extends, and JSON whose value is not: the same, nothing quoted.
        directory.write(".archlint.json", #"{"extends": ["./passwd"]}"#)
        let extended = archlint("lint", directory.path)
        XCTAssertEqual(extended.code, 2, extended.stderr)
        XCTAssertTrue(extended.stderr.contains("passwd:1:1: error: expected '{' (a configuration is a JSON object)"), extended.stderr)
        directory.write(".archlint.json", #"{"extends": ["viper"], "baseline": hunter2-SECRET-token}"#)
        let literal = archlint("lint", directory.path)
        XCTAssertEqual(literal.code, 2, literal.stderr)
        XCTAssertTrue(literal.stderr.contains("invalid literal (JSON's literals are true, false and null)"), literal.stderr)
        for result in [named, extended, literal] {
            XCTAssertFalse(result.stderr.contains("hunter2"), result.stderr)
            XCTAssertFalse(result.stderr.contains("root"), result.stderr)
        }
    }

    func testAnUnreadableConfigurationSaysWhy() {
        let directory = TemporaryDirectory()
        directory.write("App/A.swift", "struct A {}\n")
        directory.symlink("loop.json", to: "loop.json")
        let loop = archlint("lint", "--config", directory.url("loop.json"), directory.path)
        XCTAssertEqual(loop.code, 2, loop.stderr)
        XCTAssertEqual(loop.stderr, "\(directory.url("loop.json")):1:1: error: cannot read configuration file: \(String(cString: strerror(ELOOP)))\n")
        directory.write(".archlint.json", #"{"extends": ["viper", "./loop.json"]}"#)
        let extended = archlint("lint", directory.path)
        XCTAssertEqual(extended.code, 2, extended.stderr)
        XCTAssertTrue(extended.stderr.contains(
            "error: extended file './loop.json' cannot be read: \(String(cString: strerror(ELOOP))) (looked for"), extended.stderr)
        let missing = archlint("lint", "--config", directory.url("missing.json"), directory.path)
        XCTAssertTrue(missing.stderr.contains("cannot read configuration file: No such file or directory"), missing.stderr)
    }
}
