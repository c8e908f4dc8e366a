/// The token kinds of `docs/source-model.md`.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier
    case keyword
    case number
    case string
    case regex
    case `operator`
    case punctuation
    case attribute
    case pound
    case unknown

    /// The name used in JSON output and tables.
    public var name: String {
        switch self {
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .number: return "number"
        case .string: return "string"
        case .regex: return "regex"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .attribute: return "attribute"
        case .pound: return "pound"
        case .unknown: return "unknown"
        }
    }
}

/// One token: a byte range of the source plus its position. Plain values only, so a
/// token array is one allocation however many tokens a file has.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// Bit set of `Token.Flags`.
    public var flags: UInt8
    /// The known word this identifier or keyword spells, `.none` for any other token.
    public var word: Word
    /// 0-based UTF-8 byte offset of the first byte.
    public var offset: Int32
    /// Length in bytes.
    public var length: Int32
    /// 1-based line of the first byte.
    public var line: Int32
    /// 1-based column of the first byte, counted in UTF-8 bytes.
    public var column: Int32

    public init(kind: TokenKind, flags: UInt8 = 0, word: Word = .none, offset: Int32, length: Int32, line: Int32 = 0, column: Int32 = 0) {
        self.kind = kind
        self.flags = flags
        self.word = word
        self.offset = offset
        self.length = length
        self.line = line
        self.column = column
    }

    public enum Flags {
        /// The token is code inside a string interpolation `\( … )`.
        public static let inString: UInt8 = 1
        /// Whitespace, a comment or the start of the file comes right before the token.
        public static let spaceBefore: UInt8 = 2
        /// A line break (possibly inside a comment) comes before the token and after the previous one.
        public static let newlineBefore: UInt8 = 4
        /// A string or comment that is not closed, or a malformed literal.
        public static let malformed: UInt8 = 8
    }

    @inlinable public var isInString: Bool { flags & Flags.inString != 0 }
    @inlinable public var hasSpaceBefore: Bool { flags & Flags.spaceBefore != 0 }
    @inlinable public var startsLine: Bool { flags & Flags.newlineBefore != 0 }
    @inlinable public var end: Int32 { offset + length }
}

/// A comment: its byte range (delimiters included) and where it starts.
public struct Comment: Sendable, Equatable {
    public var offset: Int32
    public var length: Int32
    public var line: Int32
    public var column: Int32
    /// `///` or `/** */`.
    public var isDoc: Bool
    /// `/* … */` (possibly nested) rather than `// …`.
    public var isBlock: Bool

    public init(offset: Int32, length: Int32, line: Int32, column: Int32, isDoc: Bool, isBlock: Bool) {
        self.offset = offset
        self.length = length
        self.line = line
        self.column = column
        self.isDoc = isDoc
        self.isBlock = isBlock
    }
}

/// Something the lexer could not read as well-formed Swift. Lexing goes on after it.
public struct LexDiagnostic: Sendable, Equatable {
    public enum Problem: String, Sendable {
        case invalidUTF8 = "invalid UTF-8"
        case nulByte = "NUL byte"
        case unterminatedString = "unterminated string literal"
        case unterminatedBlockComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case unexpectedCharacter = "unexpected character"
        case mergeConflictMarker = "merge-conflict marker"
        case malformedNumber = "malformed number literal"
        case unexpectedBlockCommentEnd = "unexpected end of block comment"
        case singleQuotedString = "single-quoted string literal"
    }

    public var problem: Problem
    public var offset: Int32
    public var line: Int32
    public var column: Int32

    public init(problem: Problem, offset: Int32, line: Int32, column: Int32) {
        self.problem = problem
        self.offset = offset
        self.line = line
        self.column = column
    }
}
