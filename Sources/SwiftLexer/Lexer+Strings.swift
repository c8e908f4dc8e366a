// The scanner's strings; its state is in Lexer.swift.
extension Scanner {
    /// A string literal starting at `start` (its first `#`, or the quote at `quote`).
    mutating func openString(start: Int, quote q: Int, pounds: Int) {
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
    mutating func resumeString() {
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

    mutating func popFrame() {
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

    mutating func finishString(tokenIndex: Int, end: Int, terminated: Bool) {
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
}
