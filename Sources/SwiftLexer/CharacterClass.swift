/// Byte classes for the lexer's inner loops: one table load instead of a chain of comparisons.
enum CharacterClass {
    static var identifierStart: UInt8 { 1 }
    static var identifierBody: UInt8 { 2 }
    static var operatorCharacter: UInt8 { 4 }
    static var digit: UInt8 { 8 }
    /// Bytes a string body must stop at: `"`, `\`, CR, LF.
    static var stringStop: UInt8 { 32 }

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierStart | identifierBody }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierStart | identifierBody }
        table[Int(UInt8(ascii: "_"))] |= identifierStart | identifierBody
        // `$` continues an identifier (`a$b`, `$0`) but does not start one.
        table[Int(UInt8(ascii: "$"))] |= identifierBody
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierBody | digit }
        for byte in "/=-+!*%<>&|^~?".utf8 { table[Int(byte)] |= operatorCharacter }
        for byte in [UInt8(ascii: "\""), UInt8(ascii: "\\"), 10, 13] { table[Int(byte)] |= stringStop }
        return table
    }()

    /// Unicode scalars that may start an operator (the Swift reference's operator-head list).
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF,
             0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
             0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Scalars that may continue an operator: heads plus combining marks and variation selectors.
    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(scalar)
        }
    }

    /// Non-ASCII scalars that may continue an identifier (the Swift reference's identifier-character
    /// list, as swift-syntax's lexer applies it).
    static func isIdentifierContinuation(_ c: UInt32) -> Bool {
        if c < 0x80 { return false }
        if c <= 0x00FF {
            return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF || (0x00B2...0x00B5).contains(c)
                || (0x00B7...0x00BA).contains(c) || (0x00BC...0x00BE).contains(c) || (0x00C0...0x00D6).contains(c)
                || (0x00D8...0x00F6).contains(c) || (0x00F8...0x00FF).contains(c)
        }
        switch c {
        case 0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
             0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
             0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
             0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
            return true
        case 0x10000...0xEFFFD:
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may start an identifier: continuation characters but combining marks.
    static func isIdentifierStart(_ c: UInt32) -> Bool {
        guard isIdentifierContinuation(c) else { return false }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
        default: return true
        }
    }

    /// Non-ASCII scalars the lexer treats as white space.
    static func isUnicodeWhitespace(_ scalar: UInt32) -> Bool {
        scalar == 0x00A0 || scalar == 0x2028 || scalar == 0x2029 || scalar == 0xFEFF
    }

    /// Decodes one UTF-8 scalar at `p[i]`, returning it and its length, or nil for invalid UTF-8.
    @inline(__always)
    static func decodeScalar(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (scalar: UInt32, length: Int)? {
        let lead = p[i]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard i + length <= n else { return nil }
        for k in 1..<length {
            let byte = p[i + k]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not valid UTF-8.
        switch length {
        case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): return nil
        case 4 where scalar < 0x10000 || scalar > 0x10FFFF: return nil
        default: break
        }
        return (scalar, length)
    }
}
