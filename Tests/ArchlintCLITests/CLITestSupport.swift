import Foundation
@testable import Platform
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import Reporting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct CLIResult {
    let code: Int32
    let stdout: String
    let stderr: String
    let stdoutBytes: [UInt8]
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Runs archlint in-process with captured output.
func archlint(_ arguments: String..., processorCount: Int = 4) -> CLIResult {
    archlint(arguments, processorCount: processorCount)
}

func archlint(_ arguments: [String], processorCount: Int = 4) -> CLIResult {
    let out = MemorySink()
    let err = MemorySink()
    let code = ArchlintCLI.run(arguments: arguments, stdout: out, stderr: err, processorCount: processorCount)
    return CLIResult(code: code, stdout: out.text, stderr: err.text, stdoutBytes: out.bytes)
}

/// The counts of lint's summary line `archlint: no findings in 3 files checked (3 lines read, 0.002 s)`:
/// `"3 files, 3 lines"`.
func checkedCounts(_ result: CLIResult) -> String? {
    for line in result.stderrLines where line.hasPrefix("archlint: ") {
        guard let match = line.range(of: #" in [0-9]+ files? checked \([0-9]+ lines read, "#, options: .regularExpression) else { continue }
        let words = line[match].split(separator: " ")
        return "\(words[1]) \(words[2]), \(words[4].dropFirst()) lines"
    }
    return nil
}

/// Standard error without the note that no configuration was found (temporary folders have none).
func stderrWithoutConfigurationNote(_ result: CLIResult) -> [String] {
    result.stderrLines.filter { !$0.hasPrefix("archlint: note: no .archlint.json found") }
}

/// A fresh folder under the system temporary folder, removed (permissions restored) at deinit.
final class TemporaryDirectory {
    let path: String

    init(_ name: String = "archlint-tests") {
        var template = Array((NSTemporaryDirectory() + "/\(name)-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        // Make everything removable again (tests chmod things to 000).
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            chmod(path, 0o755)
            for case let relative as String in enumerator { chmod(path + "/" + relative, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    func url(_ relative: String) -> String { path + "/" + relative }

    @discardableResult
    func write(_ relative: String, _ contents: String) -> String {
        write(relative, bytes: Array(contents.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) -> String {
        let full = url(relative)
        let parent = (full as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: full, contents: Data(bytes)), "cannot create \(full)")
        return full
    }

    func makeDirectory(_ relative: String) {
        try! FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
    }

    func symlink(_ relative: String, to destination: String) {
        XCTAssertEqual(Foundation.symlink(destination, url(relative)), 0, "symlink \(relative) -> \(destination)")
    }
}

/// Runs `body` with the current directory set to `path` (tests run one at a time per process).
func withCurrentDirectory<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
    let previous = FileManager.default.currentDirectoryPath
    precondition(FileManager.default.changeCurrentDirectoryPath(path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    return try body()
}

/// Whether permission bits are enforced for this process (not for root).
var permissionsAreEnforced: Bool { geteuid() != 0 }

/// The formats by name, as the tests compare them.
extension ReportFormat {
    static let sarif = ReportFormat(SARIFReport.self)
    static let json = ReportFormat(JSONReport.self)
    static let github = ReportFormat(GitHubActionsReport.self)
    static let junit = ReportFormat(JUnitReport.self)
    static let checkstyle = ReportFormat(CheckstyleReport.self)
}
