/// A type of the project: its place in `ProjectIndex.symbols`, and in every table kept parallel
/// to it (`RoleMap`, a context's layers, references). A symbol id is a plain integer inside, so
/// it costs what an `Int` costs; its own type keeps it from being mixed up with a file, a
/// declaration or a line number, and "no symbol" is `nil`, not a sentinel.
public struct SymbolID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position in `ProjectIndex.symbols`.
    public let index: Int

    @inlinable public init(_ index: Int) { self.index = index }

    @inlinable public static func < (lhs: SymbolID, rhs: SymbolID) -> Bool { lhs.index < rhs.index }

    public var description: String { String(index) }
}

/// The ids of the first `count` symbols, in order: `ProjectIndex.symbolIDs`.
public struct SymbolIDs: RandomAccessCollection, Sendable {
    public let count: Int
    @inlinable public init(count: Int) { self.count = count }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }
    @inlinable public subscript(position: Int) -> SymbolID { SymbolID(position) }
}

extension Array {
    /// The entry of a symbol in a table parallel to `ProjectIndex.symbols`. Read in place: a
    /// caller reading one field of a `TypeSymbol` does not copy (retain) the others.
    @inlinable public subscript(symbol: SymbolID) -> Element {
        _read { yield self[symbol.index] }
        _modify { yield &self[symbol.index] }
    }
}
