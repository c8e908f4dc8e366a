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
        let (tokens, comments, diagnostics, lines) = bytes.withUnsafeBufferPointer { buffer in
            CharacterClass.table.withUnsafeBufferPointer { table in
                var scanner = Scanner(bytes: buffer, classes: table.baseAddress!)
                scanner.run()
                scanner.classifyContextualWords()
                // The scanner records each line start as it consumes the line break.
                let lines = LineTable(starts: scanner.lineStarts)
                assert(lines.starts == LineTable(bytes: buffer).starts, "line table out of step with the scanner")
                return (scanner.tokens, scanner.comments, scanner.diagnostics, lines)
            }
        }
        return TokenizedFile(bytes: bytes, tokens: tokens, comments: comments, diagnostics: diagnostics, lines: lines)
    }
}

/// ASCII bytes the scanner compares against. Computed, so unoptimized builds read a constant
/// instead of going through a lazy global initializer on every comparison.
private enum Byte {
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
private struct StringFrame {
    /// Index of the literal's token in `tokens`.
    var tokenIndex: Int
    /// Number of `#` around the literal.
    var pounds: Int
    var multiline: Bool
    /// `(` opened inside the interpolation and not closed yet.
    var parens: Int
}

/// How a scan of string-literal text stopped.
private enum StringScan {
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
struct Scanner {
    private let p: UnsafePointer<UInt8>
    private let n: Int
    private let classes: UnsafePointer<UInt8>
    /// Offset of the first byte of each line seen so far: every line break the scanner
    /// consumes (`\n`, `\r\n`, `\r`) appends the offset after it.
    var lineStarts: [Int32] = [0]
    /// `lineStarts.last`.
    private var currentLineStart = 0
    private let words = WordTable.shared

    private var i = 0
    var tokens: [Token] = []
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []
    /// Index of each identifier or keyword token that spells a known `Word`, with bit 31 set
    /// inside an availability list; `classifyContextualWords` decides their kind.
    private var wordTokens: [UInt32] = []

    /// The string literals whose interpolations enclose the scanner, innermost last.
    private var frames: [StringFrame] = []
    /// `Token.Flags.inString` while inside an interpolation, else 0.
    private var inStringFlag: UInt8 = 0
    /// The innermost interpolation belongs to a single-line literal: a line break ends the literal.
    private var inSingleLineInterpolation = false
    /// Flags for the next token: what trivia came before it.
    private var pendingFlags: UInt8 = Token.Flags.spaceBefore | Token.Flags.newlineBefore

    // The previous token of the code being lexed; inside an interpolation, the `(` of `\(` counts
    // as one. `prevKind == nil` at the start of the file.
    private var prevKind: TokenKind?
    private var prevWord: Word = .none
    private var prevStart = 0
    private var prevEnd = 0
    /// The previous token is the `?` or `!` of `try?` / `try!`: a `/` next starts a regex (swift-syntax).
    private var preferRegex = false
    /// The last `closesOnSameLine` scan: from where, for how many `#`, and the offset of the
    /// closing quote it found (or of the line's end, `closes` false). A later call it covers is
    /// answered from it: `#"""\#(` repeated on one line made every opening scan the rest of it.
    private var lastCloseScan: (from: Int, pounds: Int, stop: Int, closes: Bool) = (-1, 0, 0, false)

    /// Open parentheses of an availability list (`@available(…)`, `#available(…)`), where the
    /// parser reads `10.15.4` as a version tuple: integers and periods. 0 outside one.
    private var versionParens = 0
    /// Offset of the `>` that closes the generic clause being lexed, or -1.
    private var genericClauseEnd = -1
    /// Offset of a `<` known to open a generic parameter clause (`func ==<T>`), or -1.
    private var genericOpenAt = -1
    /// Bytes that speculative scans (generic clauses, regex literals) may still read.
    private var lookAheadBudget: Int

    init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) {
        self.p = bytes.baseAddress!
        self.n = bytes.count
        self.classes = classes
        lineStarts.reserveCapacity(bytes.count / 24 + 16)
        self.lookAheadBudget = 8 * bytes.count + 4096
        // Swift runs at 0.1 to 0.21 tokens a byte (0.12 on the benchmark corpus, 0.21 on the
        // generated apps): with room for a quarter almost no file regrows (and copies) its tokens.
        tokens.reserveCapacity(bytes.count / 4 + 16)
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
    private mutating func consumeLineBreak() {
        if p[i] == Byte.carriageReturn && i + 1 < n && p[i + 1] == Byte.newline { i += 2 } else { i += 1 }
        newLine(at: i)
    }

    /// Records the line breaks inside `start..<end`, text the scanner passed over as one token.
    private mutating func recordLineBreaks(from start: Int, to end: Int) {
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
    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, word: Word = .none, flags extra: UInt8 = 0) {
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

    private mutating func diagnose(_ problem: LexDiagnostic.Problem, at offset: Int) {
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
    private mutating func unknown(length: Int, _ problem: LexDiagnostic.Problem = .unexpectedCharacter) {
        diagnose(problem, at: i)
        emit(.unknown, i, i + length, flags: Token.Flags.malformed)
        i += length
    }

    @inline(__always)
    private mutating func isClass(_ byte: UInt8, _ mask: UInt8) -> Bool { classes[Int(byte)] & mask != 0 }

    @inline(__always)
    private mutating func byte(at offset: Int) -> UInt8 { offset < n ? p[offset] : 0 }

    private mutating func endOfLine(from start: Int) -> Int {
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

    // MARK: Tokens

    private mutating func lexToken() {
        let c = p[i]
        let characterClass = classes[Int(c)]
        if characterClass & CharacterClass.identifierStart != 0 { lexIdentifier(headLength: 1); return }
        if characterClass & CharacterClass.digit != 0 { lexNumber(); return }
        switch c {
        case Byte.quote:
            openString(start: i, quote: i, pounds: 0)
        case Byte.hash:
            lexPound()
        case Byte.at:
            lexAttribute()
        case Byte.backtick:
            lexBacktickIdentifier()
        case Byte.dollar:
            let start = i
            i += 1
            lexIdentifierBody()
            emit(.identifier, start, i)
        case Byte.openParen:
            if !frames.isEmpty { frames[frames.count - 1].parens += 1 }
            if versionParens > 0 {
                versionParens += 1
            } else if prevKind == .attribute || prevKind == .pound, opensVersionList() {
                versionParens = 1
            }
            punctuation()
        case Byte.closeParen:
            if !frames.isEmpty {
                if frames[frames.count - 1].parens == 0 {
                    i += 1
                    resumeString()
                    return
                }
                frames[frames.count - 1].parens -= 1
            }
            if versionParens > 0 { versionParens -= 1 }
            punctuation()
        case Byte.colon:
            if byte(at: i + 1) == Byte.colon {
                // `Module::name` (module selector): one token, as swift-syntax lexes it.
                emit(.punctuation, i, i + 2)
                i += 2
            } else {
                punctuation()
            }
        case Byte.openBracket, Byte.closeBracket, Byte.openBrace, Byte.closeBrace, Byte.comma, Byte.semicolon, Byte.backslash:
            punctuation()
        case UInt8(ascii: "'"):
            lexSingleQuotedString()
        case Byte.period:
            let next = byte(at: i + 1)
            let afterBackslash = prevKind == .punctuation && prevEnd == i && p[prevStart] == Byte.backslash
            if afterBackslash || (next == Byte.less && byte(at: i + 2) == Byte.hash) {
                punctuation() // `\.?.x` key path; `.<#name#>`
            } else if next == Byte.period || isClass(next, CharacterClass.operatorCharacter)
                || (next >= 0x80 && CharacterClass.decodeScalar(p, i + 1, n).map { CharacterClass.isOperatorContinuation($0.scalar) } == true) {
                lexOperator(headLength: 1)
            } else {
                punctuation()
            }
        case 0x80...0xFF:
            lexNonASCII()
        default:
            if characterClass & CharacterClass.operatorCharacter != 0 {
                lexOperator(headLength: 1)
            } else {
                unknown(length: 1)
            }
        }
    }

    /// The previous token names an attribute or condition whose arguments hold version tuples.
    private mutating func opensVersionList() -> Bool {
        switch prevEnd - prevStart {
        case 10: return spells(prevStart, prevEnd, "@available") || spells(prevStart, prevEnd, "#available")
        case 12: return spells(prevStart, prevEnd, "#unavailable") || spells(prevStart, prevEnd, "@_specialize")
            || spells(prevStart, prevEnd, "@_backDeploy")
        case 13: return spells(prevStart, prevEnd, "@backDeployed")
        case 15: return spells(prevStart, prevEnd, "@_spi_available")
        case 21: return spells(prevStart, prevEnd, "@_originallyDefinedIn")
        default: return false
        }
    }

    /// `'a'`: not Swift, but lexed as swift-syntax does, one malformed string up to the closing
    /// `'` on the same line.
    private mutating func lexSingleQuotedString() {
        let start = i
        var j = i + 1
        while j < n {
            let c = p[j]
            if c == Byte.newline || c == Byte.carriageReturn { break }
            j += 1
            if c == UInt8(ascii: "'") { break }
            if c == Byte.backslash && j < n && p[j] != Byte.newline && p[j] != Byte.carriageReturn { j += 1 }
        }
        diagnose(.singleQuotedString, at: start)
        emit(.string, start, j, flags: Token.Flags.malformed)
        i = j
    }

    @inline(__always)
    private mutating func punctuation() {
        emit(.punctuation, i, i + 1)
        i += 1
    }

    @inline(__always)
    private mutating func lexIdentifier(headLength: Int) {
        let start = i
        i = endOfIdentifier(from: i + headLength)
        let word = words.lookup(p + start, i - start)
        if word == .none {
            emit(.identifier, start, i)
        } else {
            wordTokens.append(UInt32(truncatingIfNeeded: tokens.count) | (versionParens > 0 ? 0x8000_0000 : 0))
            emit(word.isReserved ? .keyword : .identifier, start, i, word: word)
        }
    }

    private mutating func lexIdentifierBody() {
        i = endOfIdentifier(from: i)
    }

    /// The end of the identifier characters starting at `start`.
    @inline(__always)
    private mutating func endOfIdentifier(from start: Int) -> Int {
        var j = start
        // Four bytes per bounds check while the name is ASCII.
        while j + 4 <= n && classes[Int(p[j])] & classes[Int(p[j + 1])] & classes[Int(p[j + 2])] & classes[Int(p[j + 3])]
                & CharacterClass.identifierBody != 0 {
            j += 4
        }
        while j < n {
            let c = p[j]
            if classes[Int(c)] & CharacterClass.identifierBody != 0 {
                j += 1
            } else if c >= 0x80, let (scalar, length) = CharacterClass.decodeScalar(p, j, n),
                      CharacterClass.isIdentifierContinuation(scalar) {
                j += length
            } else {
                break
            }
        }
        return j
    }

    private mutating func startsIdentifier(at offset: Int) -> Bool {
        guard offset < n else { return false }
        let c = p[offset]
        if c < 0x80 { return isClass(c, CharacterClass.identifierStart) }
        guard let (scalar, _) = CharacterClass.decodeScalar(p, offset, n) else { return false }
        return CharacterClass.isIdentifierStart(scalar)
    }

    private mutating func lexNonASCII() {
        guard let (scalar, length) = CharacterClass.decodeScalar(p, i, n) else {
            // One unknown token for a whole run of undecodable bytes.
            let start = i
            diagnose(.invalidUTF8, at: start)
            i += 1
            while i < n && p[i] >= 0x80 && CharacterClass.decodeScalar(p, i, n) == nil { i += 1 }
            emit(.unknown, start, i, flags: Token.Flags.malformed)
            return
        }
        if CharacterClass.isIdentifierStart(scalar) {
            lexIdentifier(headLength: length)
        } else if CharacterClass.isOperatorHead(scalar) {
            lexOperator(headLength: length)
        } else if CharacterClass.isIdentifierContinuation(scalar) {
            // A combining mark cannot start a name; keep the run together as one malformed name.
            let start = i
            diagnose(.unexpectedCharacter, at: start)
            i += length
            lexIdentifierBody()
            emit(.identifier, start, i, flags: Token.Flags.malformed)
        } else {
            unknown(length: length)
        }
    }

    /// `` `class` ``, `` `a b` `` (Swift 6 raw identifier): up to a closing backtick on the same line.
    private mutating func lexBacktickIdentifier() {
        let start = i
        var j = i + 1
        while j < n && p[j] != Byte.backtick && p[j] != Byte.newline && p[j] != Byte.carriageReturn { j += 1 }
        if j < n && p[j] == Byte.backtick {
            i = j + 1
            if j == start + 1 {
                // ``` `` ```: an empty raw identifier, malformed.
                diagnose(.unexpectedCharacter, at: start)
                emit(.identifier, start, i, flags: Token.Flags.malformed)
            } else {
                emit(.identifier, start, i)
            }
        } else {
            unknown(length: 1)
        }
    }

    private mutating func lexAttribute() {
        guard startsIdentifier(at: i + 1) else {
            unknown(length: 1)
            return
        }
        let start = i
        i += 1
        lexIdentifierBody()
        emit(.attribute, start, i)
    }

    /// `#if`, `#selector`, `#Preview`; raw strings `#"…"#`; extended regexes `#/…/#`.
    private mutating func lexPound() {
        let start = i
        var j = i
        while j < n && p[j] == Byte.hash { j += 1 }
        let pounds = j - start
        if byte(at: j) == Byte.quote {
            openString(start: start, quote: j, pounds: pounds)
        } else if byte(at: j) == Byte.slash {
            let (end, closed) = scanRegex(slash: j, pounds: pounds, mustBeRegex: true)!
            emitRegex(start, end, closed: closed)
            recordLineBreaks(from: j, to: end) // a multi-line literal
        } else if pounds == 1 && startsIdentifier(at: j) {
            i = j
            lexIdentifierBody()
            emit(.pound, start, i)
        } else {
            // Each `#` of the run but the last is a token of its own (the last may start `#if`):
            // all emitted now, so the run is not counted again from each of them.
            for _ in 0..<max(1, pounds - 1) { unknown(length: 1) }
        }
    }

    // MARK: Numbers

    @inline(__always)
    private mutating func isDigit(_ c: UInt8) -> Bool { isClass(c, CharacterClass.digit) }

    @inline(__always)
    private mutating func isHexDigit(_ c: UInt8) -> Bool {
        isClass(c, CharacterClass.digit) || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "f"))
    }

    /// Skips identifier characters after a literal: `1abc`, `0b102` are one malformed token.
    private mutating func skipMalformedTail() -> Bool {
        let start = i
        lexIdentifierBody()
        return i > start
    }

    /// Integer and floating-point literals, as swift-syntax reads them: `0x1p-3`, `0b1010`, `0o17`,
    /// `1_000.5e-3`; `x.0.1` is tuple access; `1.description` and `0xFF.description` are member access.
    private mutating func lexNumber() {
        let start = i
        var malformed = false
        let radix = p[i] == Byte.zero ? byte(at: i + 1) : 0
        if radix == UInt8(ascii: "x") {
            i += 2
            malformed = lexHexNumberBody()
        } else if radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
            i += 2
            let top = radix == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
            if i < n && !(p[i] >= Byte.zero && p[i] <= top) {
                malformed = true
                _ = skipMalformedTail()
            } else {
                while i < n && ((p[i] >= Byte.zero && p[i] <= top) || p[i] == Byte.underscore) { i += 1 }
                malformed = skipMalformedTail()
            }
        } else {
            skipDecimalDigits()
            // `x.0.1` is a tuple member chain; `macOS 10.15.4` in `@available` a version tuple.
            let afterPeriod = (prevKind == .punctuation && p[prevStart] == Byte.period) || versionParens > 0
            let c = byte(at: i)
            if c == Byte.period {
                if !isDigit(byte(at: i + 1)) || afterPeriod {
                    emitNumber(start, malformed: false)
                    return
                }
                i += 1
                skipDecimalDigits()
            } else if c | 0x20 != UInt8(ascii: "e") {
                malformed = skipMalformedTail()
                emitNumber(start, malformed: malformed)
                return
            }
            if i < n && p[i] | 0x20 == UInt8(ascii: "e") {
                i += 1
                if i < n && (p[i] == Byte.plus || p[i] == Byte.minus) { i += 1 }
                if !isDigit(byte(at: i)) {
                    malformed = true
                    _ = skipMalformedTail()
                } else {
                    skipDecimalDigits()
                    malformed = skipMalformedTail()
                }
            }
        }
        emitNumber(start, malformed: malformed)
    }

    private mutating func emitNumber(_ start: Int, malformed: Bool) {
        if malformed { diagnose(.malformedNumber, at: start) }
        emit(.number, start, i, flags: malformed ? Token.Flags.malformed : 0)
    }

    private mutating func skipDecimalDigits() {
        while i < n && (isDigit(p[i]) || p[i] == Byte.underscore) { i += 1 }
    }

    /// After `0x`: digits, an optional fraction and a `p` exponent. Returns whether the literal is malformed.
    private mutating func lexHexNumberBody() -> Bool {
        guard i < n, isHexDigit(p[i]) else {
            _ = skipMalformedTail()
            return true
        }
        while i < n && (isHexDigit(p[i]) || p[i] == Byte.underscore) { i += 1 }
        let c = byte(at: i)
        if c != Byte.period && c | 0x20 != UInt8(ascii: "p") {
            return skipMalformedTail()
        }
        var dot = -1
        if c == Byte.period {
            // `0xFF.description`, `0x1.max`: member access unless a hex fraction and a `p` exponent follow.
            guard isHexDigit(byte(at: i + 1)) else { return false }
            dot = i
            var j = i + 1
            while j < n && (isHexDigit(p[j]) || p[j] == Byte.underscore) { j += 1 }
            guard byte(at: j) | 0x20 == UInt8(ascii: "p") else { return false }
            i = j
        }
        // At `p`.
        var j = i + 1
        var signed = false
        if j < n && (p[j] == Byte.plus || p[j] == Byte.minus) {
            j += 1
            signed = true
        }
        guard isDigit(byte(at: j)) else {
            if dot >= 0 && !isDigit(byte(at: dot + 1)) && !signed {
                // `0xff.fp`: member access.
                i = dot
                return false
            }
            i = j
            _ = skipMalformedTail()
            return true
        }
        i = j
        skipDecimalDigits()
        return skipMalformedTail()
    }

    // MARK: Strings

    /// A string literal starting at `start` (its first `#`, or the quote at `quote`).
    private mutating func openString(start: Int, quote q: Int, pounds: Int) {
        var multiline = byte(at: q + 1) == Byte.quote && byte(at: q + 2) == Byte.quote
        if multiline && pounds > 0 && closesOnSameLine(from: q + 2, pounds: pounds) {
            // `#"""#`, `#""""a""#`: a single-line raw string whose text starts with quotes.
            multiline = false
        }
        i = q + (multiline ? 3 : 1)
        let tokenIndex = tokens.count
        emit(.string, start, i)
        switch scanStringBody(pounds: pounds, multiline: multiline) {
        case .closed:
            finishString(tokenIndex: tokenIndex, end: i, terminated: true)
        case .unterminated:
            finishString(tokenIndex: tokenIndex, end: i, terminated: false)
        case .interpolation:
            pushFrame(StringFrame(tokenIndex: tokenIndex, pounds: pounds, multiline: multiline, parens: 0))
            enterInterpolation()
        }
    }

    /// Whether `"` followed by `pounds` `#` occurs before the end of the line.
    private mutating func closesOnSameLine(from start: Int, pounds: Int) -> Bool {
        let last = lastCloseScan
        if last.pounds == pounds && last.from <= start && start <= last.stop { return last.closes }
        var k = start
        while k < n {
            let c = p[k]
            if c == Byte.newline || c == Byte.carriageReturn { break }
            if c == Byte.quote && poundsFollow(k + 1, pounds) {
                lastCloseScan = (start, pounds, k, true)
                return true
            }
            k += 1
        }
        lastCloseScan = (start, pounds, k, false)
        return false
    }

    /// The `)` closing an interpolation was read: the literal's text goes on.
    private mutating func resumeString() {
        let frame = frames[frames.count - 1]
        switch scanStringBody(pounds: frame.pounds, multiline: frame.multiline) {
        case .interpolation:
            enterInterpolation()
        case .closed:
            popFrame()
            finishString(tokenIndex: frame.tokenIndex, end: i, terminated: true)
        case .unterminated:
            popFrame()
            finishString(tokenIndex: frame.tokenIndex, end: i, terminated: false)
        }
    }

    /// The code of an interpolation starts after its `(`, which acts as the previous token.
    private mutating func enterInterpolation() {
        pendingFlags = 0
        prevKind = .punctuation
        prevWord = .none
        prevStart = i - 1
        prevEnd = i
        preferRegex = false
    }

    private mutating func pushFrame(_ frame: StringFrame) {
        frames.append(frame)
        inStringFlag = Token.Flags.inString
        inSingleLineInterpolation = !frame.multiline
    }

    private mutating func popFrame() {
        frames.removeLast()
        if let top = frames.last {
            inSingleLineInterpolation = !top.multiline
        } else {
            inStringFlag = 0
            inSingleLineInterpolation = false
        }
    }

    @inline(__always)
    private mutating func poundsFollow(_ offset: Int, _ pounds: Int) -> Bool {
        guard offset + pounds <= n else { return false }
        for k in 0..<pounds where p[offset + k] != Byte.hash { return false }
        return true
    }

    /// Scans string-literal text from `i` until the literal closes, an interpolation opens, or
    /// (single-line) the line ends.
    private mutating func scanStringBody(pounds: Int, multiline: Bool) -> StringScan {
        while true {
            while i < n && !isClass(p[i], CharacterClass.stringStop) { i += 1 }
            guard i < n else { return .unterminated }
            switch p[i] {
            case Byte.quote:
                let closes = multiline
                    ? byte(at: i + 1) == Byte.quote && byte(at: i + 2) == Byte.quote && poundsFollow(i + 3, pounds)
                    : poundsFollow(i + 1, pounds)
                if closes {
                    i += (multiline ? 3 : 1) + pounds
                    // Extra `#` after the closing delimiter belong to it (an error swiftc reports).
                    if pounds > 0 { while i < n && p[i] == Byte.hash { i += 1 } }
                    return .closed
                }
                i += 1
            case Byte.backslash:
                guard poundsFollow(i + 1, pounds) else {
                    i += 1
                    continue
                }
                let escaped = i + 1 + pounds
                let next = byte(at: escaped)
                if next == Byte.openParen && escaped < n {
                    i = escaped + 1
                    return .interpolation
                }
                // `\"`, `\\`: skip the escaped byte; a line break after `\` is left to the loop.
                i = next == Byte.newline || next == Byte.carriageReturn || escaped >= n ? escaped : escaped + 1
            default:
                if !multiline { return .unterminated }
                consumeLineBreak()
            }
        }
    }

    private mutating func finishString(tokenIndex: Int, end: Int, terminated: Bool) {
        let offset = Int(tokens[tokenIndex].offset)
        tokens[tokenIndex].length = Int32(truncatingIfNeeded: end - offset)
        if !terminated {
            tokens[tokenIndex].flags |= Token.Flags.malformed
            diagnose(.unterminatedString, at: offset)
        }
        pendingFlags = 0
        prevKind = .string
        prevWord = .none
        prevStart = offset
        prevEnd = end
        preferRegex = false
    }

    // MARK: Regex literals

    private mutating func emitRegex(_ start: Int, _ end: Int, closed: Bool) {
        if !closed { diagnose(.unterminatedRegex, at: start) }
        emit(.regex, start, end, flags: closed ? 0 : Token.Flags.malformed)
        i = end
    }

    /// Scans a regex literal whose opening `/` is at `slash`, after `pounds` `#`, with swift-syntax's
    /// rules (SE-0354). Returns its end and whether it was closed, or nil when it is not a regex
    /// literal, which only a `/` that may also be an operator (`!mustBeRegex`) can be.
    private mutating func scanRegex(slash: Int, pounds: Int, mustBeRegex: Bool) -> (end: Int, closed: Bool)? {
        var j = slash + 1
        if pounds == 0 {
            if j < n {
                let next = p[j]
                // `/ 1 /` in a sequence of operators; `/*` and `//` open comments.
                if (next == Byte.space || next == Byte.tab) && !mustBeRegex { return nil }
                if next == Byte.star || next == Byte.slash { return nil }
            }
            // `*/` ends a comment.
            if slash > 0 && p[slash - 1] == Byte.star { return nil }
        }
        // `#/` followed by only white space on its line opens a multi-line literal.
        var firstNewline = -1
        if pounds > 0 {
            var k = j
            while k < n && (p[k] == Byte.space || p[k] == Byte.tab) { k += 1 }
            if k < n && (p[k] == Byte.newline || p[k] == Byte.carriageReturn) {
                firstNewline = k
                if lookAheadBudget <= 0 { return (k, false) }
                j = k
            }
        }
        let scanStart = j
        defer { lookAheadBudget -= j - scanStart + 1 }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            // The closing delimiter.
            if j < n && p[j] == Byte.slash {
                var k = j + 1
                var closingPounds = 0
                if pounds > 0 {
                    while k < n && p[k] == Byte.hash {
                        closingPounds += 1
                        k += 1
                    }
                }
                if closingPounds >= pounds {
                    if pounds == 0 {
                        // `/x//comment`: the comment wins.
                        if k < n && (p[k] == Byte.star || p[k] == Byte.slash) {
                            return mustBeRegex ? (j, false) : nil
                        }
                        // A regex may not end with a space: `a / b / c`.
                        if lastSpace >= 0 && lastSpace + 1 == j && !mustBeRegex { return nil }
                    }
                    return (k, true)
                }
            }
            // One pattern character, possibly escaped.
            guard j < n else { return mustBeRegex ? (firstNewline >= 0 ? firstNewline : n, false) : nil }
            var c = p[j]
            var escaped = false
            if c == Byte.backslash {
                j += 1
                guard j < n else { return mustBeRegex ? (firstNewline >= 0 ? firstNewline : n, false) : nil }
                c = p[j]
                escaped = true
            }
            switch c {
            case Byte.newline, Byte.carriageReturn:
                if firstNewline < 0 { return mustBeRegex ? (j, false) : nil }
            case Byte.openParen where !escaped && classDepth == 0:
                groupDepth += 1
            case Byte.closeParen where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    // An unbalanced `)`: `foo(/, 1)`, `reduce(0, /)` are operators.
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case Byte.openBracket where !escaped:
                classDepth += 1
            case Byte.closeBracket where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case Byte.space, Byte.tab:
                if !escaped { lastSpace = j }
            default:
                break
            }
            j += 1
        }
    }

    /// swift-syntax's `isInRegexLiteralPosition`: whether the previous token leaves the parser
    /// expecting an expression (so a `/` that looks binary starts a regex).
    private mutating func previousTokenExpectsExpression() -> Bool {
        guard let kind = prevKind else { return true }
        switch kind {
        case .identifier, .number, .string, .regex, .attribute:
            return false
        case .unknown:
            return p[prevStart] != Byte.hash // swift-syntax's lone `#` does not sequence expressions
        case .pound:
            // `#if`, `#elseif`, `#else`, `#endif` sequence expressions; `#available`, `#selector`… do not.
            let length = prevEnd - prevStart
            let first = p[prevStart + 1]
            return (length == 3 && first == UInt8(ascii: "i") && p[prevStart + 2] == UInt8(ascii: "f"))
                || (first == UInt8(ascii: "e") && (spells(prevStart, prevEnd, "#else") || spells(prevStart, prevEnd, "#elseif")
                                                   || spells(prevStart, prevEnd, "#endif")))
        case .keyword:
            switch prevWord {
            case .true, .false, .Any, .nil, .self, .Self, .super, .underscore: return false
            default: return true
            }
        case .operator:
            // Postfix operators expect a binary operator next.
            let leftBound = isLeftBound(prevStart)
            return !(leftBound && !isRightBound(prevEnd, leftBound: leftBound))
        case .punctuation:
            switch p[prevStart] {
            case Byte.openParen, Byte.openBracket, Byte.openBrace, Byte.comma, Byte.semicolon, Byte.colon, Byte.equal,
                 Byte.amp, Byte.less:
                return true
            case Byte.question:
                return !isLeftBound(prevStart) // ternary `?` yes, postfix `?` no
            default:
                return false // `)` `]` `}` `.` `!` `->` `\` `...` `>`
            }
        }
    }

    private mutating func spells(_ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
        end - start == literal.utf8CodeUnitCount && memcmpEqual(p + start, literal.utf8Start, end - start)
    }

    // MARK: Operators

    /// swift-syntax's rule: white space, `(`, `[`, `{`, `,`, `;`, `:` or the end of a block comment
    /// before the operator make it not left-bound.
    private mutating func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch p[start - 1] {
        case Byte.space, Byte.carriageReturn, Byte.newline, Byte.tab,
             Byte.openParen, Byte.openBracket, Byte.openBrace, Byte.comma, Byte.semicolon, Byte.colon, 0:
            return false
        case Byte.slash:
            return !(start >= 2 && p[start - 2] == Byte.star)
        case 0xA0:
            return !(start >= 2 && p[start - 2] == 0xC2)
        default:
            return true
        }
    }

    private mutating func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < n else { return false }
        switch p[end] {
        case Byte.space, Byte.carriageReturn, Byte.newline, Byte.tab,
             Byte.closeParen, Byte.closeBracket, Byte.closeBrace, Byte.comma, Byte.semicolon, Byte.colon, 0:
            return false
        case Byte.period:
            return !leftBound
        case Byte.slash:
            let next = byte(at: end + 1)
            return next != Byte.slash && next != Byte.star
        case 0xC2:
            return byte(at: end + 1) != 0xA0
        default:
            return true
        }
    }

    /// An operator starting at `i` (its first scalar `headLength` bytes long), or a token the
    /// reference reserves: `=`, `->`, `&` prefix, `?`, postfix `!`, generic `<` `>`. A `/` in
    /// it may instead open a regex literal.
    private mutating func lexOperator(headLength: Int) {
        let start = i
        let c = p[i]
        let leftBound = isLeftBound(start)
        if c == Byte.question || c == Byte.bang {
            // A left-bound `?` or `!` is postfix: one token (optional chaining, force unwrap, `Int?`, `try?`).
            if leftBound {
                let afterTry = prevKind == .keyword && prevWord == .try
                punctuation()
                preferRegex = afterTry
                return
            }
        } else if c == Byte.less || c == Byte.greater {
            if c == Byte.less && byte(at: start + 1) == Byte.hash, let end = editorPlaceholderEnd(start) {
                // `<#name#>`: an editor placeholder stands for an expression, like a name.
                i = end
                emit(.identifier, start, end)
                return
            }
            if start <= genericClauseEnd || (c == Byte.less && opensGenericClause(start)) {
                punctuation()
                return
            }
        }
        let dotted = c == Byte.period
        var hasSlash = c == Byte.slash
        var j = i + headLength
        while j < n {
            let b = p[j]
            if b < 0x80 {
                if b == Byte.period {
                    // `.` continues only an operator that starts with `.` (`..<`, `...`).
                    guard dotted else { break }
                } else if !isClass(b, CharacterClass.operatorCharacter) {
                    break
                } else if b == Byte.slash {
                    let next = byte(at: j + 1)
                    if next == Byte.slash || next == Byte.star { break } // a comment starts
                    hasSlash = true
                } else if (b == Byte.greater || b == Byte.less) && j <= genericClauseEnd
                            && !(b == Byte.greater && c == Byte.minus && j == start + 1) {
                    break // `>` closing a generic clause, but `->` inside one
                } else if b == Byte.less && byte(at: j + 1) == Byte.hash && editorPlaceholderEnd(j) != nil {
                    break // `/<#expression#>`
                }
                j += 1
            } else if let (scalar, length) = CharacterClass.decodeScalar(p, j, n), CharacterClass.isOperatorContinuation(scalar) {
                j += length
            } else {
                break
            }
        }
        // `func ==<T>(…)`: the `<` opens the generic parameter clause.
        if j - start > 1 && p[j - 1] == Byte.less && prevKind == .keyword && prevWord == .func
            && (startsIdentifier(at: j) || byte(at: j) == Byte.backtick) {
            j -= 1
            genericOpenAt = j
        }
        if hasSlash && !leftBound && lookAheadBudget > 0 {
            var slash = start
            while p[slash] != Byte.slash { slash += 1 }
            if let (end, closed) = operatorSlashAsRegex(slash: slash, operatorEnd: j) {
                if slash > start {
                    i = slash
                    emitOperator(start, slash, leftBound: leftBound)
                }
                emitRegex(slash, end, closed: closed)
                return
            }
        }
        i = j
        emitOperator(start, j, leftBound: leftBound)
    }

    /// End of the editor placeholder `<#…#>` starting at `start`: closed on the same line, without
    /// another `<#` inside.
    private mutating func editorPlaceholderEnd(_ start: Int) -> Int? {
        var j = start + 2
        while j + 1 < n {
            let c = p[j]
            if c == Byte.newline || c == Byte.carriageReturn { return nil }
            if c == Byte.less && p[j + 1] == Byte.hash { return nil }
            if c == Byte.hash && p[j + 1] == Byte.greater { return j + 2 }
            j += 1
        }
        return nil
    }

    /// swift-syntax's `tryScanOperatorAsRegexLiteral` for an operator that is not left-bound.
    private mutating func operatorSlashAsRegex(slash: Int, operatorEnd: Int) -> (end: Int, closed: Bool)? {
        // `func /(…)`, `prefix operator /^/`: an operator name.
        if prevKind == .keyword && (prevWord == .func || prevWord == .operator) { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: false) {
            // Looks like a binary operator: a regex only where an expression is expected.
            if preferRegex {
                mustBeRegex = true
            } else if !previousTokenExpectsExpression() {
                return nil
            }
            // In an argument list an unapplied operator is legal: `reduce(0, /)`.
            let afterSeparator = prevKind == .punctuation && (p[prevStart] == Byte.openParen || p[prevStart] == Byte.openBracket
                                                              || p[prevStart] == Byte.comma || p[prevStart] == Byte.colon)
            if !afterSeparator { mustBeRegex = true }
        }
        return scanRegex(slash: slash, pounds: 0, mustBeRegex: mustBeRegex)
    }

    private mutating func emitOperator(_ start: Int, _ end: Int, leftBound: Bool) {
        let length = end - start
        let c = p[start]
        var kind = TokenKind.operator
        if length == 1 {
            switch c {
            case Byte.equal, Byte.question, Byte.period:
                kind = .punctuation
            case Byte.amp where !leftBound && isRightBound(end, leftBound: false):
                kind = .punctuation
            default:
                break
            }
        } else if length == 2 && c == Byte.minus && p[start + 1] == Byte.greater {
            kind = .punctuation
        } else if length == 3 && c == Byte.period && p[start + 1] == Byte.period && p[start + 2] == Byte.period {
            if isVariadicEllipsis(start, end) { kind = .punctuation }
        }
        if length >= 2 && containsCommentEnd(start, end) {
            // `*/` outside a comment.
            diagnose(.unexpectedBlockCommentEnd, at: start)
            emit(.unknown, start, end, flags: Token.Flags.malformed)
            return
        }
        emit(kind, start, end)
    }

    private mutating func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var k = start
        while k + 1 < end {
            if p[k] == Byte.star && p[k + 1] == Byte.slash { return true }
            k += 1
        }
        return false
    }

    /// `Int...` closing a variadic parameter type, as opposed to the postfix range `a[i...]`:
    /// right after a type (UpperCamel name, `Any`, `Self`, `>`, `?`, `)` of a tuple or function type)
    /// and before `)` or `,` (possibly on a later line).
    private mutating func isVariadicEllipsis(_ start: Int, _ end: Int) -> Bool {
        guard prevEnd == start, let kind = prevKind else { return false }
        let first = p[prevStart]
        switch kind {
        case .punctuation:
            guard first == Byte.greater || first == Byte.question || (first == Byte.closeParen && closesAnnotatedTupleType())
            else { return false }
        case .identifier:
            guard (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == Byte.backtick else { return false }
        case .keyword:
            guard prevWord == .Any || prevWord == .Self else { return false }
        default:
            return false
        }
        var j = end
        while j < n {
            switch p[j] {
            case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn:
                j += 1
            case Byte.slash where byte(at: j + 1) == Byte.slash:
                j = endOfLine(from: j)
            case Byte.closeParen, Byte.comma:
                return true
            default:
                return false
            }
        }
        return false
    }

    /// The last token is a `)` whose `(` comes right after `:`: `elements: (Key, Value)`, a
    /// parameter's tuple type rather than the call in `zip(CInt(1)..., xs)`.
    private mutating func closesAnnotatedTupleType() -> Bool {
        guard let last = tokens.last, Int(last.offset) == prevStart else { return false }
        var depth = 0
        var k = tokens.count - 1
        let stop = max(0, k - 256)
        while k > stop {
            let token = tokens[k]
            if token.kind == .punctuation {
                let c = p[Int(token.offset)]
                if c == Byte.closeParen {
                    depth += 1
                } else if c == Byte.openParen {
                    depth -= 1
                    if depth == 0 {
                        let before = tokens[k - 1]
                        return before.kind == .punctuation && p[Int(before.offset)] == Byte.colon
                    }
                }
            }
            k -= 1
        }
        return false
    }

    // MARK: Generic clauses

    /// Swift's rule for `<`: right after a name, with no space, it opens a generic clause when a
    /// matching `>` follows with only type syntax in between and a token that can follow a type after it.
    /// After a declared name (`func f<T>`, `struct S<T>`, `init?<T>`, `func == <T>`) or an attribute
    /// name (`@Wrapper<Int>`) no such token is needed.
    private mutating func opensGenericClause(_ start: Int) -> Bool {
        var declaration = false
        if start == genericOpenAt {
            declaration = true
        } else {
            guard let kind = prevKind else { return false }
            let adjacent = prevEnd == start
            // The token before the previous one, when both are in `tokens` (not across an interpolation).
            var beforePrevious: Token?
            if let last = tokens.last, Int(last.offset) == prevStart, tokens.count >= 2 { beforePrevious = tokens[tokens.count - 2] }
            switch kind {
            case .identifier:
                switch beforePrevious?.word ?? .none {
                case .func, .struct, .class, .enum, .protocol, .actor, .typealias, .macro, .extension, .associatedtype:
                    declaration = beforePrevious?.kind == .keyword || beforePrevious?.word == .actor || beforePrevious?.word == .macro
                default:
                    break
                }
                guard adjacent || declaration else { return false }
            case .keyword:
                switch prevWord {
                case .`init`, .subscript: declaration = true
                case .Self: guard adjacent else { return false }
                default: return false
                }
            case .attribute:
                guard adjacent else { return false }
                declaration = true
            case .pound:
                // `#macro<T>(…)`.
                guard adjacent else { return false }
            case .operator:
                // `static func * <T>(…)`: the generic parameters of an operator function.
                guard let before = beforePrevious, before.kind == .keyword, before.word == .func else { return false }
                declaration = true
            case .punctuation:
                // `init?<T>(…)`, `init!<T>(…)`.
                let c = p[prevStart]
                guard adjacent, c == Byte.question || c == Byte.bang, let before = beforePrevious, before.word == .`init`,
                      Int(before.end) == prevStart else { return false }
                declaration = true
            default:
                return false
            }
        }
        // `A<>` is an operator `<>` to swift-syntax, not an empty clause.
        guard lookAheadBudget > 0, byte(at: start + 1) != Byte.greater,
              let close = matchingGenericClose(from: start + 1, declaration: declaration) else { return false }
        genericClauseEnd = close
        return true
    }

    private mutating func matchingGenericClose(from begin: Int, declaration: Bool) -> Int? {
        var depth = 1
        var parens = 0
        var brackets = 0
        var j = begin
        let limit = min(n, begin + 2048)
        defer { lookAheadBudget -= j - begin + 1 }
        while j < limit {
            let c = p[j]
            if isClass(c, CharacterClass.identifierBody) || c >= 0x80 {
                j += 1
                continue
            }
            switch c {
            case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn, Byte.period, Byte.comma, Byte.colon,
                 Byte.question, Byte.bang, UInt8(ascii: "~"), Byte.at, Byte.backtick:
                break
            case Byte.openParen: parens += 1
            case Byte.closeParen:
                guard parens > 0 else { return nil }
                parens -= 1
            case Byte.openBracket: brackets += 1
            case Byte.closeBracket:
                guard brackets > 0 else { return nil }
                brackets -= 1
            case Byte.less: depth += 1
            case Byte.greater:
                depth -= 1
                if depth == 0 {
                    guard parens == 0 && brackets == 0 && (declaration || canFollowGenericClause(j + 1)) else { return nil }
                    return j
                }
            case Byte.minus:
                let next = byte(at: j + 1)
                if next == Byte.greater {
                    j += 2
                    continue
                }
                guard isDigit(next) else { return nil }
            case Byte.amp:
                let next = byte(at: j + 1)
                if next == Byte.amp || next == Byte.equal { return nil }
            case Byte.slash:
                let next = byte(at: j + 1)
                if next == Byte.slash {
                    j = endOfLine(from: j)
                    continue
                }
                guard next == Byte.star else { return nil }
                guard let end = endOfSimpleBlockComment(from: j, limit: limit) else { return nil }
                j = end
                continue
            default:
                return nil
            }
            j += 1
        }
        return nil
    }

    private mutating func endOfSimpleBlockComment(from start: Int, limit: Int) -> Int? {
        var j = start + 2
        while j + 1 < limit {
            if p[j] == Byte.star && p[j + 1] == Byte.slash { return j + 2 }
            j += 1
        }
        return nil
    }

    /// Tokens after which `>` closes a type: swift-syntax's `isGenericTypeDisambiguatingToken`, plus
    /// what follows a type in a declaration (`=`, `->`, `where`, `{`…).
    private mutating func canFollowGenericClause(_ start: Int) -> Bool {
        var j = start
        while j < n && (p[j] == Byte.space || p[j] == Byte.tab) { j += 1 }
        guard j < n else { return true }
        let spaced = j > start
        switch p[j] {
        case Byte.newline, Byte.carriageReturn, Byte.closeParen, Byte.closeBracket, Byte.openBrace, Byte.closeBrace,
             Byte.period, Byte.comma, Byte.semicolon, Byte.colon, Byte.question, Byte.bang, Byte.greater:
            return true
        case Byte.openParen, Byte.openBracket:
            return !spaced
        case Byte.equal:
            return byte(at: j + 1) != Byte.equal || (spaced && isSpacedBinaryOperator(j))
        case Byte.amp:
            return byte(at: j + 1) != Byte.amp || (spaced && isSpacedBinaryOperator(j))
        case Byte.minus:
            return byte(at: j + 1) == Byte.greater || (spaced && isSpacedBinaryOperator(j))
        case Byte.slash:
            return byte(at: j + 1) == Byte.slash || byte(at: j + 1) == Byte.star
        default:
            guard spaced else { return false }
            // `x is Foo<T> == y`, `as? Bar<U> ?? z`: a spaced binary operator after a type.
            if isClass(p[j], CharacterClass.operatorCharacter) { return isSpacedBinaryOperator(j) }
            guard isClass(p[j], CharacterClass.identifierStart) else { return false }
            var k = j
            while k < n && isClass(p[k], CharacterClass.identifierBody) { k += 1 }
            switch words.lookup(p + j, k - j) {
            case .where, .in, .throws, .rethrows, .async, .else, .is, .as: return true
            default: return false
            }
        }
    }

    /// Operator characters from `start` followed by white space.
    private mutating func isSpacedBinaryOperator(_ start: Int) -> Bool {
        var k = start
        while k < n && isClass(p[k], CharacterClass.operatorCharacter) { k += 1 }
        return k < n && (p[k] == Byte.space || p[k] == Byte.tab || p[k] == Byte.newline || p[k] == Byte.carriageReturn)
    }

    // MARK: Contextual keywords

    /// Decides, with one token of context on each side, whether each known word acts as a
    /// keyword or as a name here ("as the parser classifies them in context").
    mutating func classifyContextualWords() {
        for entry in wordTokens {
            let index = Int(entry & 0x7FFF_FFFF)
            let isKeyword = actsAsKeyword(index, inAvailability: entry & 0x8000_0000 != 0)
            tokens[index].kind = isKeyword ? .keyword : .identifier
        }
    }

    /// The byte of a one-byte punctuation token, else 0.
    private mutating func punctuationByte(_ token: Token) -> UInt8 {
        token.kind == .punctuation && token.length == 1 ? p[Int(token.offset)] : 0
    }

    private mutating func actsAsKeyword(_ index: Int, inAvailability: Bool) -> Bool {
        let token = tokens[index]
        let word = token.word
        let previous: Token? = index > 0 ? tokens[index - 1] : nil
        let previousByte = index > 0 ? punctuationByte(tokens[index - 1]) : 0
        // Most words are reserved ones in their usual place: decided before the next token is read.
        if word.isReserved && word != .underscore && previousByte != Byte.period && previousByte != Byte.openParen
            && previousByte != Byte.comma {
            return true
        }
        let next: Token? = index + 1 < tokens.count ? tokens[index + 1] : nil
        let nextByte = index + 1 < tokens.count ? punctuationByte(tokens[index + 1]) : 0
        let nextOnSameLine = next.map { !$0.startsLine } ?? false

        // Member names: `x.default`, `.some(…)`; but `.init`, `.self`, `.Type`, `.Protocol` stay keywords.
        if previousByte == Byte.period {
            switch word {
            case .`init`, .self, .Self: return true
            case .Type, .Protocol:
                // `Foo.Type` is a metatype; `.Type` alone an implicit member named `Type`.
                return isLeftBound(Int(previous!.offset))
            default: return false
            }
        }
        if word.isReserved {
            guard word != .underscore, previousByte == Byte.openParen || previousByte == Byte.comma else { return true }
            // Literals before `:` are dictionary keys or `where Self: P` requirements, not labels.
            switch word {
            case .true, .false, .nil, .self, .Self, .super: return true
            default: break
            }
            // Argument and parameter labels: `f(for: x)`, `func f(in range: R)`.
            if nextByte == Byte.colon { return false }
            if let next, next.kind == .identifier || next.word == .underscore, index + 2 < tokens.count,
               punctuationByte(tokens[index + 2]) == Byte.colon {
                return false
            }
            return true
        }
        if inAvailability && word.isAvailabilityArgument { return true }
        let previousWord = previous?.word ?? .none
        let nameIntroducer = previousWord == .let || previousWord == .var || previousWord == .func || previousWord == .case
        switch word {
        case .mutating, .nonmutating, .override, .convenience, .weak, .unowned, .lazy, .nonisolated, .final, .required,
             .optional, .dynamic, .indirect, .infix, .prefix, .postfix, .open, .package, .distributed, .isolated:
            guard let next, !nameIntroducer else { return false }
            if word == .isolated && previousByte == Byte.colon && nextOnSameLine && (next.kind == .identifier || nextByte == Byte.openParen) {
                return true // `actor: isolated MyActor`
            }
            if nextByte == Byte.openParen {
                // `unowned(unsafe)`, `nonisolated(unsafe)`, `package(set)`; but `prefix(1)` is a call.
                guard word == .unowned || word == .nonisolated || word == .package || word == .open,
                      index + 3 < tokens.count, tokens[index + 2].kind == .identifier,
                      punctuationByte(tokens[index + 3]) == Byte.closeParen else { return false }
                return true
            }
            if (word == .weak || word == .unowned) && (previousByte == Byte.openBracket || previousByte == Byte.comma)
                && (next.kind == .identifier || next.word == .self) {
                return true // capture list `[weak self, unowned x]`
            }
            if (word == .mutating || word == .nonmutating) && next.word.isAccessor { return true } // `nonmutating set`
            return next.word.isDeclarationModifier || next.word.isDeclarationIntroducer || next.kind == .attribute
        case .actor, .macro:
            guard let next, nextOnSameLine, !nameIntroducer else { return false }
            return next.kind == .identifier && next.word == .none
        case .async, .reasync:
            if nameIntroducer || previousByte == Byte.openParen || previousByte == Byte.comma || previousByte == Byte.equal { return false }
            switch nextByte {
            case Byte.colon, Byte.openParen, Byte.period, Byte.equal, Byte.comma, Byte.closeParen: return false
            default: return true
            }
        case .await:
            if nameIntroducer { return false }
            switch nextByte {
            case Byte.colon, Byte.period, Byte.equal, Byte.comma, Byte.closeParen: return false
            default: return next != nil
            }
        case .some, .any, .each, .borrowing, .consuming, .sending:
            guard let next, nextOnSameLine, !nameIntroducer else { return false }
            return next.kind == .identifier || next.word == .Self || next.word == .Any
                || (word != .some && word != .any && word != .each && next.kind == .keyword)
                || (nextByte == Byte.openParen && next.hasSpaceBefore) // `some (P & Q)`, `sending () -> R`
                || ((word == .borrowing || word == .consuming) && next.word.isAccessor) // `borrowing get {`
        case .get, .set, .willSet, .didSet, ._modify, ._read, .modify, .read:
            let opens = token.startsLine || previousByte == Byte.openBrace || previousByte == Byte.closeBrace
                || previousByte == Byte.semicolon || previous?.kind == .attribute || previousWord.isAccessor
                || previousWord == .mutating || previousWord == .nonmutating || previousWord == .private
                || previousWord == .fileprivate || previousWord == .internal || previousWord == .public
                || previousWord == .package || previousWord == .borrowing || previousWord == .consuming
            guard opens, let next else { return false }
            switch nextByte {
            case Byte.openBrace, Byte.closeBrace, Byte.semicolon: return true
            case Byte.openParen:
                // `set(newValue) {`: a parameter name, `)` and the body.
                return index + 4 < tokens.count && punctuationByte(tokens[index + 3]) == Byte.closeParen
                    && punctuationByte(tokens[index + 4]) == Byte.openBrace
            default:
                return next.word.isAccessor || next.word == .async || next.word == .throws || next.startsLine
            }
        default:
            return false
        }
    }
}
