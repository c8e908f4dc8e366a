/// File names that are not UTF-8 (Linux allows any byte but NUL in a name) kept in a `String`
/// without loss, so that a path argument, `--output`, a walked file and a report's URI all name
/// the real file. Each byte of an invalid UTF-8 sequence becomes the private-use character
/// U+EF00 + byte (U+EF80–U+EFFF, the OPTU-8 convention); the encoded private-use characters
/// U+EF80–U+EFFF themselves are taken byte by byte the same way, so the mapping is reversible
/// for every byte string. Valid UTF-8 without those characters is unchanged, and converting it
/// costs one scan.
public enum PathBytes {
    /// The string for `bytes`: decoded as UTF-8, an invalid byte as U+EF00 + byte.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        return bytes.withUnsafeBufferPointer { buffer in
            if isPlain(buffer) { return String(decoding: buffer, as: UTF8.self) }
            var scalars = String.UnicodeScalarView()
            var index = 0
            while index < buffer.count {
                let length = validLength(buffer, index)
                if length == 0 {
                    scalars.append(Unicode.Scalar(0xEF00 + UInt32(buffer[index]))!)
                    index += 1
                } else {
                    let decoded = String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<index + length]), as: UTF8.self)
                    scalars.append(contentsOf: decoded.unicodeScalars)
                    index += length
                }
            }
            return String(scalars)
        }
    }

    /// The bytes `string` stands for: the inverse of `string(_:)`.
    public static func bytes(_ string: String) -> [UInt8] {
        let utf8 = string.utf8
        guard utf8.contains(0xEE) else { return Array(utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for scalar in string.unicodeScalars {
            if (0xEF80...0xEFFF).contains(scalar.value) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - 0xEF00))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// `bytes(string)` with a NUL at the end, for the C library.
    public static func cString(_ string: String) -> [UInt8] {
        var bytes = bytes(string)
        bytes.append(0)
        return bytes
    }

    /// Valid UTF-8 with no lead byte 0xEE (so none of U+EF80–U+EFFF): decoded as it is.
    private static func isPlain(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < buffer.count {
            if buffer[index] < 0x80 { index += 1; continue }
            let length = validLength(buffer, index)
            if length == 0 || buffer[index] == 0xEE { return false }
            index += length
        }
        return true
    }

    /// The length of the well-formed UTF-8 sequence at `index` that is not one of U+EF80–U+EFFF,
    /// or 0 (then its first byte is mapped alone).
    private static func validLength(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let lead = buffer[index]
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < buffer.count && buffer[index + offset] >= low && buffer[index + offset] <= high
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xEE: return continuation(1, 0x80, 0xBD) && continuation(2) ? 3 : 0  // U+EF80–U+EFFF are EE BE 80–EE BF BF
        case 0xE1...0xEC, 0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
