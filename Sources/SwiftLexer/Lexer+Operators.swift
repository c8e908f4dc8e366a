// The scanner's operators; its state is in Lexer.swift.
extension Scanner {
    /// swift-syntax's rule: white space, `(`, `[`, `{`, `,`, `;`, `:` or the end of a block comment
    /// before the operator make it not left-bound.
    mutating func isLeftBound(_ start: Int) -> Bool {
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

    mutating func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
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
    mutating func lexOperator(headLength: Int) {
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
}
