/// The first `count` bytes of a text, as a dictionary key: a name's word prefix or stem
/// (`Login` of `LoginPresenter`), a path's folder. Hashed once when made (FNV-1a) and compared
/// byte for byte only when the hashes agree, where a `Substring` key hashes and compares through
/// Unicode normalization at every lookup: a scene's evidence looks up a few per type on every
/// edit. Names and paths are matched as written, byte for byte.
public struct TextPrefix: Hashable, Sendable, CustomStringConvertible {
    public let text: String
    /// Bytes of `text`, from its start.
    public let count: Int
    private let hash: UInt64

    public init(_ text: String, bytes count: Int) {
        let count = min(max(count, 0), text.utf8.count)
        self.text = text
        self.count = count
        hash = text.utf8.withContiguousStorageIfAvailable { Self.fnv1a(UnsafeBufferPointer(rebasing: $0.prefix(count))) }
            ?? Array(text.utf8.prefix(count)).withUnsafeBufferPointer(Self.fnv1a)
    }

    /// The whole text.
    public init(_ text: String) { self.init(text, bytes: text.utf8.count) }

    public var description: String { String(substring) }

    /// The prefix as text, sharing `text`'s storage.
    public var substring: Substring { Substring(text.utf8.prefix(count)) }

    public static func == (lhs: TextPrefix, rhs: TextPrefix) -> Bool {
        guard lhs.hash == rhs.hash, lhs.count == rhs.count else { return false }
        let equal = lhs.text.utf8.withContiguousStorageIfAvailable { left in
            rhs.text.utf8.withContiguousStorageIfAvailable { right in
                lhs.count == 0 || Bytes.compare(left.baseAddress!, right.baseAddress!, count: lhs.count) == 0
            }
        }
        return (equal ?? nil) ?? lhs.text.utf8.prefix(lhs.count).elementsEqual(rhs.text.utf8.prefix(rhs.count))
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    private static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
