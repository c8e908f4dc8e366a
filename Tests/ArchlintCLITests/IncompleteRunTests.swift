import Foundation
import XCTest
@testable import ArchlintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run that could not read everything it found is a failure (exit 2), and SARIF's
/// executionSuccessful agrees with the exit code.
final class IncompleteRunTests: XCTestCase {
    private func invocation(_ result: CLIResult) throws -> [String: Any] {
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
    }

    func testAnUnreadableFileAmongOthersExitsTwoAndSARIFSaysSo() throws {
        #if os(Linux)
        let directory = TemporaryDirectory()
        directory.write("A.swift", "struct A {}\n")
        // /proc/self/mem: a regular file whose reading fails, even for root.
        directory.symlink("Mem.swift", to: "/proc/self/mem")
        let result = archlint("lint", "--follow-external-links", "--format", "sarif", directory.path)
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("archlint: error: the run is incomplete: 1 file could not be read"), result.stderr)
        let run = try invocation(result)
        XCTAssertEqual(run["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(run["exitCode"] as? Int, 2)
        #endif
    }

    func testFindingsAloneKeepExecutionSuccessful() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("LoginPresenter.swift", "final class LoginPresenter { var x = 0 }\n")
        let result = archlint("lint", "--format", "sarif", directory.path)
        XCTAssertEqual(result.code, 1, result.stderr)
        let run = try invocation(result)
        XCTAssertEqual(run["executionSuccessful"] as? Bool, true)
        XCTAssertEqual(run["exitCode"] as? Int, 1)
    }

    /// A folder deeper than the system's path length limit cannot be opened: a note, and under
    /// --strict an error (exit 2) that SARIF reports too.
    func testAFolderOverThePathLengthLimitFailsUnderStrict() throws {
        let directory = TemporaryDirectory()
        directory.write("A.swift", "struct A {}\n")
        // Made a level at a time relative to an open folder: no path given to the system is long.
        let component = String(repeating: "d", count: 200)
        var descriptor = open(directory.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        for _ in 0..<(Int(PATH_MAX) / 200 + 2) {
            XCTAssertEqual(mkdirat(descriptor, component, 0o755), 0)
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        let file = openat(descriptor, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
        close(file)
        close(descriptor)

        let lenient = archlint("lint", directory.path)
        XCTAssertEqual(lenient.code, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains("cannot read folder: \(String(cString: strerror(ENAMETOOLONG)))"), lenient.stderr)
        let strict = archlint("lint", "--strict", "--format", "sarif", directory.path)
        XCTAssertEqual(strict.code, 2, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("the run is incomplete: 1 folder (--strict) could not be read"), strict.stderr)
        let run = try invocation(strict)
        XCTAssertEqual(run["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(run["exitCode"] as? Int, 2)
        // Removing it needs relative steps too.
        XCTAssertEqual(system("cd '\(directory.path)' && mv \(component) gone && rm -rf gone 2>/dev/null; true"), 0)
    }
}
