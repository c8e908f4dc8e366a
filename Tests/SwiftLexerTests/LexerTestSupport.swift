import XCTest
import SwiftLexer

/// Tokenizes UTF-8 text.
func lex(_ source: String) -> TokenizedFile {
    Lexer.tokenize(Array(source.utf8))
}

private func render(_ tokens: [(TokenKind, String)]) -> String {
    tokens.map { "(\($0.0.name), \($0.1.debugDescription))" }.joined(separator: " ")
}

/// The exact token sequence, kind and text, of `source`; also checks the general invariants.
func assertTokens(_ source: String, _ expected: [(TokenKind, String)], file: StaticString = #filePath, line: UInt = #line) {
    let tokenized = lex(source)
    let actual = tokenized.tokens.map { ($0.kind, tokenized.text($0)) }
    let same = actual.count == expected.count && !zip(actual, expected).contains { $0.0 != $1.0 || $0.1 != $1.1 }
    if !same {
        var message = "tokens of \(source.debugDescription)\n  expected: \(render(expected))\n  actual:   \(render(actual))"
        if let index = Array(zip(actual, expected)).firstIndex(where: { $0.0 != $1.0 || $0.1 != $1.1 }) {
            message += "\n  first difference at token \(index)"
        }
        XCTFail(message, file: file, line: line)
    }
    assertInvariants(tokenized, file: file, line: line)
}

/// Kind, text and whether the token is code inside a string interpolation.
func assertTokens(_ source: String, _ expected: [(TokenKind, String, Bool)], file: StaticString = #filePath, line: UInt = #line) {
    let tokenized = lex(source)
    let actual = tokenized.tokens.map { ($0.kind, tokenized.text($0), $0.isInString) }
    let same = actual.count == expected.count && !zip(actual, expected).contains { $0.0 != $1.0 || $0.1 != $1.1 || $0.2 != $1.2 }
    if !same {
        let show: ([(TokenKind, String, Bool)]) -> String = { list in
            list.map { "(\($0.0.name), \($0.1.debugDescription)\($0.2 ? ", inString" : ""))" }.joined(separator: " ")
        }
        XCTFail("tokens of \(source.debugDescription)\n  expected: \(show(expected))\n  actual:   \(show(actual))", file: file, line: line)
    }
    assertInvariants(tokenized, file: file, line: line)
}

/// Text, line and column of every token.
func assertPositions(_ source: String, _ expected: [(String, Int32, Int32)], file: StaticString = #filePath, line: UInt = #line) {
    let tokenized = lex(source)
    let actual = tokenized.tokens.map { (tokenized.text($0), $0.line, $0.column) }
    let same = actual.count == expected.count && !zip(actual, expected).contains { $0.0 != $1.0 || $0.1 != $1.1 || $0.2 != $1.2 }
    if !same {
        let show: ([(String, Int32, Int32)]) -> String = { list in
            list.map { "\($0.0.debugDescription)@\($0.1):\($0.2)" }.joined(separator: " ")
        }
        XCTFail("positions of \(source.debugDescription)\n  expected: \(show(expected))\n  actual:   \(show(actual))", file: file, line: line)
    }
    assertInvariants(tokenized, file: file, line: line)
}

/// What must hold for any input: tokens lie inside the file, in strictly increasing offsets,
/// without overlapping (except code inside a string literal's interpolation, flagged
/// `inString`), with line and column agreeing with the line table; the same for comments and
/// diagnostics.
func assertInvariants(_ tokenized: TokenizedFile, file: StaticString = #filePath, line: UInt = #line) {
    let size = Int32(tokenized.bytes.count)
    var previous: Token?
    var openStrings: [Int32] = [] // ends of the string literals enclosing the current token
    var problems: [String] = []
    for token in tokenized.tokens {
        if problems.count > 5 { break }
        if token.offset < 0 || token.length <= 0 || token.end > size {
            problems.append("token outside the file or empty: \(token)")
            continue
        }
        if let previous, token.offset <= previous.offset {
            problems.append("offsets not increasing at \(token)")
        }
        while let end = openStrings.last, end <= token.offset { openStrings.removeLast() }
        if token.isInString {
            if let end = openStrings.last {
                if token.end > end { problems.append("interpolated token past its string: \(token)") }
            } else {
                problems.append("inString token outside any string: \(token)")
            }
        } else if !openStrings.isEmpty {
            problems.append("token inside a string but not flagged inString: \(token)")
        }
        if let previous, token.offset < previous.end, previous.kind != .string {
            problems.append("token overlaps the previous one: \(token)")
        }
        let (expectedLine, expectedColumn) = tokenized.lines.position(of: token.offset)
        if token.line != expectedLine || token.column != expectedColumn {
            problems.append("position \(token.line):\(token.column) should be \(expectedLine):\(expectedColumn) for \(token)")
        }
        if token.kind == .string { openStrings.append(token.end) }
        previous = token
    }
    var previousComment: Comment?
    for comment in tokenized.comments {
        if comment.offset < 0 || comment.length < 2 || comment.offset + comment.length > size {
            problems.append("comment outside the file: \(comment)")
        }
        if let previousComment, comment.offset < previousComment.offset + previousComment.length {
            problems.append("comments overlap: \(comment)")
        }
        let (expectedLine, expectedColumn) = tokenized.lines.position(of: comment.offset)
        if comment.line != expectedLine || comment.column != expectedColumn {
            problems.append("comment position \(comment.line):\(comment.column) should be \(expectedLine):\(expectedColumn)")
        }
        previousComment = comment
    }
    for diagnostic in tokenized.diagnostics {
        if diagnostic.offset < 0 || diagnostic.offset > size {
            problems.append("diagnostic outside the file: \(diagnostic)")
        }
        let (expectedLine, expectedColumn) = tokenized.lines.position(of: diagnostic.offset)
        if diagnostic.line != expectedLine || diagnostic.column != expectedColumn {
            problems.append("diagnostic position \(diagnostic.line):\(diagnostic.column) should be \(expectedLine):\(expectedColumn)")
        }
    }
    if !problems.isEmpty {
        XCTFail("invariants broken:\n  " + problems.prefix(6).joined(separator: "\n  "), file: file, line: line)
    }
}

/// The problems the lexer diagnosed, in order.
func problems(_ source: String) -> [LexDiagnostic.Problem] {
    lex(source).diagnostics.map(\.problem)
}

/// Shorthands for expected tokens.
let id = TokenKind.identifier, kw = TokenKind.keyword, num = TokenKind.number, str = TokenKind.string
let re = TokenKind.regex, op = TokenKind.operator, pu = TokenKind.punctuation, attr = TokenKind.attribute
let pound = TokenKind.pound, unknownKind = TokenKind.unknown
