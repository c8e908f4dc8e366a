import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// A lint run that checked no file is a failure with its reason (exit 2) unless --allow-empty,
/// and SARIF's executionSuccessful says so too.
final class EmptyRunTests: XCTestCase {
    func testNoSwiftFileFoundFails() {
        let directory = TemporaryDirectory()
        directory.write("README.md", "# no Swift here\n")
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains(
            "archlint: error: no file was checked: no Swift file found under '\(directory.path)' (--allow-empty accepts a run that checks nothing)"),
            result.stderr)
        let allowed = archlint("lint", "--allow-empty", directory.path)
        XCTAssertEqual(allowed.code, 0, allowed.stderr)
        XCTAssertEqual(checkedCounts(allowed), "0 files, 0 lines")
    }

    /// Naming a folder archlint always skips says why nothing was checked, not "the configuration".
    func testNamingAVendoredFolderSaysItIsAlwaysSkipped() {
        let directory = TemporaryDirectory()
        directory.write("Pods/Alamofire/Session.swift", "final class Session {}\n")
        let result = archlint(in: directory.path, "lint", "Pods")
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no file was checked: the only Swift file found under 'Pods' is excluded (by the configuration, "
            + "or as vendored code, templates or manifests, which archlint always skips: Pods, Carthage"), result.stderr)
    }

    func testEverythingExcludedFailsAndSARIFAgrees() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"], "exclude": ["App"]}"#)
        directory.write("App/A.swift", "struct A {}\n")
        directory.write("App/B.swift", "struct B {}\n")
        let result = archlint("lint", "--format", "sarif", directory.path, directory.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no file was checked: all 2 Swift files found under the 2 paths given are excluded (by the configuration, or as vendored code"),
                      result.stderr)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(invocation["exitCode"] as? Int, 2)
        let allowed = archlint("lint", "--allow-empty", "--format", "sarif", directory.path)
        XCTAssertEqual(allowed.code, 0, allowed.stderr)
        let allowedSARIF = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(allowed.stdout.utf8)) as? [String: Any])
        let allowedInvocation = try XCTUnwrap(((allowedSARIF["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(allowedInvocation["executionSuccessful"] as? Bool, true)
        XCTAssertEqual(allowedInvocation["exitCode"] as? Int, 0)
    }

    func testOnlySkippedFilesFailAndWriteNoBaseline() {
        let directory = TemporaryDirectory()
        XCTAssertEqual(mkfifo(directory.url("Pipe.swift"), 0o644), 0)
        let result = archlint("lint", "--write-baseline", directory.url("baseline.json"), directory.path)
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no file was checked: no Swift file found under"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url("baseline.json")))
    }

    func testAnUnreadableOnlyFileFails() throws {
        #if os(Linux)
        // /proc/self/mem: a regular file whose reading fails, even for root.
        let directory = TemporaryDirectory()
        directory.symlink("Mem.swift", to: "/proc/self/mem")
        let result = archlint("lint", "--follow-external-links", directory.path)
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("no file was checked: the only Swift file found under '\(directory.path)' could not be read"), result.stderr)
        #endif
    }
}
