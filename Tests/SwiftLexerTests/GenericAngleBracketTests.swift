import XCTest
import SwiftLexer

/// `<` and `>` delimiting generic parameters and arguments are `punctuation`, one token per
/// bracket (so `>>` closing two clauses is two tokens); comparisons and shifts are operators.
final class GenericAngleBracketTests: XCTestCase {
    func testNestedGenericArgumentsCloseWithTwoTokens() {
        let source = "Array<Array<Int>>"
        assertTokens(source, [(id, "Array"), (pu, "<"), (id, "Array"), (pu, "<"), (id, "Int"), (pu, ">"), (pu, ">")])
        assertPositions(source, [("Array", 1, 1), ("<", 1, 6), ("Array", 1, 7), ("<", 1, 12), ("Int", 1, 13), (">", 1, 16), (">", 1, 17)])
        assertTokens("let x = Foo<Bar<Baz>>()", [
            (kw, "let"), (id, "x"), (pu, "="), (id, "Foo"), (pu, "<"), (id, "Bar"), (pu, "<"), (id, "Baz"), (pu, ">"), (pu, ">"),
            (pu, "("), (pu, ")"),
        ])
    }

    func testClosingBracketsBeforeAssignment() {
        assertTokens("var d: Dictionary<A, B<C>>= [:]", [
            (kw, "var"), (id, "d"), (pu, ":"), (id, "Dictionary"), (pu, "<"), (id, "A"), (pu, ","), (id, "B"), (pu, "<"), (id, "C"),
            (pu, ">"), (pu, ">"), (pu, "="), (pu, "["), (pu, ":"), (pu, "]"),
        ])
        assertTokens("let o: Optional<Int>= nil", [
            (kw, "let"), (id, "o"), (pu, ":"), (id, "Optional"), (pu, "<"), (id, "Int"), (pu, ">"), (pu, "="), (kw, "nil"),
        ])
    }

    func testShiftsAndComparisonsAreOperators() {
        assertTokens("x >> 2", [(id, "x"), (op, ">>"), (num, "2")])
        assertTokens("x >>= 2", [(id, "x"), (op, ">>="), (num, "2")])
        assertTokens("1 << 3 >> 1", [(num, "1"), (op, "<<"), (num, "3"), (op, ">>"), (num, "1")])
        assertTokens("a < b", [(id, "a"), (op, "<"), (id, "b")])
        assertTokens("if a < b && c > d {}", [
            (kw, "if"), (id, "a"), (op, "<"), (id, "b"), (op, "&&"), (id, "c"), (op, ">"), (id, "d"), (pu, "{"), (pu, "}"),
        ])
        assertTokens("while i<n {", [(kw, "while"), (id, "i"), (op, "<"), (id, "n"), (pu, "{")])
        assertTokens("let b = x<y", [(kw, "let"), (id, "b"), (pu, "="), (id, "x"), (op, "<"), (id, "y")])
        assertTokens("x = a<b ? c : d", [(id, "x"), (pu, "="), (id, "a"), (op, "<"), (id, "b"), (pu, "?"), (id, "c"), (pu, ":"), (id, "d")])
        assertTokens("if x<y, y>z {}", [
            (kw, "if"), (id, "x"), (op, "<"), (id, "y"), (pu, ","), (id, "y"), (op, ">"), (id, "z"), (pu, "{"), (pu, "}"),
        ])
    }

    func testGenericCallsAndTypes() {
        assertTokens("f<T>(x)", [(id, "f"), (pu, "<"), (id, "T"), (pu, ">"), (pu, "("), (id, "x"), (pu, ")")])
        assertTokens("Set<Int>()", [(id, "Set"), (pu, "<"), (id, "Int"), (pu, ">"), (pu, "("), (pu, ")")])
        assertTokens("Foo<Int>.self", [(id, "Foo"), (pu, "<"), (id, "Int"), (pu, ">"), (pu, "."), (kw, "self")])
        assertTokens("let x: Optional<Int>? = nil", [
            (kw, "let"), (id, "x"), (pu, ":"), (id, "Optional"), (pu, "<"), (id, "Int"), (pu, ">"), (pu, "?"), (pu, "="), (kw, "nil"),
        ])
        assertTokens("let r: Result<[String: Int], Error>", [
            (kw, "let"), (id, "r"), (pu, ":"), (id, "Result"), (pu, "<"), (pu, "["), (id, "String"), (pu, ":"), (id, "Int"), (pu, "]"),
            (pu, ","), (id, "Error"), (pu, ">"),
        ])
        assertTokens("var c: some Collection<Int>", [
            (kw, "var"), (id, "c"), (pu, ":"), (kw, "some"), (id, "Collection"), (pu, "<"), (id, "Int"), (pu, ">"),
        ])
        // The Swift book's rule: `<…>` followed by `(` is a generic argument clause.
        assertTokens("f(a<b, c>(d))", [
            (id, "f"), (pu, "("), (id, "a"), (pu, "<"), (id, "b"), (pu, ","), (id, "c"), (pu, ">"), (pu, "("), (id, "d"), (pu, ")"), (pu, ")"),
        ])
    }

    func testFunctionTypesAndOptionalsInsideGenericArguments() {
        assertTokens("Array<(Int) -> Void>", [
            (id, "Array"), (pu, "<"), (pu, "("), (id, "Int"), (pu, ")"), (pu, "->"), (id, "Void"), (pu, ">"),
        ])
        assertTokens("Array<()->Void>", [(id, "Array"), (pu, "<"), (pu, "("), (pu, ")"), (pu, "->"), (id, "Void"), (pu, ">")])
        assertTokens("Foo<Bar?>", [(id, "Foo"), (pu, "<"), (id, "Bar"), (pu, "?"), (pu, ">")])
        assertTokens("Vector<3, Int>()", [(id, "Vector"), (pu, "<"), (num, "3"), (pu, ","), (id, "Int"), (pu, ">"), (pu, "("), (pu, ")")])
        assertTokens("F<any P & Q>.self", [
            (id, "F"), (pu, "<"), (kw, "any"), (id, "P"), (op, "&"), (id, "Q"), (pu, ">"), (pu, "."), (kw, "self"),
        ])
    }

    func testGenericParameterClauses() {
        assertTokens("func f<T: Equatable>(x: T) -> [T]", [
            (kw, "func"), (id, "f"), (pu, "<"), (id, "T"), (pu, ":"), (id, "Equatable"), (pu, ">"), (pu, "("), (id, "x"), (pu, ":"),
            (id, "T"), (pu, ")"), (pu, "->"), (pu, "["), (id, "T"), (pu, "]"),
        ])
        assertTokens("struct S<T> where T: P {}", [
            (kw, "struct"), (id, "S"), (pu, "<"), (id, "T"), (pu, ">"), (kw, "where"), (id, "T"), (pu, ":"), (id, "P"), (pu, "{"), (pu, "}"),
        ])
        assertTokens("typealias Pair<T> = (T, T)", [
            (kw, "typealias"), (id, "Pair"), (pu, "<"), (id, "T"), (pu, ">"), (pu, "="), (pu, "("), (id, "T"), (pu, ","), (id, "T"), (pu, ")"),
        ])
        assertTokens("protocol P<Element> {}", [(kw, "protocol"), (id, "P"), (pu, "<"), (id, "Element"), (pu, ">"), (pu, "{"), (pu, "}")])
        assertTokens("init<T>(x: T) {}", [
            (kw, "init"), (pu, "<"), (id, "T"), (pu, ">"), (pu, "("), (id, "x"), (pu, ":"), (id, "T"), (pu, ")"), (pu, "{"), (pu, "}"),
        ])
        assertTokens("subscript<K>(k: K) -> V", [
            (kw, "subscript"), (pu, "<"), (id, "K"), (pu, ">"), (pu, "("), (id, "k"), (pu, ":"), (id, "K"), (pu, ")"), (pu, "->"), (id, "V"),
        ])
        assertTokens("class C<each T> {}", [(kw, "class"), (id, "C"), (pu, "<"), (kw, "each"), (id, "T"), (pu, ">"), (pu, "{"), (pu, "}")])
    }

    func testGenericOperatorFunctions() {
        assertTokens("func ==<T>(lhs: T, rhs: T) -> Bool", [
            (kw, "func"), (op, "=="), (pu, "<"), (id, "T"), (pu, ">"), (pu, "("), (id, "lhs"), (pu, ":"), (id, "T"), (pu, ","),
            (id, "rhs"), (pu, ":"), (id, "T"), (pu, ")"), (pu, "->"), (id, "Bool"),
        ])
        assertTokens("public func ??<T: Sendable>(lhs: F<T?>, rhs: T) -> F<T>", [
            (kw, "public"), (kw, "func"), (op, "??"), (pu, "<"), (id, "T"), (pu, ":"), (id, "Sendable"), (pu, ">"), (pu, "("),
            (id, "lhs"), (pu, ":"), (id, "F"), (pu, "<"), (id, "T"), (pu, "?"), (pu, ">"), (pu, ","), (id, "rhs"), (pu, ":"), (id, "T"),
            (pu, ")"), (pu, "->"), (id, "F"), (pu, "<"), (id, "T"), (pu, ">"),
        ])
        assertTokens("static func < (a: Self, b: Self) -> Bool", [
            (kw, "static"), (kw, "func"), (op, "<"), (pu, "("), (id, "a"), (pu, ":"), (kw, "Self"), (pu, ","), (id, "b"), (pu, ":"),
            (kw, "Self"), (pu, ")"), (pu, "->"), (id, "Bool"),
        ])
    }

    func testGenericArgumentsAcrossLinesAndComments() {
        assertTokens("Dictionary<\n  String, // keys\n  Int\n>()", [
            (id, "Dictionary"), (pu, "<"), (id, "String"), (pu, ","), (id, "Int"), (pu, ">"), (pu, "("), (pu, ")"),
        ])
    }
}
