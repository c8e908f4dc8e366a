import Platform
import ProjectIndex

/// Reads source files: whole, as UTF-8 (`POSIX.readFile`, then UTF-16 transcoded).
public enum SourceReader {
    public typealias ReadError = POSIX.ReadError

    /// Only a regular file unless `anyKind` (`tokens` reads a pipe or device named explicitly).
    public static func read(_ path: SourcePath, anyKind: Bool = false) -> Result<[UInt8], ReadError> {
        POSIX.readFile(path.cString, anyKind: anyKind)
    }
}

extension SourceReader {
    /// A file's text as UTF-8: `read`, then UTF-16 (with a byte-order mark) transcoded; the
    /// encoding's name when it was (say so with `decodedNote`).
    public static func readUTF8(_ path: SourcePath, anyKind: Bool = false) -> Result<(bytes: [UInt8], transcodedFrom: String?), ReadError> {
        read(path, anyKind: anyKind).map(decodeUTF8)
    }

    /// A file's contents as UTF-8, as `readUTF8` decodes what it reads.
    public static func decodeUTF8(_ bytes: [UInt8]) -> (bytes: [UInt8], transcodedFrom: String?) {
        if let (utf8, encoding) = transcodedFromUTF16(bytes) { return (utf8, encoding) }
        return (bytes, nil)
    }

    /// What `lint` and `tokens` note on standard error for a file `readUTF8` transcoded.
    public static func decodedNote(_ path: SourcePath, from encoding: String) -> String {
        "\(path.string): decoded from \(encoding); positions count UTF-8 bytes of the decoded text"
    }

    /// A file that starts with a UTF-16 byte-order mark, as UTF-8 (without the mark) and the
    /// encoding's name; nil for anything else, which the lexer reads as UTF-8. Unpaired
    /// surrogates become U+FFFD.
    public static func transcodedFromUTF16(_ bytes: [UInt8]) -> (bytes: [UInt8], encoding: String)? {
        guard bytes.count >= 2 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let pair = littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            units.append(pair)
            index += 2
        }
        if index < bytes.count { units.append(0xFFFD) }  // an odd trailing byte
        return (Array(String(decoding: units, as: UTF16.self).utf8), littleEndian ? "UTF-16LE" : "UTF-16BE")
    }
}
