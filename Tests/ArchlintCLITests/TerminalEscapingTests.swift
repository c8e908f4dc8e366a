import Foundation
import JSON
@testable import Platform
import XCTest
@testable import ArchlintCLI
import Reporting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything archlint prints for a terminal or a log goes through one escaping: a repository's
/// file names, type names, configuration keys and module names cannot send escape sequences,
/// forge lines, hide text behind bidirectional or zero-width marks, or break a DOT file.
final class TerminalEscapingTests: XCTestCase {
    /// What must never reach a terminal raw (a copy of the set, so a change to it is noticed).
    static func isDangerous(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C || (0x200B...0x200F).contains(value)
            || (0x2028...0x202E).contains(value) || (0x2060...0x206F).contains(value) || value == 0xFEFF
    }

    /// The dangerous characters of `text`, line feeds (and tabs, with `tabs`) aside.
    func dangerous(_ text: String, allowingTabs tabs: Bool = false) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && !(tabs && $0 == "\t") && Self.isDangerous($0.value) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    static let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\r\u{9B}\u{7F}\u{202E}\u{2066}\u{200B}\u{FEFF}\u{061C}\u{200E}"

    func testTheOneEscapingCoversControlsBidirectionalAndZeroWidthMarks() {
        let escaped = ControlCharacters.escaped("a" + Self.hostile + "b\u{0}c\n\t")
        XCTAssertEqual(escaped, #"a\u{1B}]0;owned\u{7}\u{1B}[2J\u{D}\u{9B}\u{7F}\u{202E}\u{2066}\u{200B}\u{FEFF}\u{61C}\u{200E}b\u{0}c\u{A}\u{9}"#)
        XCTAssertEqual(ControlCharacters.escaped("line\n\tnext\u{2067}", keepingLayout: true), "line\n\tnext\\u{2067}")
        // What is not in the set is copied as it is, invalid UTF-8 too (each format repairs it).
        let plain = "été 日本 😀 \u{A0} \u{2010} \u{2030} \u{2070} \u{FEFE} e\u{301}"
        XCTAssertEqual(ControlCharacters.escaped(plain), plain)
        var bytes: [UInt8] = []
        [0xE2, 0x80, 0x61, 0xC2].withUnsafeBufferPointer { ControlCharacters.appendEscaped($0, to: &bytes) }
        XCTAssertEqual(bytes, [0xE2, 0x80, 0x61, 0xC2])
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(ControlCharacters.isEscaped(value), Self.isDangerous(value), "U+\(String(value, radix: 16))")
            if value > 0x3000 && !(0xFE00...0xFFFF).contains(value) { continue }
            let text = String(Character(scalar))
            XCTAssertEqual(ControlCharacters.escaped(text) != text, Self.isDangerous(value), "U+\(String(value, radix: 16))")
        }
    }

    func testJSONEscapesTheMarksAsUnicodeEscapes() throws {
        let quoted = JSONEscaper.quoted("a\u{202E}b\u{85}\u{7F}\u{FEFF}")
        XCTAssertEqual(quoted, #""a\u202eb\u0085\u007f\ufeff""#)
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String, "a\u{202E}b\u{85}\u{7F}\u{FEFF}")
    }

    /// A project whose file names, type names and configuration carry every kind of hostile
    /// character: each command's output, on both streams, is free of them.
    func testNoCommandPrintsAHostileCharacterRaw() throws {
        let directory = TemporaryDirectory()
        let evil = "Evil\u{1B}]0;x\u{07}\u{202E}\u{200B}"
        directory.write(".archlint.json", """
            {"extends": ["viper"], "modules": {"Mod\\u0000\\u001b[31m\\u202e": ["Sources/**"]},
             "layers": [{"name": "UI\\u0000\\u2066layer", "roles": ["presenter", "view"]}, {"name": "Core", "roles": ["interactor"]}]}
            """)
        // A presenter with state (a finding), in a file and a type whose names are hostile.
        directory.write("Sources/Login/\(evil)\u{0D}Presenter.swift", """
            import UIKit
            final class Login\u{202E}\u{2060}Presenter { var count = 0; let interactor: LoginInteractor }
            final class LoginInteractor { weak var presenter: Login\u{202E}\u{2060}Presenter? }
            """)
        XCTAssertEqual(mkfifo(directory.url("Sources/\(evil)Pipe.swift"), 0o644), 0)
        let runs: [[String]] = [
            ["lint", directory.path],
            ["lint", "--format", "markdown", directory.path],
            ["lint", "--format", "github", directory.path],
            ["lint", "--format", "junit", directory.path],
            ["lint", "--format", "checkstyle", directory.path],
            ["lint", "--format", "sarif", directory.path],
            ["lint", "--format", "json", directory.path],
            ["dump", directory.path],
            ["dump", "--format", "json", directory.path],
            ["dump", "--unassigned", directory.path],
            ["dump", "--modules", directory.path],
            ["graph", "--level", "type", "--format", "dot", directory.path],
            ["graph", "--level", "module", "--format", "dot", directory.path],
            ["graph", "--level", "layer", "--format", "dot", directory.path],
            ["graph", "--level", "type", "--format", "mermaid", directory.path],
            ["graph", "--level", "layer", "--format", "mermaid", directory.path],
            ["graph", "--level", "layer", "--format", "json", directory.path],
            ["tokens", directory.url("Sources/Login/\(evil)\u{0D}Presenter.swift")],
            ["explain", "presenter-\u{1B}[31mstate\u{202E}"],
            ["lint", "--format", "text\u{1B}[2J", directory.path],
            ["dump", "--unknown-\u{1B}]0;x\u{07}"],
        ]
        for arguments in runs {
            let result = archlint(arguments)
            XCTAssertEqual(dangerous(result.stdout), [], "stdout of \(arguments)")
            XCTAssertEqual(dangerous(result.stderr), [], "stderr of \(arguments)")
        }
        // The names are still there, visibly.
        let text = archlint("lint", directory.path)
        XCTAssertTrue(text.stdout.contains(#"Evil\u{1B}]0;x\u{7}\u{202E}\u{200B}\u{D}Presenter.swift"#), text.stdout)
        XCTAssertTrue(text.stderr.contains(#"Evil\u{1B}]0;x\u{7}\u{202E}\u{200B}Pipe.swift: skipped: not a regular file (a FIFO)"#), text.stderr)
        let dump = archlint("dump", directory.path)
        XCTAssertTrue(dump.stdout.contains(#"class Login\u{202E}\u{2060}Presenter"#), dump.stdout)
        // A NUL in a module or layer name leaves the DOT file readable: no NUL, one quoted label.
        for level in ["module", "layer"] {
            let dot = archlint("graph", "--level", level, "--format", "dot", directory.path)
            XCTAssertEqual(dot.code, 0, dot.stderr)
            XCTAssertFalse(dot.stdoutBytes.contains(0))
            XCTAssertTrue(dot.stdout.contains(level == "module" ? #"label="Mod\\u{0}\\u{1B}[31m\\u{202E}""# : #"label="UI\\u{0}\\u{2066}layer""#),
                          dot.stdout)
            XCTAssertTrue(dot.stdout.hasSuffix("}\n"))
        }
    }

    /// Configuration errors quote keys and values from the file: escaped like everything else.
    func testConfigurationErrorsAreEscaped() {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"], "exclude\u001b[31m\u202e": []}"#)
        directory.write("A.swift", "struct A {}\n")
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertEqual(dangerous(result.stderr), [], result.stderr)
        XCTAssertTrue(result.stderr.contains(#"'exclude\u{1B}[31m\u{202E}'"#), result.stderr)
    }

    /// Every write to standard error goes through CommandContext's escaping writers: no command
    /// writes to it directly with `writeLine` or `write`.
    func testNoCommandWritesToStandardErrorUnescaped() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offending: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("stderr.writeLine(") || line.contains("stderr.write(") {
                offending.append("\(url.lastPathComponent):\(number + 1)")
            }
        }
        XCTAssertEqual(offending, [])
    }
}
