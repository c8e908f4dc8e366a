#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where rendered bytes end up: a file descriptor in the real tool, memory in tests.
public protocol ByteSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer)
}

/// Writes to a POSIX file descriptor, retrying partial writes and `EINTR`. After an error
/// (a closed pipe, a full disk) further output is dropped and `failed` is set.
public final class FileDescriptorSink: ByteSink {
    public let descriptor: Int32
    public private(set) var failed = false
    /// The `errno` of the failed write, 0 while none failed.
    public private(set) var error: Int32 = 0

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard !failed, var cursor = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            // At most 1 GiB a call: macOS refuses a write of more than 2 GiB (EINVAL) where Linux
            // writes part of it.
            let written = systemWrite(descriptor, cursor, min(remaining, 1 << 30))
            if written < 0 {
                if errno == EINTR { continue }
                error = errno
                failed = true
                return
            }
            cursor += written
            remaining -= written
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Collects everything written, for tests and for callers that post-process output.
public final class MemorySink: ByteSink {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }

    /// The bytes as text; invalid UTF-8 is repaired with U+FFFD.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A byte buffer in front of a sink. Renderers append straight into `buffer` and call
/// `flushIfFull()` now and then, so output costs one `write` per 64 KiB, not one per line.
public final class OutputWriter {
    /// Pending bytes, not yet handed to the sink. Append to it directly.
    public var buffer: [UInt8]
    public let sink: ByteSink
    private let threshold: Int

    public init(sink: ByteSink, bufferSize: Int = 1 << 16) {
        self.sink = sink
        self.threshold = bufferSize
        self.buffer = []
        buffer.reserveCapacity(bufferSize + 4096)
    }

    deinit { flush() }

    @inline(__always)
    public func flushIfFull() {
        if buffer.count >= threshold { flush() }
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { sink.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        flushIfFull()
    }

    public func writeLine(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(10)
        flushIfFull()
    }

    /// One line for a terminal or a log: what `ControlCharacters` escapes, line breaks
    /// included (a name cannot start a forged line), shown as `\u{XX}`; then a line feed.
    public func writeEscapedLine(_ text: String) {
        ControlCharacters.appendEscaped(text, to: &buffer)
        buffer.append(10)
        flushIfFull()
    }

    /// Text of several lines for a terminal: escaped as `writeEscapedLine`, but line feeds and
    /// tabs kept.
    public func writeEscaped(_ text: String) {
        ControlCharacters.appendEscaped(text, keepingLayout: true, to: &buffer)
        flushIfFull()
    }

    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        // A whole report goes straight to the sink, not copied through the buffer first.
        if buffer.count + bytes.count > threshold {
            flush()
            sink.write(UnsafeRawBufferPointer(bytes))
            return
        }
        buffer.append(contentsOf: bytes)
        flushIfFull()
    }
}

extension Array where Element == UInt8 {
    /// Appends the decimal digits of `value`, without going through `String`.
    @inlinable
    public mutating func appendDecimal(_ value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            appendDecimal(UInt(value.magnitude))
        } else {
            appendDecimal(UInt(value))
        }
    }

    @inlinable
    public mutating func appendDecimal(_ value: UInt) {
        var digits = 1
        var rest = value
        while rest >= 10 { rest /= 10; digits += 1 }
        let end = count + digits
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        rest = value
        var position = end - 1
        while rest >= 10 {
            self[position] = UInt8(truncatingIfNeeded: rest % 10) &+ 48
            rest /= 10
            position -= 1
        }
        self[position] = UInt8(truncatingIfNeeded: rest) &+ 48
    }

    @inlinable
    public mutating func append(ascii text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
