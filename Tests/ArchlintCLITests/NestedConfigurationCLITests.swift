import Foundation
import XCTest

/// `Tests/Fixtures/Nested`: a parent `.archlint.json` (the viper pack), a nested one without
/// `extends` (inherits it, one severity changed) and a nested one with `"root": true` (starts afresh).
final class NestedConfigurationCLITests: XCTestCase {
    func testNestedConfigurationsInheritUnlessRoot() {
        let result = archlint(in: repositoryRoot, ["lint", "Tests/Fixtures/Nested"])
        XCTAssertEqual(result.code, 1, result.stderr)
        let findings = result.stdoutLines.map { line in
            String(line.prefix { $0 != " " }) + " " + (line.split(separator: "[").last.map { "[" + $0 } ?? "")
        }
        XCTAssertEqual(findings, [
            "Tests/Fixtures/Nested/Legacy/Cart/CartPresenter.swift:8:5: [presenter-state]",
            "Tests/Fixtures/Nested/Login/LoginPresenter.swift:8:5: [presenter-state]",
        ], "the nested file without extends keeps the viper pack; the root: true one does not")
        XCTAssertTrue(result.stdoutLines[0].contains(": warning: "), "the nested file's own severity: \(result.stdout)")
        XCTAssertTrue(result.stdoutLines[1].contains(": error: "), result.stdout)
        XCTAssertTrue(result.stderr.contains("in 6 files checked"), result.stderr)
    }

    /// Linting the inheriting folder alone gives its files the same findings.
    func testLintingTheNestedFolderAloneInherits() {
        let result = archlint(in: repositoryRoot, ["lint", "Tests/Fixtures/Nested/Legacy"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        XCTAssertTrue(result.stdoutLines.first?.contains("warning: CartPresenter (presenter) stores mutable state") ?? false, result.stdout)
    }
}
