import SwiftLexer

// The extractor's token helpers; its state is in ModelExtractor.swift.
extension Extractor {
    @inline(__always)
    func punct(_ index: Int) -> UInt8 {
        guard index >= 0 && index < count else { return 0 }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 ? bytes[Int(token.offset)] : 0
    }

    @inline(__always)
    func isArrow(_ index: Int) -> Bool {
        guard index < count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 2 && bytes[Int(token.offset)] == UInt8(ascii: "-")
    }

    @inline(__always)
    func word(_ index: Int) -> Word { index >= 0 && index < count ? tokens[index].word : .none }

    /// `<` opening a generic clause, whether the lexer made it punctuation or (after `init?`, an
    /// operator function's name) an operator.
    @inline(__always)
    func isAngleOpen(_ index: Int) -> Bool {
        guard index < count else { return false }
        let token = tokens[index]
        return (token.kind == .punctuation || token.kind == .operator) && token.length == 1 && bytes[Int(token.offset)] == Punct.less
    }

    /// How many generic clauses a `>`, `>>`… token closes (0 for any other token).
    func angleCloseCount(_ index: Int) -> Int {
        guard index < count else { return 0 }
        let token = tokens[index]
        guard token.kind == .punctuation || token.kind == .operator else { return 0 }
        let start = Int(token.offset)
        for b in start..<(start + Int(token.length)) where bytes[b] != Punct.greater { return 0 }
        return Int(token.length)
    }

    /// The word, if the token acts as a keyword here.
    @inline(__always)
    func keyword(_ index: Int) -> Word {
        guard index >= 0 && index < count, tokens[index].kind == .keyword else { return .none }
        return tokens[index].word
    }

    /// The token's text; a keyword's is a shared constant, not a new string.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        if token.word != .none { return Word.spellings[Int(token.word.rawValue)] }
        return text(from: Int(token.offset), count: Int(token.length))
    }

    /// Read from the buffer the extractor already holds (`file.text` would reach it again).
    func text(from start: Int, count: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + count)]), as: UTF8.self)
    }

    /// A name with backticks removed.
    func name(_ index: Int) -> String {
        let token = tokens[index]
        if token.length >= 2 && bytes[Int(token.offset)] == UInt8(ascii: "`") {
            return text(from: Int(token.offset) + 1, count: Int(token.length) - 2)
        }
        return text(from: Int(token.offset), count: Int(token.length))
    }

    @inline(__always)
    func isName(_ index: Int) -> Bool {
        index >= 0 && index < count && tokens[index].kind == .identifier
    }

    func position(_ index: Int) -> SourcePosition {
        let token = tokens[min(index, count - 1)]
        return SourcePosition(line: token.line, column: token.column)
    }

    /// Source text of tokens `range`, white space runs collapsed to one space.
    mutating func collapsedText(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let start = Int(tokens[range.lowerBound].offset)
        let end = Int(tokens[range.upperBound - 1].end)
        // Most types are written on one line with single spaces: the text as it is.
        var afterSpace = false
        var alreadyCollapsed = true
        for byte in bytes[start..<end] {
            if byte == 32 {
                if afterSpace { alreadyCollapsed = false; break }
                afterSpace = true
            } else if byte == 9 || byte == 10 || byte == 13 {
                alreadyCollapsed = false
                break
            } else {
                afterSpace = false
            }
        }
        if alreadyCollapsed { return sharedText(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var inSpace = false
        for byte in bytes[start..<end] {
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                inSpace = true
            } else {
                if inSpace { out.append(32) }
                inSpace = false
                out.append(byte)
            }
        }
        return out.withUnsafeBufferPointer { sharedText($0) }
    }

    /// A `String` of `spelling`. Strings of more than 15 UTF-8 bytes live on the heap: a file's
    /// equal ones (a type written in many signatures) share one.
    private mutating func sharedText(_ spelling: UnsafeBufferPointer<UInt8>) -> String {
        guard spelling.count > 15 else { return String(decoding: spelling, as: UTF8.self) }
        let id = longTexts.intern(spelling, from: 0, count: spelling.count)
        return longTexts.names[Int(id)]
    }

    /// Index of the token that closes the bracket opened at `open`, or `count` when unclosed.
    /// Looked for nearby first; past `BracketPartners.nearby` tokens, in the file's table of
    /// partners, made then and used from then on, so a file of unclosed `@available(` lines is
    /// not scanned to its end for each of them.
    func matchingClose(_ open: Int) -> Int {
        let opener = punct(open)
        guard let closer = Self.closer(of: opener) else { return open }
        if partners.isBuilt { return partners.partner(of: open, in: self) }
        var depth = 0
        var j = open
        let end = min(count, open + BracketPartners.nearby)
        while j < end {
            let c = punct(j)
            if c == opener { depth += 1 } else if c == closer {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return end == count ? count : partners.partner(of: open, in: self)
    }

    /// The closing bracket of an opening one (`<` counts as one), nil for any other byte.
    static func closer(of opener: UInt8) -> UInt8? {
        switch opener {
        case Punct.openParen: return Punct.closeParen
        case Punct.openBracket: return Punct.closeBracket
        case Punct.openBrace: return Punct.closeBrace
        case Punct.less: return Punct.greater
        default: return nil
        }
    }

    /// The index after the attribute at `index` with its `.Member`s, `<Generic>` and `(arguments)`.
    func attributeEnd(_ index: Int) -> Int {
        var end = index + 1
        while isAttributeMember(end) { end += 2 }
        if isAngleOpen(end) && tokens[end].offset == tokens[end - 1].end { end = matchingAngle(end) + 1 }
        if punct(end) == Punct.openParen && tokens[end].offset == tokens[end - 1].end { end = min(matchingClose(end), count - 1) + 1 }
        return end
    }

    /// `.Name` right after an attribute name (`@Module.Wrapper`), at `index`.
    func isAttributeMember(_ index: Int) -> Bool {
        punct(index) == Punct.period && index + 1 < count && tokens[index].offset == tokens[index - 1].end
            && isName(index + 1) && tokens[index + 1].offset == tokens[index].end
    }

    /// Tokens an attribute's generic clause may span. Real ones are a few (`@Wrapper<Int>`);
    /// without the bound, a `<` never closed would be scanned to the next `{`, `}` or `;` from each
    /// attribute, past all the later ones: quadratic in a run of such attributes.
    private static let maximumAngleClause = 512

    /// Index of the `>` closing the generic clause opened at `open` (see `isAngleOpen`); the token
    /// before a `{`, `}` or `;` that comes first, or `count`; `open` itself when the clause runs
    /// past `maximumAngleClause` tokens (then no clause).
    private func matchingAngle(_ open: Int) -> Int {
        var depth = 0
        var j = open
        while j < count {
            if j - open > Self.maximumAngleClause { return open }
            if isAngleOpen(j) {
                depth += 1
            } else if angleCloseCount(j) > 0 {
                depth -= angleCloseCount(j)
                if depth <= 0 { return j }
            } else {
                let c = punct(j)
                if c == Punct.openBrace || c == Punct.closeBrace || c == Punct.semicolon { return j - 1 }
            }
            j += 1
        }
        return count
    }

    @inline(__always)
    var currentType: Int? {
        for scope in scopes.reversed() {
            switch scope.kind {
            case .typeBody(let index): return index
            case .code(let owner): return owner >= 0 ? owner : nil
            case .file: return nil
            }
        }
        return nil
    }

    var inDeclarationContext: Bool {
        if case .code = scopes.last!.kind { return false }
        return true
    }
}
