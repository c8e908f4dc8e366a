// The scanner's tokens; its state is in Lexer.swift.
extension Scanner {
    mutating func lexToken() {
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
    mutating func punctuation() {
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

    mutating func lexIdentifierBody() {
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

    mutating func startsIdentifier(at offset: Int) -> Bool {
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
}
