import XCTest
import SwiftLexer

/// Regex literals (SE-0354, SE-0355) against the `/` operator, following swift-syntax's lexer: a
/// `/` that is not left-bound opens a regex when it looks like a prefix operator, or looks like a
/// binary operator where an expression is expected; `#/…/#` is always a regex.
final class RegexLiteralTests: XCTestCase {
    func testBareRegexWhereAnExpressionStarts() {
        assertTokens("let r = /a+b*/", [(kw, "let"), (id, "r"), (pu, "="), (re, "/a+b*/")])
        assertTokens("return /a+/", [(kw, "return"), (re, "/a+/")])
        assertTokens(#"s.firstMatch(of: /\d+/)"#, [
            (id, "s"), (pu, "."), (id, "firstMatch"), (pu, "("), (id, "of"), (pu, ":"), (re, #"/\d+/"#), (pu, ")"),
        ])
        assertTokens("[/a/, /b/]", [(pu, "["), (re, "/a/"), (pu, ","), (re, "/b/"), (pu, "]")])
        assertTokens("x = y ?? /abc/", [(id, "x"), (pu, "="), (id, "y"), (op, "??"), (re, "/abc/")])
    }

    func testRegexContents() {
        assertTokens(#"let r = /a\/b/"#, [(kw, "let"), (id, "r"), (pu, "="), (re, #"/a\/b/"#)])
        assertTokens("let r = /(a|b)[)]+/", [(kw, "let"), (id, "r"), (pu, "="), (re, "/(a|b)[)]+/")])
        assertTokens(#"let r = /(?<year>\d{4})-(?<month>\d{2})/"#, [(kw, "let"), (id, "r"), (pu, "="), (re, #"/(?<year>\d{4})-(?<month>\d{2})/"#)])
    }

    func testDivisionIsAnOperator() {
        assertTokens("a / b / c", [(id, "a"), (op, "/"), (id, "b"), (op, "/"), (id, "c")])
        assertTokens("x = a/b/c", [(id, "x"), (pu, "="), (id, "a"), (op, "/"), (id, "b"), (op, "/"), (id, "c")])
        assertTokens("let half = count / 2", [(kw, "let"), (id, "half"), (pu, "="), (id, "count"), (op, "/"), (num, "2")])
        assertTokens("(a) / (b)", [(pu, "("), (id, "a"), (pu, ")"), (op, "/"), (pu, "("), (id, "b"), (pu, ")")])
        assertTokens("xs.map { $0 / 2 }", [(id, "xs"), (pu, "."), (id, "map"), (pu, "{"), (id, "$0"), (op, "/"), (num, "2"), (pu, "}")])
        assertTokens("x /= 2", [(id, "x"), (op, "/="), (num, "2")])
        // Not closed on its line: an operator, and the rest of the file is untouched.
        assertTokens("let x = a /b", [(kw, "let"), (id, "x"), (pu, "="), (id, "a"), (op, "/"), (id, "b")])
    }

    func testUnappliedDivisionOperator() {
        assertTokens("xs.reduce(0, /)", [(id, "xs"), (pu, "."), (id, "reduce"), (pu, "("), (num, "0"), (pu, ","), (op, "/"), (pu, ")")])
        assertTokens("f(/, 1)", [(id, "f"), (pu, "("), (op, "/"), (pu, ","), (num, "1"), (pu, ")")])
    }

    func testOperatorDeclarationsNameTheOperator() {
        let source = "static func /(lhs: A, rhs: A) -> A { lhs } // divide\nx"
        let tokenized = lex(source)
        XCTAssertEqual(tokenized.tokens.map { "\($0.kind.name) \(tokenized.text($0))" }, [
            "keyword static", "keyword func", "operator /", "punctuation (", "identifier lhs", "punctuation :", "identifier A",
            "punctuation ,", "identifier rhs", "punctuation :", "identifier A", "punctuation )", "punctuation ->", "identifier A",
            "punctuation {", "identifier lhs", "punctuation }", "identifier x",
        ])
        XCTAssertEqual(tokenized.comments.map(tokenized.text), ["// divide"])
        assertInvariants(tokenized)
        assertTokens("prefix operator /^/", [(kw, "prefix"), (kw, "operator"), (op, "/^/")])
        assertTokens("postfix func /(x: Int) {}", [
            (kw, "postfix"), (kw, "func"), (op, "/"), (pu, "("), (id, "x"), (pu, ":"), (id, "Int"), (pu, ")"), (pu, "{"), (pu, "}"),
        ])
    }

    func testRegexAfterPrefixOperatorCharacters() {
        assertTokens("let b = !/abc/.matches(s)", [
            (kw, "let"), (id, "b"), (pu, "="), (op, "!"), (re, "/abc/"), (pu, "."), (id, "matches"), (pu, "("), (id, "s"), (pu, ")"),
        ])
    }

    func testBinaryLookingSlashWhereAnExpressionIsExpected() {
        // `/^` followed by a space looks binary; after `=` or `try?` it must be a regex.
        assertTokens("let m = /^ x/", [(kw, "let"), (id, "m"), (pu, "="), (re, "/^ x/")])
        assertTokens("let m = try? /^ x/.wholeMatch(in: s)", [
            (kw, "let"), (id, "m"), (pu, "="), (kw, "try"), (pu, "?"), (re, "/^ x/"), (pu, "."), (id, "wholeMatch"), (pu, "("),
            (id, "in"), (pu, ":"), (id, "s"), (pu, ")"),
        ])
    }

    func testSpacesAroundSlashesInOperatorChains() {
        let source = "Builder {\n  0\n  / 1 /\n  2\n}"
        assertTokens(source, [(id, "Builder"), (pu, "{"), (num, "0"), (op, "/"), (num, "1"), (op, "/"), (num, "2"), (pu, "}")])
    }

    func testCommentAfterSlashWins() {
        let tokenized = lex("let r = /abc//comment\nlet y = 1")
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), ["let", "r", "=", "/", "abc", "let", "y", "=", "1"])
        XCTAssertEqual(tokenized.tokens[3].kind, .operator)
        XCTAssertEqual(tokenized.comments.map(tokenized.text), ["//comment"])
        assertInvariants(tokenized)
        assertTokens("x = y / z // half", [(id, "x"), (pu, "="), (id, "y"), (op, "/"), (id, "z")])
    }

    func testUnclosedBareSlashDoesNotSwallowTheFile() {
        assertTokens("let r = /abc\nlet y = 1", [(kw, "let"), (id, "r"), (pu, "="), (op, "/"), (id, "abc"), (kw, "let"), (id, "y"), (pu, "="), (num, "1")])
        assertTokens("f(/abc)\ng()", [(id, "f"), (pu, "("), (op, "/"), (id, "abc"), (pu, ")"), (id, "g"), (pu, "("), (pu, ")")])
    }

    func testExtendedRegex() {
        assertTokens(#"let r = #/(?<x>\d+)/#"#, [(kw, "let"), (id, "r"), (pu, "="), (re, #"#/(?<x>\d+)/#"#)])
        assertTokens("#/a/b/#", [(re, "#/a/b/#")])
        assertTokens("##/a/#b/## + x", [(re, "##/a/#b/##"), (op, "+"), (id, "x")])
        assertTokens("let r = #/ a /#", [(kw, "let"), (id, "r"), (pu, "="), (re, "#/ a /#")])
    }

    func testMultiLineExtendedRegex() {
        let source = "let r = #/\n  (?<key>\\w+) # a comment\n  = (?<value>.*)\n  /#\nx"
        let regex = "#/\n  (?<key>\\w+) # a comment\n  = (?<value>.*)\n  /#"
        assertTokens(source, [(kw, "let"), (id, "r"), (pu, "="), (re, regex), (id, "x")])
        assertPositions(source, [("let", 1, 1), ("r", 1, 5), ("=", 1, 7), (regex, 1, 9), ("x", 5, 1)])
    }

    func testUnterminatedExtendedRegex() {
        let tokenized = lex("let r = #/abc\nlet y = 1")
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), ["let", "r", "=", "#/abc", "let", "y", "=", "1"])
        XCTAssertEqual(tokenized.tokens[3].kind, .regex)
        XCTAssertNotEqual(tokenized.tokens[3].flags & Token.Flags.malformed, 0)
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.unterminatedRegex])
        assertInvariants(tokenized)

        // A multi-line literal never closed: only its first line is the (malformed) regex.
        let multi = lex("let r = #/\nlet y = 1\n")
        XCTAssertEqual(multi.tokens.map(multi.text), ["let", "r", "=", "#/", "let", "y", "=", "1"])
        XCTAssertEqual(multi.diagnostics.map(\.problem), [.unterminatedRegex])
        assertInvariants(multi)
    }

    func testRegexInsideInterpolation() {
        assertTokens(#""\(s.firstMatch(of: /\d/))""#, [
            (str, #""\(s.firstMatch(of: /\d/))""#, false), (id, "s", true), (pu, ".", true), (id, "firstMatch", true),
            (pu, "(", true), (id, "of", true), (pu, ":", true), (re, #"/\d/"#, true), (pu, ")", true),
        ])
        assertTokens(#""\(/a/)""#, [(str, #""\(/a/)""#, false), (re, "/a/", true)])
    }

    func testRegexAfterKeywordsAndCaseLabels() {
        assertTokens("case /a/: break", [(kw, "case"), (re, "/a/"), (pu, ":"), (kw, "break")])
        assertTokens("if x, let m = try /a/.firstMatch(in: y) {}", [
            (kw, "if"), (id, "x"), (pu, ","), (kw, "let"), (id, "m"), (pu, "="), (kw, "try"), (re, "/a/"), (pu, "."),
            (id, "firstMatch"), (pu, "("), (id, "in"), (pu, ":"), (id, "y"), (pu, ")"), (pu, "{"), (pu, "}"),
        ])
    }
}
