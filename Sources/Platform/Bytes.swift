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
}
