import XCTest
import SwiftLexer

/// Integer and floating-point literals (the Swift reference, "Literals").
final class NumberLiteralTests: XCTestCase {
    func testDecimalIntegers() {
        assertTokens("0", [(num, "0")])
        assertTokens("42", [(num, "42")])
        assertTokens("1_000_000", [(num, "1_000_000")])
        assertTokens("007", [(num, "007")])
        assertTokens("1__2_", [(num, "1__2_")])
    }

    func testOtherBases() {
        assertTokens("0b1010", [(num, "0b1010")])
        assertTokens("0b1111_0000", [(num, "0b1111_0000")])
        assertTokens("0o17", [(num, "0o17")])
        assertTokens("0o7_55", [(num, "0o7_55")])
        assertTokens("0xFF", [(num, "0xFF")])
        assertTokens("0xdead_BEEF", [(num, "0xdead_BEEF")])
    }

    func testFloatingPoint() {
        assertTokens("1.5", [(num, "1.5")])
        assertTokens("1.5e-3", [(num, "1.5e-3")])
        assertTokens("1e10", [(num, "1e10")])
        assertTokens("2E+5", [(num, "2E+5")])
        assertTokens("6.022_140e23", [(num, "6.022_140e23")])
        assertTokens("0.000_1", [(num, "0.000_1")])
    }

    func testHexadecimalFloatingPoint() {
        assertTokens("0x1p-3", [(num, "0x1p-3")])
        assertTokens("0x1P4", [(num, "0x1P4")])
        assertTokens("0x1.8p1", [(num, "0x1.8p1")])
        assertTokens("0xC.3p+0", [(num, "0xC.3p+0")])
        assertTokens("0x1_0.0_1p1_0", [(num, "0x1_0.0_1p1_0")])
    }

    func testNegativeNumbersAreOperatorAndNumber() {
        assertTokens("let x = -5", [(kw, "let"), (id, "x"), (pu, "="), (op, "-"), (num, "5")])
        assertTokens("f(-1.5e-3)", [(id, "f"), (pu, "("), (op, "-"), (num, "1.5e-3"), (pu, ")")])
        assertTokens("a - -1", [(id, "a"), (op, "-"), (op, "-"), (num, "1")])
        assertTokens("[-0x10]", [(pu, "["), (op, "-"), (num, "0x10"), (pu, "]")])
    }

    func testTupleElementAccess() {
        assertTokens("x.0.1", [(id, "x"), (pu, "."), (num, "0"), (pu, "."), (num, "1")])
        assertTokens("t.1", [(id, "t"), (pu, "."), (num, "1")])
        assertTokens("pair.0.count", [(id, "pair"), (pu, "."), (num, "0"), (pu, "."), (id, "count")])
    }

    func testMemberAccessOnLiterals() {
        assertTokens("0xFF.description", [(num, "0xFF"), (pu, "."), (id, "description")])
        assertTokens("0xff.fp", [(num, "0xff"), (pu, "."), (id, "fp")])
        assertTokens("1.description", [(num, "1"), (pu, "."), (id, "description")])
        assertTokens("2.0.squareRoot()", [(num, "2.0"), (pu, "."), (id, "squareRoot"), (pu, "("), (pu, ")")])
    }

    func testRangesOfNumbers() {
        assertTokens("1..<5", [(num, "1"), (op, "..<"), (num, "5")])
        assertTokens("0...10", [(num, "0"), (op, "..."), (num, "10")])
        assertTokens("1.0...2.5", [(num, "1.0"), (op, "..."), (num, "2.5")])
    }

    func testMalformedLiteralsAreOneFlaggedTokenWithDiagnostic() {
        for source in ["1abc", "0b102", "0o8", "0x", "0xG1", "1e", "1e+", "0x1p"] {
            let tokenized = lex(source)
            XCTAssertEqual(tokenized.tokens.count, 1, source)
            XCTAssertEqual(tokenized.tokens.first?.kind, .number, source)
            XCTAssertEqual(tokenized.tokens.first.map(tokenized.text), source)
            XCTAssertNotEqual((tokenized.tokens.first?.flags ?? 0) & Token.Flags.malformed, 0, source)
            XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.malformedNumber], source)
            assertInvariants(tokenized)
        }
    }

    func testNumbersNextToOtherTokens() {
        assertTokens("a[0]+1", [(id, "a"), (pu, "["), (num, "0"), (pu, "]"), (op, "+"), (num, "1")])
        assertTokens("(1,2.5)", [(pu, "("), (num, "1"), (pu, ","), (num, "2.5"), (pu, ")")])
    }
}
