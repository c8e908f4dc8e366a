// The scanner's generic clauses; its state is in Lexer.swift.
extension Scanner {
    /// Swift's rule for `<`: right after a name, with no space, it opens a generic clause when a
    /// matching `>` follows with only type syntax in between and a token that can follow a type after it.
    /// After a declared name (`func f<T>`, `struct S<T>`, `init?<T>`, `func == <T>`) or an attribute
    /// name (`@Wrapper<Int>`) no such token is needed.
    mutating func opensGenericClause(_ start: Int) -> Bool {
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
}
