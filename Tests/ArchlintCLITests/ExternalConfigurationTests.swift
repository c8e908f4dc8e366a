import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// `extends` reaches only files inside the project unless the command line allows more.
final class ExternalConfigurationTests: XCTestCase {
    private func workspace() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write("shared/team.json", #"{"extends": ["viper"]}"#)
        directory.write("project/config/local.json", #"{"extends": ["viper"]}"#)
        directory.write("project/App/LoginPresenter.swift", "final class LoginPresenter {\n    var attempts = 0\n}\n")
        return directory
    }

    func testExtendingAFileOutsideTheProjectIsRefused() {
        let directory = workspace()
        for target in ["../shared/team.json", directory.url("shared/team.json"), "/etc/passwd", "link.json"] {
            directory.write("project/.archlint.json", #"{"extends": ["\#(target)"]}"#)
            if target == "link.json" { directory.symlink("project/link.json", to: directory.url("shared/team.json")) }
            for command in ["lint", "dump", "graph"] {
                let result = archlint(command, directory.url("project"))
                XCTAssertEqual(result.code, 2, "\(target) \(command): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("error: extended file '\(target)' is outside the project"), "\(target): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("pass --allow-external-config to read it"), result.stderr)
                XCTAssertFalse(result.stderr.contains("root:"), "nothing of an outside file is quoted")
            }
        }
    }

    func testInsideTheProjectOrAllowedItIsRead() {
        let directory = workspace()
        directory.write("project/.archlint.json", #"{"extends": ["config/local.json"]}"#)
        XCTAssertEqual(archlint("lint", directory.url("project")).code, 1)
        directory.write("project/.archlint.json", #"{"extends": ["../shared/team.json"]}"#)
        var result = archlint("lint", "--allow-external-config", directory.url("project"))
        XCTAssertEqual(result.code, 1, result.stderr)
        result = archlint("lint", "--config-root", directory.path, directory.url("project"))
        XCTAssertEqual(result.code, 1, result.stderr)
        result = archlint("lint", "--config-root", directory.url("project/App"), directory.url("project"))
        XCTAssertEqual(result.code, 2, result.stderr)
    }
}
