import Foundation
import XCTest
@testable import ArchlintCLI

/// Symbolic links that leave the project (the configuration's folder, or the linted path) are
/// not followed unless --follow-external-links; links inside it are, each target once.
final class ExternalLinkTests: XCTestCase {
    private func layout() -> (root: TemporaryDirectory, project: String) {
        let root = TemporaryDirectory()
        root.write("proj/.archlint.json", #"{"extends": ["viper"]}"#)
        root.write("proj/Sources/App/A.swift", "struct A {}\n")
        root.write("outside/Secret.swift", "final class LoginPresenter { var x = 0 }\n")
        root.symlink("proj/Sources/App/ext", to: "../../../outside")
        root.symlink("proj/Sources/App/Ext.swift", to: "../../../outside/Secret.swift")
        return (root, root.url("proj"))
    }

    func testLinksOutOfTheProjectAreSkippedWithANote() {
        let (root, project) = layout()
        let result = archlint("lint", project)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let outside = POSIX_realpath(root.url("outside"))
        XCTAssertTrue(result.stderr.contains("\(project)/Sources/App/Ext.swift: skipped: a symbolic link to \(outside)/Secret.swift, "
            + "outside the project (\(POSIX_realpath(project))); --follow-external-links follows it"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(project)/Sources/App/ext: skipped: a symbolic link to \(outside), outside the project"), result.stderr)
        XCTAssertEqual(checkedCounts(result), "1 file, 1 lines")
        // Named on the command line, the same; dump and graph too.
        XCTAssertEqual(archlint("lint", "--allow-empty", project + "/Sources/App/Ext.swift").stdout, "")
        XCTAssertFalse(archlint("dump", project).stdout.contains("LoginPresenter"))
        XCTAssertFalse(archlint("graph", "--level", "type", project).stdout.contains("LoginPresenter"))
    }

    func testFollowExternalLinksFollowsThemOncePerTarget() {
        let (root, project) = layout()
        defer { withExtendedLifetime(root) {} }
        let result = archlint("lint", "--follow-external-links", project)
        XCTAssertEqual(result.code, 1, result.stderr)
        // One finding: the file reached by the file link and by the folder link is checked once.
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        XCTAssertEqual(checkedCounts(result), "2 files, 2 lines")
        XCTAssertTrue(archlint("dump", "--follow-external-links", project).stdout.contains("LoginPresenter"))
    }

    func testLinksInsideTheProjectAreFollowedOnceWithoutLoops() {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("Sources/App/LoginPresenter.swift", "final class LoginPresenter { var x = 0 }\n")
        directory.write("Sources/Other/B.swift", "struct B {}\n")
        directory.symlink("Sources/App/loop", to: "..")
        directory.symlink("Sources/App/Again.swift", to: "LoginPresenter.swift")
        directory.symlink("Sources/Other/app", to: "../App")
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix(directory.path + "/Sources/App/LoginPresenter.swift:"), result.stdout)
        XCTAssertEqual(checkedCounts(result), "2 files, 2 lines")
        XCTAssertFalse(result.stderr.contains("skipped"), result.stderr)
    }

    /// Without a configuration the project is the linted folder; --config-root widens it.
    func testTheProjectIsTheLintedPathWithoutAConfigurationAndConfigRootWidensIt() {
        let root = TemporaryDirectory()
        root.write("app/A.swift", "struct A {}\n")
        root.write("shared/S.swift", "struct S {}\n")
        root.symlink("app/shared", to: "../shared")
        let narrow = archlint("lint", root.url("app"))
        XCTAssertEqual(checkedCounts(narrow), "1 file, 1 lines")
        XCTAssertTrue(narrow.stderr.contains("app/shared: skipped: a symbolic link to"), narrow.stderr)
        let wide = archlint("lint", "--config-root", root.path, root.url("app"))
        XCTAssertEqual(checkedCounts(wide), "2 files, 2 lines", wide.stderr)
    }
}

private func POSIX_realpath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
