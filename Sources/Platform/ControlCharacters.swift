/// The one escaping every text archlint prints shares, so that no file name, type name, message,
/// configuration key or quoted source can drive a terminal, forge a log line or disguise text:
///
/// * C0 controls (U+0000–U+001F: NUL, BEL, BS, CR, LF, ESC…), DEL (U+007F) and C1 controls
///   (U+0080–U+009F: CSI, OSC, NEL…);
/// * the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
///   U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029);
/// * the zero-width and invisible format characters (U+200B–U+200D, U+2060–U+206F, U+FEFF)
///
/// are shown as the visible text `\u{XX}` (upper-case hex, no leading zeros). Each format applies
/// its own syntax first where it has one (JSON's `\u00XX`, XML character references for tab, LF
/// and CR, GitHub's `%0D` `%0A`, the token table's `\n` `\r` `\t`) and leaves the rest to this.
/// `isEscaped` is the one definition of the set; everything else here recognises it in UTF-8.
public enum ControlCharacters {
    /// Whether the Unicode scalar value (or byte) `value` is shown escaped.
    @inline(__always)
    public static func isEscaped(_ value: UInt32) -> Bool {
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0x061C { return false }
        return value == 0x061C || (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2060...0x206F).contains(value) || value == 0xFEFF
    }

    /// Appends `\u{XX}` and returns true when `value` is escaped; otherwise appends nothing and
    /// returns false, leaving the caller to copy the character.
    @inline(__always) @discardableResult
    public static func appendEscapedIfControl(_ value: UInt32, to output: inout [UInt8]) -> Bool {
        guard isEscaped(value) else { return false }
        appendEscape(value, to: &output)
        return true
    }

    /// Appends `\u{XX}` for any value.
    public static func appendEscape(_ value: UInt32, to output: inout [UInt8]) {
        output.append(contentsOf: [0x5C, 0x75, 0x7B]) // \u{
        var shift: UInt32 = 28
        while shift > 0 && (value >> shift) == 0 { shift -= 4 }
        while true {
            output.append(hexDigit((value >> shift) & 0xF))
            if shift == 0 { break }
            shift -= 4
        }
        output.append(0x7D) // }
    }

    /// The length in bytes and the value of the escaped character that starts at `p[i]` (of
    /// `n` bytes), or length 0 when the character there is copied as it is. Any other byte,
    /// invalid UTF-8 included, is left alone: only the lead bytes of the set are looked at.
    @inline(__always)
    public static func escapedSequence(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (length: Int, value: UInt32) {
        let byte = p[i]
        if byte < 0x20 || byte == 0x7F { return (1, UInt32(byte)) }
        if byte < 0xC2 { return (0, 0) }
        let value: UInt32
        let length: Int
        switch byte {
        case 0xC2, 0xD8:
            guard i + 1 < n, p[i + 1] & 0xC0 == 0x80 else { return (0, 0) }
            value = (UInt32(byte & 0x1F) << 6) | UInt32(p[i + 1] & 0x3F)
            length = 2
        case 0xE2, 0xEF:
            guard i + 2 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80 else { return (0, 0) }
            value = (UInt32(byte & 0x0F) << 12) | (UInt32(p[i + 1] & 0x3F) << 6) | UInt32(p[i + 2] & 0x3F)
            length = 3
        default:
            return (0, 0)
        }
        return isEscaped(value) ? (length, value) : (0, 0)
    }

    /// Appends `bytes` with every escaped character shown as `\u{XX}`; with `keepingLayout`,
    /// line feeds and tabs stay as they are (for multi-line text such as help and `explain`).
    /// Runs without an escaped character are copied whole.
    public static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, keepingLayout: Bool = false, to output: inout [UInt8]) {
        guard let p = bytes.baseAddress else { return }
        let n = bytes.count
        var runStart = 0
        var index = 0
        while index < n {
            let byte = p[index]
            // Printable ASCII and the lead bytes of no escaped character: the common case.
            if (byte >= 0x20 && byte < 0x7F) || (byte >= 0x80 && byte < 0xC2) {
                index += 1
                continue
            }
            let (length, value) = escapedSequence(p, index, n)
            if length == 0 || (keepingLayout && (byte == 0x0A || byte == 0x09)) {
                index += 1
                continue
            }
            if index > runStart { output.append(contentsOf: UnsafeBufferPointer(start: p + runStart, count: index - runStart)) }
            appendEscape(value, to: &output)
            index += length
            runStart = index
        }
        if n > runStart { output.append(contentsOf: UnsafeBufferPointer(start: p + runStart, count: n - runStart)) }
    }

    /// Appends `text` as UTF-8, escaped as `appendEscaped(_:keepingLayout:to:)` does.
    public static func appendEscaped(_ text: String, keepingLayout: Bool = false, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0, keepingLayout: keepingLayout, to: &output) }
    }

    /// `text` escaped; `text` itself (no copy) when nothing in it is escaped.
    public static func escaped(_ text: String, keepingLayout: Bool = false) -> String {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            appendEscaped(bytes, keepingLayout: keepingLayout, to: &output)
            return output.count == bytes.count ? nil : String(decoding: output, as: UTF8.self)
        } ?? text
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : 0x41 - 10 + value)
    }
}
