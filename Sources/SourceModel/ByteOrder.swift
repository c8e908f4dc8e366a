import Platform

/// Orders text by its UTF-8 bytes (what sorting the byte arrays would give): the same in every
/// locale and Unicode version, unlike `<` on `String`. Native strings compare with the C library's `memcmp`;
/// the rest byte by byte.
public enum ByteOrder {
    /// Negative when `a` comes first, zero when equal, positive when `b` does.
    public static func compare(_ a: String, _ b: String) -> Int {
        let compared = a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in compare(a, b) }
        }
        if let compared, let compared { return compared }
        if a.utf8.elementsEqual(b.utf8) { return 0 }
        return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }

    public static func precedes(_ a: String, _ b: String) -> Bool { compare(a, b) < 0 }

    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = Bytes.compare(a.baseAddress!, b.baseAddress!, count: common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }
}
