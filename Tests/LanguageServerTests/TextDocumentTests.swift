@testable import LanguageServer
import XCTest

final class TextDocumentTests: XCTestCase {
    private let text = TextDocument(bytes: Array("let é = \"🙂\" + x\r\nb\rc\n".utf8), version: 1)

    func testLinesEndAtEachKindOfLineBreak() {
        XCTAssertEqual(text.lineCount, 4)  // `let …`, `b`, `c`, and the empty line after the last break
        XCTAssertEqual(text.lineRange(1), 21..<22)
    }

    func testArchlintColumnsBecomeCharactersInEachEncoding() {
        // `x` is byte column 19 (1-based): `let ` 4, `é` 2, ` = "` 4, `🙂` 4, `" + ` 4, then x.
        XCTAssertEqual(text.position(line: 1, column: 19, encoding: .utf8), TextPosition(line: 0, character: 18))
        XCTAssertEqual(text.position(line: 1, column: 19, encoding: .utf16), TextPosition(line: 0, character: 15))
        XCTAssertEqual(text.position(line: 1, column: 19, encoding: .utf32), TextPosition(line: 0, character: 14))
        // Past the line's end or the text's: clamped.
        XCTAssertEqual(text.position(line: 2, column: 99, encoding: .utf16), TextPosition(line: 1, character: 1))
        XCTAssertEqual(text.position(line: 99, column: 1, encoding: .utf16), TextPosition(line: 3, character: 0))
    }

    func testClientPositionsAreClampedIntoTheText() {
        XCTAssertEqual(text.offset(of: TextPosition(line: 0, character: 15), encoding: .utf16), 18)
        XCTAssertEqual(text.offset(of: TextPosition(line: 0, character: 10), encoding: .utf16), 10, "inside 🙂: its start")
        XCTAssertEqual(text.offset(of: TextPosition(line: 0, character: 500), encoding: .utf16), 19, "before the \\r\\n")
        XCTAssertEqual(text.offset(of: TextPosition(line: 40, character: 0), encoding: .utf16), text.bytes.count)
        XCTAssertEqual(text.offset(of: TextPosition(line: -1, character: 3), encoding: .utf16), 0)
    }

    func testEditsReplaceBetweenPositionsInEitherOrder() {
        var document = text
        document.replace(from: TextPosition(line: 1, character: 1), to: TextPosition(line: 0, character: 16), with: Array("y".utf8),
                         encoding: .utf16)
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "let é = \"🙂\" + xy\rc\n")
        XCTAssertEqual(document.lineCount, 3)
        document.replaceAll(with: [])
        XCTAssertEqual(document.lineCount, 1)
        XCTAssertEqual(document.offset(of: TextPosition(line: 3, character: 3), encoding: .utf8), 0)
    }

    func testTheWordUnderTheCursorAndALinesIndentation() {
        let code = TextDocument(bytes: Array("\tfinal class LoginPresenter: Base {}".utf8), version: nil)
        XCTAssertEqual(code.word(at: TextPosition(line: 0, character: 16), encoding: .utf16), "LoginPresenter")
        XCTAssertEqual(code.word(at: TextPosition(line: 0, character: 27), encoding: .utf16), "LoginPresenter", "right after it")
        XCTAssertNil(code.word(at: TextPosition(line: 0, character: 34), encoding: .utf16))
        XCTAssertNil(code.word(at: TextPosition(line: 5, character: 0), encoding: .utf16))
        XCTAssertEqual(code.indentation(ofLine: 0), "\t")
    }

    func testFileURIsAndPaths() {
        XCTAssertEqual(DocumentURI.path("file:///a%20b/C%C3%A9.swift"), "/a b/Cé.swift")
        XCTAssertEqual(DocumentURI.path("file://localhost/tmp/x/"), "/tmp/x")
        XCTAssertNil(DocumentURI.path("untitled:Untitled-1"))
        XCTAssertNil(DocumentURI.path("file://server/share"))
        XCTAssertEqual(DocumentURI.uri("/a b/Cé.swift"), "file:///a%20b/C%C3%A9.swift")
        XCTAssertEqual(DocumentURI.path(DocumentURI.uri("/x/#1?.swift")), "/x/#1?.swift")
    }
}
