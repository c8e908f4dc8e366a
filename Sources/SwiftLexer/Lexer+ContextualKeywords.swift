// The scanner's contextual keywords; its state is in Lexer.swift.
extension Scanner {
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
