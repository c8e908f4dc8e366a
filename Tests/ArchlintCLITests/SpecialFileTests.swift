import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// FIFOs, sockets and devices a repository can hold are never read: a note or a configuration
/// error names them, and the run never blocks on them.
final class SpecialFileTests: XCTestCase {
    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("App/LoginPresenter.swift", "final class LoginPresenter {\n    var attempts = 0\n}\n")
        return directory
    }

    private func fifo(_ path: String) {
        XCTAssertEqual(mkfifo(path, 0o644), 0, path)
    }

    /// A listening Unix socket at `path`; closed at the end of the test.
    private func socketFile(_ path: String) {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        XCTAssertLessThan(bytes.count, MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, "bind \(path)")
        addTeardownBlock { close(descriptor) }
    }

    func testSpecialFilesInAWalkAreSkippedWithANote() {
        let directory = project()
        fifo(directory.url("App/Pipe.swift"))
        directory.symlink("App/Zero.swift", to: "/dev/zero")
        directory.symlink("App/Input.swift", to: "/dev/stdin")
        socketFile(directory.url("App/S.swift"))
        let result = archlint("lint", "--follow-external-links", directory.url("App"))
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("note: \(directory.url("App/Pipe.swift")): skipped: not a regular file (a FIFO)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("note: \(directory.url("App/Zero.swift")): skipped: not a regular file (a character device)"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("\(directory.url("App/Input.swift")): skipped: not a regular file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("note: \(directory.url("App/S.swift")): skipped: not a regular file (a socket)"), result.stderr)
        XCTAssertEqual(checkedCounts(result), "1 file, 3 lines")
    }

    func testSpecialFilesNamedAsPathsAreSkippedWithANote() {
        let directory = project()
        fifo(directory.url("Named.swift"))
        directory.symlink("Zero.swift", to: "/dev/zero")
        let result = archlint("lint", "--follow-external-links", directory.url("Named.swift"), directory.url("Zero.swift"), "/dev/null",
                              directory.url("App"))
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("note: \(directory.url("Named.swift")): skipped: not a regular file (a FIFO)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("note: \(directory.url("Zero.swift")): skipped: not a regular file (a character device)"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("note: /dev/null: skipped: not a regular file (a character device)"), result.stderr)
        XCTAssertEqual(checkedCounts(result), "1 file, 3 lines")
        // `dump` and `graph` discover as `lint` does.
        XCTAssertTrue(archlint("dump", directory.url("Named.swift"), directory.url("App")).stderr.contains("not a regular file (a FIFO)"))
    }

    func testSpecialConfigurationFilesAreConfigurationErrors() {
        // Found by the upward search.
        let found = project()
        try? FileManager.default.removeItem(atPath: found.url(".archlint.json"))
        fifo(found.url(".archlint.json"))
        var result = archlint("lint", found.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("/.archlint.json:1:1: error: configuration file is not a regular file (a FIFO)"),
                      result.stderr)

        let linked = project()
        try? FileManager.default.removeItem(atPath: linked.url(".archlint.json"))
        linked.symlink(".archlint.json", to: "/dev/zero")
        result = archlint("lint", linked.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("configuration file is not a regular file (a character device)"), result.stderr)

        // --config, extends and --baseline.
        let directory = project()
        fifo(directory.url("fifo.json"))
        directory.symlink("zero.json", to: "/dev/zero")
        result = archlint("lint", "--config", directory.url("fifo.json"), directory.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(directory.url("fifo.json")):1:1: error: configuration file is not a regular file (a FIFO)"),
                      result.stderr)
        directory.write("extends.json", #"{"extends": ["zero.json"]}"#)
        result = archlint("lint", "--config", directory.url("extends.json"), directory.url("App"))
        XCTAssertTrue(result.stderr.contains("extended file 'zero.json' is outside the project"), result.stderr)
        result = archlint("lint", "--allow-external-config", "--config", directory.url("extends.json"), directory.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("/zero.json:1:1: error: configuration file is not a regular file (a character device)"),
                      result.stderr)
        result = archlint("lint", "--baseline", directory.url("fifo.json"), directory.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(directory.url("fifo.json")):1:1: error: cannot read the baseline file: not a regular file (a FIFO)"),
                      result.stderr)
        result = archlint("lint", "--baseline", "/dev/stdin", directory.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("/dev/stdin:1:1: error: cannot read the baseline file: not a regular file"), result.stderr)
    }

    func testUnreadableConfigurationSaysWhy() throws {
        #if os(Linux)
        // A regular file (of reported size 0) whose reading fails, even for root.
        let kept = project()
        let mem = archlint("lint", "--config", "/proc/self/mem", kept.url("App"))
        XCTAssertEqual(mem.code, 2, mem.stderr)
        XCTAssertEqual(mem.stderr, "/proc/self/mem:1:1: error: cannot read configuration file: Input/output error\n")
        #endif
        guard permissionsAreEnforced else { throw XCTSkip("permissions are not enforced for root") }
        let directory = project()
        chmod(directory.url(".archlint.json"), 0)
        let result = archlint("lint", directory.url("App"))
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("error: cannot read configuration file: Permission denied"), result.stderr)
    }

    func testTokensStillReadsAPipeItIsGiven() {
        let result = archlint("tokens", "/dev/null")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
    }
}
