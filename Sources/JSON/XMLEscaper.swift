import Platform
/// Text for XML 1.0 attributes and character data, from arbitrary strings: `& < > " '` become
/// entities; tab, line feed and carriage return become character references (so attribute
/// normalization keeps them); every other control character (C0, DEL, C1), which XML either
/// forbids or discourages, is shown as the text `\u{XX}`; U+FFFE and U+FFFF become U+FFFD.
/// The result is always well-formed and free of control characters.
public enum XMLEscaper {
    public static func append(_ text: String, to output: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: output.append(ascii: "&amp;")
            case 0x3C: output.append(ascii: "&lt;")
            case 0x3E: output.append(ascii: "&gt;")
            case 0x22: output.append(ascii: "&quot;")
            case 0x27: output.append(ascii: "&apos;")
            case 0x09: output.append(ascii: "&#9;")
            case 0x0A: output.append(ascii: "&#10;")
            case 0x0D: output.append(ascii: "&#13;")
            case 0xFFFE, 0xFFFF:
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                if !ControlCharacters.appendEscapedIfControl(scalar.value, to: &output) {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
    }

    public static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// A minimal writer of indented XML elements for the report formats.
public struct XMLWriter {
    public var output: [UInt8] = []
    private var open: [String] = []

    public init() {
        output.append(ascii: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    }

    private mutating func indent() {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: open.count * 2))
    }

    private mutating func startTag(_ name: String, _ attributes: [(String, String?)]) {
        indent()
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name.utf8)
        for (key, value) in attributes {
            guard let value else { continue }
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: key.utf8)
            output.append(contentsOf: "=\"".utf8)
            XMLEscaper.append(value, to: &output)
            output.append(UInt8(ascii: "\""))
        }
    }

    /// `<name a="…">` on its own line; close it with `end()`.
    public mutating func begin(_ name: String, _ attributes: [(String, String?)] = []) {
        startTag(name, attributes)
        output.append(contentsOf: ">\n".utf8)
        open.append(name)
    }

    /// `<name a="…"/>`.
    public mutating func empty(_ name: String, _ attributes: [(String, String?)] = []) {
        startTag(name, attributes)
        output.append(contentsOf: "/>\n".utf8)
    }

    /// `<name a="…">text</name>`.
    public mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text: String) {
        startTag(name, attributes)
        output.append(UInt8(ascii: ">"))
        XMLEscaper.append(text, to: &output)
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: name.utf8)
        output.append(contentsOf: ">\n".utf8)
    }

    public mutating func end() {
        let name = open.removeLast()
        indent()
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: name.utf8)
        output.append(contentsOf: ">\n".utf8)
    }
}
