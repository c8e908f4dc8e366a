#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a stream of bytes comes from: a file descriptor in the real tool (the language
/// server's standard input), memory in tests.
public protocol ByteSource: AnyObject {
    /// Up to `maximum` bytes, blocking until some arrive; empty at the end of the stream or after
    /// an error.
    func read(maximum: Int) -> [UInt8]
}

/// Reads a POSIX file descriptor, retrying `EINTR`.
public final class FileDescriptorSource: ByteSource {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func read(maximum: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: max(maximum, 1)) { buffer, count in
            count = 0
            while true {
                let result = systemRead(descriptor, buffer.baseAddress!, buffer.count)
                if result < 0 && errno == EINTR { continue }
                count = max(result, 0)
                return
            }
        }
    }
}

/// Hands out bytes given up front, in pieces of at most `maximum`.
public final class MemorySource: ByteSource {
    private var bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public func read(maximum: Int) -> [UInt8] {
        let end = min(bytes.count, position + maximum)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}

extension POSIX {
    /// A write to a closed pipe fails with `EPIPE` instead of ending the process: a server whose
    /// client went away notices and exits on its own terms.
    public static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
