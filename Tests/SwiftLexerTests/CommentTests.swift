import XCTest
import SwiftLexer

/// Comments are not tokens; their text, kind and position stay available in `comments`.
final class CommentTests: XCTestCase {
    private func describe(_ source: String) -> [String] {
        let tokenized = lex(source)
        assertInvariants(tokenized)
        return tokenized.comments.map { "\($0.line):\($0.column) doc=\($0.isDoc) block=\($0.isBlock) \(tokenized.text($0))" }
    }

    func testLineComment() {
        assertTokens("let x = 1 // trailing", [(kw, "let"), (id, "x"), (pu, "="), (num, "1")])
        XCTAssertEqual(describe("let x = 1 // trailing"), ["1:11 doc=false block=false // trailing"])
        XCTAssertEqual(describe("a\n  // indented\nb"), ["2:3 doc=false block=false // indented"])
        XCTAssertEqual(describe("//"), ["1:1 doc=false block=false //"])
    }

    func testDocComments() {
        XCTAssertEqual(describe("/// Doc.\nfunc f() {}"), ["1:1 doc=true block=false /// Doc."])
        XCTAssertEqual(describe("//// Not doc."), ["1:1 doc=false block=false //// Not doc."])
        XCTAssertEqual(describe("/** Doc. */ x"), ["1:1 doc=true block=true /** Doc. */"])
        XCTAssertEqual(describe("/*** Banner ***/ x"), ["1:1 doc=false block=true /*** Banner ***/"])
        XCTAssertEqual(describe("/**/ x"), ["1:1 doc=false block=true /**/"])
    }

    func testNestedBlockComments() {
        assertTokens("/* a /* nested */ b */ x", [(id, "x")])
        XCTAssertEqual(describe("/* a /* nested */ b */ x"), ["1:1 doc=false block=true /* a /* nested */ b */"])
        assertTokens("a /* 1 /* 2 /* 3 */ 2 */ 1 */ b", [(id, "a"), (id, "b")])
    }

    func testBlockCommentAcrossLines() {
        let source = "a /* one\n two\n */ b"
        assertPositions(source, [("a", 1, 1), ("b", 3, 5)])
        XCTAssertEqual(describe(source), ["1:3 doc=false block=true /* one\n two\n */"])
        XCTAssertTrue(lex(source).tokens[1].startsLine)
    }

    func testCommentsBetweenTokensWithoutSpace() {
        assertTokens("a/**/b", [(id, "a"), (id, "b")])
        assertTokens("f(/* none */)", [(id, "f"), (pu, "("), (pu, ")")])
        assertTokens("x+//c\ny", [(id, "x"), (op, "+"), (id, "y")])
        assertTokens("x = 1/*c*/+2", [(id, "x"), (pu, "="), (num, "1"), (op, "+"), (num, "2")])
    }

    func testDirectiveCommentsKeepTheirText() {
        let tokenized = lex("// archlint:disable layer-dependency\nimport UIKit // archlint:disable-line\n")
        XCTAssertEqual(tokenized.comments.map(tokenized.text), ["// archlint:disable layer-dependency", "// archlint:disable-line"])
        XCTAssertEqual(tokenized.comments.map(\.line), [1, 2])
        XCTAssertEqual(tokenized.comments.map(\.column), [1, 14])
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), ["import", "UIKit"])
    }

    func testCommentMarkersInsideStringsAreText() {
        assertTokens(#"let s = "/* not */ // not""#, [(kw, "let"), (id, "s"), (pu, "="), (str, #""/* not */ // not""#)])
        XCTAssertTrue(lex(#"let s = "/* not */ // not""#).comments.isEmpty)
    }

    func testLineCommentEndsAtCarriageReturn() {
        XCTAssertEqual(describe("// c\r\nx"), ["1:1 doc=false block=false // c"])
        assertPositions("// c\r\nx", [("x", 2, 1)])
        assertPositions("// c\rx", [("x", 2, 1)])
    }

    /// Comments and indentation are scanned eight bytes at a time: the line break (or the
    /// first other byte) must be found at every position in the word and after it.
    func testLongCommentsAndIndentationEndAtTheRightByte() {
        for length in 0..<20 {
            let text = "// " + String(repeating: "x", count: length)
            for lineBreak in ["\n", "\r\n", "\r"] {
                let source = text + lineBreak + "y"
                XCTAssertEqual(describe(source), ["1:1 doc=false block=false \(text)"], "length \(length)")
                assertPositions(source, [("y", 2, 1)])
            }
            XCTAssertEqual(describe(text), ["1:1 doc=false block=false \(text)"], "comment ending the file, length \(length)")
            let indentation = String(repeating: length % 3 == 0 ? "\t" : " ", count: length) + (length % 2 == 0 ? " \t" : "")
            assertPositions("a\n" + indentation + "b", [("a", 1, 1), ("b", 2, Int32(indentation.utf8.count + 1))])
            assertPositions("a" + indentation + "\u{0B}b", [("a", 1, 1), ("b", 1, Int32(indentation.utf8.count + 3))])
        }
    }

    func testUnterminatedBlockComment() {
        let tokenized = lex("x /* abc /* def */")
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), ["x"])
        XCTAssertEqual(tokenized.comments.map(tokenized.text), ["/* abc /* def */"])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.unterminatedBlockComment])
        assertInvariants(tokenized)
    }

    func testStrayCommentEndIsMalformed() {
        let tokenized = lex("a */ b")
        XCTAssertEqual(tokenized.tokens.map { "\($0.kind.name) \(tokenized.text($0))" }, ["identifier a", "unknown */", "identifier b"])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.unexpectedBlockCommentEnd])
    }
}
