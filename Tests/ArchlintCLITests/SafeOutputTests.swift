import Foundation
import XCTest
@testable import ArchlintCLI
import ProjectIndex
import Reporting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files archlint writes are replaced whole or not at all; output errors are never silent.
final class SafeOutputTests: XCTestCase {
    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("App/LoginPresenter.swift", "final class LoginPresenter {\n    var attempts = 0\n}\n")
        return directory
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `body` with files limited to `bytes` (RLIMIT_FSIZE, SIGXFSZ ignored): writes past the
    /// limit fail with EFBIG, as on a full disk.
    private func withFileSizeLimit<T>(_ bytes: Int, _ body: () -> T) -> T {
        var previous = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &previous)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var limited = previous
        limited.rlim_cur = rlim_t(bytes)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited), 0)
        defer {
            setrlimit(Int32(RLIMIT_FSIZE.rawValue), &previous)
            signal(SIGXFSZ, previousHandler)
        }
        return body()
    }

    private func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".archlint-tmp-") }
    }

    func testAReportThatCannotBeWrittenWholeLeavesTheOldFile() {
        let directory = project()
        let old = String(repeating: "old report\n", count: 100)
        let report = directory.write("out/report.json", old)
        let result = withFileSizeLimit(200) {
            archlint("lint", "--format", "json", "--output", report, directory.url("App"))
        }
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write the json report to \(report): "), result.stderr)
        XCTAssertEqual(contents(report), old)
        XCTAssertEqual(leftovers(in: directory.url("out")), [])
    }

    func testABaselineThatCannotBeWrittenWholeLeavesTheOldFile() {
        let directory = project()
        let old = String(repeating: "{}", count: 200)
        let baseline = directory.write("baseline.json", old)
        let result = withFileSizeLimit(20) {
            archlint("lint", "--write-baseline", baseline, directory.url("App"))
        }
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write the baseline file \(baseline): "), result.stderr)
        XCTAssertEqual(contents(baseline), old)
        XCTAssertEqual(leftovers(in: directory.path), [])
    }

    func testInitThatCannotWriteLeavesTheOldConfiguration() {
        let directory = project()
        let old = #"{"extends": ["viper"]}"#
        let result = withFileSizeLimit(10) { archlint("init", "--force", directory.path) }
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write \(directory.path)/.archlint.json: "), result.stderr)
        XCTAssertEqual(contents(directory.url(".archlint.json")), old)
        XCTAssertEqual(leftovers(in: directory.path), [])
    }

    func testAReplacedReportIsANewFileWithTheOldPermissions() throws {
        let directory = project()
        let report = directory.write("report.sarif", "old")
        chmod(report, 0o640)
        var before = stat()
        stat(report, &before)
        // A reader holding the old file keeps reading the old file, whole.
        let reader = try XCTUnwrap(FileHandle(forReadingAtPath: report))
        defer { try? reader.close() }
        let result = archlint("lint", "--format", "sarif", "--output", report, directory.url("App"))
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertEqual(String(decoding: reader.readDataToEndOfFile(), as: UTF8.self), "old")
        var after = stat()
        stat(report, &after)
        XCTAssertNotEqual(before.st_ino, after.st_ino)
        XCTAssertEqual(after.st_mode & 0o777, 0o640)
        XCTAssertTrue(contents(report)?.contains("2.1.0") ?? false)
        XCTAssertEqual(leftovers(in: directory.path), [])
    }

    func testALinkToAReportIsWrittenThroughAndDevicesInPlace() {
        let directory = project()
        directory.write("real/report.json", "old")
        directory.symlink("link.json", to: directory.url("real/report.json"))
        let result = archlint("lint", "--format", "json", "--output", directory.url("link.json"),
                              "--format", "sarif", "--output", "/dev/null", directory.url("App"))
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertEqual((try? FileManager.default.destinationOfSymbolicLink(atPath: directory.url("link.json"))),
                       directory.url("real/report.json"))
        XCTAssertTrue(contents(directory.url("real/report.json"))?.hasPrefix("{") ?? false)
        XCTAssertEqual(leftovers(in: directory.url("real")), [])
    }

    func testNewFilesGetTheUsualPermissions() {
        let directory = project()
        let mask = umask(0o022)
        defer { umask(mask) }
        let result = archlint("lint", "--write-baseline", directory.url("new-baseline.json"), directory.url("App"))
        XCTAssertEqual(result.code, 0, result.stderr)
        var info = stat()
        XCTAssertEqual(stat(directory.url("new-baseline.json"), &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o644)
    }
}
