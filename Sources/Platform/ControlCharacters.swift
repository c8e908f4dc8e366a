/// The one rule every text format shares for control characters: C0 (U+0000–U+001F), DEL
/// (U+007F) and C1 (U+0080–U+009F) are shown as the visible text `\u{XX}` (upper-case hex, no
/// leading zeros), so that no file name, message or token can drive a terminal or break a
/// format. Each format applies its own rules first (XML character references for tab, LF and
/// CR; GitHub's `%0D` `%0A`; the token table's `\n` `\r` `\t`) and leaves the rest to this.
public enum ControlCharacters {
    /// Whether `value` (a Unicode scalar value or a byte) is a C0 or C1 control or DEL.
    @inline(__always)
    public static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Appends `\u{XX}` and returns true when `value` is a control character; otherwise appends
    /// nothing and returns false, leaving the caller to copy the character.
    @inline(__always) @discardableResult
    public static func appendEscapedIfControl(_ value: UInt32, to output: inout [UInt8]) -> Bool {
        guard isControl(value) else { return false }
        output.append(contentsOf: [0x5C, 0x75, 0x7B]) // \u{
        if value >= 0x10 { output.append(hexDigit(value >> 4)) }
        output.append(hexDigit(value & 0xF))
        output.append(0x7D) // }
        return true
    }

    /// Appends `text` as UTF-8 with every control character escaped. Works on the bytes: runs
    /// without a control are copied whole (a C0 control or DEL is one byte, a C1 control the
    /// two bytes `C2 80`–`C2 9F`), so a long report is not built a character at a time.
    public static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let length: Int
                if byte < 0x20 || byte == 0x7F {
                    length = 1
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    length = 2
                } else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscapedIfControl(length == 1 ? UInt32(byte) : UInt32(bytes[index + 1]), to: &output)
                index += length
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : 0x41 - 10 + value)
    }
}
