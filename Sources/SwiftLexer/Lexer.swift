/// Swift's lexical grammar over UTF-8 bytes. Any byte sequence gives tokens: malformed source
/// becomes `unknown` tokens or tokens flagged `malformed`, plus diagnostics. Every loop moves
/// forward, nesting lives on an explicit stack, and look-ahead scans share a budget
/// proportional to the file, so time stays linear in the input.
///
/// Where Swift's grammar is ambiguous at the lexical level (regex literal or `/` operator,
/// generic `<…>` or comparison) the rules follow swift-syntax's lexer and parser.
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenizedFile {
        if bytes.isEmpty {
            return TokenizedFile(bytes: [], tokens: [], comments: [], diagnostics: [], lines: LineTable(bytes: UnsafeBufferPointer(start: nil, count: 0)))
        }
        var comments: [Comment] = []
        var diagnostics: [LexDiagnostic] = []
        var lines = LineTable(bytes: UnsafeBufferPointer(start: nil, count: 0))
        var outgrown: [Token]?
        // Swift runs at 0.1 to 0.21 tokens a byte (0.12 on the benchmark corpus, 0.21 on the
        // generated apps): with room for a quarter almost no file outgrows the array's storage.
        let tokens = [Token](unsafeUninitializedCapacity: bytes.count / 4 + 16) { storage, initialized in
            bytes.withUnsafeBufferPointer { buffer in
                CharacterClass.table.withUnsafeBufferPointer { table in
                    var scanner = Scanner(bytes: buffer, classes: table.baseAddress!, tokenStorage: storage)
                    scanner.run()
                    scanner.classifyContextualWords()
                    // The scanner records each line start as it consumes the line break.
                    lines = LineTable(starts: scanner.lineStarts)
                    assert(lines.starts == LineTable(bytes: buffer).starts, "line table out of step with the scanner")
                    comments = scanner.comments
                    diagnostics = scanner.diagnostics
                    outgrown = scanner.tokens.takeOwnedTokens()
                    initialized = outgrown == nil ? scanner.tokens.count : 0
                }
            }
        }
        return TokenizedFile(bytes: bytes, tokens: outgrown ?? tokens, comments: comments, diagnostics: diagnostics, lines: lines)
    }
}

/// ASCII bytes the scanner compares against. Computed, so unoptimized builds read a constant
/// instead of going through a lazy global initializer on every comparison.
enum Byte {
    static var tab: UInt8 { 9 }
    static var newline: UInt8 { 10 }
    static var carriageReturn: UInt8 { 13 }
    static var space: UInt8 { 32 }
    static var quote: UInt8 { 34 } // "
    static var hash: UInt8 { 35 } // #
    static var at: UInt8 { 64 } // @
    static var backtick: UInt8 { 96 } // `
    static var dollar: UInt8 { 36 } // $
    static var backslash: UInt8 { 92 } // backslash
    static var openParen: UInt8 { 40 } // (
    static var closeParen: UInt8 { 41 } // )
    static var openBracket: UInt8 { 91 } // [
    static var closeBracket: UInt8 { 93 } // ]
    static var openBrace: UInt8 { 123 } // {
    static var closeBrace: UInt8 { 125 } // }
    static var comma: UInt8 { 44 } // ,
    static var colon: UInt8 { 58 } // :
    static var semicolon: UInt8 { 59 } // ;
    static var period: UInt8 { 46 } // .
    static var slash: UInt8 { 47 } // /
    static var star: UInt8 { 42 } // *
    static var less: UInt8 { 60 } // <
    static var greater: UInt8 { 62 } // >
    static var equal: UInt8 { 61 } // =
    static var minus: UInt8 { 45 } // -
    static var plus: UInt8 { 43 } // +
    static var amp: UInt8 { 38 } // &
    static var question: UInt8 { 63 } // ?
    static var bang: UInt8 { 33 } // !
    static var zero: UInt8 { 48 } // 0
    static var underscore: UInt8 { 95 } // _
}

/// A string literal whose interpolation `\( … )` the scanner is lexing.
struct StringFrame {
    /// Index of the literal's token in `tokens`.
    var tokenIndex: Int
    /// Number of `#` around the literal.
    var pounds: Int
    var multiline: Bool
    /// `(` opened inside the interpolation and not closed yet.
    var parens: Int
}

/// How a scan of string-literal text stopped.
enum StringScan {
    /// The closing delimiter was read.
    case closed
    /// A line break (single-line literal) or the end of the file came first.
    case unterminated
    /// `\(` (or `\#(` …) opened an interpolation; the scanner is right after its `(`.
    case interpolation
}

/// The lexer's state over one file. Helper methods are `mutating` even when they only read:
/// in unoptimized builds a non-mutating call from a mutating method copies the whole scanner,
/// retaining and releasing its arrays, which made debug builds ten times slower.
/// Its state, driver, output and trivia are here, the hot loop in one file; the rest of the
/// grammar is in `Lexer+<section>.swift`, one extension per part (tokens, numbers, strings,
/// regex literals, operators, generic clauses, contextual keywords).
struct Scanner {
    let p: UnsafePointer<UInt8>
    let n: Int
    let classes: UnsafePointer<UInt8>
    /// Offset of the first byte of each line seen so far: every line break the scanner
    /// consumes (`\n`, `\r\n`, `\r`) appends the offset after it.
    var lineStarts: [Int32] = [0]
    /// `lineStarts.last`.
    private var currentLineStart = 0
    let words = WordTable.shared

    var i = 0
    var tokens: TokenBuffer
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []
    /// Index of each identifier or keyword token that spells a known `Word`, with bit 31 set
    /// inside an availability list; `classifyContextualWords` decides their kind.
    var wordTokens: [UInt32] = []

    /// The string literals whose interpolations enclose the scanner, innermost last.
    var frames: [StringFrame] = []
    /// `Token.Flags.inString` while inside an interpolation, else 0.
    var inStringFlag: UInt8 = 0
    /// The innermost interpolation belongs to a single-line literal: a line break ends the literal.
    var inSingleLineInterpolation = false
    /// Flags for the next token: what trivia came before it.
    var pendingFlags: UInt8 = Token.Flags.spaceBefore | Token.Flags.newlineBefore

    // The previous token of the code being lexed; inside an interpolation, the `(` of `\(` counts
    // as one. `prevKind == nil` at the start of the file.
    var prevKind: TokenKind?
    var prevWord: Word = .none
    var prevStart = 0
    var prevEnd = 0
    /// The previous token is the `?` or `!` of `try?` / `try!`: a `/` next starts a regex (swift-syntax).
    var preferRegex = false
    /// The last `closesOnSameLine` scan: from where, for how many `#`, and the offset of the
    /// closing quote it found (or of the line's end, `closes` false). A later call it covers is
    /// answered from it: `#"""\#(` repeated on one line made every opening scan the rest of it.
    var lastCloseScan: (from: Int, pounds: Int, stop: Int, closes: Bool) = (-1, 0, 0, false)

    /// Open parentheses of an availability list (`@available(…)`, `#available(…)`), where the
    /// parser reads `10.15.4` as a version tuple: integers and periods. 0 outside one.
    var versionParens = 0
    /// Offset of the `>` that closes the generic clause being lexed, or -1.
    var genericClauseEnd = -1
    /// Offset of a `<` known to open a generic parameter clause (`func ==<T>`), or -1.
    var genericOpenAt = -1
    /// Bytes that speculative scans (generic clauses, regex literals) may still read.
    var lookAheadBudget: Int

    init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>, tokenStorage: UnsafeMutableBufferPointer<Token>) {
        self.p = bytes.baseAddress!
        self.n = bytes.count
        self.classes = classes
        lineStarts.reserveCapacity(bytes.count / 24 + 16)
        // Known words are about a third of the tokens.
        wordTokens.reserveCapacity(bytes.count / 24 + 16)
        self.lookAheadBudget = 8 * bytes.count + 4096
        tokens = TokenBuffer(storage: tokenStorage)
    }

    // MARK: Driver

    mutating func run() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if i + 1 < n && p[i] == Byte.hash && p[i + 1] == Byte.bang { i = endOfLine(from: i) }
        skipConflictMarker()
        while true {
            skipTrivia()
            if i >= n { break }
            lexToken()
        }
        while let frame = frames.last {
            popFrame()
            finishString(tokenIndex: frame.tokenIndex, end: n, terminated: false)
        }
    }

    // MARK: Positions and output

    /// Line and column of `offset`, which must be on the current (last seen) line.
    @inline(__always)
    private mutating func position(_ offset: Int) -> (Int32, Int32) {
        (Int32(truncatingIfNeeded: lineStarts.count), Int32(truncatingIfNeeded: offset - currentLineStart + 1))
    }

    /// A line break ends at `end`: a new line starts there.
    @inline(__always)
    private mutating func newLine(at end: Int) {
        lineStarts.append(Int32(truncatingIfNeeded: end))
        currentLineStart = end
    }

    /// Consumes the line break at `i` (`\r\n` as one).
    @inline(__always)
    mutating func consumeLineBreak() {
        if p[i] == Byte.carriageReturn && i + 1 < n && p[i + 1] == Byte.newline { i += 2 } else { i += 1 }
        newLine(at: i)
    }

    /// Records the line breaks inside `start..<end`, text the scanner passed over as one token.
    mutating func recordLineBreaks(from start: Int, to end: Int) {
        var j = start
        while j < end {
            let c = p[j]
            j += 1
            if c == Byte.carriageReturn {
                if j < end && p[j] == Byte.newline { j += 1 }
                newLine(at: j)
            } else if c == Byte.newline {
                newLine(at: j)
            }
        }
    }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, word: Word = .none, flags extra: UInt8 = 0) {
        let (line, column) = position(start)
        tokens.append(Token(kind: kind, flags: pendingFlags | extra | inStringFlag, word: word, offset: Int32(truncatingIfNeeded: start),
                            length: Int32(truncatingIfNeeded: end - start), line: line, column: column))
        pendingFlags = 0
        prevKind = kind
        prevWord = word
        prevStart = start
        prevEnd = end
        preferRegex = false
    }

    mutating func diagnose(_ problem: LexDiagnostic.Problem, at offset: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        diagnostics.append(LexDiagnostic(problem: problem, offset: Int32(truncatingIfNeeded: offset), line: Int32(low + 1),
                                         column: Int32(truncatingIfNeeded: offset - Int(lineStarts[low]) + 1)))
    }

    /// A malformed token of `length` bytes at `i`, with a diagnostic.
    mutating func unknown(length: Int, _ problem: LexDiagnostic.Problem = .unexpectedCharacter) {
        diagnose(problem, at: i)
        emit(.unknown, i, i + length, flags: Token.Flags.malformed)
        i += length
    }

    @inline(__always)
    mutating func isClass(_ byte: UInt8, _ mask: UInt8) -> Bool { classes[Int(byte)] & mask != 0 }

    @inline(__always)
    mutating func byte(at offset: Int) -> UInt8 { offset < n ? p[offset] : 0 }

    mutating func endOfLine(from start: Int) -> Int {
        var j = start
        // Comments are long runs with no line break: eight bytes at a time.
        while j + 8 <= n {
            let word = UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self)
            let breaks = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
            if breaks != 0 { return j + breaks.trailingZeroBitCount / 8 }
            j += 8
        }
        while j < n && p[j] != Byte.newline && p[j] != Byte.carriageReturn { j += 1 }
        return j
    }

    /// The high bit of each byte of `word` that is zero, and of no other byte.
    @inline(__always)
    private func zeroBytes(_ word: UInt64) -> UInt64 {
        // Exact, unlike the shorter `(w - 0x01…) & ~w & 0x80…`, whose borrows can mark a byte
        // after a zero one: here no byte's sum carries into the next.
        let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        while i < n {
            let c = p[i]
            switch c {
            case Byte.space, Byte.tab, 11, 12:
                pendingFlags |= Token.Flags.spaceBefore
                i = endOfSpaces(from: i + 1)
            case Byte.newline, Byte.carriageReturn:
                if inSingleLineInterpolation {
                    // A single-line literal cannot span lines: the line break ends it, unterminated.
                    let frame = frames[frames.count - 1]
                    popFrame()
                    finishString(tokenIndex: frame.tokenIndex, end: i, terminated: false)
                    continue
                }
                pendingFlags |= Token.Flags.spaceBefore | Token.Flags.newlineBefore
                consumeLineBreak()
                skipConflictMarker()
            case Byte.slash where byte(at: i + 1) == Byte.slash:
                lexLineComment()
            case Byte.slash where byte(at: i + 1) == Byte.star:
                lexBlockComment()
            case 0:
                diagnose(.nulByte, at: i)
                pendingFlags |= Token.Flags.spaceBefore
                i += 1
            case 0x80...0xFF:
                guard let (scalar, length) = CharacterClass.decodeScalar(p, i, n),
                      CharacterClass.isUnicodeWhitespace(scalar) else { return }
                pendingFlags |= Token.Flags.spaceBefore
                i += length
            default:
                return
            }
        }
    }

    /// The end of a run of spaces and tabs (indentation), eight bytes at a time.
    @inline(__always)
    private mutating func endOfSpaces(from start: Int) -> Int {
        var j = start
        while j + 8 <= n {
            let word = UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self)
            // High bit of every byte that is neither a space nor a tab.
            let other = ~(zeroBytes(word ^ 0x2020_2020_2020_2020) | zeroBytes(word ^ 0x0909_0909_0909_0909)) & 0x8080_8080_8080_8080
            if other != 0 { return j + other.trailingZeroBitCount / 8 }
            j += 8
        }
        while j < n && (p[j] == Byte.space || p[j] == Byte.tab) { j += 1 }
        return j
    }

    /// `<<<<<<<`, `=======`, `|||||||` and `>>>>>>>` at the start of a line (and Perforce's
    /// `>>>> `, `==== `, `<<<<`): the line is skipped with a diagnostic, so both sides of the
    /// conflict are still lexed.
    private mutating func skipConflictMarker() {
        guard i + 4 <= n else { return }
        let c = p[i]
        guard c == Byte.less || c == Byte.equal || c == Byte.greater || c == UInt8(ascii: "|") else { return }
        var k = i + 1
        while k < n && k < i + 7 && p[k] == c { k += 1 }
        let after = byte(at: k)
        let endsLine = k == n || after == Byte.newline || after == Byte.carriageReturn
        switch k - i {
        case 7:
            guard endsLine || after == Byte.space else { return }
        case 4:
            // Perforce: `>>>> ORIGINAL`, `==== THEIRS`, `<<<<` alone.
            guard c != UInt8(ascii: "|"), (c == Byte.less ? endsLine : after == Byte.space) else { return }
        default:
            return
        }
        diagnose(.mergeConflictMarker, at: i)
        i = endOfLine(from: i)
        pendingFlags |= Token.Flags.spaceBefore
    }

    private mutating func lexLineComment() {
        let start = i
        i = endOfLine(from: i + 2)
        let isDoc = byte(at: start + 2) == Byte.slash && byte(at: start + 3) != Byte.slash
        let (line, column) = position(start)
        recordComment(start: start, line: line, column: column, isDoc: isDoc, isBlock: false)
    }

    private mutating func lexBlockComment() {
        let start = i
        let (line, column) = position(start)
        var depth = 0
        var sawNewline = false
        while i < n {
            let c = p[i]
            if c == Byte.slash && byte(at: i + 1) == Byte.star {
                depth += 1
                i += 2
            } else if c == Byte.star && byte(at: i + 1) == Byte.slash {
                depth -= 1
                i += 2
                if depth == 0 { break }
            } else if c == Byte.newline || c == Byte.carriageReturn {
                sawNewline = true
                consumeLineBreak()
            } else {
                i += 1
            }
        }
        if depth > 0 { diagnose(.unterminatedBlockComment, at: start) }
        if sawNewline { pendingFlags |= Token.Flags.newlineBefore }
        let isDoc = byte(at: start + 2) == Byte.star && byte(at: start + 3) != Byte.star && byte(at: start + 3) != Byte.slash
        recordComment(start: start, line: line, column: column, isDoc: isDoc, isBlock: true)
    }

    private mutating func recordComment(start: Int, line: Int32, column: Int32, isDoc: Bool, isBlock: Bool) {
        comments.append(Comment(offset: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: i - start),
                                line: line, column: column, isDoc: isDoc, isBlock: isBlock))
        pendingFlags |= Token.Flags.spaceBefore
    }
}
