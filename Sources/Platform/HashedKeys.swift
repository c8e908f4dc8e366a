/// Numbers 64-bit keys that are hashes already (`Bytes.hash`), 0, 1, 2… in the order they are
/// first inserted. A key picks its slot by one multiplication: hashing it again, as `Set` and
/// `Dictionary` do, would cost more than the rest of the lookup. The multiplier is drawn per
/// process, so keys made to share their slots (names crafted for a fixed hash) cannot make the
/// lookups quadratic; numbers follow insertion order, so nothing seen depends on it.
public struct HashedKeys: Sendable {
    /// Per slot, the key's number plus one; 0 for a free slot.
    @usableFromInline var slots: [Int32]
    @usableFromInline var keys: [UInt64] = []
    /// The slot is the top bits of the key times `multiplier`.
    @usableFromInline var shift: UInt64
    @usableFromInline let multiplier = Self.processMultiplier

    private static let processMultiplier = UInt64.random(in: 0...UInt64.max) | 1

    public init(minimumCapacity: Int = 0) {
        var bits: UInt64 = 4
        while 1 << bits < minimumCapacity * 2 { bits += 1 }
        slots = [Int32](repeating: 0, count: 1 << Int(bits))
        shift = 64 - bits
    }

    public var count: Int { keys.count }

    /// The key's number, if it was inserted.
    @inlinable
    public func number(of key: UInt64) -> Int? {
        find(key).number
    }

    /// Inserts the key if it is new; its number, and whether it was new.
    @inlinable
    public mutating func insert(_ key: UInt64) -> (number: Int, inserted: Bool) {
        let (slot, found) = find(key)
        if let found { return (found, false) }
        keys.append(key)
        slots[slot] = Int32(keys.count)
        if keys.count * 2 > slots.count { grow() }
        return (keys.count - 1, true)
    }

    /// The slot holding the key and its number, or the free slot where it would go.
    @inlinable
    func find(_ key: UInt64) -> (slot: Int, number: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: (key &* multiplier) >> shift)
        while true {
            let held = Int(slots[slot])
            if held == 0 { return (slot, nil) }
            if keys[held - 1] == key { return (slot, held - 1) }
            slot = (slot + 1) & mask
        }
    }

    @usableFromInline
    mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: (key &* multiplier) >> shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
