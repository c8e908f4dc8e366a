/// A set of names asked about far more often than it holds them: a framework's type names, asked
/// of every name a file uses that the project does not declare. A name is first checked against
/// the first bytes and lengths of the names held, which most names fail without being hashed.
public struct NameSet: Sendable {
    @usableFromInline let names: Set<String>
    /// Per first byte (its low seven bits), a bit per length (63 for longer) of the names held.
    @usableFromInline let lengthsOfFirstByte: [UInt64]

    public init<Names: Sequence>(_ names: Names) where Names.Element == String {
        self.names = Set(names)
        var lengths = [UInt64](repeating: 0, count: 128)
        for name in self.names {
            guard let first = name.utf8.first else { continue }
            lengths[Int(first & 127)] |= 1 << UInt64(min(name.utf8.count, 63))
        }
        lengthsOfFirstByte = lengths
    }

    /// Inlined: the first bytes' check rejects most names without a call.
    @inlinable public func contains(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return names.contains(name) }
        guard lengthsOfFirstByte[Int(first & 127)] & (1 << UInt64(min(name.utf8.count, 63))) != 0 else { return false }
        return names.contains(name)
    }
}
