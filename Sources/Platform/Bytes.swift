#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's byte search and comparison, which are vectorised, for the stages that scan
/// source bytes. Inlinable, so a call costs what calling the C function directly costs.
public enum Bytes {
    /// The first `byte` in the `count` bytes at `start`, or nil.
    @inlinable
    public static func first(_ byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> UnsafePointer<UInt8>? {
        guard count > 0, let hit = memchr(start, Int32(byte), count) else { return nil }
        return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Negative, zero or positive as the `count` bytes at `a` order before, equal to or after those at `b`.
    @inlinable
    public static func compare(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Int32 {
        memcmp(a, b, count)
    }

    /// A 64-bit hash of the `count` bytes of `bytes` from `start`, eight at a time (names are
    /// short: usually one or two words and a tail), mixed so that the low bits depend on every
    /// byte. A table that must not be slowed by names crafted to collide passes a seed drawn per
    /// process; a name's hash kept in a model and compared with another file's uses a fixed one.
    @inlinable @inline(__always)
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, count: Int, seed: UInt64) -> UInt64 {
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        let start = UnsafeRawPointer(base + offset)
        var hash = (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15) ^ seed
        var k = 0
        while k + 8 <= count {
            hash = (hash ^ start.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            k += 8
        }
        if k < count {
            var tail: UInt64 = 0
            for b in k..<count { tail = tail << 8 | UInt64(start.load(fromByteOffset: b, as: UInt8.self)) }
            hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
        }
        hash ^= hash >> 29
        hash = hash &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 32)
    }
}
