import XCTest
import SwiftLexer

/// Identifiers, reserved keywords and contextual words (the Swift reference, "Identifiers" and
/// "Keywords and Punctuation"; `keyword` only where the parser treats a word as one).
final class IdentifierAndKeywordTests: XCTestCase {
    func testPlainIdentifiersAndReservedKeywords() {
        assertTokens("let x = 1", [(kw, "let"), (id, "x"), (pu, "="), (num, "1")])
        assertTokens("var _private2 = value_3", [(kw, "var"), (id, "_private2"), (pu, "="), (id, "value_3")])
        assertTokens("import Foundation", [(kw, "import"), (id, "Foundation")])
        assertTokens("public struct S: P {}", [(kw, "public"), (kw, "struct"), (id, "S"), (pu, ":"), (id, "P"), (pu, "{"), (pu, "}")])
    }

    func testEveryReservedDeclarationAndStatementKeyword() {
        let words = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
                     "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
                     "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
                     "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
                     "where", "while", "as", "is", "try", "throws", "super", "self", "Self", "Any", "true", "false", "nil"]
        for word in words {
            // Each on its own line, after `;`: never in label or member position.
            assertTokens("; \(word)", [(pu, ";"), (kw, word)])
        }
    }

    func testUnicodeIdentifiers() {
        assertTokens("let été = 1", [(kw, "let"), (id, "été"), (pu, "="), (num, "1")])
        assertPositions("let été = 1", [("let", 1, 1), ("été", 1, 5), ("=", 1, 11), ("1", 1, 13)])
        assertTokens("let 名前 = π", [(kw, "let"), (id, "名前"), (pu, "="), (id, "π")])
        assertTokens("var 😀 = 1", [(kw, "var"), (id, "😀"), (pu, "="), (num, "1")])
        // A combining mark continues a name.
        assertTokens("let e\u{301} = 1", [(kw, "let"), (id, "e\u{301}"), (pu, "="), (num, "1")])
    }

    func testBacktickedIdentifiers() {
        assertTokens("let `class` = 1", [(kw, "let"), (id, "`class`"), (pu, "="), (num, "1")])
        assertTokens("x.`default`", [(id, "x"), (pu, "."), (id, "`default`")])
        assertTokens("case `self`", [(kw, "case"), (id, "`self`")])
        // Swift 6 raw identifiers may contain spaces.
        assertTokens("func `test adds numbers`()", [(kw, "func"), (id, "`test adds numbers`"), (pu, "("), (pu, ")")])
    }

    func testDollarIdentifiers() {
        assertTokens("{ $0 + $1 }", [(pu, "{"), (id, "$0"), (op, "+"), (id, "$1"), (pu, "}")])
        assertTokens("$text.wrappedValue", [(id, "$text"), (pu, "."), (id, "wrappedValue")])
        assertTokens("Toggle(isOn: $isOn)", [(id, "Toggle"), (pu, "("), (id, "isOn"), (pu, ":"), (id, "$isOn"), (pu, ")")])
        // `$` continues an identifier.
        assertTokens("a$b", [(id, "a$b")])
    }

    func testWildcardIsKeyword() {
        assertTokens("_ = f()", [(kw, "_"), (pu, "="), (id, "f"), (pu, "("), (pu, ")")])
        assertTokens("func f(_ x: Int)", [(kw, "func"), (id, "f"), (pu, "("), (kw, "_"), (id, "x"), (pu, ":"), (id, "Int"), (pu, ")")])
    }

    func testExpressionKeywords() {
        assertTokens("self.x = Self.make(super.y, nil, true, false)", [
            (kw, "self"), (pu, "."), (id, "x"), (pu, "="), (kw, "Self"), (pu, "."), (id, "make"), (pu, "("),
            (kw, "super"), (pu, "."), (id, "y"), (pu, ","), (kw, "nil"), (pu, ","), (kw, "true"), (pu, ","), (kw, "false"), (pu, ")"),
        ])
        assertTokens("let a: Any = 1", [(kw, "let"), (id, "a"), (pu, ":"), (kw, "Any"), (pu, "="), (num, "1")])
    }

    // MARK: Accessors

    func testAccessorWordsInAccessorBlocks() {
        assertTokens("var x: Int { get set }", [
            (kw, "var"), (id, "x"), (pu, ":"), (id, "Int"), (pu, "{"), (kw, "get"), (kw, "set"), (pu, "}"),
        ])
        assertTokens("var x: Int { get { 1 } set { y = newValue } }", [
            (kw, "var"), (id, "x"), (pu, ":"), (id, "Int"), (pu, "{"), (kw, "get"), (pu, "{"), (num, "1"), (pu, "}"),
            (kw, "set"), (pu, "{"), (id, "y"), (pu, "="), (id, "newValue"), (pu, "}"), (pu, "}"),
        ])
        assertTokens("var y = 0 { willSet { } didSet { } }", [
            (kw, "var"), (id, "y"), (pu, "="), (num, "0"), (pu, "{"), (kw, "willSet"), (pu, "{"), (pu, "}"),
            (kw, "didSet"), (pu, "{"), (pu, "}"), (pu, "}"),
        ])
        assertTokens("var v: Int { get async throws }", [
            (kw, "var"), (id, "v"), (pu, ":"), (id, "Int"), (pu, "{"), (kw, "get"), (kw, "async"), (kw, "throws"), (pu, "}"),
        ])
    }

    func testAccessorWordsAsNames() {
        assertTokens("x.get()", [(id, "x"), (pu, "."), (id, "get"), (pu, "("), (pu, ")")])
        assertTokens("cache.set(1, for: k)", [
            (id, "cache"), (pu, "."), (id, "set"), (pu, "("), (num, "1"), (pu, ","), (id, "for"), (pu, ":"), (id, "k"), (pu, ")"),
        ])
        assertTokens("f(get: 1)", [(id, "f"), (pu, "("), (id, "get"), (pu, ":"), (num, "1"), (pu, ")")])
        assertTokens("let set = Set<Int>()", [
            (kw, "let"), (id, "set"), (pu, "="), (id, "Set"), (pu, "<"), (id, "Int"), (pu, ">"), (pu, "("), (pu, ")"),
        ])
    }

    func testSetInSetterAccessModifierIsIdentifier() {
        assertTokens("private(set) var x = 1", [
            (kw, "private"), (pu, "("), (id, "set"), (pu, ")"), (kw, "var"), (id, "x"), (pu, "="), (num, "1"),
        ])
        assertTokens("public internal(set) var y: Int", [
            (kw, "public"), (kw, "internal"), (pu, "("), (id, "set"), (pu, ")"), (kw, "var"), (id, "y"), (pu, ":"), (id, "Int"),
        ])
    }

    // MARK: Labels and member names

    func testKeywordsAsArgumentLabels() {
        assertTokens("f(for: x)", [(id, "f"), (pu, "("), (id, "for"), (pu, ":"), (id, "x"), (pu, ")")])
        assertTokens("scheduleTask(in: .seconds(1), x)", [
            (id, "scheduleTask"), (pu, "("), (id, "in"), (pu, ":"), (pu, "."), (id, "seconds"), (pu, "("), (num, "1"), (pu, ")"),
            (pu, ","), (id, "x"), (pu, ")"),
        ])
        assertTokens("f(a, default: 1, as: T.self)", [
            (id, "f"), (pu, "("), (id, "a"), (pu, ","), (id, "default"), (pu, ":"), (num, "1"), (pu, ","), (id, "as"), (pu, ":"),
            (id, "T"), (pu, "."), (kw, "self"), (pu, ")"),
        ])
    }

    func testKeywordsAsParameterLabels() {
        assertTokens("func f(in range: R)", [
            (kw, "func"), (id, "f"), (pu, "("), (id, "in"), (id, "range"), (pu, ":"), (id, "R"), (pu, ")"),
        ])
        assertTokens("func roundUp(for value: Int, if c: Bool)", [
            (kw, "func"), (id, "roundUp"), (pu, "("), (id, "for"), (id, "value"), (pu, ":"), (id, "Int"), (pu, ","),
            (id, "if"), (id, "c"), (pu, ":"), (id, "Bool"), (pu, ")"),
        ])
    }

    func testMemberNamesAfterPeriod() {
        assertTokens("case .default:", [(kw, "case"), (pu, "."), (id, "default"), (pu, ":")])
        assertTokens("x = .some(.none)", [(id, "x"), (pu, "="), (pu, "."), (id, "some"), (pu, "("), (pu, "."), (id, "none"), (pu, ")")])
        assertTokens("a.for.in", [(id, "a"), (pu, "."), (id, "for"), (pu, "."), (id, "in")])
    }

    func testInitSelfTypeAfterPeriodStayKeywords() {
        assertTokens("Foo.init(x)", [(id, "Foo"), (pu, "."), (kw, "init"), (pu, "("), (id, "x"), (pu, ")")])
        assertTokens("let t = Foo.self", [(kw, "let"), (id, "t"), (pu, "="), (id, "Foo"), (pu, "."), (kw, "self")])
        assertTokens("let m: Foo.Type = .init()", [
            (kw, "let"), (id, "m"), (pu, ":"), (id, "Foo"), (pu, "."), (kw, "Type"), (pu, "="), (pu, "."), (kw, "init"), (pu, "("), (pu, ")"),
        ])
        assertTokens("P.Protocol", [(id, "P"), (pu, "."), (kw, "Protocol")])
    }

    // MARK: Contextual keywords

    func testEffectsAndTypePrefixes() {
        assertTokens("func f() async throws -> Int", [
            (kw, "func"), (id, "f"), (pu, "("), (pu, ")"), (kw, "async"), (kw, "throws"), (pu, "->"), (id, "Int"),
        ])
        assertTokens("let x = await f()", [(kw, "let"), (id, "x"), (pu, "="), (kw, "await"), (id, "f"), (pu, "("), (pu, ")")])
        assertTokens("var body: some View", [(kw, "var"), (id, "body"), (pu, ":"), (kw, "some"), (id, "View")])
        assertTokens("let p: any P", [(kw, "let"), (id, "p"), (pu, ":"), (kw, "any"), (id, "P")])
        // Names in declarations.
        assertTokens("let async = 1", [(kw, "let"), (id, "async"), (pu, "="), (num, "1")])
        assertTokens("var some: Int", [(kw, "var"), (id, "some"), (pu, ":"), (id, "Int")])
    }

    func testDeclarationModifiers() {
        assertTokens("weak var delegate: D?", [(kw, "weak"), (kw, "var"), (id, "delegate"), (pu, ":"), (id, "D"), (pu, "?")])
        assertTokens("lazy var x = 1", [(kw, "lazy"), (kw, "var"), (id, "x"), (pu, "="), (num, "1")])
        assertTokens("final class C {}", [(kw, "final"), (kw, "class"), (id, "C"), (pu, "{"), (pu, "}")])
        assertTokens("override mutating func f()", [(kw, "override"), (kw, "mutating"), (kw, "func"), (id, "f"), (pu, "("), (pu, ")")])
        assertTokens("convenience init()", [(kw, "convenience"), (kw, "init"), (pu, "("), (pu, ")")])
        assertTokens("nonisolated(unsafe) var x = 0", [
            (kw, "nonisolated"), (pu, "("), (id, "unsafe"), (pu, ")"), (kw, "var"), (id, "x"), (pu, "="), (num, "0"),
        ])
        // The same words as plain names.
        assertTokens("let weak = lazy + final", [(kw, "let"), (id, "weak"), (pu, "="), (id, "lazy"), (op, "+"), (id, "final")])
    }

    func testActor() {
        assertTokens("actor A {}", [(kw, "actor"), (id, "A"), (pu, "{"), (pu, "}")])
        assertTokens("let actor = 1", [(kw, "let"), (id, "actor"), (pu, "="), (num, "1")])
        assertTokens("f(actor)", [(id, "f"), (pu, "("), (id, "actor"), (pu, ")")])
    }

    func testWordTableMarksKnownWords() {
        let tokenized = lex("func lazy x")
        XCTAssertEqual(tokenized.tokens.map(\.word), [.func, .lazy, Word.none])
    }

    /// The written-out spellings are the case names, in raw-value order, and each one lexes as its word.
    func testWordSpellingsAreTheCaseNames() {
        XCTAssertEqual(Word.spellings.count, Word.allCases.count)
        for word in Word.allCases where word != .none {
            let name = String(describing: word)
            XCTAssertEqual(word.spelling, name == "underscore" ? "_" : name)
            XCTAssertEqual(lex(word.spelling).tokens.map(\.word), [word], word.spelling)
        }
    }
}
