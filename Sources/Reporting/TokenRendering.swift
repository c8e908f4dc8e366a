import JSON
import Platform
import SwiftLexer

/// `archlint tokens` output: JSON lines (docs/source-model.md, token schema) and a
/// readable table.
public enum TokenRendering {
    private static let kindNames: [[UInt8]] = {
        var names = [[UInt8]](repeating: [], count: 256)
        for kind in TokenKind.allCases { names[Int(kind.rawValue)] = Array(kind.name.utf8) }
        return names
    }()

    /// One JSON object per token, in source order:
    /// `{"file":…,"line":…,"column":…,"offset":…,"kind":…,"text":…}` plus `"inString":true` when set.
    public static func writeJSONLines(_ file: TokenizedFile, path: String, to output: OutputWriter) {
        var prefix: [UInt8] = []
        prefix.append(ascii: "{\"file\":")
        JSONEscaper.appendQuoted(path, to: &prefix)
        prefix.append(ascii: ",\"line\":")
        file.bytes.withUnsafeBufferPointer { source in
            for token in file.tokens {
                output.buffer.append(contentsOf: prefix)
                output.buffer.appendDecimal(Int(token.line))
                output.buffer.append(ascii: ",\"column\":")
                output.buffer.appendDecimal(Int(token.column))
                output.buffer.append(ascii: ",\"offset\":")
                output.buffer.appendDecimal(Int(token.offset))
                output.buffer.append(ascii: ",\"kind\":\"")
                output.buffer.append(contentsOf: kindNames[Int(token.kind.rawValue)])
                output.buffer.append(ascii: "\",\"text\":")
                JSONEscaper.appendQuoted(slice(source, token), to: &output.buffer)
                if token.isInString { output.buffer.append(ascii: ",\"inString\":true") }
                output.buffer.append(ascii: "}\n")
                output.flushIfFull()
            }
        }
    }

    /// An aligned table: `LINE:COL`, kind, the text with line breaks, tabs and other control
    /// characters shown escaped (`\n`, `\t`, `\u{1B}`), and `(in string)` after interpolated code.
    public static func writeTable(_ file: TokenizedFile, to output: OutputWriter) {
        var positionWidth = "LINE:COL".utf8.count
        for token in file.tokens {
            positionWidth = max(positionWidth, digitCount(Int(token.line)) + 1 + digitCount(Int(token.column)))
        }
        let kindWidth = TokenKind.allCases.map { $0.name.utf8.count }.max() ?? 0
        output.buffer.append(contentsOf: pad("LINE:COL", positionWidth + 2))
        output.buffer.append(contentsOf: pad("KIND", kindWidth + 2))
        output.buffer.append(ascii: "TEXT\n")
        file.bytes.withUnsafeBufferPointer { source in
            for token in file.tokens {
                let start = output.buffer.count
                output.buffer.appendDecimal(Int(token.line))
                output.buffer.append(UInt8(ascii: ":"))
                output.buffer.appendDecimal(Int(token.column))
                appendSpaces(positionWidth + 2 - (output.buffer.count - start), to: &output.buffer)
                let name = kindNames[Int(token.kind.rawValue)]
                output.buffer.append(contentsOf: name)
                appendSpaces(kindWidth + 2 - name.count, to: &output.buffer)
                appendVisible(slice(source, token), to: &output.buffer)
                if token.isInString { output.buffer.append(ascii: "  (in string)") }
                output.buffer.append(10)
                output.flushIfFull()
            }
        }
    }

    /// Appends text for a terminal: line feed, carriage return and tab as `\n` `\r` `\t`, the
    /// other characters `ControlCharacters` escapes as `\u{XX}`, invalid UTF-8 as U+FFFD.
    public static func appendVisible(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        guard let p = text.baseAddress else { return }
        let n = text.count
        var i = 0
        while i < n {
            let byte = p[i]
            if byte >= 0x80 {
                let (length, valid) = UTF8Sequence.scan(p, i, n)
                if valid, case let (escaped, value) = ControlCharacters.escapedSequence(p, i, n), escaped == length {
                    // C1 controls (CSI U+009B, NEL U+0085 …), bidirectional and zero-width marks.
                    ControlCharacters.appendEscape(value, to: &output)
                } else if valid {
                    output.append(contentsOf: UnsafeBufferPointer(start: p + i, count: length))
                } else {
                    output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
                i += length
                continue
            }
            switch byte {
            case 0x0A: output.append(ascii: "\\n")
            case 0x0D: output.append(ascii: "\\r")
            case 0x09: output.append(ascii: "\\t")
            default:
                if !ControlCharacters.appendEscapedIfControl(UInt32(byte), to: &output) { output.append(byte) }
            }
            i += 1
        }
    }

    @inline(__always)
    private static func slice(_ source: UnsafeBufferPointer<UInt8>, _ token: Token) -> UnsafeBufferPointer<UInt8> {
        let start = min(Int(token.offset), source.count)
        let end = min(start + Int(token.length), source.count)
        return UnsafeBufferPointer(rebasing: source[start..<end])
    }

    private static func digitCount(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    private static func pad(_ text: String, _ width: Int) -> [UInt8] {
        var bytes = Array(text.utf8)
        appendSpaces(width - bytes.count, to: &bytes)
        return bytes
    }

    private static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
        if count > 0 { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }
}
