import XCTest
import SwiftLexer

/// Operators and punctuation (the Swift reference, "Operators"; reserved punctuation `=`, `->`,
/// `&` prefix, `?`, postfix `!`, `\`, variadic `...`).
final class OperatorAndPunctuationTests: XCTestCase {
    func testPunctuation() {
        assertTokens("( ) [ ] { } , : ; .", [
            (pu, "("), (pu, ")"), (pu, "["), (pu, "]"), (pu, "{"), (pu, "}"), (pu, ","), (pu, ":"), (pu, ";"), (pu, "."),
        ])
        assertTokens("a.b.c", [(id, "a"), (pu, "."), (id, "b"), (pu, "."), (id, "c")])
    }

    func testBinaryOperators() {
        let operators = ["+", "-", "*", "%", "==", "!=", "===", "<=", ">=", "&&", "||", "+=", "-=", "*=", "%=", "<<", ">>",
                         "&", "|", "^", "&+", "&-", "&*", "&<<", "&>>", "??", "~=", "...", "..<", "<*>", "|>", "<|>"]
        for symbol in operators {
            assertTokens("a \(symbol) b", [(id, "a"), (op, symbol), (id, "b")])
        }
    }

    func testRanges() {
        assertTokens("a..<b", [(id, "a"), (op, "..<"), (id, "b")])
        assertTokens("a...b", [(id, "a"), (op, "..."), (id, "b")])
        assertTokens("a[i...]", [(id, "a"), (pu, "["), (id, "i"), (op, "..."), (pu, "]")])
        assertTokens("a[...i]", [(id, "a"), (pu, "["), (op, "..."), (id, "i"), (pu, "]")])
        assertTokens("a[..<i]", [(id, "a"), (pu, "["), (op, "..<"), (id, "i"), (pu, "]")])
        assertTokens("for i in 0..<n.count {}", [
            (kw, "for"), (id, "i"), (kw, "in"), (num, "0"), (op, "..<"), (id, "n"), (pu, "."), (id, "count"), (pu, "{"), (pu, "}"),
        ])
    }

    func testVariadicParameterEllipsis() {
        assertTokens("func f(_ xs: Int...)", [
            (kw, "func"), (id, "f"), (pu, "("), (kw, "_"), (id, "xs"), (pu, ":"), (id, "Int"), (pu, "..."), (pu, ")"),
        ])
        assertTokens("func g(a: String..., b: Int)", [
            (kw, "func"), (id, "g"), (pu, "("), (id, "a"), (pu, ":"), (id, "String"), (pu, "..."), (pu, ","),
            (id, "b"), (pu, ":"), (id, "Int"), (pu, ")"),
        ])
        assertTokens("let h: (Any...) -> Void", [
            (kw, "let"), (id, "h"), (pu, ":"), (pu, "("), (kw, "Any"), (pu, "..."), (pu, ")"), (pu, "->"), (id, "Void"),
        ])
    }

    func testOptionalChainingAndForceUnwrap() {
        assertTokens("x?.y", [(id, "x"), (pu, "?"), (pu, "."), (id, "y")])
        assertTokens("x!.y", [(id, "x"), (pu, "!"), (pu, "."), (id, "y")])
        assertTokens("a?[0]?.b!()", [
            (id, "a"), (pu, "?"), (pu, "["), (num, "0"), (pu, "]"), (pu, "?"), (pu, "."), (id, "b"), (pu, "!"), (pu, "("), (pu, ")"),
        ])
        assertTokens("let x: Int? = nil", [(kw, "let"), (id, "x"), (pu, ":"), (id, "Int"), (pu, "?"), (pu, "="), (kw, "nil")])
        assertTokens("let y: Int! = 1", [(kw, "let"), (id, "y"), (pu, ":"), (id, "Int"), (pu, "!"), (pu, "="), (num, "1")])
    }

    func testPrefixOperators() {
        assertTokens("!flag", [(op, "!"), (id, "flag")])
        assertTokens("if !a.isEmpty {}", [(kw, "if"), (op, "!"), (id, "a"), (pu, "."), (id, "isEmpty"), (pu, "{"), (pu, "}")])
        assertTokens("x = -y", [(id, "x"), (pu, "="), (op, "-"), (id, "y")])
        assertTokens("~mask", [(op, "~"), (id, "mask")])
        assertTokens("f(!x)", [(id, "f"), (pu, "("), (op, "!"), (id, "x"), (pu, ")")])
    }

    func testTryAndCastMarks() {
        assertTokens("try? f()", [(kw, "try"), (pu, "?"), (id, "f"), (pu, "("), (pu, ")")])
        assertTokens("try! f()", [(kw, "try"), (pu, "!"), (id, "f"), (pu, "("), (pu, ")")])
        assertTokens("x as? T", [(id, "x"), (kw, "as"), (pu, "?"), (id, "T")])
        assertTokens("x as! T", [(id, "x"), (kw, "as"), (pu, "!"), (id, "T")])
        assertTokens("x is T", [(id, "x"), (kw, "is"), (id, "T")])
    }

    func testTernary() {
        assertTokens("a ? b : c", [(id, "a"), (pu, "?"), (id, "b"), (pu, ":"), (id, "c")])
        assertTokens("x = c ? -1 : 1", [(id, "x"), (pu, "="), (id, "c"), (pu, "?"), (op, "-"), (num, "1"), (pu, ":"), (num, "1")])
    }

    func testArrowAssignmentAndInOut() {
        assertTokens("func f() -> Int", [(kw, "func"), (id, "f"), (pu, "("), (pu, ")"), (pu, "->"), (id, "Int")])
        assertTokens("x = 1", [(id, "x"), (pu, "="), (num, "1")])
        assertTokens("swap(&a, &b)", [(id, "swap"), (pu, "("), (pu, "&"), (id, "a"), (pu, ","), (pu, "&"), (id, "b"), (pu, ")")])
        assertTokens("a & b", [(id, "a"), (op, "&"), (id, "b")])
        assertTokens("(Int)->Void", [(pu, "("), (id, "Int"), (pu, ")"), (pu, "->"), (id, "Void")])
    }

    func testCustomAndUnicodeOperators() {
        assertTokens("a <*> b", [(id, "a"), (op, "<*>"), (id, "b")])
        assertTokens("f <^> x <*> y", [(id, "f"), (op, "<^>"), (id, "x"), (op, "<*>"), (id, "y")])
        assertTokens("infix operator <*>: Prec", [(kw, "infix"), (kw, "operator"), (op, "<*>"), (pu, ":"), (id, "Prec")])
        assertTokens("let y = √x", [(kw, "let"), (id, "y"), (pu, "="), (op, "√"), (id, "x")])
        assertTokens("a ∪ b", [(id, "a"), (op, "∪"), (id, "b")])
        assertTokens("a .* b", [(id, "a"), (op, ".*"), (id, "b")])
    }

    func testOperatorStopsAtPeriodUnlessDotted() {
        assertTokens("x!.y", [(id, "x"), (pu, "!"), (pu, "."), (id, "y")])
        assertTokens("a+.b", [(id, "a"), (op, "+"), (pu, "."), (id, "b")])
        assertTokens("a..<.b", [(id, "a"), (op, "..<."), (id, "b")])
    }

    func testKeyPaths() {
        assertTokens(#"\Foo.bar"#, [(pu, #"\"#), (id, "Foo"), (pu, "."), (id, "bar")])
        assertTokens(#"xs.map(\.count)"#, [(id, "xs"), (pu, "."), (id, "map"), (pu, "("), (pu, #"\"#), (pu, "."), (id, "count"), (pu, ")")])
    }

    func testNotEqualAfterForceUnwrap() {
        // A left-bound `!` is a postfix force unwrap: `a!=b` is `a! = b` to Swift.
        assertTokens("a!=b", [(id, "a"), (pu, "!"), (pu, "="), (id, "b")])
        assertTokens("a != b", [(id, "a"), (op, "!="), (id, "b")])
    }

    func testOptionalTypeAndNilCoalescing() {
        assertTokens("a ?? b", [(id, "a"), (op, "??"), (id, "b")])
        assertTokens("a??b", [(id, "a"), (pu, "?"), (pu, "?"), (id, "b")])
    }
}
