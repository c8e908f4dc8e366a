// The scanner's trivia; its state is in Lexer.swift.
extension Scanner {
    mutating func skipTrivia() {
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
    mutating func skipConflictMarker() {
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
