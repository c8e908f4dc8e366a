import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

final class TokensCommandTests: XCTestCase {
    private let demo = """
        let été = "x\\(y)"
        @MainActor func f() -> Int { 1 }
        x = "q\\"t"
        let m = \"\"\"
          hi
          \"\"\"

        """

    /// Written by hand from docs/source-model.md (token schema): byte columns,
    /// byte offsets, one token per string literal, interpolated code after it with inString.
    private let demoJSON = [
        #"{"file":"my \"dir\"/Demo.swift","line":1,"column":1,"offset":0,"kind":"keyword","text":"let"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":1,"column":5,"offset":4,"kind":"identifier","text":"été"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":1,"column":11,"offset":10,"kind":"punctuation","text":"="}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":1,"column":13,"offset":12,"kind":"string","text":"\"x\\(y)\""}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":1,"column":17,"offset":16,"kind":"identifier","text":"y","inString":true}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":1,"offset":20,"kind":"attribute","text":"@MainActor"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":12,"offset":31,"kind":"keyword","text":"func"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":17,"offset":36,"kind":"identifier","text":"f"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":18,"offset":37,"kind":"punctuation","text":"("}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":19,"offset":38,"kind":"punctuation","text":")"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":21,"offset":40,"kind":"punctuation","text":"->"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":24,"offset":43,"kind":"identifier","text":"Int"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":28,"offset":47,"kind":"punctuation","text":"{"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":30,"offset":49,"kind":"number","text":"1"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":2,"column":32,"offset":51,"kind":"punctuation","text":"}"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":3,"column":1,"offset":53,"kind":"identifier","text":"x"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":3,"column":3,"offset":55,"kind":"punctuation","text":"="}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":3,"column":5,"offset":57,"kind":"string","text":"\"q\\\"t\""}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":4,"column":1,"offset":64,"kind":"keyword","text":"let"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":4,"column":5,"offset":68,"kind":"identifier","text":"m"}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":4,"column":7,"offset":70,"kind":"punctuation","text":"="}"#,
        #"{"file":"my \"dir\"/Demo.swift","line":4,"column":9,"offset":72,"kind":"string","text":"\"\"\"\n  hi\n  \"\"\""}"#,
    ]

    func testJSONLinesMatchTheSchemaExactly() {
        let dir = TemporaryDirectory()
        dir.write("my \"dir\"/Demo.swift", demo)
        let result = withCurrentDirectory(dir.path) { archlint("tokens", "--format", "json", "my \"dir\"/Demo.swift") }
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdoutLines, demoJSON)
        XCTAssertTrue(result.stdout.hasSuffix("}\n"))
    }

    func testJSONLinesAreValidJSONWithTheSchemaFields() throws {
        let dir = TemporaryDirectory()
        dir.write("my \"dir\"/Demo.swift", demo)
        let result = withCurrentDirectory(dir.path) { archlint("tokens", "--format=json", "my \"dir\"/Demo.swift") }
        for line in result.stdoutLines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
            XCTAssertEqual(object["file"] as? String, "my \"dir\"/Demo.swift")
            for key in ["line", "column", "offset"] { XCTAssertNotNil(object[key] as? Int, "\(key) in \(line)") }
            XCTAssertNotNil(object["kind"] as? String)
            XCTAssertNotNil(object["text"] as? String)
            if let inString = object["inString"] { XCTAssertEqual(inString as? Bool, true) }
        }
        let texts = result.stdoutLines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
        }
        XCTAssertEqual(texts.last, "\"\"\"\n  hi\n  \"\"\"")
        XCTAssertEqual(texts[3], "\"x\\(y)\"")
    }

    func testTableIsAligned() {
        let dir = TemporaryDirectory()
        let path = dir.write("T.swift", "let été = \"x\\(y)\"\nlet s = \"\"\"\n\tz\n\"\"\"\n")
        let result = archlint("tokens", path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, """
            LINE:COL  KIND         TEXT
            1:1       keyword      let
            1:5       identifier   été
            1:11      punctuation  =
            1:13      string       "x\\(y)"
            1:17      identifier   y  (in string)
            2:1       keyword      let
            2:5       identifier   s
            2:7       punctuation  =
            2:9       string       \"\"\"\\n\\tz\\n\"\"\"

            """)
    }

    func testTableOfSeveralFilesHasHeadersInPathOrder() {
        let dir = TemporaryDirectory()
        dir.write("b.swift", "b")
        dir.write("a.swift", "a")
        let result = archlint("tokens", dir.url("b.swift"), dir.path)
        XCTAssertEqual(result.stdout, """
            ==> \(dir.url("a.swift")) <==
            LINE:COL  KIND         TEXT
            1:1       identifier   a

            ==> \(dir.url("b.swift")) <==
            LINE:COL  KIND         TEXT
            1:1       identifier   b

            """)
    }

    func testInvalidUTF8StillGivesValidJSON() throws {
        let dir = TemporaryDirectory()
        let bytes: [UInt8] = Array("let s = \"a".utf8) + [0xFF] + Array("b\"\nlet t = 1 ".utf8) + [0xC3]
        let path = dir.write("Bad.swift", bytes: bytes)
        let result = archlint("tokens", "--format", "json", path)
        XCTAssertEqual(result.code, 0)
        var texts: [String] = []
        // Parse the raw bytes: JSONSerialization rejects invalid UTF-8.
        for line in result.stdoutBytes.split(separator: 10) {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            texts.append(try XCTUnwrap(object["text"] as? String))
        }
        XCTAssertEqual(texts[3], "\"a\u{FFFD}b\"")
        XCTAssertEqual(texts.last, "\u{FFFD}")
        XCTAssertTrue(result.stderr.contains("Bad.swift:2:11: note: "), result.stderr)
    }

    func testUTF16FileIsTokenizedAsLintReadsIt() {
        let dir = TemporaryDirectory()
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "let é = 1".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let path = dir.write("Wide.swift", bytes: bytes)
        let result = archlint("tokens", "--format", "json", path)
        XCTAssertEqual(result.code, 0, result.stderr)
        // Offsets count the decoded UTF-8 (é is 2 bytes), without the byte-order mark.
        XCTAssertEqual(result.stdoutLines, [
            #"{"file":"\#(path)","line":1,"column":1,"offset":0,"kind":"keyword","text":"let"}"#,
            #"{"file":"\#(path)","line":1,"column":5,"offset":4,"kind":"identifier","text":"é"}"#,
            #"{"file":"\#(path)","line":1,"column":8,"offset":7,"kind":"punctuation","text":"="}"#,
            #"{"file":"\#(path)","line":1,"column":10,"offset":9,"kind":"number","text":"1"}"#,
        ])
        XCTAssertTrue(result.stderr.contains("Wide.swift: decoded from UTF-16LE"), result.stderr)
    }

    func testExplicitFileOfAnyExtensionIsTokenized() {
        let dir = TemporaryDirectory()
        let path = dir.write("snippet.txt", "x")
        let result = archlint("tokens", "--format", "json", path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdoutLines.count, 1)
    }

    func testMissingFileIsAnError() {
        let dir = TemporaryDirectory()
        let present = dir.write("A.swift", "a")
        let result = archlint("tokens", present, dir.url("Missing.swift"))
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "archlint: error: no such file or directory: \(dir.url("Missing.swift"))\n")
    }

    func testUnreadableFileIsAnErrorAfterTheOthers() throws {
        try XCTSkipUnless(permissionsAreEnforced, "running as root: chmod does not restrict reads")
        let dir = TemporaryDirectory()
        dir.write("A.swift", "a")
        let secret = dir.write("B.swift", "b")
        chmod(secret, 0)
        let result = archlint("tokens", "--format", "json", dir.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdoutLines.count, 1)
        XCTAssertEqual(result.stderr, "archlint: error: cannot read \(secret): Permission denied\n")
    }

    func testOutputIsTheSameForAnyThreadCount() {
        let dir = TemporaryDirectory()
        for index in 0..<40 {
            let body = String(repeating: "let v\(index) = \"s\\(x + \(index))\" // \(index)\n", count: index * 7 + 1)
            dir.write("F\(index % 7)/File\(index).swift", body)
        }
        let one = archlint("tokens", "--format", "json", "-j", "1", dir.path)
        let four = archlint("tokens", "--format", "json", "-j", "4", dir.path)
        let three = archlint("tokens", "-j3", "--format", "json", dir.path)
        XCTAssertEqual(one.code, 0)
        XCTAssertGreaterThan(one.stdoutLines.count, 1000)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertEqual(one.stdout, three.stdout)
    }

    func testLargeFileIsFast() {
        let line = "let value = compute(alpha, 42) + \"text \\(beta)\" ?? other.member[0]\n"  // 19 tokens
        let dir = TemporaryDirectory()
        let path = dir.write("Large.swift", String(repeating: line, count: 2_632))
        let start = Date()
        let result = archlint("tokens", "--format", "json", path)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result.stdoutLines.count, 19 * 2_632)
        // Milliseconds in release; generous for debug builds on a loaded machine.
        XCTAssertLessThan(seconds, 5, "tokens --format json on 50k tokens took \(seconds) s")
    }
}
