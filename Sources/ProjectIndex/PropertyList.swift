/// An old-style (OpenStep, ASCII) property list, the format of `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted and unquoted strings, `<hex data>` and
/// `/* */` and `//` comments. Read in one pass over the bytes, without Foundation.
public indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? { if case .string(let value) = self { return value }; return nil }
    public var array: [PropertyList]? { if case .array(let value) = self { return value }; return nil }
    public var dictionary: [String: PropertyList]? { if case .dictionary(let value) = self { return value }; return nil }
    /// An entry of a dictionary; nil for anything else.
    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// Deeper nesting than this is an error, not a deep recursion (real project files nest 3 deep).
    public static let maxDepth = 256

    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.offset < bytes.count { throw parser.error("text after the end of the property list") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var offset = 0

        func error(_ message: String, at position: Int? = nil) -> ParseError {
            let end = min(position ?? offset, bytes.count)
            var line = 1, lineStart = 0
            for index in 0..<end where bytes[index] == 10 { line += 1; lineStart = index + 1 }
            return ParseError(line: line, column: end - lineStart + 1, message: message)
        }

        mutating func skipSpace() {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == 32 || byte == 9 || byte == 10 || byte == 13 { offset += 1; continue }
                if byte == UInt8(ascii: "/"), offset + 1 < bytes.count {
                    if bytes[offset + 1] == UInt8(ascii: "/") {
                        while offset < bytes.count && bytes[offset] != 10 { offset += 1 }
                        continue
                    }
                    if bytes[offset + 1] == UInt8(ascii: "*") {
                        offset += 2
                        while offset + 1 < bytes.count && !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
                            offset += 1
                        }
                        offset = min(offset + 2, bytes.count)
                        continue
                    }
                }
                return
            }
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"):
                return true
            default:
                return byte >= 0x80
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(ParseError) {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == byte else {
                throw error(offset < bytes.count ? "expected \(what)" : "unexpected end of file, expected \(what)")
            }
            offset += 1
        }

        mutating func value(depth: Int) throws(ParseError) -> PropertyList {
            skipSpace()
            guard offset < bytes.count else { throw error("unexpected end of file, expected a value") }
            if depth >= PropertyList.maxDepth { throw error("nested more than \(PropertyList.maxDepth) deep") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var entries: [String: PropertyList] = [:]
                while true {
                    skipSpace()
                    guard offset < bytes.count else { throw error("unexpected end of file in a dictionary") }
                    if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .dictionary(entries) }
                    let keyStart = offset
                    guard case .string(let key) = try scalar() else { throw error("expected a key", at: keyStart) }
                    try expect(UInt8(ascii: "="), "'='")
                    let entry = try value(depth: depth + 1)
                    try expect(UInt8(ascii: ";"), "';'")
                    if entries[key] == nil { entries[key] = entry }
                }
            case UInt8(ascii: "("):
                offset += 1
                var elements: [PropertyList] = []
                while true {
                    skipSpace()
                    guard offset < bytes.count else { throw error("unexpected end of file in an array") }
                    if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(elements) }
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    guard offset < bytes.count else { throw error("unexpected end of file in an array") }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1 } else if bytes[offset] != UInt8(ascii: ")") {
                        throw error("expected ',' or ')'")
                    }
                }
            default:
                return try scalar()
            }
        }

        /// A quoted or unquoted string, or `<data>` (kept as its text).
        mutating func scalar() throws(ParseError) -> PropertyList {
            guard offset < bytes.count else { throw error("unexpected end of file") }
            let start = offset
            let first = bytes[offset]
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                offset += 1
                var text: [UInt8] = []
                while offset < bytes.count && bytes[offset] != first {
                    if bytes[offset] == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                        offset += 1
                        switch bytes[offset] {
                        case UInt8(ascii: "n"): text.append(10)
                        case UInt8(ascii: "t"): text.append(9)
                        case UInt8(ascii: "r"): text.append(13)
                        case UInt8(ascii: "U"), UInt8(ascii: "u"):
                            var scalar: UInt32 = 0, digits = 0
                            while digits < 4, offset + 1 < bytes.count, let digit = Parser.hexValue(bytes[offset + 1]) {
                                scalar = scalar * 16 + UInt32(digit); digits += 1; offset += 1
                            }
                            text.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
                        default: text.append(bytes[offset])
                        }
                        offset += 1
                        continue
                    }
                    text.append(bytes[offset])
                    offset += 1
                }
                guard offset < bytes.count else { throw error("unterminated string", at: start) }
                offset += 1
                return .string(String(decoding: text, as: UTF8.self))
            }
            if first == UInt8(ascii: "<") {
                while offset < bytes.count && bytes[offset] != UInt8(ascii: ">") { offset += 1 }
                guard offset < bytes.count else { throw error("unterminated data", at: start) }
                offset += 1
                return .string(String(decoding: bytes[start..<offset], as: UTF8.self))
            }
            while offset < bytes.count && Parser.isUnquoted(bytes[offset]) {
                // `//` or `/*` ends an unquoted string: a comment follows.
                if bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count,
                   bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") { break }
                offset += 1
            }
            if offset == start { throw error("unexpected character '\(Parser.printable(first))'") }
            return .string(String(decoding: bytes[start..<offset], as: UTF8.self))
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        static func printable(_ byte: UInt8) -> String {
            byte >= 32 && byte < 127 ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
        }
    }
}
