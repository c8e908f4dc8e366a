import Platform

/// What the byte stream of the base protocol yields: a message's body, a framing error the
/// client is told about (the stream then resynchronizes at the next header), or its end.
enum IncomingFrame: Equatable {
    case message([UInt8])
    case malformed(String)
    case end
}

/// Reads the LSP base protocol: header lines (`Content-Length: N`, optionally `Content-Type`)
/// ended by an empty line, then N bytes of JSON. A header block without a usable length is
/// reported and skipped; a body over `maximumBody` is read past without being kept, so memory
/// stays bounded whatever the client claims. A header line with bytes before `Content-Length`
/// (the tail of a body whose length was understated) still counts, which is how the stream
/// finds its footing again. Used by one thread at a time (the server's reader).
final class MessageReader: @unchecked Sendable {
    static let defaultMaximumBody = 64 << 20
    private static let lengthField = Array("content-length:".utf8)
    /// Header blocks longer than this are not headers: a stream that lost its framing.
    private static let maximumHeader = 8 << 10

    private let source: ByteSource
    private let maximumBody: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(source: ByteSource, maximumBody: Int = defaultMaximumBody) {
        self.source = source
        self.maximumBody = maximumBody
    }

    func next() -> IncomingFrame {
        var length: Int?
        var problem: String?
        var headerBytes = 0
        while true {
            guard let line = readLine() else { return .end }
            headerBytes += line.count + 2
            if line.isEmpty {
                // Blank lines between messages (a client that adds a newline after each body).
                if length == nil && problem == nil && headerBytes == 2 { headerBytes = 0; continue }
                break
            }
            if headerBytes > Self.maximumHeader {
                problem = "a header longer than \(Self.maximumHeader) bytes"
                continue
            }
            if let field = Self.lengthValue(line) {
                if let value = Self.decimal(field) { length = value } else { problem = "a Content-Length that is not a number" }
            }
        }
        guard let length else { return .malformed(problem ?? "a message without a Content-Length header") }
        if let problem { return .malformed(problem) }
        if length > maximumBody {
            guard skip(length) else { return .end }
            return .malformed("a message of \(length) bytes, over the limit of \(maximumBody)")
        }
        guard let body = take(length) else { return .end }
        return .message(body)
    }

    /// The value after the last `Content-Length:` in a header line, case-insensitively.
    private static func lengthValue(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let field = lengthField
        guard line.count >= field.count else { return nil }
        var index = line.endIndex - field.count
        while index >= line.startIndex {
            var matches = true
            for offset in 0..<field.count {
                var byte = line[index + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != field[offset] { matches = false; break }
            }
            if matches { return line[(index + field.count)...] }
            index -= 1
        }
        return nil
    }

    /// A non-negative decimal between optional spaces, at most 18 digits.
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        let trimmed = bytes.drop { $0 == 32 || $0 == 9 }.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
        guard !trimmed.isEmpty, trimmed.count <= 18 else { return nil }
        var value = 0
        for byte in trimmed {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The next line without its `\r\n` (a bare `\n` is accepted too); nil at the end of the stream.
    private func readLine() -> ArraySlice<UInt8>? {
        var scanned = 0
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: 10) {
                let end = newline > start && buffer[newline - 1] == 13 ? newline - 1 : newline
                let line = buffer[start..<end]
                start = newline + 1
                return line
            }
            scanned = buffer.count - start
            // A header line that never ends is dropped as it grows, not kept.
            if scanned > Self.maximumHeader {
                start = buffer.count
                scanned = 0
            }
            guard fill() else { return nil }
        }
    }

    private func take(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let body = Array(buffer[start..<(start + count)])
        start += count
        return body
    }

    private func skip(_ count: Int) -> Bool {
        var remaining = count
        while true {
            let available = min(remaining, buffer.count - start)
            start += available
            remaining -= available
            if remaining == 0 { return true }
            guard fill() else { return false }
        }
    }

    /// Reads more; false at the end of the stream.
    private func fill() -> Bool {
        guard !ended else { return false }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        let bytes = source.read(maximum: 1 << 16)
        if bytes.isEmpty {
            ended = true
            return false
        }
        buffer.append(contentsOf: bytes)
        return true
    }
}

/// Frames and writes messages, one at a time from any thread.
final class MessageWriter: @unchecked Sendable {
    private let sink: ByteSink
    private let lock = Lock()
    private(set) var failed = false

    init(sink: ByteSink) {
        self.sink = sink
    }

    func send(_ body: [UInt8]) {
        var framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(contentsOf: body)
        lock.lock()
        defer { lock.unlock() }
        framed.withUnsafeBytes { sink.write($0) }
        if let descriptorSink = sink as? FileDescriptorSink, descriptorSink.failed { failed = true }
    }
}
