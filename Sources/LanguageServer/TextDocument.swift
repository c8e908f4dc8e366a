/// How positions count characters within a line (LSP `PositionEncodingKind`): UTF-16 code
/// units unless client and server agree on another.
enum PositionEncoding: String {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// How many units the scalar that starts with `lead` takes, and how many bytes it spans.
    func units(lead: UInt8) -> (units: Int, bytes: Int) {
        let bytes: Int
        switch lead {
        case 0xF0...0xF7: bytes = 4
        case 0xE0...0xEF: bytes = 3
        case 0xC0...0xDF: bytes = 2
        default: bytes = 1
        }
        switch self {
        case .utf8: return (bytes, bytes)
        case .utf16: return (bytes == 4 ? 2 : 1, bytes)
        case .utf32: return (1, bytes)
        }
    }
}

/// An LSP position: 0-based line and character in the session's encoding.
struct TextPosition: Equatable {
    var line: Int
    var character: Int
}

/// An open document's text as UTF-8 bytes, with where its lines start. Lines end at `\n`,
/// `\r\n` or `\r`, as LSP counts them. Every position a client sends is clamped into the text
/// (a line past the end is the end; a character past a line's end is that end; a character in
/// the middle of a scalar is its start), so no edit can reach outside it.
struct TextDocument {
    private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int] = [0]
    var version: Int?

    init(bytes: [UInt8], version: Int?) {
        self.bytes = bytes
        self.version = version
        indexLines()
    }

    private mutating func indexLines() {
        lineStarts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
                lineStarts.append(index + 1)
            }
            index += 1
        }
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of line `line` (0-based) without its terminator.
    func lineRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start && bytes[end - 1] == 10 { end -= 1 }
        if end > start && bytes[end - 1] == 13 { end -= 1 }
        return start..<end
    }

    /// The byte offset of `position`, clamped into the text.
    func offset(of position: TextPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let range = lineRange(position.line)
        var offset = range.lowerBound
        var units = 0
        while offset < range.upperBound {
            let scalar = encoding.units(lead: bytes[offset])
            if units + scalar.units > position.character { break }
            units += scalar.units
            offset = min(offset + scalar.bytes, range.upperBound)
        }
        return offset
    }

    /// The position of a 1-based line and 1-based UTF-8 column (archlint's), in `encoding`.
    func position(line: Int, column: Int, encoding: PositionEncoding) -> TextPosition {
        let lineIndex = min(max(line - 1, 0), lineStarts.count - 1)
        let range = lineRange(lineIndex)
        let target = min(range.lowerBound + max(column - 1, 0), range.upperBound)
        var offset = range.lowerBound
        var units = 0
        while offset < target {
            let scalar = encoding.units(lead: bytes[offset])
            units += scalar.units
            offset += scalar.bytes
        }
        return TextPosition(line: lineIndex, character: units)
    }

    /// Replaces the text between two positions (in either order) with `text`.
    mutating func replace(from start: TextPosition, to end: TextPosition, with text: [UInt8], encoding: PositionEncoding) {
        let first = offset(of: start, encoding: encoding)
        let second = offset(of: end, encoding: encoding)
        bytes.replaceSubrange(min(first, second)..<max(first, second), with: text)
        indexLines()
    }

    mutating func replaceAll(with text: [UInt8]) {
        bytes = text
        indexLines()
    }

    /// The identifier around `position`, if the position is in or right after one.
    func word(at position: TextPosition, encoding: PositionEncoding) -> String? {
        guard position.line >= 0 && position.line < lineStarts.count else { return nil }
        let range = lineRange(position.line)
        let offset = self.offset(of: position, encoding: encoding)
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var start = offset
        while start > range.lowerBound && isWordByte(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < range.upperBound && isWordByte(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The spaces and tabs a line starts with.
    func indentation(ofLine line: Int) -> String {
        guard line >= 0 && line < lineStarts.count else { return "" }
        let range = lineRange(line)
        return String(decoding: bytes[range].prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
    }
}
