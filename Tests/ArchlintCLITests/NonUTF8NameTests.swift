import Foundation
@testable import Platform
import XCTest
@testable import ArchlintCLI
import ProjectIndex

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names that are not UTF-8 work as arguments and as --output, and SARIF URIs
/// percent-encode their real bytes.
final class NonUTF8NameTests: XCTestCase {
    func testPathBytesRoundTripsEveryByteString() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x2F, 0x61, 0x80, 0xBE, 0xBF, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xEE, 0xED, 0xF0, 0x9F, 0xFE, 0xFF]
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            XCTAssertEqual(PathBytes.bytes(PathBytes.string(bytes)), bytes, "\(bytes)")
        }
        XCTAssertEqual(PathBytes.string(Array("Café/日本.swift".utf8)), "Café/日本.swift")
        XCTAssertEqual(PathBytes.string([0x61, 0xFF]), "a\u{EFFF}")
        // A private-use character of the mapped range in a real name is taken byte by byte.
        XCTAssertEqual(PathBytes.bytes(PathBytes.string(Array("\u{EF80}".utf8))), Array("\u{EF80}".utf8))
    }

    #if os(Linux)
    private func makeDirectory(_ path: [UInt8]) -> Bool {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { mkdir($0, 0o755) == 0 }
        }
    }

    private func writeFile(_ path: [UInt8], _ text: String) -> Bool {
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, text, text.utf8.count) == text.utf8.count
    }

    private func readFile(_ path: [UInt8]) -> String? {
        guard case .success(let bytes) = POSIX.readFile(path + [0]) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testNamesThatAreNotUTF8AsArgumentsOutputAndSARIFURIs() throws {
        let directory = TemporaryDirectory()
        let project = Array(directory.path.utf8) + Array("/bad".utf8) + [0xFF, 0xFE]
        try XCTSkipUnless(makeDirectory(project), "the file system refuses non-UTF-8 names")
        XCTAssertTrue(writeFile(project + Array("/.archlint.json".utf8), #"{"extends": ["viper"]}"#))
        XCTAssertTrue(makeDirectory(project + Array("/Sources".utf8)))
        XCTAssertTrue(writeFile(project + Array("/Sources/Login".utf8) + [0xE9] + Array("Presenter.swift".utf8),
                                "final class LoginPresenter { var x = 0 }\n"))
        let output = project + Array("/out".utf8) + [0xFF] + Array(".sarif".utf8)
        let result = withCurrentDirectory(directory.path) {
            archlint(["lint", "--format", "sarif", "--output", PathBytes.string(output), PathBytes.string(Array(project.dropFirst(directory.path.utf8.count + 1)))])
        }
        XCTAssertEqual(result.code, 1, result.stderr)
        let sarif = try XCTUnwrap(readFile(output), "the report is written under its real name")
        XCTAssertTrue(sarif.contains(#""uri": "bad%FF%FE/Sources/Login%E9Presenter.swift""#), sarif)
        // Markdown links too.
        let markdown = withCurrentDirectory(directory.path) {
            archlint(["lint", "--format", "markdown", PathBytes.string(Array(project.dropFirst(directory.path.utf8.count + 1)))])
        }
        XCTAssertTrue(markdown.stdout.contains("(bad%FF%FE/Sources/Login%E9Presenter.swift#L1)"), markdown.stdout)
    }

    /// Through the real process: the bytes of argv are kept, not replaced with U+FFFD.
    func testTheExecutableTakesNonUTF8Arguments() throws {
        guard let executable = SafeOutputTests.executable else { throw XCTSkip("no archlint executable beside the tests") }
        let directory = TemporaryDirectory()
        let project = Array(directory.path.utf8) + Array("/bad".utf8) + [0xFF]
        try XCTSkipUnless(makeDirectory(project), "the file system refuses non-UTF-8 names")
        XCTAssertTrue(writeFile(project + Array("/.archlint.json".utf8), #"{"extends": ["viper"]}"#))
        XCTAssertTrue(writeFile(project + Array("/A.swift".utf8), "final class LoginPresenter { var x = 0 }\n"))
        let script = "cd '\(directory.path)' && '\(executable)' lint --format sarif --output \"$(printf 'r\\377.sarif')\" \"$(printf 'bad\\377')\""
        XCTAssertEqual(system(script) >> 8, 1, "exit 1: the finding")
        let sarif = try XCTUnwrap(readFile(Array(directory.path.utf8) + Array("/r".utf8) + [0xFF] + Array(".sarif".utf8)))
        XCTAssertTrue(sarif.contains(#""uri": "bad%FF/A.swift""#), sarif)
    }
    #endif
}
