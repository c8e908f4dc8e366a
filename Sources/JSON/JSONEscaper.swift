import Platform

/// JSON string literals from arbitrary bytes, per RFC 8259: `"` and `\` are escaped, control
/// characters become `\n`, `\t`… or `\u00XX`, the other characters `ControlCharacters` escapes
/// (DEL, C1, bidirectional and zero-width marks) `\u007f`, `\u202e`…, valid UTF-8 is copied through, and every maximal
/// invalid UTF-8 subsequence becomes U+FFFD (as `String(decoding:as:)` repairs it), so the output
/// is always valid JSON in valid UTF-8. Byte-level and append-only: no `String` is built.
public enum JSONEscaper {
    /// Appends `"…"`: the bytes escaped and quoted.
    @inlinable
    public static func appendQuoted(_ source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        appendEscaped(source, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `"…"` for a string.
    public static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendQuoted($0, to: &output) }
    }

    /// The quoted JSON literal of `string`, e.g. for tests and one-off fields.
    public static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        appendQuoted(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the escaped bytes without quotes.
    public static func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        guard let p = source.baseAddress else { return }
        let n = source.count
        var i = 0
        var runStart = 0
        while i < n {
            let byte = p[i]
            if byte < 0x80 {
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F {
                    i += 1
                    continue
                }
                flush(p, runStart, i, &output)
                appendEscape(byte, to: &output)
                i += 1
                runStart = i
                continue
            }
            let (length, valid) = UTF8Sequence.scan(p, i, n)
            if valid {
                // C1 controls, bidirectional and zero-width marks: `\uXXXX`, the same text once
                // decoded, but nothing a terminal showing the JSON acts on or hides.
                let (escaped, value) = ControlCharacters.escapedSequence(p, i, n)
                if escaped == length {
                    flush(p, runStart, i, &output)
                    appendUnicodeEscape(value, to: &output)
                    runStart = i + length
                }
                i += length
            } else {
                flush(p, runStart, i, &output)
                output.append(0xEF)
                output.append(0xBF)
                output.append(0xBD)
                i += length
                runStart = i
            }
        }
        flush(p, runStart, n, &output)
    }

    @inline(__always)
    private static func flush(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ output: inout [UInt8]) {
        if end > start { output.append(contentsOf: UnsafeBufferPointer(start: p + start, count: end - start)) }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let hex = hexDigits.utf8Start
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) { output.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }

    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: output.append(UInt8(ascii: "\""))
        case 0x5C: output.append(UInt8(ascii: "\\"))
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            let hex = hexDigits.utf8Start
            output.append(UInt8(ascii: "u"))
            output.append(UInt8(ascii: "0"))
            output.append(UInt8(ascii: "0"))
            output.append(hex[Int(byte >> 4)])
            output.append(hex[Int(byte & 0x0F)])
        }
    }

}
