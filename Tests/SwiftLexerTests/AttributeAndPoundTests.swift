import XCTest
import SwiftLexer

/// `@Name` attributes and `#` directives / macro names, each one token.
final class AttributeAndPoundTests: XCTestCase {
    func testAttributesAreOneTokenWithOrdinaryArguments() {
        assertTokens("@available(iOS 13, *)", [(attr, "@available"), (pu, "("), (id, "iOS"), (num, "13"), (pu, ","), (op, "*"), (pu, ")")])
        assertTokens("@MainActor final class C {}", [(attr, "@MainActor"), (kw, "final"), (kw, "class"), (id, "C"), (pu, "{"), (pu, "}")])
        assertTokens("@Published var x = 1", [(attr, "@Published"), (kw, "var"), (id, "x"), (pu, "="), (num, "1")])
        assertTokens("@objc func f()", [(attr, "@objc"), (kw, "func"), (id, "f"), (pu, "("), (pu, ")")])
        assertTokens("@_spi(Private) import X", [(attr, "@_spi"), (pu, "("), (id, "Private"), (pu, ")"), (kw, "import"), (id, "X")])
        assertTokens("let f: @escaping @Sendable () -> Void", [
            (kw, "let"), (id, "f"), (pu, ":"), (attr, "@escaping"), (attr, "@Sendable"), (pu, "("), (pu, ")"), (pu, "->"), (id, "Void"),
        ])
        assertTokens("struct S: @unchecked Sendable {}", [
            (kw, "struct"), (id, "S"), (pu, ":"), (attr, "@unchecked"), (id, "Sendable"), (pu, "{"), (pu, "}"),
        ])
    }

    func testQualifiedAttributeNameSplitsAtPeriod() {
        assertTokens("@Foo.Bar var x", [(attr, "@Foo"), (pu, "."), (id, "Bar"), (kw, "var"), (id, "x")])
    }

    func testAvailabilityArgumentsAreKeywords() {
        assertTokens(#"@available(*, deprecated, message: "Use g")"#, [
            (attr, "@available"), (pu, "("), (op, "*"), (pu, ","), (kw, "deprecated"), (pu, ","), (kw, "message"), (pu, ":"),
            (str, #""Use g""#), (pu, ")"),
        ])
        assertTokens(#"@available(macOS, introduced: 10.15, renamed: "h")"#, [
            (attr, "@available"), (pu, "("), (id, "macOS"), (pu, ","), (kw, "introduced"), (pu, ":"), (num, "10"), (pu, "."), (num, "15"), (pu, ","),
            (kw, "renamed"), (pu, ":"), (str, #""h""#), (pu, ")"),
        ])
        // Outside `@available` the same words are names.
        assertTokens("f(message: m)", [(id, "f"), (pu, "("), (id, "message"), (pu, ":"), (id, "m"), (pu, ")")])
    }

    func testConditionalCompilationDirectives() {
        let source = "#if DEBUG\nlet x = 1\n#elseif os(Linux) && !canImport(UIKit)\nlet x = 2\n#else\nlet x = 3\n#endif"
        assertTokens(source, [
            (pound, "#if"), (id, "DEBUG"), (kw, "let"), (id, "x"), (pu, "="), (num, "1"),
            (pound, "#elseif"), (id, "os"), (pu, "("), (id, "Linux"), (pu, ")"), (op, "&&"), (op, "!"), (id, "canImport"), (pu, "("),
            (id, "UIKit"), (pu, ")"), (kw, "let"), (id, "x"), (pu, "="), (num, "2"),
            (pound, "#else"), (kw, "let"), (id, "x"), (pu, "="), (num, "3"), (pound, "#endif"),
        ])
        assertTokens("#if compiler(>=5.9)\n#endif", [
            (pound, "#if"), (id, "compiler"), (pu, "("), (op, ">="), (num, "5.9"), (pu, ")"), (pound, "#endif"),
        ])
    }

    func testAvailabilityConditions() {
        assertTokens("if #available(iOS 15, *) {}", [
            (kw, "if"), (pound, "#available"), (pu, "("), (id, "iOS"), (num, "15"), (pu, ","), (op, "*"), (pu, ")"), (pu, "{"), (pu, "}"),
        ])
        assertTokens("guard #unavailable(macOS 12) else {}", [
            (kw, "guard"), (pound, "#unavailable"), (pu, "("), (id, "macOS"), (num, "12"), (pu, ")"), (kw, "else"), (pu, "{"), (pu, "}"),
        ])
    }

    func testPoundExpressionsAndMacros() {
        assertTokens("#selector(tap(_:))", [
            (pound, "#selector"), (pu, "("), (id, "tap"), (pu, "("), (kw, "_"), (pu, ":"), (pu, ")"), (pu, ")"),
        ])
        assertTokens(#"#warning("fix me")"#, [(pound, "#warning"), (pu, "("), (str, #""fix me""#), (pu, ")")])
        assertTokens(#"#sourceLocation(file: "a.swift", line: 1)"#, [
            (pound, "#sourceLocation"), (pu, "("), (id, "file"), (pu, ":"), (str, #""a.swift""#), (pu, ","), (id, "line"), (pu, ":"),
            (num, "1"), (pu, ")"),
        ])
        assertTokens("#Preview { V() }", [(pound, "#Preview"), (pu, "{"), (id, "V"), (pu, "("), (pu, ")"), (pu, "}")])
        assertTokens("print(#file, #line)", [(id, "print"), (pu, "("), (pound, "#file"), (pu, ","), (pound, "#line"), (pu, ")")])
        assertTokens(#"macro m() = #externalMacro(module: "M", type: "T")"#, [
            (kw, "macro"), (id, "m"), (pu, "("), (pu, ")"), (pu, "="), (pound, "#externalMacro"), (pu, "("), (id, "module"), (pu, ":"),
            (str, #""M""#), (pu, ","), (id, "type"), (pu, ":"), (str, #""T""#), (pu, ")"),
        ])
    }

    func testStrayAtAndPoundAreUnknown() {
        let tokenized = lex("@ x # y")
        XCTAssertEqual(tokenized.tokens.map { "\($0.kind.name) \(tokenized.text($0))" }, ["unknown @", "identifier x", "unknown #", "identifier y"])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.unexpectedCharacter, .unexpectedCharacter])
    }

    /// A run of `#` that opens no raw string or regex is one unknown token per `#`, the last one
    /// free to start a directive; the run is read once, not again from each `#`.
    func testRunOfPoundsIsOneUnknownTokenEach() {
        assertTokens("###if x ## ##\"s\"##", [
            (.unknown, "#"), (.unknown, "#"), (.pound, "#if"), (.identifier, "x"), (.unknown, "#"), (.unknown, "#"), (.string, "##\"s\"##"),
        ])
        let run = 100_000
        let tokenized = lex(String(repeating: "#", count: run) + "if\n")
        XCTAssertEqual(tokenized.tokens.count, run)
        XCTAssertEqual(tokenized.tokens.last.map(tokenized.text), "#if")
        XCTAssertEqual(tokenized.diagnostics.count, run - 1)
    }
}
