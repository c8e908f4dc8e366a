/// `file:` URIs to paths and back. Only `file:` is served; other schemes (an editor's
/// untitled buffers, remote files) name nothing archlint can check.
enum DocumentURI {
    /// The path of a `file:` URI (`file:///a%20b/C.swift` → `/a b/C.swift`), nil for other schemes.
    static func path(_ uri: String) -> String? {
        var rest = Substring(uri)
        guard rest.lowercased().hasPrefix("file://") else { return nil }
        rest = rest.dropFirst(7)
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
        guard rest.first == "/" else { return nil }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let high = hex(utf8[utf8.startIndex]), let low = hex(utf8[utf8.startIndex + 1]) {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        let path = String(decoding: bytes, as: UTF8.self)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The `file:` URI of an absolute path, with every byte outside RFC 3986's unreserved set
    /// (and `/`) percent-encoded, as VS Code writes them.
    static func uri(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var output = Array("file://".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.append(byte)
            default:
                output.append(contentsOf: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
