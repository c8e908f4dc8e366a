/// Well-formed UTF-8 per Unicode Table 3-7, shared by everything that must read arbitrary
/// bytes as text (JSON escaping, the configuration parser).
public enum UTF8Sequence {
    /// The UTF-8 sequence starting at `p[i]` (a byte ≥ 0x80): its length and whether it is
    /// well-formed (Unicode Table 3-7). When it is not, `length` is the maximal subpart to
    /// replace with one U+FFFD: the longest prefix of a well-formed sequence, at least 1.
    @inlinable
    public static func scan(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (length: Int, valid: Bool) {
        let lead = p[i]
        let need: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; high = 0x9F
        case 0xF0: need = 3; low = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; high = 0x8F
        default: return (1, false)
        }
        var k = 1
        while k <= need {
            guard i + k < n else { return (k, false) }
            let byte = p[i + k]
            if byte < low || byte > high { return (k, false) }
            low = 0x80
            high = 0xBF
            k += 1
        }
        return (need + 1, true)
    }
}
