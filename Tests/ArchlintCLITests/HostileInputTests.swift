import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// Inputs CI meets on unattended branches: each gets a result or a clear error, never a silent gap.
final class HostileInputTests: XCTestCase {
    private func project(_ files: [String: [UInt8]]) -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        for (path, bytes) in files { directory.write(path, bytes: bytes) }
        return directory
    }

    func testUTF16FilesAreDecodedAndSaidSo() {
        let source = "final class LoginPresenter {\n    var attempts = 0\n}\n"
        var littleEndian: [UInt8] = [0xFF, 0xFE]
        for unit in source.utf16 { littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in source.utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let directory = project(["App/LE.swift": littleEndian, "App/BE.swift": bigEndian])
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.stdoutLines.map { $0.components(separatedBy: "/App/").last! }, [
            "BE.swift:2:5: error: LoginPresenter (presenter) stores mutable state 'attempts'; keep it stateless: move the data to the interactor or the view model [presenter-state]",
            "LE.swift:2:5: error: LoginPresenter (presenter) stores mutable state 'attempts'; keep it stateless: move the data to the interactor or the view model [presenter-state]",
        ])
        XCTAssertTrue(result.stderr.contains("LE.swift: decoded from UTF-16LE"), result.stderr)
        XCTAssertTrue(result.stderr.contains("BE.swift: decoded from UTF-16BE"), result.stderr)
    }

    func testBrokenSourceStillGetsAModelAndANote() {
        let directory = project([
            "App/Broken.swift": Array("final class LoginPresenter {\n    var a = 0\n    func f() {\n".utf8),
            "App/Conflict.swift": Array("<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> branch\n".utf8),
            "App/Binary.swift": [0, 0xFF, 0xFE, 0x80, 0x22, 0x2F, 0x2A],
            "App/Empty.swift": [],
            "App/Template.swift": Array("final class ___VARIABLE_sceneName___Presenter {\n    var x = 0\n}\n".utf8),
        ])
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("Broken.swift:2:5: error: LoginPresenter (presenter) stores mutable state 'a'"), result.stdout)
        XCTAssertTrue(result.stderr.contains("Broken.swift:3:14: warning: missing '}' at end of file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Conflict.swift:1:1: warning: merge-conflict marker"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Binary.swift:1:1: warning: NUL byte"), result.stderr)
        XCTAssertTrue(result.stderr.contains("in 5 files checked"), result.stderr)
        XCTAssertFalse(result.stdout.contains("___VARIABLE"), "template placeholders get no role: \(result.stdout)")
    }

    func testDeepNestingAndAVeryLongLine() {
        let nested = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
        let braces = "struct S {" + String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000) + "}"
        let long = "let x = [" + String(repeating: "1, ", count: 1_000_000) + "]"
        let directory = project(["App/Nested.swift": Array(("let v = " + nested + "\n" + braces).utf8), "App/Long.swift": Array(long.utf8)])
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("in 2 files checked"), result.stderr)
    }

    func testADirectoryNamedLikeASwiftFileIsWalkedNotRead() {
        let directory = project(["App/Weird.swift/Inner.swift": Array("final class LoginPresenter { var a = 0 }".utf8)])
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.stdoutLines.count, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("Weird.swift/Inner.swift:1:30"), result.stdout)
    }

    func testOutputIsIdenticalWithOneThreadAndWithMany() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for example in ["Examples/svip", "Examples/clean-swift", "Examples/viper"] {
            let path = root.appendingPathComponent(example).path
            let one = archlint(["lint", "-j", "1", "--format", "json", path], processorCount: 1)
            let many = archlint(["lint", "-j", "8", "--format", "json", path], processorCount: 8)
            XCTAssertFalse(one.stdout.isEmpty)
            XCTAssertEqual(one.stdoutBytes, many.stdoutBytes, example)
            XCTAssertEqual(one.code, many.code)
        }
    }

    func testUnwritableOutputFailsBeforeLinting() {
        let directory = project(["App/P.swift": Array("final class LoginPresenter { var a = 0 }".utf8)])
        let result = archlint("lint", "--format", "sarif", "--output", "/nonexistent-dir/x.sarif", directory.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("/nonexistent-dir/x.sarif"), result.stderr)
    }

    func testControlCharactersInFileNamesAreEscapedInText() {
        let directory = project(["App/Evil\u{1B}[31m.swift": Array("final class LoginPresenter { var a = 0 }".utf8)])
        let result = archlint("lint", directory.path)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Evil\\u{1B}[31m.swift"), result.stdout)
    }
}
