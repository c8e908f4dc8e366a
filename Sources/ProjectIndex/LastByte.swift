extension String {
    /// The index of the last `byte` in the string's UTF-8, searched in its contiguous bytes:
    /// walking `utf8` backwards is slow, and paths and names are searched once per file and
    /// once per reference.
    func lastUTF8Index(of byte: UInt8) -> String.Index? {
        let offset = utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: byte) }
            ?? utf8.lastIndex(of: byte).map { utf8.distance(from: utf8.startIndex, to: $0) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// What follows the last `.` of a dotted name (`A.B.C` → `C`), nil without a dot.
    var afterLastDot: Substring? {
        lastUTF8Index(of: UInt8(ascii: ".")).map { self[utf8.index(after: $0)...] }
    }
}
