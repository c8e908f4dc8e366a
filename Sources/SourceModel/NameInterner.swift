import Platform

/// Maps the bytes of a name to a small integer, making one `String` per distinct name per
/// file rather than one per occurrence. Spellings live in one byte buffer and compare with
/// `memcmp`, so looking up a known name allocates nothing.
struct NameInterner {
    private(set) var names: [String] = []
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    /// Start of each name's spelling in `storage`; the name's length is the next start minus it.
    private var starts: [Int32] = [0]
    private var storage: [UInt8] = []
    /// `processSeed`, read once: a static's every read goes through its lazy initializer.
    private let seed = Self.processSeed

    /// Room for `expectedCount` names of a dozen bytes without growing.
    init(expectedCount: Int = 0) {
        var capacity = 64
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = [Int32](repeating: -1, count: capacity)
        names.reserveCapacity(expectedCount)
        hashes.reserveCapacity(expectedCount)
        starts.reserveCapacity(expectedCount + 1)
        storage.reserveCapacity(expectedCount * 12)
    }

    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int32 {
        intern(bytes, from: start, count: count, spelled: nil)
    }

    /// Interns a name that is already a `String`, which is kept rather than made again.
    mutating func intern(_ name: String) -> Int32 {
        var contiguous = name
        return contiguous.withUTF8 { intern($0, from: 0, count: $0.count, spelled: name) }
    }

    private mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, spelled: String?) -> Int32 {
        let (hash, slot, found) = probe(bytes, start, count)
        if let found { return found }
        let id = Int32(names.count)
        let spelling = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
        names.append(spelled ?? String(decoding: spelling, as: UTF8.self))
        hashes.append(hash)
        storage.append(contentsOf: spelling)
        starts.append(Int32(storage.count))
        slots[slot] = id
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of a name already interned, without adding it.
    func find(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int32? {
        probe(bytes, start, count).found
    }

    /// The name's hash, and its id, or else the free slot where it would go.
    @inline(__always)
    private func probe(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (hash: UInt64, slot: Int, found: Int32?) {
        let hash = Bytes.hash(bytes, from: start, count: count, seed: seed)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { return (hash, slot, nil) }
            if hashes[Int(id)] == hash && matches(Int(id), bytes, start, count) { return (hash, slot, id) }
            slot = (slot + 1) & mask
        }
    }

    /// Different in every process, as Swift's own hashing is: under a fixed hash, names crafted
    /// to share their slots would make interning quadratic. Ids
    /// follow insertion order, so nothing seen depends on it.
    private static let processSeed = UInt64.random(in: 0...UInt64.max)

    @inline(__always)
    private func matches(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        let from = Int(starts[id])
        guard Int(starts[id + 1]) - from == count else { return false }
        guard count > 0 else { return true }
        return storage.withUnsafeBufferPointer { Bytes.compare($0.baseAddress! + from, bytes.baseAddress! + start, count: count) == 0 }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
