/// Maps the bytes of a name to a small integer, making one `String` per distinct name per
/// file rather than one per occurrence.
struct NameInterner {
    private(set) var names: [String] = []
    private var slots: [Int32]
    private var hashes: [Int] = []
    private var spellings: [ArraySlice<UInt8>] = []

    init(expectedCount: Int = 64) {
        var capacity = 64
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = [Int32](repeating: -1, count: capacity)
    }

    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int32 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for k in start..<(start + count) { hash = (hash ^ UInt64(bytes[k])) &* 1_099_511_628_211 }
        let fullHash = Int(truncatingIfNeeded: hash)
        var slot = fullHash & (slots.count - 1)
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == fullHash && spellings[Int(id)].elementsEqual(bytes[start..<(start + count)]) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = Int32(names.count)
        let spelling = ArraySlice(bytes[start..<(start + count)])
        names.append(String(decoding: spelling, as: UTF8.self))
        hashes.append(fullHash)
        spellings.append(spelling)
        slots[slot] = id
        if names.count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (id, hash) in hashes.enumerated() {
            var slot = hash & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(id)
        }
    }
}
