import XCTest
import SwiftLexer

/// Constructs where the lexer disagreed with swift-syntax's parser on real code (swift-syntax,
/// swift-nio, vapor, GRDB, swift-protobuf, grpc-swift) or on swift-syntax's own parser test
/// inputs. Each test names where the construct came from.
final class CorpusRegressionTests: XCTestCase {
    /// swift-syntax `Sources/SwiftParser/Lexer/Cursor.swift`, `VerifySourceCode.swift`: `#"""#` opened
    /// a multi-line raw string that swallowed the rest of the file.
    func testRawStringOfOneQuoteDoesNotOpenMultiLineString() {
        let source = ##"if x.advance(if: { $0 == #"""# }) {"## + "\n  let y = 1\n}"
        assertTokens(source, [
            (kw, "if"), (id, "x"), (pu, "."), (id, "advance"), (pu, "("), (id, "if"), (pu, ":"), (pu, "{"), (id, "$0"), (op, "=="),
            (str, ##"#"""#"##), (pu, "}"), (pu, ")"), (pu, "{"), (kw, "let"), (id, "y"), (pu, "="), (num, "1"), (pu, "}"),
        ])
        // swift-syntax `SwiftSyntaxDevUtils/.../VerifySourceCode.swift`: raw strings and extended regexes in a builder.
        let builder = ##"""
        Regex {
          #/^.*/#
          #".library(name: ""#
          #"""#
          #/.*$/#
        }
        """##
        assertTokens(builder, [
            (id, "Regex"), (pu, "{"), (re, "#/^.*/#"), (str, ##"#".library(name: ""#"##), (str, ##"#"""#"##), (re, "#/.*$/#"), (pu, "}"),
        ])
    }

    /// GRDB, swift-nio, grpc-swift: platform versions in `@available` / `#available` are version
    /// tuples to the parser: integers and periods, not float literals.
    func testVersionTuplesInAvailability() {
        assertTokens("@available(macOS 10.15.4, iOS 13.0, *)", [
            (attr, "@available"), (pu, "("), (id, "macOS"), (num, "10"), (pu, "."), (num, "15"), (pu, "."), (num, "4"), (pu, ","),
            (id, "iOS"), (num, "13"), (pu, "."), (num, "0"), (pu, ","), (op, "*"), (pu, ")"),
        ])
        assertTokens("if #available(gRPCSwift 2.0, *) { let x = 1.5 }", [
            (kw, "if"), (pound, "#available"), (pu, "("), (id, "gRPCSwift"), (num, "2"), (pu, "."), (num, "0"), (pu, ","), (op, "*"),
            (pu, ")"), (pu, "{"), (kw, "let"), (id, "x"), (pu, "="), (num, "1.5"), (pu, "}"),
        ])
        assertTokens("@available(*, deprecated, introduced: 5.1)", [
            (attr, "@available"), (pu, "("), (op, "*"), (pu, ","), (kw, "deprecated"), (pu, ","), (kw, "introduced"), (pu, ":"),
            (num, "5"), (pu, "."), (num, "1"), (pu, ")"),
        ])
        assertTokens("@backDeployed(before: macOS 14.0)", [
            (attr, "@backDeployed"), (pu, "("), (id, "before"), (pu, ":"), (id, "macOS"), (num, "14"), (pu, "."), (num, "0"), (pu, ")"),
        ])
        // Elsewhere a float stays one literal.
        assertTokens("@inlinable(1.5)", [(attr, "@inlinable"), (pu, "("), (num, "1.5"), (pu, ")")])
    }

    /// GRDB `Row.swift`, `SQLFunctions.swift`, swift-nio `Mocking.swift`, grpc-swift `Metadata.swift`:
    /// variadic parameters after tuple and optional types, and before a line break.
    func testVariadicParameters() {
        assertTokens("init(dictionaryLiteral elements: (String, Value)...) {}", [
            (kw, "init"), (pu, "("), (id, "dictionaryLiteral"), (id, "elements"), (pu, ":"), (pu, "("), (id, "String"), (pu, ","),
            (id, "Value"), (pu, ")"), (pu, "..."), (pu, ")"), (pu, "{"), (pu, "}"),
        ])
        assertTokens("func f(\n  _ values: any SQLExpressible...\n)", [
            (kw, "func"), (id, "f"), (pu, "("), (kw, "_"), (id, "values"), (pu, ":"), (kw, "any"), (id, "SQLExpressible"), (pu, "..."),
            (pu, ")"),
        ])
        assertTokens("func m(_ args: AnyHashable?...) {}", [
            (kw, "func"), (id, "m"), (pu, "("), (kw, "_"), (id, "args"), (pu, ":"), (id, "AnyHashable"), (pu, "?"), (pu, "..."), (pu, ")"),
            (pu, "{"), (pu, "}"),
        ])
        // GRDB `Statement.swift`: a postfix range of a call result is an operator.
        assertTokens("zip(CInt(1)..., names)", [
            (id, "zip"), (pu, "("), (id, "CInt"), (pu, "("), (num, "1"), (pu, ")"), (op, "..."), (pu, ","), (id, "names"), (pu, ")"),
        ])
    }

    /// swift-protobuf, swift-nio: generic parameters after `init?`, after operator function names,
    /// on attributes and macros; a generic type before a spaced binary operator.
    func testGenericClausesAfterFailableInitOperatorNamesAttributesAndMacros() {
        assertTokens("init?<D: Decoder>(d: D)", [
            (kw, "init"), (pu, "?"), (pu, "<"), (id, "D"), (pu, ":"), (id, "Decoder"), (pu, ">"), (pu, "("), (id, "d"), (pu, ":"), (id, "D"),
            (pu, ")"),
        ])
        assertTokens("static func * <T: BinaryInteger>(lhs: T) -> T", [
            (kw, "static"), (kw, "func"), (op, "*"), (pu, "<"), (id, "T"), (pu, ":"), (id, "BinaryInteger"), (pu, ">"), (pu, "("),
            (id, "lhs"), (pu, ":"), (id, "T"), (pu, ")"), (pu, "->"), (id, "T"),
        ])
        assertTokens("prefix func ! <T>(v: V<T>) -> V<T>", [
            (kw, "prefix"), (kw, "func"), (op, "!"), (pu, "<"), (id, "T"), (pu, ">"), (pu, "("), (id, "v"), (pu, ":"), (id, "V"), (pu, "<"),
            (id, "T"), (pu, ">"), (pu, ")"), (pu, "->"), (id, "V"), (pu, "<"), (id, "T"), (pu, ">"),
        ])
        assertTokens("@MyOptionSet<UInt8>\nstruct S {}", [
            (attr, "@MyOptionSet"), (pu, "<"), (id, "UInt8"), (pu, ">"), (kw, "struct"), (id, "S"), (pu, "{"), (pu, "}"),
        ])
        assertTokens(#"#fancyMacro<Arg1, Arg2>(hello: "me")"#, [
            (pound, "#fancyMacro"), (pu, "<"), (id, "Arg1"), (pu, ","), (id, "Arg2"), (pu, ">"), (pu, "("), (id, "hello"), (pu, ":"),
            (str, #""me""#), (pu, ")"),
        ])
        assertTokens("#expect(c is any Core<Any> == false)", [
            (pound, "#expect"), (pu, "("), (id, "c"), (kw, "is"), (kw, "any"), (id, "Core"), (pu, "<"), (kw, "Any"), (pu, ">"), (op, "=="),
            (kw, "false"), (pu, ")"),
        ])
        // swift-syntax parser tests: `A<>` is the operator `<>`.
        assertTokens("A<>.c()", [(id, "A"), (op, "<>"), (pu, "."), (id, "c"), (pu, "("), (pu, ")")])
    }

    /// swift-syntax parser tests: `::` (module selector) is one token.
    func testModuleSelector() {
        assertTokens("Swift::print(x)", [(id, "Swift"), (pu, "::"), (id, "print"), (pu, "("), (id, "x"), (pu, ")")])
        assertTokens("[:]", [(pu, "["), (pu, ":"), (pu, "]")])
    }

    /// swift-syntax parser tests: `'red'` is a (malformed) string literal, not three tokens.
    func testSingleQuotedStringIsOneMalformedString() {
        let tokenized = lex("let c = 'red' + x")
        XCTAssertEqual(tokenized.tokens.map { "\($0.kind.name) \(tokenized.text($0))" }, [
            "keyword let", "identifier c", "punctuation =", "string 'red'", "operator +", "identifier x",
        ])
        XCTAssertNotEqual(tokenized.tokens[3].flags & Token.Flags.malformed, 0)
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.singleQuotedString])
        assertInvariants(tokenized)
        let open = lex("'abc\nx")
        XCTAssertEqual(open.tokens.map(open.text), ["'abc", "x"])
    }

    /// swift-syntax parser tests: editor placeholders are names.
    func testEditorPlaceholders() {
        assertTokens("f(<#T##Int#>)", [(id, "f"), (pu, "("), (id, "<#T##Int#>"), (pu, ")")])
        assertTokens("_ = x /<#expression#>", [(kw, "_"), (pu, "="), (id, "x"), (op, "/"), (id, "<#expression#>")])
        assertTokens("x.<#name#>", [(id, "x"), (pu, "."), (id, "<#name#>")])
        assertTokens("a <# b", [(id, "a"), (op, "<"), (unknownKind, "#"), (id, "b")])
    }

    /// swift-syntax parser tests: `\.?.foo` is a key path with optional chaining.
    func testKeyPathStartingWithOptionalChaining() {
        assertTokens(#"\.?.foo"#, [(pu, #"\"#), (pu, "."), (pu, "?"), (pu, "."), (id, "foo")])
    }

    /// swift-syntax parser tests: `@_specialize` and `@_backDeploy` hold version tuples too.
    func testVersionTuplesInOtherAttributes() {
        assertTokens("@_specialize(exported: true, availability: iOS, introduced: 15.4; where T == Int)", [
            (attr, "@_specialize"), (pu, "("), (id, "exported"), (pu, ":"), (kw, "true"), (pu, ","), (id, "availability"), (pu, ":"),
            (id, "iOS"), (pu, ","), (kw, "introduced"), (pu, ":"), (num, "15"), (pu, "."), (num, "4"), (pu, ";"), (kw, "where"), (id, "T"),
            (op, "=="), (id, "Int"), (pu, ")"),
        ])
    }

    /// swift-syntax parser tests: ``` `` ``` is an (empty, malformed) raw identifier.
    func testEmptyBackticks() {
        let tokenized = lex("a `` b")
        XCTAssertEqual(tokenized.tokens.map { "\($0.kind.name) \(tokenized.text($0))" }, ["identifier a", "identifier ``", "identifier b"])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.unexpectedCharacter])
    }

    /// swift-syntax parser tests: Perforce conflict markers.
    func testPerforceConflictMarkers() {
        let tokenized = lex(">>>> ORIGINAL\nvar a = 1\n==== THEIRS\nvar a = 2\n<<<<\n")
        XCTAssertEqual(tokenized.tokens.map(tokenized.text), ["var", "a", "=", "1", "var", "a", "=", "2"])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.mergeConflictMarker, .mergeConflictMarker, .mergeConflictMarker])
    }

    /// vapor `OptionalType.swift`, `Or.swift`: a generic operator function's name ends before `<`.
    func testGenericOperatorFunctionNames() {
        assertTokens("func ||<T> (lhs: V<T>, rhs: V<T>) -> V<T> {}", [
            (kw, "func"), (op, "||"), (pu, "<"), (id, "T"), (pu, ">"), (pu, "("), (id, "lhs"), (pu, ":"), (id, "V"), (pu, "<"), (id, "T"),
            (pu, ">"), (pu, ","), (id, "rhs"), (pu, ":"), (id, "V"), (pu, "<"), (id, "T"), (pu, ">"), (pu, ")"), (pu, "->"), (id, "V"),
            (pu, "<"), (id, "T"), (pu, ">"), (pu, "{"), (pu, "}"),
        ])
    }

    /// Contextual words as the parser classifies them, from GRDB, swift-nio and swift-syntax.
    func testContextualWordsFromTheCorpus() {
        assertTokens("{ [weak self, unowned o] in }", [
            (pu, "{"), (pu, "["), (kw, "weak"), (kw, "self"), (pu, ","), (kw, "unowned"), (id, "o"), (pu, "]"), (kw, "in"), (pu, "}"),
        ])
        assertTokens("func f(isolation: isolated (any Actor)? = #isolation)", [
            (kw, "func"), (id, "f"), (pu, "("), (id, "isolation"), (pu, ":"), (kw, "isolated"), (pu, "("), (kw, "any"), (id, "Actor"), (pu, ")"),
            (pu, "?"), (pu, "="), (pound, "#isolation"), (pu, ")"),
        ])
        assertTokens("var v: Int { get { 0 } nonmutating set { } }", [
            (kw, "var"), (id, "v"), (pu, ":"), (id, "Int"), (pu, "{"), (kw, "get"), (pu, "{"), (num, "0"), (pu, "}"), (kw, "nonmutating"),
            (kw, "set"), (pu, "{"), (pu, "}"), (pu, "}"),
        ])
        assertTokens("var s: S { borrowing get { s } }", [
            (kw, "var"), (id, "s"), (pu, ":"), (id, "S"), (pu, "{"), (kw, "borrowing"), (kw, "get"), (pu, "{"), (id, "s"), (pu, "}"), (pu, "}"),
        ])
        assertTokens("return prefix(1).uppercased()", [
            (kw, "return"), (id, "prefix"), (pu, "("), (num, "1"), (pu, ")"), (pu, "."), (id, "uppercased"), (pu, "("), (pu, ")"),
        ])
        assertTokens("handler: some (H & Sendable)", [
            (id, "handler"), (pu, ":"), (kw, "some"), (pu, "("), (id, "H"), (op, "&"), (id, "Sendable"), (pu, ")"),
        ])
        assertTokens("extension R where Self: F, Self: T {}", [
            (kw, "extension"), (id, "R"), (kw, "where"), (kw, "Self"), (pu, ":"), (id, "F"), (pu, ","), (kw, "Self"), (pu, ":"), (id, "T"),
            (pu, "{"), (pu, "}"),
        ])
        assertTokens("m = [true: false, false: false]", [
            (id, "m"), (pu, "="), (pu, "["), (kw, "true"), (pu, ":"), (kw, "false"), (pu, ","), (kw, "false"), (pu, ":"), (kw, "false"), (pu, "]"),
        ])
        assertTokens("at(.keyword(.Type)) || x is Foo.Type", [
            (id, "at"), (pu, "("), (pu, "."), (id, "keyword"), (pu, "("), (pu, "."), (id, "Type"), (pu, ")"), (pu, ")"), (op, "||"), (id, "x"),
            (kw, "is"), (id, "Foo"), (pu, "."), (kw, "Type"),
        ])
    }
}
