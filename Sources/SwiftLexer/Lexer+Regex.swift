// The scanner's regex literals; its state is in Lexer.swift.
extension Scanner {
    mutating func emitRegex(_ start: Int, _ end: Int, closed: Bool) {
        if !closed { diagnose(.unterminatedRegex, at: start) }
        emit(.regex, start, end, flags: closed ? 0 : Token.Flags.malformed)
        i = end
    }

    /// Scans a regex literal whose opening `/` is at `slash`, after `pounds` `#`, with swift-syntax's
    /// rules (SE-0354). Returns its end and whether it was closed, or nil when it is not a regex
    /// literal, which only a `/` that may also be an operator (`!mustBeRegex`) can be.
    mutating func scanRegex(slash: Int, pounds: Int, mustBeRegex: Bool) -> (end: Int, closed: Bool)? {
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
    mutating func previousTokenExpectsExpression() -> Bool {
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

    mutating func spells(_ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
        end - start == literal.utf8CodeUnitCount && memcmpEqual(p + start, literal.utf8Start, end - start)
    }
}
