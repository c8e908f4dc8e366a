import XCTest
import SwiftLexer

/// String literals: one `string` token per literal, interpolated code after it flagged `inString`.
final class StringLiteralTests: XCTestCase {
    func testSingleLine() {
        assertTokens(#"let s = "abc""#, [(kw, "let"), (id, "s"), (pu, "="), (str, #""abc""#)])
        assertTokens("\"\"", [(str, "\"\"")])
        assertTokens(#"f("a", "b")"#, [(id, "f"), (pu, "("), (str, #""a""#), (pu, ","), (str, #""b""#), (pu, ")")])
        assertTokens(#""é 😀 名""#, [(str, #""é 😀 名""#)])
    }

    func testEscapes() {
        assertTokens(#""a\"b""#, [(str, #""a\"b""#)])
        assertTokens(#""a\\" + b"#, [(str, #""a\\""#), (op, "+"), (id, "b")])
        assertTokens(#""\\\"" x"#, [(str, #""\\\"""#), (id, "x")])
        assertTokens(#""\n\t\r\0\'\u{1F600}" x"#, [(str, #""\n\t\r\0\'\u{1F600}""#), (id, "x")])
        assertTokens(#""// not a comment" /* c */ x"#, [(str, #""// not a comment""#), (id, "x")])
    }

    func testMultiLine() {
        let source = "let s = \"\"\"\n    abc \"quoted\" and \"\" two\n    \"\"\"\nx"
        assertTokens(source, [(kw, "let"), (id, "s"), (pu, "="), (str, "\"\"\"\n    abc \"quoted\" and \"\" two\n    \"\"\""), (id, "x")])
        assertPositions(source, [("let", 1, 1), ("s", 1, 5), ("=", 1, 7), ("\"\"\"\n    abc \"quoted\" and \"\" two\n    \"\"\"", 1, 9), ("x", 4, 1)])
    }

    func testMultiLineEscapesAndLineContinuation() {
        let source = "\"\"\"\n  a \\\"\"\" b \\\n  c\n  \"\"\" + d"
        assertTokens(source, [(str, "\"\"\"\n  a \\\"\"\" b \\\n  c\n  \"\"\""), (op, "+"), (id, "d")])
    }

    func testRawStrings() {
        assertTokens(##"#"a"b"#"##, [(str, ##"#"a"b"#"##)])
        assertTokens(###"##"a"#b"##"###, [(str, ###"##"a"#b"##"###)])
        assertTokens(####"###"x"##"###"####, [(str, ####"###"x"##"###"####)])
        assertTokens(##"#"\d+\.\w"# + x"##, [(str, ##"#"\d+\.\w"#"##), (op, "+"), (id, "x")])
        // A backslash before the quote does not escape it in a raw string.
        assertTokens(##"#"\"# x"##, [(str, ##"#"\"#"##), (id, "x")])
    }

    func testRawMultiLine() {
        let source = "#\"\"\"\n  a \"\"\" b\n  \"\"\"#"
        assertTokens(source, [(str, source)])
        let source2 = "##\"\"\"\n\"\"\"#\n\"\"\"##\nx"
        assertTokens(source2, [(str, "##\"\"\"\n\"\"\"#\n\"\"\"##"), (id, "x")])
    }

    func testRawSingleLineThatStartsWithQuotes() {
        // `#"""#` is a one-line raw string whose text is `"` (swift-syntax's rule).
        assertTokens(##"let q = #"""#"##, [(kw, "let"), (id, "q"), (pu, "="), (str, ##"#"""#"##)])
        assertTokens(##"f(#""""foobar""#, 1)"##, [(id, "f"), (pu, "("), (str, ##"#""""foobar""#"##), (pu, ","), (num, "1"), (pu, ")")])
    }

    func testInterpolation() {
        assertTokens(#""a\(b)c""#, [(str, #""a\(b)c""#, false), (id, "b", true)])
        assertTokens(#"x = "\(a + 1) items" + y"#, [
            (id, "x", false), (pu, "=", false), (str, #""\(a + 1) items""#, false), (id, "a", true), (op, "+", true), (num, "1", true),
            (op, "+", false), (id, "y", false),
        ])
        assertTokens(#""\(a)\(b)""#, [(str, #""\(a)\(b)""#, false), (id, "a", true), (id, "b", true)])
    }

    func testInterpolationWithNestedParentheses() {
        assertTokens(#""\(f(a, (b)))!""#, [
            (str, #""\(f(a, (b)))!""#, false), (id, "f", true), (pu, "(", true), (id, "a", true), (pu, ",", true),
            (pu, "(", true), (id, "b", true), (pu, ")", true), (pu, ")", true),
        ])
    }

    func testInterpolationWithClosureAndNestedStrings() {
        let source = #"let s = "\(xs.map { "<\($0)>" }.joined(separator: ")"))" + t"#
        assertTokens(source, [
            (kw, "let", false), (id, "s", false), (pu, "=", false),
            (str, #""\(xs.map { "<\($0)>" }.joined(separator: ")"))""#, false),
            (id, "xs", true), (pu, ".", true), (id, "map", true), (pu, "{", true),
            (str, #""<\($0)>""#, true), (id, "$0", true), (pu, "}", true),
            (pu, ".", true), (id, "joined", true), (pu, "(", true), (id, "separator", true), (pu, ":", true), (str, #"")""#, true),
            (pu, ")", true),
            (op, "+", false), (id, "t", false),
        ])
    }

    func testStringContainingParenthesisInsideInterpolation() {
        assertTokens(#""\(")")" x"#, [(str, #""\(")")""#, false), (str, #"")""#, true), (id, "x", false)])
        assertTokens(#""\("(")" x"#, [(str, #""\("(")""#, false), (str, #""(""#, true), (id, "x", false)])
    }

    func testRawStringInterpolation() {
        assertTokens(##"#"\#(x) and \(y)"#"##, [(str, ##"#"\#(x) and \(y)"#"##, false), (id, "x", true)])
        assertTokens(###"##"\##(a) \#(b)"##"###, [(str, ###"##"\##(a) \#(b)"##"###, false), (id, "a", true)])
    }

    func testBackslashParenIsLiteralInRawString() {
        assertTokens(##"#"\(x)"#"##, [(str, ##"#"\(x)"#"##)])
    }

    func testMultiLineInterpolationSpanningLines() {
        let source = "\"\"\"\n  a \\(\n    f(x)\n  ) b\n  \"\"\"\ny"
        assertTokens(source, [
            (str, "\"\"\"\n  a \\(\n    f(x)\n  ) b\n  \"\"\"", false), (id, "f", true), (pu, "(", true), (id, "x", true), (pu, ")", true),
            (id, "y", false),
        ])
        assertPositions(source, [("\"\"\"\n  a \\(\n    f(x)\n  ) b\n  \"\"\"", 1, 1), ("f", 3, 5), ("(", 3, 6), ("x", 3, 7), (")", 3, 8), ("y", 6, 1)])
    }

    func testInterpolatedTokenPositions() {
        assertPositions(#"s = "ab\(cd)""#, [("s", 1, 1), ("=", 1, 3), (#""ab\(cd)""#, 1, 5), ("cd", 1, 10)])
    }

    func testCommentInsideInterpolation() {
        let tokenized = lex(#""\(a /* ) */ + b)""#)
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), [#""\(a /* ) */ + b)""#, "a", "+", "b"])
        XCTAssertEqual(tokenized.comments.map(tokenized.text), ["/* ) */"])
        assertInvariants(tokenized)
    }

    func testUnterminatedSingleLineStringEndsAtLineBreak() {
        let tokenized = lex("let s = \"abc\nlet x = 1")
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), ["let", "s", "=", "\"abc", "let", "x", "=", "1"])
        XCTAssertNotEqual(tokenized.tokens[3].flags & Token.Flags.malformed, 0)
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.unterminatedString])
        XCTAssertEqual(tokenized.tokens[4].line, 2)
        assertInvariants(tokenized)
    }

    func testLineBreakInSingleLineInterpolationEndsTheString() {
        let tokenized = lex("\"a\\(b\nc")
        XCTAssertEqual(tokenized.tokens.map { ($0.kind, tokenized.text($0), $0.isInString) }.map { "\($0.0.name) \($0.1) \($0.2)" },
                       ["string \"a\\(b false", "identifier b true", "identifier c false"])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.unterminatedString])
        assertInvariants(tokenized)
    }

    func testTokensFollowingAStringAreInOrder() {
        let tokenized = lex(#"a("\(b)", c)"#)
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), ["a", "(", #""\(b)""#, "b", ",", "c", ")"])
        XCTAssertEqual(tokenized.tokens.map(\.isInString), [false, false, false, true, false, false, false])
    }

    func testDeeplyNestedInterpolations() {
        let depth = 200
        var source = ""
        for _ in 0..<depth { source += #""\("# }
        source += "x"
        for _ in 0..<depth { source += #")""# }
        let tokenized = lex(source)
        XCTAssertEqual(tokenized.tokens.count, depth + 1)
        XCTAssertEqual(tokenized.tokens.filter { $0.kind == .string }.count, depth)
        XCTAssertEqual(tokenized.text(tokenized.tokens[0]), source)
        XCTAssertEqual(tokenized.tokens.last.map(tokenized.text), "x")
        XCTAssertTrue(tokenized.diagnostics.isEmpty)
        assertInvariants(tokenized)
    }

    /// `#"""` on a line that closes it is a one-line raw string; many of them nested through
    /// interpolations on one line each ask once where the line closes them, not again from each.
    func testManyOneLineTripleQuotedRawStringsNestedOnOneLine() {
        assertTokens(##"let s = #"""\#(#"""\#(x)"#)"#"##, [
            (.keyword, "let"), (.identifier, "s"), (.punctuation, "="), (.string, ##"#"""\#(#"""\#(x)"#)"#"##),
            (.string, ##"#"""\#(x)"#"##), (.identifier, "x"),
        ])
        let depth = 20_000
        let tokenized = lex("let s = " + String(repeating: ##"#"""\#("##, count: depth) + "x" + String(repeating: ##")"#"##, count: depth) + "\n")
        XCTAssertEqual(tokenized.tokens.filter { $0.kind == .string }.count, depth)
        XCTAssertTrue(tokenized.diagnostics.isEmpty)
    }
}
