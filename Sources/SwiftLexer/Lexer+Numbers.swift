// The scanner's numbers; its state is in Lexer.swift.
extension Scanner {
    @inline(__always)
    mutating func isDigit(_ c: UInt8) -> Bool { isClass(c, CharacterClass.digit) }

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
    mutating func lexNumber() {
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
}
