import Platform

/// A JSON syntax error: what went wrong and where. `description` is `LINE:COLUMN: MESSAGE`.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var position: JSONPosition

    public init(message: String, position: JSONPosition) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(position.line):\(position.column): \(message)" }
}

/// A JSON parser of our own that keeps the position of every value and key.
///
/// - Strict RFC 8259 by default (`Options.strict`). `Options.configuration`, used for
///   `.archlint.json`, additionally accepts `//` and `/* */` comments and a trailing comma
///   before `]` or `}` (the "JSONC" dialect of `tsconfig.json` and editor settings), and
///   rejects duplicate object keys.
/// - Any bytes give a tree or a `JSONParseError`: invalid UTF-8 (in strings, comments or
///   between tokens), lone surrogate escapes, control characters in strings, truncated input.
/// - Iterative, with an explicit stack: nesting deeper than `maxDepth` (512) is an error rather
///   than a deep recursion. Linear time in the size of the input; inputs above `maxBytes` are
///   rejected before parsing.
/// - A UTF-8 byte order mark at the very start is skipped.
public struct JSONParser: Sendable {
    public struct Options: Sendable, Equatable {
        public var allowComments: Bool
        public var allowTrailingCommas: Bool
        public var rejectDuplicateKeys: Bool
        public var maxDepth: Int
        public var maxBytes: Int
        /// The document must be an object: anything else fails at its first character with
        /// "expected '{'", before any of it is read as a value (and quoted).
        public var requiresObject = false

        public init(
            allowComments: Bool = false, allowTrailingCommas: Bool = false, rejectDuplicateKeys: Bool = false,
            maxDepth: Int = 512, maxBytes: Int = 64 << 20
        ) {
            self.allowComments = allowComments
            self.allowTrailingCommas = allowTrailingCommas
            self.rejectDuplicateKeys = rejectDuplicateKeys
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }

        /// RFC 8259, duplicate keys kept (last one wins for `JSONNode.subscript`).
        public static let strict = Options()
        /// `.archlint.json`: comments and trailing commas allowed, duplicate keys rejected,
        /// at most 16 MiB, an object at the top.
        public static let configuration: Options = {
            var options = Options(allowComments: true, allowTrailingCommas: true, rejectDuplicateKeys: true, maxDepth: 512, maxBytes: 16 << 20)
            options.requiresObject = true
            return options
        }()
    }

    public var options: Options

    public init(options: Options = .strict) { self.options = options }

    public func parse(_ text: String) throws -> JSONNode {
        var text = text
        return try text.withUTF8 { try parse(buffer: $0) }
    }

    public func parse(_ bytes: [UInt8]) throws -> JSONNode {
        try bytes.withUnsafeBufferPointer { try parse(buffer: $0) }
    }

    public func parse(buffer: UnsafeBufferPointer<UInt8>) throws -> JSONNode {
        if buffer.count > options.maxBytes {
            throw JSONParseError(
                message: "input is too large (\(buffer.count) bytes; the limit is \(options.maxBytes) bytes)",
                position: JSONPosition(line: 1, column: 1, offset: 0))
        }
        var scanner = Scanner(bytes: buffer, options: options)
        return try scanner.parseDocument()
    }
}

// MARK: - Scanner

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let comma = UInt8(ascii: ",")
private let colon = UInt8(ascii: ":")

private struct Frame {
    var isObject: Bool
    var start: JSONPosition
    var items: [JSONNode] = []
    var members: [JSONMember] = []
    var key = ""
    var keyPosition = JSONPosition(line: 0, column: 0, offset: 0)
    var keys: Set<String> = []
}

private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: JSONParser.Options
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParser.Options) {
        self.bytes = bytes
        self.options = options
    }

    var count: Int { bytes.count }

    func position(_ at: Int) -> JSONPosition { JSONPosition(line: line, column: at - lineStart + 1, offset: at) }

    func fail(_ message: String, at: Int) -> JSONParseError { JSONParseError(message: message, position: position(at)) }

    /// What kind of character is at `at`, for a message: `end of input`, JSON's own punctuation
    /// quoted (`'}'`), else only its kind (`a letter`, `a digit`, `a symbol`, `a control
    /// character`, `a non-ASCII character`, `invalid UTF-8`). Nothing else of the text is quoted:
    /// a file named as a configuration that is not JSON (a key, a password file) must not have
    /// its content shown in a CI log.
    func describe(_ at: Int) -> String {
        guard at < count else { return "end of input" }
        let byte = bytes[at]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","), quote:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return "a letter"
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return "a digit"
        case 0x21..<0x7F: return "a symbol"
        case 0x80...: return utf8Length(at: at) == nil ? "invalid UTF-8" : "a non-ASCII character"
        default: return "a control character"
        }
    }

    func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// Length of the well-formed UTF-8 sequence of a non-ASCII lead byte at `at`, or nil
    /// (overlong forms, encoded surrogates, values above U+10FFFF and truncation are invalid).
    func utf8Length(at: Int) -> Int? {
        let (length, valid) = UTF8Sequence.scan(bytes.baseAddress!, at, count)
        return valid ? length : nil
    }

    /// Steps over the line break at `index` (LF, CR, or CRLF as one) and starts the next line.
    mutating func consumeLineBreak() {
        if bytes[index] == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    /// Skips whitespace and, when allowed, comments.
    mutating func skipTrivia() throws {
        while index < count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A, 0x0D:
                consumeLineBreak()
            case slash:
                try skipComment()
            default:
                return
            }
        }
    }

    mutating func skipComment() throws {
        let start = index
        let next = index + 1 < count ? bytes[index + 1] : 0
        guard next == slash || next == star else { throw fail("unexpected character '/'", at: start) }
        guard options.allowComments else { throw fail("comments are not allowed in JSON", at: start) }
        index += 2
        if next == slash {
            while index < count && bytes[index] != 0x0A && bytes[index] != 0x0D { try skipCommentByte() }
            return
        }
        let startPosition = position(start)
        while index < count {
            switch bytes[index] {
            case star where index + 1 < count && bytes[index + 1] == slash:
                index += 2
                return
            case 0x0A, 0x0D:
                consumeLineBreak()
            default:
                try skipCommentByte()
            }
        }
        throw JSONParseError(message: "unterminated comment", position: startPosition)
    }

    mutating func skipCommentByte() throws {
        if bytes[index] < 0x80 {
            index += 1
        } else if let length = utf8Length(at: index) {
            index += length
        } else {
            throw fail("invalid UTF-8 byte 0x\(hex2(bytes[index])) in comment", at: index)
        }
    }

    // MARK: Document

    mutating func parseDocument() throws -> JSONNode {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        var frames: [Frame] = []
        while true {
            // Read one value, or open a container and read its first value on the next turn.
            try skipTrivia()
            guard index < count else {
                throw fail("expected \(frames.isEmpty ? "a JSON value" : "a value") but found end of input", at: index)
            }
            let start = index
            if frames.isEmpty && options.requiresObject && bytes[index] != UInt8(ascii: "{") {
                throw fail("expected '{' (a configuration is a JSON object)", at: index)
            }
            var node: JSONNode
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                if frames.count >= options.maxDepth {
                    throw fail("nesting is deeper than \(options.maxDepth) levels", at: start)
                }
                let startPosition = position(start)  // before trivia moves to another line
                index += 1
                try skipTrivia()
                let closer = UInt8(ascii: isObject ? "}" : "]")
                if index < count && bytes[index] == closer {
                    index += 1
                    node = JSONNode(isObject ? .object([]) : .array([]), at: startPosition)
                } else {
                    var frame = Frame(isObject: isObject, start: startPosition)
                    if isObject { try readKey(into: &frame) }
                    frames.append(frame)
                    continue
                }
            case quote:
                node = JSONNode(.string(try readString()), at: position(start))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                node = JSONNode(.number(try readNumber()), at: position(start))
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                node = JSONNode(try readLiteral(), at: position(start))
            default:
                let context = frames.isEmpty ? "a JSON value" : "a value"
                throw fail("expected \(context) but found \(describe(start))", at: start)
            }

            // Hand the value to its container, closing containers as they end.
            while true {
                guard !frames.isEmpty else {
                    try skipTrivia()
                    if index < count {
                        throw fail("expected the end of the JSON value but found \(describe(index))", at: index)
                    }
                    return node
                }
                let top = frames.count - 1
                let isObject = frames[top].isObject
                if isObject {
                    frames[top].members.append(
                        JSONMember(key: frames[top].key, keyPosition: frames[top].keyPosition, value: node))
                } else {
                    frames[top].items.append(node)
                }
                try skipTrivia()
                let closer = UInt8(ascii: isObject ? "}" : "]")
                let what = isObject ? "after an object member" : "after an array element"
                guard index < count else {
                    throw fail("expected ',' or '\(Character(Unicode.Scalar(closer)))' \(what) but found end of input", at: index)
                }
                var closes = bytes[index] == closer
                if bytes[index] == comma {
                    let commaIndex = index
                    let commaPosition = position(commaIndex)
                    index += 1
                    try skipTrivia()
                    if index < count && bytes[index] == closer {
                        guard options.allowTrailingCommas else {
                            throw JSONParseError(message: "trailing comma is not allowed", position: commaPosition)
                        }
                        closes = true
                    } else {
                        if isObject { try readKey(into: &frames[top]) }
                        break
                    }
                } else if !closes {
                    throw fail(
                        "expected ',' or '\(Character(Unicode.Scalar(closer)))' \(what) but found \(describe(index))",
                        at: index)
                }
                // Close the container: it becomes the value handed to the one below.
                index += 1
                let frame = frames.removeLast()
                node = JSONNode(frame.isObject ? .object(frame.members) : .array(frame.items), at: frame.start)
            }
        }
    }

    /// Reads `"key" :` (with trivia around) into the frame.
    mutating func readKey(into frame: inout Frame) throws {
        guard index < count, bytes[index] == quote else {
            throw fail("expected a quoted object key but found \(describe(index))", at: index)
        }
        let keyPosition = position(index)
        let key = try readString()
        if options.rejectDuplicateKeys {
            guard frame.keys.insert(key).inserted else {
                throw JSONParseError(message: "duplicate key \(Suggestions.quoted(key))", position: keyPosition)
            }
        }
        try skipTrivia()
        guard index < count, bytes[index] == colon else {
            throw fail("expected ':' after object key but found \(describe(index))", at: index)
        }
        index += 1
        frame.key = key
        frame.keyPosition = keyPosition
    }

    // MARK: Scalars

    mutating func readString() throws -> String {
        let opening = index
        index += 1
        var buffer: [UInt8] = []
        var escaped = false
        var runStart = index
        while true {
            guard index < count else { throw fail("unterminated string", at: opening) }
            let byte = bytes[index]
            if byte == quote {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                if !escaped { return String(decoding: run, as: UTF8.self) }
                buffer.append(contentsOf: run)
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == backslash {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                escaped = true
                try readEscape(opening: opening, into: &buffer)
                runStart = index
                continue
            }
            if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D { throw fail("unterminated string", at: opening) }
                throw fail("unescaped control character U+00\(hex2(byte)) in string", at: index)
            }
            if byte < 0x80 {
                index += 1
            } else if let length = utf8Length(at: index) {
                index += length
            } else {
                throw fail("invalid UTF-8 byte 0x\(hex2(byte)) in string", at: index)
            }
        }
    }

    mutating func readEscape(opening: Int, into buffer: inout [UInt8]) throws {
        let start = index
        guard index + 1 < count else { throw fail("unterminated string", at: opening) }
        let kind = bytes[index + 1]
        let simple: UInt8?
        switch kind {
        case quote: simple = quote
        case backslash: simple = backslash
        case slash: simple = slash
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw fail("invalid escape sequence: '\\' followed by \(describe(index + 1))", at: start)
        }
        if let simple {
            buffer.append(simple)
            index += 2
            return
        }
        guard let unit = hex4(at: index + 2) else {
            throw fail("invalid \\u escape: expected four hexadecimal digits", at: start)
        }
        index += 6
        var scalarValue = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            guard index + 1 < count, bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u"),
                  let low = hex4(at: index + 2), (0xDC00...0xDFFF).contains(low)
            else {
                throw fail("unpaired high surrogate \\u\(hex2(UInt8(unit >> 8)))\(hex2(UInt8(unit & 0xFF))) (a low surrogate \\uDC00-\\uDFFF must follow)", at: start)
            }
            index += 6
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw fail("unpaired low surrogate \\u\(hex2(UInt8(unit >> 8)))\(hex2(UInt8(unit & 0xFF)))", at: start)
        default:
            break
        }
        // Every value here is a valid scalar: surrogates were paired or rejected above.
        switch scalarValue {
        case 0..<0x80:
            buffer.append(UInt8(scalarValue))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | scalarValue >> 6))
            buffer.append(UInt8(0x80 | scalarValue & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | scalarValue >> 12))
            buffer.append(UInt8(0x80 | scalarValue >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalarValue & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | scalarValue >> 18))
            buffer.append(UInt8(0x80 | scalarValue >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | scalarValue >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | scalarValue & 0x3F))
        }
    }

    func hex4(at: Int) -> UInt16? {
        guard at + 4 <= count else { return nil }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[at + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    func isDigit(_ at: Int) -> Bool {
        at < count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    mutating func readNumber() throws -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else {
            throw fail("invalid number: expected a digit after '-' but found \(describe(index))", at: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw fail("invalid number: leading zeros are not allowed", at: start) }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else {
                throw fail("invalid number: expected a digit after '.' but found \(describe(index))", at: index)
            }
            while isDigit(index) { index += 1 }
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard isDigit(index) else {
                throw fail("invalid number: expected a digit in the exponent but found \(describe(index))", at: index)
            }
            while isDigit(index) { index += 1 }
        }
        return JSONNumber(literal: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    mutating func readLiteral() throws -> JSONNode.Value {
        let start = index
        while index < count {
            let byte = bytes[index]
            let isWordByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            guard isWordByte else { break }
            index += 1
        }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            // The word is not quoted: it may be the first word of a file that is not JSON at all.
            throw fail("invalid literal (JSON's literals are true, false and null)", at: start)
        }
    }
}
