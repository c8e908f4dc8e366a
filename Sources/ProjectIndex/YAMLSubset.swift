/// The part of YAML that XcodeGen specs use: block mappings and sequences by indentation,
/// flow sequences and mappings (`[a, b]`, `{ path: x }`, over several lines too), plain, single-
/// and double-quoted scalars, `|` and `>` block scalars, comments and a leading `---`. Anchors,
/// aliases, tags, `?` keys and several documents are outside it: an error naming line and column.
public indirect enum YAMLValue: Equatable, Sendable {
    case scalar(String)
    case list([YAMLValue])
    /// Keys in order; a key given twice keeps its last value.
    case map([(key: String, value: YAMLValue)])

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)): return a == b
        case let (.list(a), .list(b)): return a == b
        case let (.map(a), .map(b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }

    public var string: String? { if case .scalar(let value) = self { return value }; return nil }
    public var list: [YAMLValue]? { if case .list(let value) = self { return value }; return nil }
    public var entries: [(key: String, value: YAMLValue)]? { if case .map(let value) = self { return value }; return nil }
    public subscript(key: String) -> YAMLValue? { entries?.last { $0.key == key }?.value }

    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// Deeper nesting than this is an error (a spec nests 6 deep).
    public static let maxDepth = 200

    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> YAMLValue {
        var parser = YAMLParser(lines: YAMLParser.lines(bytes))
        return try parser.document()
    }
}

/// One line without its indentation and comment; `column` is where `text` starts (1-based).
struct YAMLLine {
    var number: Int
    var column: Int
    var text: [UInt8]
    var indent: Int { column - 1 }
}

struct YAMLParser {
    var lines: [YAMLLine]
    var position = 0
    /// Raw lines (with indentation) for block scalars, by line number - 1.
    var raw: [[UInt8]] = []

    init(lines: (lines: [YAMLLine], raw: [[UInt8]])) {
        self.lines = lines.lines
        self.raw = lines.raw
    }

    static func lines(_ bytes: [UInt8]) -> (lines: [YAMLLine], raw: [[UInt8]]) {
        var result: [YAMLLine] = []
        var raw: [[UInt8]] = []
        var number = 0
        for line in bytes.split(separator: 10, omittingEmptySubsequences: false) {
            number += 1
            var text = Array(line)
            if text.last == 13 { text.removeLast() }
            raw.append(text)
            var indent = 0
            while indent < text.count && text[indent] == 32 { indent += 1 }
            let content = stripComment(Array(text[indent...]))
            if content.isEmpty { continue }
            result.append(YAMLLine(number: number, column: indent + 1, text: content))
        }
        return (result, raw)
    }

    /// The text before a `#` that starts a comment (at the start or after a space, outside quotes), without trailing spaces.
    static func stripComment(_ text: [UInt8]) -> [UInt8] {
        var quote: UInt8?
        var end = text.count
        var index = 0
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open {
                    if open == UInt8(ascii: "'"), index + 1 < text.count, text[index + 1] == open { index += 2; continue }
                    quote = nil
                } else if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") { index += 1 }
            } else if byte == UInt8(ascii: "#"), index == 0 || text[index - 1] == 32 || text[index - 1] == 9 {
                end = index
                break
            } else if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) && (index == 0 || isQuoteStart(text[index - 1])) {
                quote = byte
            }
            index += 1
        }
        var result = Array(text[..<end])
        while let last = result.last, last == 32 || last == 9 { result.removeLast() }
        return result
    }

    static func isQuoteStart(_ previous: UInt8) -> Bool {
        previous == 32 || previous == 9 || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
            || previous == UInt8(ascii: ",") || previous == UInt8(ascii: ":") || previous == UInt8(ascii: "-")
    }

    func error(_ line: YAMLLine, _ offset: Int, _ message: String) -> YAMLValue.ParseError {
        YAMLValue.ParseError(line: line.number, column: line.column + offset, message: message)
    }

    mutating func document() throws(YAMLValue.ParseError) -> YAMLValue {
        if position < lines.count, lines[position].text == Array("---".utf8) { position += 1 }
        guard position < lines.count else { return .map([]) }
        let value = try block(indent: lines[position].indent, depth: 0)
        if position < lines.count {
            let line = lines[position]
            if line.text == Array("---".utf8) || line.text == Array("...".utf8) {
                throw error(line, 0, "a second document is outside the YAML subset archlint reads")
            }
            throw error(line, 0, "unexpected indentation")
        }
        return value
    }

    /// The node whose lines start at the current line, indented `indent`.
    mutating func block(indent: Int, depth: Int) throws(YAMLValue.ParseError) -> YAMLValue {
        let line = lines[position]
        if depth > YAMLValue.maxDepth { throw error(line, 0, "nested more than \(YAMLValue.maxDepth) deep") }
        if isDash(line.text) {
            var items: [YAMLValue] = []
            while position < lines.count, lines[position].indent == indent, isDash(lines[position].text) {
                let item = lines[position]
                var rest = 1
                while rest < item.text.count && item.text[rest] == 32 { rest += 1 }
                if rest >= item.text.count {
                    position += 1
                    if position < lines.count, lines[position].indent > indent {
                        items.append(try block(indent: lines[position].indent, depth: depth + 1))
                    } else {
                        items.append(.scalar(""))
                    }
                } else {
                    // `- key: value` and `- - x`: the rest of the line is a node at its own column.
                    lines[position] = YAMLLine(number: item.number, column: item.column + rest, text: Array(item.text[rest...]))
                    items.append(try block(indent: item.indent + rest, depth: depth + 1))
                }
            }
            return .list(items)
        }
        if mappingColon(line.text) != nil {
            var entries: [(key: String, value: YAMLValue)] = []
            var indexOfKey: [String: Int] = [:]
            while position < lines.count, lines[position].indent == indent, !isDash(lines[position].text) {
                let entry = lines[position]
                guard let colon = mappingColon(entry.text) else { throw error(entry, 0, "expected 'key: value'") }
                let key = try scalarText(Array(entry.text[..<colon]), entry, 0)
                var start = colon + 1
                while start < entry.text.count && entry.text[start] == 32 { start += 1 }
                let rest = Array(entry.text[start...])
                position += 1
                let value: YAMLValue
                if rest.isEmpty {
                    if position < lines.count, lines[position].indent > indent
                        || (lines[position].indent == indent && isDash(lines[position].text)) {
                        value = try block(indent: lines[position].indent, depth: depth + 1)
                    } else {
                        value = .scalar("")
                    }
                } else {
                    value = folded(try inline(rest, entry, start, parentIndent: indent, depth: depth + 1), startingWith: rest[0],
                                   deeperThan: indent)
                }
                if let known = indexOfKey[key] {
                    entries[known].value = value
                } else {
                    indexOfKey[key] = entries.count
                    entries.append((key, value))
                }
            }
            return .map(entries)
        }
        position += 1
        return folded(try inline(line.text, line, 0, parentIndent: indent - 1, depth: depth + 1), startingWith: line.text[0],
                      deeperThan: indent - 1)
    }

    /// A plain scalar and the lines that continue it (indented more than its parent, neither a
    /// list item nor a `key: value`), joined with spaces as YAML folds them: XcodeGen specs write
    /// long build settings so (`OTHER_SWIFT_FLAGS:` then one flag a line).
    mutating func folded(_ value: YAMLValue, startingWith first: UInt8, deeperThan parentIndent: Int) -> YAMLValue {
        guard case .scalar(let text) = value, !"\"'[{|>".utf8.contains(first) else { return value }
        var parts = [text]
        while position < lines.count, lines[position].indent > parentIndent, !isDash(lines[position].text),
              mappingColon(lines[position].text) == nil {
            parts.append(String(decoding: lines[position].text, as: UTF8.self))
            position += 1
        }
        return parts.count == 1 ? value : .scalar(parts.joined(separator: " "))
    }

    func isDash(_ text: [UInt8]) -> Bool {
        text.first == UInt8(ascii: "-") && (text.count == 1 || text[1] == 32) && text != Array("---".utf8)
    }

    /// The `:` of `key: value` or `key:` outside quotes and brackets; nil when the line is no mapping entry.
    func mappingColon(_ text: [UInt8]) -> Int? {
        guard let first = text.first, first != UInt8(ascii: "["), first != UInt8(ascii: "{") else { return nil }
        var quote: UInt8?
        for index in text.indices {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            if index == 0 && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) { quote = byte; continue }
            if byte == UInt8(ascii: ":") && (index + 1 == text.count || text[index + 1] == 32) { return index }
        }
        return nil
    }

    /// A value on the rest of a line: a flow collection (which may go on over the next lines), a block scalar, or a scalar.
    mutating func inline(_ text: [UInt8], _ line: YAMLLine, _ offset: Int, parentIndent: Int, depth: Int) throws(YAMLValue.ParseError) -> YAMLValue {
        guard let first = text.first else { return .scalar("") }
        switch first {
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"):
            throw error(line, offset, "'\(Character(UnicodeScalar(first)))' (anchors, aliases, tags, complex keys) is outside the YAML subset archlint reads")
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            // A block scalar: the following lines indented more than the parent.
            var text: [String] = []
            let startLine = line.number
            while position < lines.count, lines[position].indent > parentIndent {
                position += 1
            }
            let endLine = position < lines.count ? lines[position].number - 1 : raw.count
            for number in startLine..<endLine where number < raw.count { text.append(String(decoding: raw[number], as: UTF8.self)) }
            return .scalar(text.joined(separator: "\n"))
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var flow = Flow(text: text, line: line, offset: offset)
            // Further lines until the brackets close.
            while !flow.balanced, position < lines.count {
                flow.append(lines[position])
                position += 1
            }
            let value = try flow.parse(depth: depth)
            return value
        default:
            return .scalar(try scalarText(text, line, offset))
        }
    }

    func scalarText(_ text: [UInt8], _ line: YAMLLine, _ offset: Int) throws(YAMLValue.ParseError) -> String {
        guard let first = text.first else { return "" }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard text.count >= 2, text.last == first else { throw error(line, offset, "unterminated quoted string") }
            return YAMLParser.unquote(Array(text[1..<(text.count - 1)]), quote: first)
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func unquote(_ body: [UInt8], quote: UInt8) -> String {
        var result: [UInt8] = []
        var index = 0
        while index < body.count {
            let byte = body[index]
            if quote == UInt8(ascii: "'"), byte == quote, index + 1 < body.count, body[index + 1] == quote {
                result.append(quote); index += 2; continue
            }
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), index + 1 < body.count {
                switch body[index + 1] {
                case UInt8(ascii: "n"): result.append(10)
                case UInt8(ascii: "t"): result.append(9)
                default: result.append(body[index + 1])
                }
                index += 2
                continue
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A flow collection, possibly over several lines: its bytes with where each came from.
    struct Flow {
        var bytes: [UInt8] = []
        var origin: [(line: YAMLLine, offset: Int)] = []
        var depth = 0
        var quote: UInt8?

        init(text: [UInt8], line: YAMLLine, offset: Int) { add(text, line, offset) }

        var balanced: Bool { depth == 0 && quote == nil }

        mutating func append(_ line: YAMLLine) {
            bytes.append(32)
            origin.append((line, -1))
            add(line.text, line, 0)
        }

        mutating func add(_ text: [UInt8], _ line: YAMLLine, _ offset: Int) {
            for (index, byte) in text.enumerated() {
                bytes.append(byte)
                origin.append((line, offset + index))
                if let open = quote { if byte == open { quote = nil }; continue }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
            }
        }

        func error(_ index: Int, _ message: String) -> YAMLValue.ParseError {
            let place = origin[min(max(index, 0), origin.count - 1)]
            return YAMLValue.ParseError(line: place.line.number, column: place.line.column + max(place.offset, 0), message: message)
        }

        func parse(depth nesting: Int) throws(YAMLValue.ParseError) -> YAMLValue {
            var index = 0
            let value = try node(&index, nesting)
            skipSpace(&index)
            if index < bytes.count { throw error(index, "unexpected text after a flow collection") }
            return value
        }

        func skipSpace(_ index: inout Int) { while index < bytes.count && (bytes[index] == 32 || bytes[index] == 9) { index += 1 } }

        func node(_ index: inout Int, _ nesting: Int) throws(YAMLValue.ParseError) -> YAMLValue {
            if nesting > YAMLValue.maxDepth { throw error(index, "nested more than \(YAMLValue.maxDepth) deep") }
            skipSpace(&index)
            guard index < bytes.count else { throw error(index, "unexpected end of a flow collection") }
            let open = bytes[index]
            if open == UInt8(ascii: "[") || open == UInt8(ascii: "{") {
                let close = open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                let openIndex = index
                index += 1
                var items: [YAMLValue] = []
                var entries: [(key: String, value: YAMLValue)] = []
                var indexOfKey: [String: Int] = [:]
                while true {
                    skipSpace(&index)
                    guard index < bytes.count else { throw error(openIndex, "unclosed '\(Character(UnicodeScalar(open)))'") }
                    if bytes[index] == close { index += 1; break }
                    if open == UInt8(ascii: "{") {
                        let keyStart = index
                        let key = try node(&index, nesting + 1)
                        guard let keyText = key.string else { throw error(keyStart, "a key must be a scalar") }
                        skipSpace(&index)
                        var value = YAMLValue.scalar("")
                        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                            index += 1
                            value = try node(&index, nesting + 1)
                        }
                        if let known = indexOfKey[keyText] {
                            entries[known].value = value
                        } else {
                            indexOfKey[keyText] = entries.count
                            entries.append((keyText, value))
                        }
                    } else {
                        items.append(try node(&index, nesting + 1))
                    }
                    skipSpace(&index)
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard index < bytes.count else { throw error(openIndex, "unclosed '\(Character(UnicodeScalar(open)))'") }
                    guard bytes[index] == close else {
                        throw error(index, "expected ',' or '\(Character(UnicodeScalar(close)))'")
                    }
                }
                return open == UInt8(ascii: "[") ? .list(items) : .map(entries)
            }
            if open == UInt8(ascii: "\"") || open == UInt8(ascii: "'") {
                let start = index
                index += 1
                while index < bytes.count && bytes[index] != open {
                    if open == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                guard index < bytes.count else { throw error(start, "unterminated quoted string") }
                index += 1
                return .scalar(YAMLParser.unquote(Array(bytes[(start + 1)..<(index - 1)]), quote: open))
            }
            if open == UInt8(ascii: "&") || open == UInt8(ascii: "*") || open == UInt8(ascii: "!") {
                throw error(index, "'\(Character(UnicodeScalar(open)))' (anchors, aliases, tags) is outside the YAML subset archlint reads")
            }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
                if byte == UInt8(ascii: ":"), index + 1 >= bytes.count || bytes[index + 1] == 32 || bytes[index + 1] == UInt8(ascii: ",") { break }
                index += 1
            }
            var end = index
            while end > start && bytes[end - 1] == 32 { end -= 1 }
            return .scalar(String(decoding: bytes[start..<end], as: UTF8.self))
        }
    }
}
