import TestSupport
import XCTest
import SwiftLexer

/// Any byte sequence is valid input: the lexer returns tokens (with `unknown` tokens, `malformed`
/// flags and diagnostics where the source is malformed), never crashes, never recurses without
/// bound, and stays linear in time.
final class RobustnessTests: XCTestCase {
    private func tokenize(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> TokenizedFile {
        let tokenized = Lexer.tokenize(bytes)
        assertInvariants(tokenized, file: file, line: line)
        return tokenized
    }

    /// `pattern` repeated up to `size` bytes (whole repetitions only).
    private func repeated(_ pattern: String, size: Int) -> [UInt8] {
        let unit = Array(pattern.utf8)
        let count = size / unit.count * unit.count
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard count > 0, let base = buffer.baseAddress else { return }
            unit.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress!, count: unit.count) }
            var filled = unit.count
            while filled < count {
                let chunk = min(filled, count - filled)
                (base + filled).initialize(from: base, count: chunk)
                filled += chunk
            }
            initialized = count
        }
    }

    #if DEBUG
    // Unoptimized builds are some twenty times slower: smaller inputs, still far too big for
    // anything quadratic to finish. Release builds (`swift test -c release`) use the full sizes.
    private let oneLineSize = 4_000_000
    private let bigSize = 2_000_000
    #else
    private let oneLineSize = 20_000_000
    private let bigSize = 20_000_000
    #endif

    func testEmptyFile() {
        let tokenized = tokenize([])
        XCTAssertTrue(tokenized.tokens.isEmpty)
        XCTAssertTrue(tokenized.comments.isEmpty)
        XCTAssertTrue(tokenized.diagnostics.isEmpty)
        XCTAssertEqual(tokenized.lines.lineCount, 1)
        XCTAssertEqual(tokenized.lines.position(of: 0).line, 1)
    }

    func testTriviaOnlyFiles() {
        for source in [" ", "\n", "\r\n", "\t\t", "// c", "/* c */", "\n\n\n", "\u{FEFF}", "#!/bin/sh"] {
            let tokenized = tokenize(Array(source.utf8))
            XCTAssertTrue(tokenized.tokens.isEmpty, source.debugDescription)
            XCTAssertTrue(tokenized.diagnostics.isEmpty, source.debugDescription)
        }
    }

    func testInvalidUTF8() {
        let bytes: [UInt8] = Array("let ".utf8) + [0xFF, 0xFE] + Array(" x".utf8)
        let tokenized = tokenize(bytes)
        XCTAssertEqual(tokenized.tokens.map(\.kind), [.keyword, .unknown, .identifier])
        XCTAssertEqual(tokenized.tokens[1].length, 2)
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.invalidUTF8])

        // Truncated, overlong, surrogate and lone continuation sequences.
        for bad: [UInt8] in [[0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80], [0xF5, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x98]] {
            let tokenized = tokenize(Array("a ".utf8) + bad + Array(" b".utf8))
            XCTAssertEqual(tokenized.tokens.first?.kind, .identifier)
            XCTAssertEqual(tokenized.tokens.last?.kind, .identifier)
            XCTAssertTrue(tokenized.tokens.contains { $0.kind == .unknown }, "\(bad)")
            XCTAssertEqual(tokenized.diagnostics.first?.problem, .invalidUTF8, "\(bad)")
        }
        // Inside strings and comments invalid bytes are just text.
        let inString = tokenize(Array("\"a".utf8) + [0xFF] + Array("\" // ".utf8) + [0xC3])
        XCTAssertEqual(inString.tokens.map(\.kind), [.string])
        XCTAssertEqual(inString.tokens[0].length, 4)
        XCTAssertEqual(inString.comments.count, 1)
        // Text of malformed bytes is repaired, not trapped on.
        XCTAssertEqual(inString.text(inString.tokens[0]), "\"a\u{FFFD}\"")
    }

    func testNULBytes() {
        let tokenized = tokenize(Array("let".utf8) + [0] + Array("x = \"a".utf8) + [0] + Array("b\"".utf8))
        XCTAssertEqual(tokenized.tokens.map { tokenized.text($0) }, ["let", "x", "=", "\"a\u{0}b\""])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.nulByte])
        let onlyNul = tokenize([0, 0, 0])
        XCTAssertTrue(onlyNul.tokens.isEmpty)
        XCTAssertEqual(onlyNul.diagnostics.count, 3)
    }

    func testLiteralsLeftOpenAtEndOfFile() {
        let cases: [(String, TokenKind, LexDiagnostic.Problem)] = [
            ("\"", .string, .unterminatedString),
            ("\"abc", .string, .unterminatedString),
            ("\"\"\"", .string, .unterminatedString),
            ("\"\"\"\nabc\n", .string, .unterminatedString),
            ("#\"abc", .string, .unterminatedString),
            ("##\"\"\"\nabc\"\"\"#", .string, .unterminatedString),
            ("\"\\(", .string, .unterminatedString),
            ("\"\"\"\n\\(x", .string, .unterminatedString),
            ("#/", .regex, .unterminatedRegex),
            ("#/abc", .regex, .unterminatedRegex),
            ("##/abc/#", .regex, .unterminatedRegex),
        ]
        for (source, kind, problem) in cases {
            let tokenized = tokenize(Array(source.utf8))
            XCTAssertEqual(tokenized.tokens.first?.kind, kind, source.debugDescription)
            XCTAssertNotEqual((tokenized.tokens.first?.flags ?? 0) & Token.Flags.malformed, 0, source.debugDescription)
            XCTAssertEqual(tokenized.diagnostics.first?.problem, problem, source.debugDescription)
            XCTAssertEqual(tokenized.diagnostics.first?.offset, 0, source.debugDescription)
        }
        let comment = tokenize(Array("x /* a /* b */".utf8))
        XCTAssertEqual(comment.tokens.count, 1)
        XCTAssertEqual(comment.comments.count, 1)
        XCTAssertEqual(comment.diagnostics.map(\.problem), [.unterminatedBlockComment])
        let backtick = tokenize(Array("let `x = 1".utf8))
        XCTAssertEqual(backtick.tokens.map(\.kind), [.keyword, .unknown, .identifier, .punctuation, .number])
    }

    /// The scanner writes into an array sized for a token per four bytes; a denser file moves
    /// its tokens to memory of the scanner's own: none is lost, reordered or left unclassified.
    func testMoreTokensThanTheArrayIsSizedFor() {
        for size in [1, 15, 16, 17, 21, 22, 64, 1000, 40_000] {
            let tokens = tokenize(Array(String(repeating: ";", count: size).utf8)).tokens
            XCTAssertEqual(tokens.map(\.offset), (0..<size).map(Int32.init), "\(size) semicolons")
            XCTAssertTrue(tokens.allSatisfy { $0.kind == .punctuation && $0.length == 1 })
        }
        // Strings closed after their interpolations (their tokens are rewritten) and contextual
        // words (classified once the file is read): the same tokens dense as spaced out.
        let unit = #""s\(v)";get{set};"#
        func shapes(_ source: String) -> [String] {
            let file = tokenize(Array(source.utf8))
            return file.tokens.map { "\($0.kind) \($0.word) \(file.text($0))" }
        }
        let dense = shapes(String(repeating: unit, count: 300))
        let spaced = shapes(String(repeating: unit + String(repeating: " ", count: 80), count: 300))
        XCTAssertGreaterThan(dense.count, String(repeating: unit, count: 300).utf8.count / 4 + 16, "outgrows the array")
        XCTAssertEqual(dense, spaced)
    }

    func testHundredThousandNestedParenthesesAndBraces() {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("{", "}"), ("[", "]")] {
            let source = String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
            let tokenized = tokenize(Array(source.utf8))
            XCTAssertEqual(tokenized.tokens.count, 2 * depth + 1)
            XCTAssertTrue(tokenized.diagnostics.isEmpty)
        }
        // Unbalanced: only openers.
        let openers = tokenize(Array(String(repeating: "({[", count: depth).utf8))
        XCTAssertEqual(openers.tokens.count, 3 * depth)
    }

    func testDeeplyNestedInterpolationsAndComments() {
        let depth = 20_000
        let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let tokenized = tokenize(Array(source.utf8))
        XCTAssertEqual(tokenized.tokens.count, depth + 1)
        XCTAssertTrue(tokenized.diagnostics.isEmpty)

        let open = tokenize(Array(String(repeating: #""\("#, count: depth).utf8))
        XCTAssertEqual(open.tokens.count, depth)
        XCTAssertEqual(open.diagnostics.count, depth)

        let comments = tokenize(Array((String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x").utf8))
        XCTAssertEqual(comments.tokens.count, 1)
        XCTAssertEqual(comments.comments.count, 1)
    }

    func testTwentyMegabytesOnOneLine() {
        // 20 MB in release builds, 4 MB in debug builds (see `oneLineSize`).
        // Generic look-ahead is the most expensive pattern: every `<` right after a name starts one,
        // and none closes.
        let bytes = repeated("abcdefghij<", size: oneLineSize)
        let tokenized = tokenize(bytes)
        XCTAssertEqual(tokenized.tokens.count, bytes.count / 11 * 2)
        XCTAssertEqual(tokenized.tokens.last?.line, 1)
        XCTAssertEqual(tokenized.tokens.last?.column, Int32(bytes.count))
        XCTAssertEqual(tokenized.tokens.last?.kind, .operator)
        XCTAssertTrue(tokenized.diagnostics.isEmpty)
    }

    func testLongLinesStressingLookAhead() {
        // Regex look-ahead after `(`, `/` that never closes, multi-line regexes never closed,
        // generic clauses never closed, raw strings that look multi-line.
        let patterns = ["a<", "(/(/", "a /b ", "(/a ", "x = /a", "#/\n", "f<a, b ", "a<(b)<[c]", "#\"\"\" ", "\"\\(\"\\(", "/*/", "<<<<<<< a\n"]
        for pattern in patterns {
            let bytes = repeated(pattern, size: bigSize / 4)
            let start = Date()
            _ = tokenize(bytes)
            XCTAssertLessThan(Date().timeIntervalSince(start), 10, pattern)
        }
    }

    func testMergeConflictMarkers() {
        let source = "let a = 1\n<<<<<<< HEAD\nlet b = 2\n=======\nlet b = 3\n>>>>>>> branch\nlet c = 4\n"
        let tokenized = tokenize(Array(source.utf8))
        XCTAssertEqual(tokenized.tokens.map { tokenized.text($0) }, ["let", "a", "=", "1", "let", "b", "=", "2", "let", "b", "=", "3", "let", "c", "=", "4"])
        XCTAssertEqual(tokenized.diagnostics.map(\.problem), [.mergeConflictMarker, .mergeConflictMarker, .mergeConflictMarker])
        XCTAssertEqual(tokenized.diagnostics.map(\.line), [2, 4, 6])
        // Not at the start of a line: ordinary operators.
        assertTokens("a <<<<<<< b", [(id, "a"), (op, "<<<<<<<"), (id, "b")])
    }

    func testUnexpectedCharacters() {
        let tokenized = tokenize(Array("a \u{02} b \u{01} c \u{7F} d".utf8))
        XCTAssertEqual(tokenized.tokens.map(\.kind), [.identifier, .unknown, .identifier, .unknown, .identifier, .unknown, .identifier])
        XCTAssertEqual(tokenized.diagnostics.count, 3)
        for token in tokenized.tokens where token.kind == .unknown {
            XCTAssertNotEqual(token.flags & Token.Flags.malformed, 0)
        }
    }

    func testRandomBytes() {
        var random = SeededGenerator(seed: 42)
        let interesting = Array("\"#/\\()[]{}<>`@$'*?!.=-&\n\r\t 0x1e_p\u{0}".utf8) + [0xC3, 0xA9, 0xE2, 0x88, 0x9A, 0xFF, 0x80]
        for _ in 0..<3_000 {
            let length = random.below(80)
            var bytes = [UInt8]()
            for _ in 0..<length {
                bytes.append(random.below(4) == 0 ? UInt8(truncatingIfNeeded: random.next()) : interesting[random.below(interesting.count)])
            }
            _ = tokenize(bytes)
        }
    }

    func testRandomSwiftFragments() {
        var random = SeededGenerator(seed: 7)
        let fragments = [
            "let ", "x", " = ", "\"", "\"\"\"", "\n", "\\(", ")", "(", "#", "/", "/*", "*/", "//", "<", ">", ">>", "Array", "{", "}",
            "#\"", "\"#", "#/", "/#", "`", "@objc", "#if", "1.5e-3", "0x1p", ".", "...", "?", "!", "&", "->", "$0", "é", "\r\n",
            "try?", " ", "func ", "==<", "T", ",", ":", "[", "]", "\\", "'", "\u{0}",
        ]
        for _ in 0..<3_000 {
            var source = ""
            for _ in 0..<random.below(40) { source += fragments[random.below(fragments.count)] }
            _ = tokenize(Array(source.utf8))
        }
    }
}
