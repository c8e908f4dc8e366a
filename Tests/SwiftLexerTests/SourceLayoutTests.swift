import XCTest
import SwiftLexer

/// Shebang, byte-order mark, line endings, tabs, and 1-based line / UTF-8 byte columns.
final class SourceLayoutTests: XCTestCase {
    func testShebangLineIsNotATokenNorAComment() {
        let source = "#!/usr/bin/env swift\nprint(1)"
        assertTokens(source, [(id, "print"), (pu, "("), (num, "1"), (pu, ")")])
        assertPositions(source, [("print", 2, 1), ("(", 2, 6), ("1", 2, 7), (")", 2, 8)])
        XCTAssertTrue(lex(source).comments.isEmpty)
        XCTAssertTrue(lex(source).diagnostics.isEmpty)
    }

    func testShebangOnlyAtTheStartOfTheFile() {
        let tokenized = lex("x\n#!/bin/sh")
        XCTAssertEqual(tokenized.tokens.first.map(tokenized.text), "x")
        XCTAssertFalse(tokenized.diagnostics.isEmpty)
    }

    func testByteOrderMarkCountsInColumns() {
        let source = "\u{FEFF}let x = 1"
        assertTokens(source, [(kw, "let"), (id, "x"), (pu, "="), (num, "1")])
        assertPositions(source, [("let", 1, 4), ("x", 1, 8), ("=", 1, 10), ("1", 1, 12)])
        XCTAssertEqual(lex(source).tokens.first?.offset, 3)
        assertPositions("\u{FEFF}#!/usr/bin/swift\nx", [("x", 2, 1)])
    }

    func testCRLFLineEndings() {
        let source = "let a = 1\r\nlet b = \"x\"\r\n  c"
        assertPositions(source, [("let", 1, 1), ("a", 1, 5), ("=", 1, 7), ("1", 1, 9), ("let", 2, 1), ("b", 2, 5), ("=", 2, 7),
                                 ("\"x\"", 2, 9), ("c", 3, 3)])
        let tokenized = lex(source)
        XCTAssertEqual(tokenized.lines.lineCount, 3)
        XCTAssertTrue(tokenized.tokens[4].startsLine)
    }

    func testLoneCarriageReturnEndsALine() {
        assertPositions("let a\rlet b\r\r  c", [("let", 1, 1), ("a", 1, 5), ("let", 2, 1), ("b", 2, 5), ("c", 4, 3)])
    }

    func testMixedLineEndingsInMultiLineString() {
        let source = "x = \"\"\"\r\n  a\r  b\n  \"\"\"\ry"
        assertPositions(source, [("x", 1, 1), ("=", 1, 3), ("\"\"\"\r\n  a\r  b\n  \"\"\"", 1, 5), ("y", 5, 1)])
    }

    func testTabsCountAsOneByte() {
        assertPositions("\tlet\tx\t=\t1", [("let", 1, 2), ("x", 1, 6), ("=", 1, 8), ("1", 1, 10)])
        assertPositions("a\n\t\tb", [("a", 1, 1), ("b", 2, 3)])
    }

    func testColumnsCountUTF8Bytes() {
        assertPositions("let été = \"ü\" + ñ", [("let", 1, 1), ("été", 1, 5), ("=", 1, 11), ("\"ü\"", 1, 13), ("+", 1, 18), ("ñ", 1, 20)])
        assertPositions("/* 😀 */ x", [("x", 1, 12)])
    }

    func testOffsetsAreByteOffsets() {
        let tokenized = lex("a\r\n é b")
        XCTAssertEqual(tokenized.tokens.map(\.offset), [0, 4, 7])
        XCTAssertEqual(tokenized.tokens.map(\.length), [1, 2, 1])
    }

    func testSpaceAndLineFlags() {
        let tokenized = lex("a b\nc(d)")
        XCTAssertEqual(tokenized.tokens.map(\.hasSpaceBefore), [true, true, true, false, false, false])
        XCTAssertEqual(tokenized.tokens.map(\.startsLine), [true, false, true, false, false, false])
    }

    func testUnicodeWhitespace() {
        // U+00A0 (no-break space) and U+2028 (line separator) separate tokens.
        assertTokens("a\u{A0}b\u{2028}c", [(id, "a"), (id, "b"), (id, "c")])
    }

    func testVerticalTabAndFormFeedAreWhitespace() {
        assertTokens("a\u{0B}b\u{0C}c", [(id, "a"), (id, "b"), (id, "c")])
    }
}
