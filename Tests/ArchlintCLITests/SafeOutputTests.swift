import Foundation
@testable import Platform
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
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

    // MARK: Standard output

    /// Every subcommand's arguments, each printing something to standard output.
    private func everySubcommand(_ directory: TemporaryDirectory) -> [[String]] {
        [["lint", directory.url("App")], ["lint", "--format", "sarif", directory.url("App")],
         ["dump", directory.url("App")], ["graph", directory.url("App")], ["rules"], ["explain", "presenter-state"],
         ["tokens", directory.url("App/LoginPresenter.swift")], ["--version"], ["--help"], ["help", "lint"],
         ["init", "--force", directory.path]]
    }

    private func run(_ arguments: [String], stdout descriptor: Int32) -> (code: Int32, stderr: String) {
        let err = MemorySink()
        let code = ArchlintCLI.run(arguments: arguments, stdout: FileDescriptorSink(descriptor: descriptor), stderr: err, processorCount: 2)
        return (code, err.text)
    }

    func testAFullDiskOnStandardOutputIsAnErrorInEverySubcommand() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        guard full >= 0 else { throw XCTSkip("no /dev/full on this system") }
        defer { close(full) }
        let directory = project()
        for arguments in everySubcommand(directory) {
            let result = run(arguments, stdout: full)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("archlint: error: cannot write to standard output: No space left on device\n"),
                          "\(arguments): \(result.stderr)")
        }
    }

    func testAClosedPipeWithSIGPIPEIgnoredIsAnErrorInEverySubcommand() {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let directory = project()
        for arguments in everySubcommand(directory) {
            var ends: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&ends), 0)
            close(ends[0])
            let result = run(arguments, stdout: ends[1])
            close(ends[1])
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("archlint: error: cannot write to standard output: Broken pipe\n"),
                          "\(arguments): \(result.stderr)")
        }
    }

    /// The archlint executable `swift test` built beside the test bundle.
    static var executable: String? {
        let starts = [(try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "",
                      CommandLine.arguments.first ?? "", Bundle(for: SafeOutputTests.self).bundlePath, Bundle.main.bundlePath]
        for start in starts where !start.isEmpty {
            var folder = start
            for _ in 0..<4 {
                folder = (folder as NSString).deletingLastPathComponent
                let candidate = folder + "/archlint"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    func testAClosedPipeWithSIGPIPEAtItsDefaultEndsQuietly() throws {
        guard let executable = Self.executable else { throw XCTSkip("no archlint executable beside the tests") }
        let directory = project()
        // Enough tokens to fill the pipe many times over; `head` closes it after one line.
        directory.write("Big.swift", String(repeating: "let value = [1, 2, 3]\n", count: 20_000))
        let script = "'\(executable)' tokens '\(directory.url("Big.swift"))' 2>'\(directory.url("err.txt"))' | head -n 1 >/dev/null; "
            + "echo ${PIPESTATUS[0]}"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(status, "141\n")  // 128 + SIGPIPE
        XCTAssertEqual(contents(directory.url("err.txt")), "")
    }

    // MARK: Outputs that are inputs

    func testAnOutputNamingAnInputOfTheRunIsRefused() {
        let directory = project()
        directory.write("shared.json", #"{"extends": ["viper"]}"#)
        directory.write(".archlint.json", #"{"extends": ["shared.json"]}"#)
        let baseline = directory.write("baseline.json", #"{"version": 1, "findings": []}"#)
        directory.symlink("link.txt", to: directory.url("App/LoginPresenter.swift"))
        let source = directory.url("App/LoginPresenter.swift")
        let cases: [([String], String)] = [
            (["--format", "json", "--output", source], "--output \(source) is an input of this run (a file it checks)"),
            (["--output", directory.url("link.txt")], "(a file it checks)"),
            (["--format", "sarif", "--output", directory.url("App/../App/LoginPresenter.swift")], "(a file it checks)"),
            (["--format", "sarif", "--output", directory.url(".archlint.json")], "(a configuration it reads)"),
            (["--format", "sarif", "--output", directory.url("shared.json")], "(a configuration it reads)"),
            (["--config", directory.url("shared.json"), "--output", directory.url("shared.json")], "(a configuration it reads)"),
            (["--baseline", baseline, "--format", "junit", "--output", baseline], "(its baseline)"),
            (["--write-baseline", source], "--write-baseline \(source) is an input of this run (a file it checks)"),
            (["--write-baseline", directory.url(".archlint.json")], "(a configuration it reads)"),
        ]
        let before = directory.path + "\n" + [".archlint.json", "shared.json", "baseline.json", "App/LoginPresenter.swift"]
            .map { contents(directory.url($0)) ?? "" }.joined(separator: "\n")
        for (options, message) in cases {
            let result = archlint(["lint"] + options + [directory.url("App")])
            XCTAssertEqual(result.code, 2, "\(options): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message) && result.stderr.contains("refusing to overwrite it"), "\(options): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(options)")
        }
        let after = directory.path + "\n" + [".archlint.json", "shared.json", "baseline.json", "App/LoginPresenter.swift"]
            .map { contents(directory.url($0)) ?? "" }.joined(separator: "\n")
        XCTAssertEqual(after, before)
        // Rewriting the baseline in use is what --write-baseline is for.
        XCTAssertEqual(archlint("lint", "--baseline", baseline, "--write-baseline", baseline, directory.url("App")).code, 0)
    }
}
