/// Swift's lexical grammar over UTF-8 bytes. Any byte sequence gives tokens: malformed source
/// becomes `unknown` tokens or tokens flagged `malformed`, plus diagnostics. Every loop moves
/// forward, nesting lives on an explicit stack, and look-ahead scans share a budget
/// proportional to the file, so time stays linear in the input.
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenizedFile {
        if bytes.isEmpty {
            return TokenizedFile(bytes: [], tokens: [], comments: [], diagnostics: [], lines: LineTable(bytes: UnsafeBufferPointer(start: nil, count: 0)))
        }
        let (tokens, comments, diagnostics, lines) = bytes.withUnsafeBufferPointer { buffer in
            CharacterClass.table.withUnsafeBufferPointer { table in
                let lines = LineTable(bytes: buffer)
                var scanner = Scanner(bytes: buffer, classes: table.baseAddress!, lines: lines)
                scanner.run()
                scanner.classifyContextualWords()
                return (scanner.tokens, scanner.comments, scanner.diagnostics, lines)
            }
        }
        return TokenizedFile(bytes: bytes, tokens: tokens, comments: comments, diagnostics: diagnostics, lines: lines)
    }
}

private enum Byte {
    static let tab: UInt8 = 9, newline: UInt8 = 10, carriageReturn: UInt8 = 13, space: UInt8 = 32
    static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`"), dollar = UInt8(ascii: "$"), backslash = UInt8(ascii: "\\")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let period = UInt8(ascii: "."), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    static let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">"), equal = UInt8(ascii: "=")
    static let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+"), amp = UInt8(ascii: "&")
    static let question = UInt8(ascii: "?"), bang = UInt8(ascii: "!"), zero = UInt8(ascii: "0")
}

/// What the scanner is inside of, innermost last.
private enum Frame {
    /// A string literal whose token is `tokens[tokenIndex]`; the scanner is in its body.
    case string(tokenIndex: Int, pounds: Int, multiline: Bool)
    /// Code inside `\( … )`; `parens` counts the open `(` not yet closed inside it.
    case interpolation(parens: Int, inSingleLineString: Bool)
}

struct Scanner {
    private let p: UnsafePointer<UInt8>
    private let n: Int
    private let classes: UnsafePointer<UInt8>
    private let lines: LineTable
    private let words = WordTable.shared
    private var lineIndex = 0

    private var i = 0
    var tokens: [Token] = []
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []

    private var frames: [Frame] = []
    private var interpolationDepth = 0
    /// Flags for the next token: what trivia came before it.
    private var pendingFlags: UInt8 = Token.Flags.spaceBefore | Token.Flags.newlineBefore
    /// Offset of the `>` that closes the generic clause being lexed, or -1.
    private var genericClauseEnd = -1
    /// Bytes that speculative scans (generic clauses, regex literals) may still read.
    private var lookAheadBudget: Int

    init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>, lines: LineTable) {
        self.p = bytes.baseAddress!
        self.n = bytes.count
        self.classes = classes
        self.lines = lines
        self.lookAheadBudget = 8 * bytes.count + 4096
        tokens.reserveCapacity(bytes.count / 5 + 16)
    }

    // MARK: Driver

    mutating func run() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if i + 1 < n && p[i] == Byte.hash && p[i + 1] == Byte.bang { i = endOfLine(from: i) }
        skipConflictMarker()
        while true {
            if case .string = frames.last {
                scanStringBody()
                continue
            }
            skipTrivia()
            if case .string = frames.last { continue }
            if i >= n { break }
            lexToken()
        }
        closeFramesAtEndOfFile()
    }

    private mutating func closeFramesAtEndOfFile() {
        while let frame = frames.popLast() {
            switch frame {
            case .interpolation:
                interpolationDepth -= 1
            case let .string(tokenIndex, _, _):
                finishString(tokenIndex: tokenIndex, end: n, terminated: false)
            }
        }
    }

    // MARK: Positions and output

    @inline(__always)
    private mutating func position(_ offset: Int) -> (Int32, Int32) {
        let starts = lines.starts
        while lineIndex + 1 < starts.count && Int(starts[lineIndex + 1]) <= offset { lineIndex += 1 }
        return (Int32(lineIndex + 1), Int32(offset - Int(starts[lineIndex]) + 1))
    }

    @inline(__always)
    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, word: Word = .none, flags extra: UInt8 = 0) {
        let (line, column) = position(start)
        var flags = pendingFlags | extra
        if interpolationDepth > 0 { flags |= Token.Flags.inString }
        tokens.append(Token(kind: kind, flags: flags, word: word, offset: Int32(start), length: Int32(end - start),
                            line: line, column: column))
        pendingFlags = 0
    }

    private mutating func diagnose(_ problem: LexDiagnostic.Problem, at offset: Int) {
        let (line, column) = lines.position(of: Int32(offset))
        diagnostics.append(LexDiagnostic(problem: problem, offset: Int32(offset), line: line, column: column))
    }

    @inline(__always)
    private func isClass(_ byte: UInt8, _ mask: UInt8) -> Bool { classes[Int(byte)] & mask != 0 }

    @inline(__always)
    private func byte(at offset: Int) -> UInt8 { offset < n ? p[offset] : 0 }

    private func endOfLine(from start: Int) -> Int {
        var j = start
        while j < n && p[j] != Byte.newline && p[j] != Byte.carriageReturn { j += 1 }
        return j
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        while i < n {
            let c = p[i]
            switch c {
            case Byte.space, Byte.tab, 11, 12:
                pendingFlags |= Token.Flags.spaceBefore
                i += 1
            case Byte.newline, Byte.carriageReturn:
                pendingFlags |= Token.Flags.spaceBefore | Token.Flags.newlineBefore
                if case .interpolation(_, true) = frames.last {
                    endSingleLineStringAtLineBreak()
                    return
                }
                i += 1
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

    /// `<<<<<<<`, `=======`, `|||||||` and `>>>>>>>` at the start of a line: the line is skipped
    /// with a diagnostic, so both sides of the conflict are still lexed.
    private mutating func skipConflictMarker() {
        guard i + 7 <= n else { return }
        let c = p[i]
        guard c == Byte.less || c == Byte.equal || c == Byte.greater || c == UInt8(ascii: "|") else { return }
        for k in 1..<7 where p[i + k] != c { return }
        let after = byte(at: i + 7)
        guard i + 7 == n || after == Byte.space || after == Byte.newline || after == Byte.carriageReturn else { return }
        diagnose(.mergeConflictMarker, at: i)
        i = endOfLine(from: i)
        pendingFlags |= Token.Flags.spaceBefore
    }

    private mutating func lexLineComment() {
        let start = i
        i = endOfLine(from: i + 2)
        let isDoc = byte(at: start + 2) == Byte.slash && byte(at: start + 3) != Byte.slash
        recordComment(start: start, isDoc: isDoc, isBlock: false)
    }

    private mutating func lexBlockComment() {
        let start = i
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
            } else {
                if c == Byte.newline || c == Byte.carriageReturn { sawNewline = true }
                i += 1
            }
        }
        if depth > 0 { diagnose(.unterminatedBlockComment, at: start) }
        if sawNewline { pendingFlags |= Token.Flags.newlineBefore }
        let isDoc = byte(at: start + 2) == Byte.star && byte(at: start + 3) != Byte.star && byte(at: start + 3) != Byte.slash
        recordComment(start: start, isDoc: isDoc, isBlock: true)
    }

    private mutating func recordComment(start: Int, isDoc: Bool, isBlock: Bool) {
        let (line, column) = position(start)
        comments.append(Comment(offset: Int32(start), length: Int32(i - start), line: line, column: column,
                                isDoc: isDoc, isBlock: isBlock))
        pendingFlags |= Token.Flags.spaceBefore
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let c = p[i]
        if isClass(c, CharacterClass.identifierStart) { lexIdentifier(headLength: 1); return }
        if isClass(c, CharacterClass.digit) { lexNumber(); return }
        switch c {
        case Byte.quote:
            openString(start: i, pounds: 0)
        case Byte.hash:
            lexPound()
        case Byte.at:
            lexAttribute()
        case Byte.backtick:
            lexBacktickIdentifier()
        case Byte.dollar:
            let start = i
            i += 1
            while i < n && isClass(p[i], CharacterClass.identifierBody) { i += 1 }
            emit(.identifier, start, i)
        case Byte.openParen:
            if case let .interpolation(parens, singleLine) = frames.last {
                frames[frames.count - 1] = .interpolation(parens: parens + 1, inSingleLineString: singleLine)
            }
            punctuation()
        case Byte.closeParen:
            if case let .interpolation(parens, singleLine) = frames.last {
                if parens == 0 {
                    frames.removeLast()
                    interpolationDepth -= 1
                    i += 1
                    return
                }
                frames[frames.count - 1] = .interpolation(parens: parens - 1, inSingleLineString: singleLine)
            }
            punctuation()
        case Byte.openBracket, Byte.closeBracket, Byte.openBrace, Byte.closeBrace,
             Byte.comma, Byte.colon, Byte.semicolon, Byte.backslash:
            punctuation()
        case Byte.period:
            lexPeriodOrDotOperator()
        case Byte.slash:
            if !lexBareRegex() { lexOperator(headLength: 1) }
        case 0x80...0xFF:
            lexNonASCII()
        default:
            if isClass(c, CharacterClass.operatorCharacter) {
                lexOperator(headLength: 1)
            } else {
                diagnose(.unexpectedCharacter, at: i)
                emit(.unknown, i, i + 1, flags: Token.Flags.malformed)
                i += 1
            }
        }
    }

    private mutating func punctuation() {
        emit(.punctuation, i, i + 1)
        i += 1
    }

    private mutating func lexIdentifier(headLength: Int) {
        let start = i
        i += headLength
        lexIdentifierBody()
        let word = i - start <= WordTable.maxLength ? words.lookup(p + start, i - start) : .none
        emit(word.isReserved ? .keyword : .identifier, start, i, word: word)
    }

    private func isIdentifierScalar(_ scalar: UInt32) -> Bool {
        !CharacterClass.isOperatorContinuation(scalar) || (0x0300...0x036F).contains(scalar) || (0x1DC0...0x1DFF).contains(scalar)
            || (0x20D0...0x20FF).contains(scalar) || (0xFE20...0xFE2F).contains(scalar)
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
        if CharacterClass.isOperatorHead(scalar) {
            lexOperator(headLength: length)
        } else if isIdentifierScalar(scalar) {
            lexIdentifier(headLength: length)
        } else {
            diagnose(.unexpectedCharacter, at: i)
            emit(.unknown, i, i + length, flags: Token.Flags.malformed)
            i += length
        }
    }

    private mutating func lexBacktickIdentifier() {
        let start = i
        var j = i + 1
        while j < n && p[j] != Byte.backtick && p[j] != Byte.newline && p[j] != Byte.carriageReturn { j += 1 }
        if j < n && p[j] == Byte.backtick && j > start + 1 {
            i = j + 1
            emit(.identifier, start, i)
        } else {
            diagnose(.unexpectedCharacter, at: start)
            i = start + 1
            emit(.unknown, start, i, flags: Token.Flags.malformed)
        }
    }

    private mutating func lexAttribute() {
        let start = i
        let next = byte(at: i + 1)
        let startsName = isClass(next, CharacterClass.identifierStart)
            || (next >= 0x80 && CharacterClass.decodeScalar(p, i + 1, n).map { isIdentifierScalar($0.scalar) } == true)
        guard startsName else {
            diagnose(.unexpectedCharacter, at: start)
            i += 1
            emit(.unknown, start, i, flags: Token.Flags.malformed)
            return
        }
        i += 1
        lexIdentifierBody()
        emit(.attribute, start, i)
    }

    private mutating func lexIdentifierBody() {
        while i < n {
            let c = p[i]
            if isClass(c, CharacterClass.identifierBody) {
                i += 1
            } else if c >= 0x80, let (scalar, length) = CharacterClass.decodeScalar(p, i, n), isIdentifierScalar(scalar) {
                i += length
            } else {
                return
            }
        }
    }

    /// `#if`, `#selector`, `#Preview`; raw strings `#"…"#`; extended regexes `#/…/#`.
    private mutating func lexPound() {
        let start = i
        var j = i
        while j < n && p[j] == Byte.hash { j += 1 }
        let pounds = j - start
        if byte(at: j) == Byte.quote {
            i = j
            openString(start: start, pounds: pounds)
        } else if byte(at: j) == Byte.slash {
            lexExtendedRegex(start: start, pounds: pounds, slash: j)
        } else if pounds == 1 && j < n && isClass(p[j], CharacterClass.identifierStart) {
            i = j
            lexIdentifierBody()
            emit(.pound, start, i)
        } else {
            diagnose(.unexpectedCharacter, at: start)
            i = start + 1
            emit(.unknown, start, i, flags: Token.Flags.malformed)
        }
    }

    // MARK: Numbers

    private func isHexDigit(_ c: UInt8) -> Bool {
        isClass(c, CharacterClass.digit) || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "f"))
    }

    private mutating func lexNumber() {
        let start = i
        // `x.0.1` is a tuple member chain: after a period only an integer is lexed.
        let afterPeriod: Bool = {
            guard let last = tokens.last, last.kind == .punctuation, Int(last.end) == start else { return false }
            return p[Int(last.offset)] == Byte.period
        }()
        var malformed = false
        let radix = p[i] == Byte.zero ? byte(at: i + 1) : 0
        if radix == UInt8(ascii: "x") && isHexDigit(byte(at: i + 2)) {
            i += 2
            while i < n && (isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if !afterPeriod { lexHexFractionAndExponent() }
        } else if (radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b")) && isClass(byte(at: i + 2), CharacterClass.digit) {
            i += 2
            while i < n && (isClass(p[i], CharacterClass.digit) || p[i] == UInt8(ascii: "_")) { i += 1 }
        } else {
            skipDecimalDigits()
            if !afterPeriod {
                if byte(at: i) == Byte.period && isClass(byte(at: i + 1), CharacterClass.digit) {
                    i += 1
                    skipDecimalDigits()
                }
                if byte(at: i) | 0x20 == UInt8(ascii: "e") { skipExponent() }
            }
        }
        // `1abc` is a malformed literal; keep it one token like the compiler does.
        while i < n && isClass(p[i], CharacterClass.identifierBody) {
            malformed = true
            i += 1
        }
        emit(.number, start, i, flags: malformed ? Token.Flags.malformed : 0)
    }

    private mutating func skipDecimalDigits() {
        while i < n && (isClass(p[i], CharacterClass.digit) || p[i] == UInt8(ascii: "_")) { i += 1 }
    }

    private mutating func skipExponent() {
        var j = i + 1
        if byte(at: j) == Byte.plus || byte(at: j) == Byte.minus { j += 1 }
        guard isClass(byte(at: j), CharacterClass.digit) else { return }
        i = j
        skipDecimalDigits()
    }

    private mutating func lexHexFractionAndExponent() {
        if byte(at: i) == Byte.period && isHexDigit(byte(at: i + 1)) {
            let dot = i
            var j = i + 1
            while j < n && (isHexDigit(p[j]) || p[j] == UInt8(ascii: "_")) { j += 1 }
            // `0xFF.description` is a member access: a hex fraction needs a `p` exponent.
            guard byte(at: j) | 0x20 == UInt8(ascii: "p") || isClass(byte(at: dot + 1), CharacterClass.digit) else { return }
            i = j
        }
        if byte(at: i) | 0x20 == UInt8(ascii: "p") { skipExponent() }
    }

    // MARK: Strings

    private mutating func openString(start: Int, pounds: Int) {
        let multiline = byte(at: i + 1) == Byte.quote && byte(at: i + 2) == Byte.quote
        i += multiline ? 3 : 1
        emit(.string, start, i)
        frames.append(.string(tokenIndex: tokens.count - 1, pounds: pounds, multiline: multiline))
    }

    @inline(__always)
    private func poundsFollow(_ offset: Int, _ pounds: Int) -> Bool {
        guard offset + pounds <= n else { return false }
        for k in 0..<pounds where p[offset + k] != Byte.hash { return false }
        return true
    }

    /// Scans a string body until the literal closes, an interpolation opens, or (single-line) the line ends.
    private mutating func scanStringBody() {
        guard case let .string(tokenIndex, pounds, multiline) = frames.last else { return }
        while i < n {
            while i < n && !isClass(p[i], CharacterClass.stringStop) { i += 1 }
            guard i < n else { break }
            switch p[i] {
            case Byte.quote:
                let closes = multiline
                    ? byte(at: i + 1) == Byte.quote && byte(at: i + 2) == Byte.quote && poundsFollow(i + 3, pounds)
                    : poundsFollow(i + 1, pounds)
                if closes {
                    i += (multiline ? 3 : 1) + pounds
                    frames.removeLast()
                    finishString(tokenIndex: tokenIndex, end: i, terminated: true)
                    return
                }
                i += 1
            case Byte.backslash:
                guard poundsFollow(i + 1, pounds) else { i += 1; continue }
                let escaped = i + 1 + pounds
                if byte(at: escaped) == Byte.openParen {
                    i = escaped + 1
                    frames.append(.interpolation(parens: 0, inSingleLineString: !multiline))
                    interpolationDepth += 1
                    pendingFlags = 0
                    return
                }
                // A line break after `\` is a line continuation; let the loop see it.
                let next = byte(at: escaped)
                i = next == Byte.newline || next == Byte.carriageReturn ? escaped : escaped + 1
            default:
                if !multiline {
                    frames.removeLast()
                    finishString(tokenIndex: tokenIndex, end: i, terminated: false)
                    return
                }
                i += 1
            }
        }
        frames.removeLast()
        finishString(tokenIndex: tokenIndex, end: n, terminated: false)
    }

    private mutating func finishString(tokenIndex: Int, end: Int, terminated: Bool) {
        tokens[tokenIndex].length = Int32(end) - tokens[tokenIndex].offset
        if !terminated {
            tokens[tokenIndex].flags |= Token.Flags.malformed
            diagnose(.unterminatedString, at: Int(tokens[tokenIndex].offset))
        }
        pendingFlags = 0
    }

    /// A line break inside `\( … )` of a single-line string: the string is unterminated.
    private mutating func endSingleLineStringAtLineBreak() {
        frames.removeLast()
        interpolationDepth -= 1
        guard case let .string(tokenIndex, _, _) = frames.popLast() else { return }
        finishString(tokenIndex: tokenIndex, end: i, terminated: false)
        pendingFlags = Token.Flags.spaceBefore | Token.Flags.newlineBefore
    }

    // MARK: Regex literals

    /// `/…/` where an expression may start (SE-0354): not after an operand, not starting with
    /// white space, closed on the same line. Otherwise the `/` is an operator.
    private mutating func lexBareRegex() -> Bool {
        guard regexMayStart(), lookAheadBudget > 0 else { return false }
        let first = byte(at: i + 1)
        if first == Byte.space || first == Byte.tab || first == Byte.newline || first == Byte.carriageReturn
            || first == Byte.closeParen || i + 1 >= n {
            return false
        }
        var j = i + 1
        var classDepth = 0
        defer { lookAheadBudget -= j - i }
        while j < n {
            let c = p[j]
            switch c {
            case Byte.newline, Byte.carriageReturn:
                return false
            case Byte.backslash:
                j += 2
                continue
            case Byte.openBracket:
                classDepth += 1
            case Byte.closeBracket:
                if classDepth > 0 { classDepth -= 1 }
            case Byte.slash where classDepth == 0:
                // A regex cannot end in white space either: `a / b / c` on one line stays division.
                let before = p[j - 1]
                if before == Byte.space || before == Byte.tab { return false }
                let start = i
                i = j + 1
                emit(.regex, start, i)
                return true
            default:
                break
            }
            j += 1
        }
        return false
    }

    private func regexMayStart() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .identifier:
            return last.word == .await || last.word == .some || last.word == .any
        case .number, .string, .regex, .attribute, .unknown, .pound:
            return false
        case .keyword:
            switch last.word {
            case .self, .Self, .super, .true, .false, .nil, .`init`, .Any, .func, .operator: return false
            default: return true
            }
        case .operator:
            return true
        case .punctuation:
            let c = p[Int(last.offset)]
            switch c {
            case Byte.closeParen, Byte.closeBracket, Byte.closeBrace, Byte.greater: return false
            case Byte.bang, Byte.question: return Int(last.offset) > 0 && isSpace(p[Int(last.offset) - 1])
            default: return true
            }
        }
    }

    private func isSpace(_ c: UInt8) -> Bool { isClass(c, CharacterClass.whitespace) }

    /// `#/…/#`, `##/…/##`: always a regex; multi-line when `#/` ends its line.
    private mutating func lexExtendedRegex(start: Int, pounds: Int, slash: Int) {
        var j = slash + 1
        var lineEnd = j
        while lineEnd < n && (p[lineEnd] == Byte.space || p[lineEnd] == Byte.tab) { lineEnd += 1 }
        let multiline = lineEnd >= n || p[lineEnd] == Byte.newline || p[lineEnd] == Byte.carriageReturn
        while j < n {
            let c = p[j]
            if c == Byte.backslash {
                j += 2
                continue
            }
            if c == Byte.slash && poundsFollow(j + 1, pounds) {
                i = j + 1 + pounds
                emit(.regex, start, i)
                return
            }
            if !multiline && (c == Byte.newline || c == Byte.carriageReturn) { break }
            j += 1
        }
        i = min(j, n)
        diagnose(.unterminatedRegex, at: start)
        emit(.regex, start, i, flags: Token.Flags.malformed)
    }

    // MARK: Operators

    /// No white space (nor `(`, `[`, `{`, `,`, `;`, `:`) right before the operator.
    private func isLeftBound(_ start: Int) -> Bool {
        guard start > 0, pendingFlags & Token.Flags.spaceBefore == 0 else { return false }
        switch p[start - 1] {
        case Byte.openParen, Byte.openBracket, Byte.openBrace, Byte.comma, Byte.semicolon, Byte.colon, 0: return false
        default: return true
        }
    }

    private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < n else { return false }
        switch p[end] {
        case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn, 11, 12,
             Byte.closeParen, Byte.closeBracket, Byte.closeBrace, Byte.comma, Byte.semicolon, Byte.colon, 0:
            return false
        case Byte.period:
            return !leftBound
        case Byte.slash:
            let next = byte(at: end + 1)
            return next != Byte.slash && next != Byte.star
        default:
            return true
        }
    }

    private mutating func lexPeriodOrDotOperator() {
        let start = i
        let next = byte(at: i + 1)
        guard next == Byte.period || (isClass(next, CharacterClass.operatorCharacter) && next != Byte.slash && next != Byte.question
                                      && next != Byte.bang) else {
            punctuation()
            return
        }
        var j = i + 1
        while j < n && (p[j] == Byte.period || (isClass(p[j], CharacterClass.operatorCharacter) && !startsComment(j))) { j += 1 }
        i = j
        let isEllipsis = j - start == 3 && next == Byte.period && p[start + 2] == Byte.period
        emit(isEllipsis && isVariadicEllipsis(start) ? .punctuation : .operator, start, j)
    }

    private func startsComment(_ j: Int) -> Bool {
        p[j] == Byte.slash && (byte(at: j + 1) == Byte.slash || byte(at: j + 1) == Byte.star)
    }

    /// `Int...` in a parameter type, as opposed to the postfix range `a[i...]`.
    private func isVariadicEllipsis(_ start: Int) -> Bool {
        guard isLeftBound(start), let last = tokens.last else { return false }
        if last.kind == .punctuation && p[Int(last.offset)] == Byte.greater { return true }
        let first = p[Int(last.offset)]
        return last.kind == .identifier && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            || (last.kind == .keyword && (last.word == .Any || last.word == .Self))
    }

    private mutating func lexOperator(headLength: Int) {
        let start = i
        let c = p[i]
        let leftBound = isLeftBound(start)
        // A left-bound `?` or `!` is postfix: one token (optional chaining, force unwrap, `Int?`).
        if (c == Byte.question || c == Byte.bang) && leftBound {
            punctuation()
            return
        }
        if c == Byte.less || c == Byte.greater {
            if start <= genericClauseEnd || (c == Byte.less && opensGenericClause(start)) {
                punctuation()
                return
            }
        }
        var j = i + headLength
        while j < n {
            let b = p[j]
            if isClass(b, CharacterClass.operatorCharacter) {
                if startsComment(j) { break }
                j += 1
            } else if b >= 0x80, let (scalar, length) = CharacterClass.decodeScalar(p, j, n),
                      CharacterClass.isOperatorContinuation(scalar) {
                j += length
            } else {
                break
            }
        }
        i = j
        let length = j - start
        var kind = TokenKind.operator
        if length == 1 {
            switch c {
            case Byte.equal, Byte.question:
                kind = .punctuation
            case Byte.amp where !leftBound && isRightBound(j, leftBound: false):
                kind = .punctuation
            default:
                break
            }
        } else if length == 2 && c == Byte.minus && p[start + 1] == Byte.greater {
            kind = .punctuation
        }
        emit(kind, start, j)
    }

    // MARK: Generic clauses

    /// Swift's rule for `<`: right after a name, with no space, it opens a generic clause when a
    /// matching `>` follows with only type syntax in between and a token that can follow a type after it.
    private mutating func opensGenericClause(_ start: Int) -> Bool {
        guard let last = tokens.last, Int(last.end) == start, lookAheadBudget > 0 else { return false }
        switch last.kind {
        case .identifier: break
        case .keyword where last.word == .Self || last.word == .`init` || last.word == .subscript: break
        default: return false
        }
        guard let close = matchingGenericClose(from: start + 1) else { return false }
        genericClauseEnd = close
        return true
    }

    private mutating func matchingGenericClose(from begin: Int) -> Int? {
        var depth = 1
        var parens = 0
        var brackets = 0
        var j = begin
        let limit = min(n, begin + 2048)
        defer { lookAheadBudget -= j - begin + 1 }
        while j < limit {
            let c = p[j]
            if isClass(c, CharacterClass.identifierBody) || c >= 0x80 { j += 1; continue }
            switch c {
            case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn, Byte.period, Byte.comma, Byte.colon,
                 Byte.question, Byte.bang, UInt8(ascii: "~"), Byte.at, Byte.backtick, Byte.dollar:
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
                    guard parens == 0 && brackets == 0 && canFollowGenericClause(j + 1) else { return nil }
                    return j
                }
            case Byte.minus:
                let next = byte(at: j + 1)
                if next == Byte.greater { j += 2; continue }
                guard isClass(next, CharacterClass.digit) else { return nil }
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

    private func endOfSimpleBlockComment(from start: Int, limit: Int) -> Int? {
        var j = start + 2
        while j + 1 < limit {
            if p[j] == Byte.star && p[j + 1] == Byte.slash { return j + 2 }
            j += 1
        }
        return nil
    }

    private func canFollowGenericClause(_ start: Int) -> Bool {
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
            return byte(at: j + 1) != Byte.equal
        case Byte.amp:
            return byte(at: j + 1) != Byte.amp
        case Byte.minus:
            return byte(at: j + 1) == Byte.greater
        case Byte.slash:
            return byte(at: j + 1) == Byte.slash || byte(at: j + 1) == Byte.star
        default:
            guard spaced, isClass(p[j], CharacterClass.identifierStart) else { return false }
            var k = j
            while k < n && isClass(p[k], CharacterClass.identifierBody) { k += 1 }
            switch words.lookup(p + j, k - j) {
            case .where, .in, .throws, .rethrows, .async, .else, .is, .as: return true
            default: return false
            }
        }
    }

    // MARK: Contextual keywords

    /// Decides, with one token of context on each side, whether each known word acts as a
    /// keyword or as a name here ("as the parser classifies them in context").
    mutating func classifyContextualWords() {
        let count = tokens.count
        var availableParens = 0
        var index = 0
        while index < count {
            let token = tokens[index]
            if token.kind == .attribute && token.length == 10 && availableParens == 0
                && byte(at: Int(token.offset) + 1) == UInt8(ascii: "a") && spells(token, "@available")
                && index + 1 < count && punctuationByte(tokens[index + 1]) == Byte.openParen {
                availableParens = 1
                index += 2
                continue
            }
            if availableParens > 0 && token.kind == .punctuation {
                let c = punctuationByte(token)
                if c == Byte.openParen { availableParens += 1 } else if c == Byte.closeParen { availableParens -= 1 }
            }
            if token.word != .none && (token.kind == .identifier || token.kind == .keyword) {
                let isKeyword = actsAsKeyword(index, inAvailability: availableParens > 0)
                tokens[index].kind = isKeyword ? .keyword : .identifier
            }
            index += 1
        }
    }

    private func spells(_ token: Token, _ literal: StaticString) -> Bool {
        Int(token.length) == literal.utf8CodeUnitCount && memcmpEqual(p + Int(token.offset), literal.utf8Start, Int(token.length))
    }

    /// The byte of a one-byte punctuation token, else 0.
    private func punctuationByte(_ token: Token) -> UInt8 {
        token.kind == .punctuation && token.length == 1 ? p[Int(token.offset)] : 0
    }

    private func actsAsKeyword(_ index: Int, inAvailability: Bool) -> Bool {
        let token = tokens[index]
        let word = token.word
        let previous: Token? = index > 0 ? tokens[index - 1] : nil
        let next: Token? = index + 1 < tokens.count ? tokens[index + 1] : nil
        let previousByte = previous.map(punctuationByte) ?? 0
        let nextByte = next.map(punctuationByte) ?? 0
        let nextOnSameLine = next.map { !$0.startsLine } ?? false

        // Member names: `x.default`, `.some(…)`; but `.init`, `.self`, `.Type`, `.Protocol` stay keywords.
        if previousByte == Byte.period {
            switch word {
            case .`init`, .self, .Type, .Protocol: return true
            default: return false
            }
        }
        if word.isReserved {
            guard word != .underscore, previousByte == Byte.openParen || previousByte == Byte.comma else { return true }
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
            if nextByte == Byte.openParen, index + 3 < tokens.count, punctuationByte(tokens[index + 3]) == Byte.closeParen {
                return true // `unowned(unsafe)`, `nonisolated(unsafe)`, `package(set)`
            }
            return next.word.isDeclarationModifier || isDeclarationIntroducer(next.word) || next.kind == .attribute
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
        case .get, .set, .willSet, .didSet, ._modify, ._read, .modify, .read:
            let opens = token.startsLine || previousByte == Byte.openBrace || previousByte == Byte.closeBrace
                || previousByte == Byte.semicolon || previous?.kind == .attribute || previousWord.isAccessor
                || previousWord == .mutating || previousWord == .nonmutating || previousWord == .private
                || previousWord == .fileprivate || previousWord == .internal || previousWord == .public
                || previousWord == .package
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

    private func isDeclarationIntroducer(_ word: Word) -> Bool {
        switch word {
        case .var, .let, .func, .class, .struct, .enum, .protocol, .extension, .actor, .`init`, .deinit, .subscript,
             .typealias, .associatedtype, .case, .import, .macro, .operator, .precedencegroup:
            return true
        default:
            return false
        }
    }
}
