import Foundation
@testable import Platform
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import RuleEngine

/// Small checks on configurations: numbers out of range, names quoted at a bounded length.
final class ConfigurationLimitsTests: XCTestCase {
    /// Standard error of linting a one-file project with `json` as its configuration, and the exit code.
    private func lint(_ json: String) -> CLIResult {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", json)
        directory.write("App/A.swift", "struct A {}\n")
        return archlint("lint", directory.path)
    }

    func testMaxLinesOfZeroOrLessIsAConfigurationError() {
        for value in ["0", "-5", "1.5", "\"10\""] {
            let result = lint(#"{"extends": ["viper"], "rules": {"massive-type": {"maxLines": \#(value)}}}"#)
            XCTAssertEqual(result.code, 2, value)
            XCTAssertTrue(result.stderr.contains("option 'maxLines' of rule 'massive-type' must be a whole number of at least 1"),
                          "\(value): \(result.stderr)")
        }
        XCTAssertEqual(lint(#"{"extends": ["viper"], "rules": {"massive-type": {"maxLines": 1}}}"#).code, 0)
    }

    func testUnknownNamesAreQuotedAtMost80Characters() {
        let long = String(repeating: "k", count: 100_000)
        let expected = "'" + String(repeating: "k", count: 80) + "…' (100000 characters)"
        let cases = [
            #"{"\#(long)": 1}"#,
            #"{"extends": ["\#(long)"]}"#,
            #"{"rules": {"\#(long)": "error"}}"#,
            #"{"extends": ["viper"], "rules": {"massive-type": {"\#(long)": 1}}}"#,
            #"{"roles": {"r": {"\#(long)": []}}}"#,
            #"{"layers": [{"name": "a", "\#(long)": 1}]}"#,
            #"{"\#(long)": 1, "\#(long)": 2}"#,
        ]
        for json in cases {
            let result = lint(json)
            XCTAssertEqual(result.code, 2, String(result.stderr.prefix(300)))
            XCTAssertTrue(result.stderr.contains(expected), String(result.stderr.prefix(300)))
            XCTAssertLessThan(result.stderr.utf8.count, 600, String(result.stderr.prefix(300)))
        }
        XCTAssertEqual(Suggestions.quoted("short"), "'short'")
        XCTAssertEqual(Suggestions.quoted(String(repeating: "é", count: 80)), "'" + String(repeating: "é", count: 80) + "'")
    }
}
