import Platform

/// Where each line starts, so any byte offset maps to a 1-based line and UTF-8 column.
/// `\n`, `\r\n` and `\r` each end a line.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line; `starts[0] == 0`.
    public let starts: [Int32]

    public init(bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int32] = [0]
        guard let base = bytes.baseAddress, bytes.count > 0 else { self.starts = starts; return }
        let count = bytes.count
        starts.reserveCapacity(count / 32 + 1)
        let hasCarriageReturn = Bytes.first(13, in: base, count: count) != nil
        if !hasCarriageReturn {
            // The vectorised search: most files only need this loop.
            var cursor = base
            var remaining = count
            while let hit = Bytes.first(10, in: cursor, count: remaining) {
                let next = hit + 1
                starts.append(Int32(next - base))
                remaining = count - (next - base)
                cursor = next
            }
        } else {
            var i = 0
            while i < count {
                let byte = base[i]
                if byte == 10 {
                    starts.append(Int32(i + 1))
                } else if byte == 13 {
                    if i + 1 < count && base[i + 1] == 10 { i += 1 }
                    starts.append(Int32(i + 1))
                }
                i += 1
            }
        }
        self.starts = starts
    }

    /// A table from line starts already known: `starts[0] == 0`, increasing.
    public init(starts: [Int32]) {
        precondition(starts.first == 0, "the first line starts at offset 0")
        self.starts = starts
    }

    public var lineCount: Int { starts.count }

    /// 1-based line and column of `offset`, by binary search.
    public func position(of offset: Int32) -> (line: Int32, column: Int32) {
        starts.withUnsafeBufferPointer { starts in
            var low = 0
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return (Int32(low + 1), offset - starts[low] + 1)
        }
    }
}

/// A lexed file: its bytes, tokens in source order, comments, diagnostics and line table.
public struct TokenizedFile: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let comments: [Comment]
    public let diagnostics: [LexDiagnostic]
    public let lines: LineTable

    public init(bytes: [UInt8], tokens: [Token], comments: [Comment], diagnostics: [LexDiagnostic], lines: LineTable) {
        self.bytes = bytes
        self.tokens = tokens
        self.comments = comments
        self.diagnostics = diagnostics
        self.lines = lines
    }

    /// The exact source text of a byte range; invalid UTF-8 is repaired with U+FFFD.
    public func text(offset: Int32, length: Int32) -> String {
        let start = Int(offset)
        let end = min(bytes.count, start + Int(length))
        guard start < end else { return "" }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    public func text(_ token: Token) -> String { text(offset: token.offset, length: token.length) }
    public func text(_ comment: Comment) -> String { text(offset: comment.offset, length: comment.length) }

    /// Whether the token's bytes spell `literal`, without building a String.
    public func token(_ token: Token, is literal: StaticString) -> Bool {
        guard Int(token.length) == literal.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmpEqual(buffer.baseAddress! + Int(token.offset), literal.utf8Start, literal.utf8CodeUnitCount)
        }
    }
}
