/// The dynamic-programming matcher ReferenceGlob used before its bit-parallel one, kept as the reference
/// the new one is checked against on random patterns and paths (GlobAgreementTests).
/// A path or name pattern: `**` any number of path segments, `*` any run of characters within
/// a segment, `?` one character, `{a,b}` alternatives (nestable). Matching is on UTF-8 bytes
/// by dynamic programming, so no pattern can make it exponential.
struct ReferenceGlob: Sendable, Hashable, CustomStringConvertible {
    let pattern: String
    private let alternatives: [[Piece]]
    /// Most patterns are `*Suffix`, `Prefix*` or a literal: those skip the general matcher.
    let shortcut: Shortcut?
    /// Per alternative, the literal text any match must contain, checked before the general
    /// matcher: most paths fail a pattern like `**/Pods/**` there, without dynamic programming.
    private let requirements: [Requirements]

    /// What every text an alternative matches starts with, ends with and contains.
    private struct Requirements: Sendable {
        var prefix: [UInt8] = []
        var suffix: [UInt8] = []
        /// The longest literal run between wildcards.
        var inner: [UInt8] = []

        init(_ pieces: [Piece]) {
            var runs: [[UInt8]] = [[]]
            for piece in pieces {
                if case .byte(let byte) = piece { runs[runs.count - 1].append(byte) } else { runs.append([]) }
            }
            prefix = runs[0]
            suffix = runs.count > 1 ? runs[runs.count - 1] : []
            if runs.count > 2 { inner = runs[1..<(runs.count - 1)].max { $0.count < $1.count } ?? [] }
        }

        /// False when `text` cannot match: a necessary condition, never a sufficient one.
        func admit(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            guard text.count >= prefix.count + suffix.count,
                  text.prefix(prefix.count).elementsEqual(prefix), text.suffix(suffix.count).elementsEqual(suffix) else { return false }
            return inner.isEmpty || ReferenceGlob.contains(text, inner)
        }
    }

    enum Shortcut: Sendable {
        case literal([UInt8])
        case suffix([UInt8])
        case prefix([UInt8])
    }

    enum Piece: Hashable, Sendable {
        case byte(UInt8)
        case anyByte          // ?
        case anyInSegment     // *
        case anySegments      // ** (with its following `/`, if any)
    }

    enum PatternError: Error, Equatable, Sendable {
        case empty
        case unbalancedBrace
        case tooManyAlternatives
        case tooManyBraces
        case tooLong

        /// What is wrong with the pattern, for a message that names it.
        var reason: String {
            switch self {
            case .empty: return "it is empty"
            case .unbalancedBrace: return "unbalanced '{' or '}'"
            case .tooManyAlternatives: return "expands to more than \(ReferenceGlob.maxAlternatives) alternatives"
            case .tooManyBraces: return "more than \(ReferenceGlob.maxBraces) '{'"
            case .tooLong: return "longer than \(ReferenceGlob.maxLength) bytes"
            }
        }
    }

    /// Longest list of alternatives one pattern may expand to.
    static let maxAlternatives = 1024
    /// Most brace groups in one pattern: expansion recurses once per group (40,000 `{a}` in a
    /// row overflowed the stack), and real patterns have a few.
    static let maxBraces = 64
    /// Longest pattern, in bytes: matching costs the pattern's length times the text's, and real
    /// patterns are a few dozen bytes (80,000 `*a` against 20,000 names took 14 s).
    static let maxLength = 1024

    init(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw PatternError.empty }
        self.pattern = pattern
        let bytes = Array(pattern.utf8)
        guard bytes.count <= ReferenceGlob.maxLength else { throw PatternError.tooLong }
        guard bytes.lazy.filter({ $0 == UInt8(ascii: "{") }).count <= ReferenceGlob.maxBraces else { throw PatternError.tooManyBraces }
        let expanded = try ReferenceGlob.expandBraces(bytes)
        self.alternatives = expanded.map(ReferenceGlob.compile)
        self.shortcut = alternatives.count == 1 ? ReferenceGlob.shortcut(alternatives[0]) : nil
        self.requirements = alternatives.map(Requirements.init)
    }

    /// The same pattern in storage of its own. Matching retains and releases the pattern's
    /// arrays, atomically: threads matching one shared `ReferenceGlob` contend for the same cache lines
    /// (configuring 90,000 files took 0.14–0.21 s of CPU on two threads against 0.12 s on one), so
    /// parallel work gives each chunk its own copies.
    var unshared: ReferenceGlob { (try? ReferenceGlob(pattern)) ?? self }

    /// Whether `needle` (non-empty) occurs in `text`.
    static func contains(_ text: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard needle.count <= text.count, let first = needle.first else { return needle.isEmpty }
        var start = 0
        let last = text.count - needle.count
        while start <= last {
            if text[start] == first {
                var k = 1
                while k < needle.count && text[start + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func shortcut(_ pieces: [Piece]) -> Shortcut? {
        func literal(_ pieces: ArraySlice<Piece>) -> [UInt8]? {
            var bytes: [UInt8] = []
            for piece in pieces {
                guard case .byte(let byte) = piece, byte != UInt8(ascii: "/") else { return nil }
                bytes.append(byte)
            }
            return bytes
        }
        if let whole = literal(pieces[...]) { return .literal(whole) }
        if pieces.first == .anyInSegment, let rest = literal(pieces.dropFirst()) { return .suffix(rest) }
        if pieces.last == .anyInSegment, let rest = literal(pieces.dropLast()) { return .prefix(rest) }
        return nil
    }

    var description: String { pattern }

    /// A pattern in quotes for a message: its first 60 characters when it is longer.
    static func quoted(_ pattern: String) -> String {
        pattern.count <= 60 ? "'\(pattern)'" : "'\(pattern.prefix(60))…' (\(pattern.utf8.count) bytes)"
    }

    static func == (lhs: ReferenceGlob, rhs: ReferenceGlob) -> Bool { lhs.pattern == rhs.pattern }
    func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether the pattern matches the whole of `text`.
    func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(bytes: $0) }
    }

    /// Whether one of `globs` matches `path` or one of the directories containing it: how path
    /// globs name a folder and everything below it (`Pods` covers `Pods/A/B.swift` as `Pods/**`
    /// does). The directories are prefixes of the path's UTF-8 bytes: nothing is allocated per
    /// directory.
    static func anyMatches(_ globs: [ReferenceGlob], pathOrAncestor path: String) -> Bool {
        guard !globs.isEmpty else { return false }
        var path = path
        return path.withUTF8 { bytes in
            ReferenceGlob.pathOrAncestor(bytes) { prefix in globs.contains { $0.matches(bytes: prefix) } }
        }
    }

    /// Whether `test` holds for `path` or for one of its non-empty prefixes that a `/` follows,
    /// longest first (`a/b/c`, then `a/b`, then `a`).
    static func pathOrAncestor(_ path: UnsafeBufferPointer<UInt8>, _ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        if test(path) { return true }
        let slash = UInt8(ascii: "/")
        var end = path.count - 1
        while end > 0 {
            if path[end] == slash && test(UnsafeBufferPointer(rebasing: path[..<end])) { return true }
            end -= 1
        }
        return false
    }

    /// Something every path an alternative matches has: a whole segment (`Pods` in
    /// `**/Pods/**`), or a segment that starts with some text (`Pods` in `**/Pods_*/**`).
    struct SegmentKey: Hashable {
        var text: String
        var isPrefix: Bool
    }

    /// Per alternative, its segment keys: runs of literal bytes that start where a segment must
    /// start, ending at a `/` or the pattern's end (whole) or at a wildcard (prefix). Nil when
    /// some alternative has none (`*.swift`).
    var segmentKeys: [[SegmentKey]]? {
        var result: [[SegmentKey]] = []
        for pieces in alternatives {
            var keys: [SegmentKey] = []
            // The current segment's bytes while it has only literal ones since it started; nil
            // after a wildcard. `**` that starts a segment ends only where one starts (or at the
            // text's end), so the next segment starts there too.
            var run: [UInt8]? = []
            func finish(isPrefix: Bool) {
                if let run, !run.isEmpty { keys.append(SegmentKey(text: String(decoding: run, as: UTF8.self), isPrefix: isPrefix)) }
            }
            for piece in pieces {
                switch piece {
                case .byte(UInt8(ascii: "/")):
                    finish(isPrefix: false)
                    run = []
                case .byte(let byte): run?.append(byte)
                case .anySegments:
                    if run?.isEmpty != true {
                        finish(isPrefix: true)
                        run = nil
                    }
                case .anyByte, .anyInSegment:
                    finish(isPrefix: true)
                    run = nil
                }
            }
            finish(isPrefix: false)
            guard !keys.isEmpty else { return nil }
            result.append(keys)
        }
        return result
    }

    func matches(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch shortcut {
        case .literal(let literal)?:
            return bytes.elementsEqual(literal)
        case .suffix(let suffix)?:
            // `*` does not cross `/`.
            return bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
                && !bytes.prefix(bytes.count - suffix.count).contains(UInt8(ascii: "/"))
        case .prefix(let prefix)?:
            return bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix)
                && !bytes.suffix(bytes.count - prefix.count).contains(UInt8(ascii: "/"))
        case nil:
            return alternatives.indices.contains { requirements[$0].admit(bytes) && ReferenceGlob.match(alternatives[$0], bytes) }
        }
    }

    // MARK: Compilation

    private static func expandBraces(_ bytes: [UInt8]) throws -> [[UInt8]] {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "{")) else {
            if bytes.contains(UInt8(ascii: "}")) { throw PatternError.unbalancedBrace }
            return [bytes]
        }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for index in open..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { close = index }
            case UInt8(ascii: ",") where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { throw PatternError.unbalancedBrace }
        let head = Array(bytes[..<open])
        let tails = try expandBraces(Array(bytes[(close + 1)...]))
        var results: [[UInt8]] = []
        var start = open + 1
        for end in commas + [close] {
            for option in try expandBraces(Array(bytes[start..<end])) {
                for tail in tails {
                    results.append(head + option + tail)
                    if results.count > maxAlternatives { throw PatternError.tooManyAlternatives }
                }
            }
            start = end + 1
        }
        return results
    }

    private static func compile(_ bytes: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") {
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index < bytes.count && bytes[index] == UInt8(ascii: "*") { index += 1 }
                    // `**/` also matches zero segments: the slash belongs to the wildcard.
                    if index < bytes.count && bytes[index] == UInt8(ascii: "/") { index += 1 }
                    pieces.append(.anySegments)
                    continue
                }
                pieces.append(.anyInSegment)
            } else if byte == UInt8(ascii: "?") {
                pieces.append(.anyByte)
            } else {
                pieces.append(.byte(byte))
            }
            index += 1
        }
        return pieces
    }

    // MARK: Matching

    /// `reachable[j]`: the pattern prefix read so far can end right before byte `j`.
    private static func match(_ pieces: [Piece], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = text.count
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: 2 * (n + 1)) { buffer in
            match(pieces, text, reachable: UnsafeMutableBufferPointer(rebasing: buffer[0...n]),
                  next: UnsafeMutableBufferPointer(rebasing: buffer[(n + 1)...]))
        }
    }

    private static func match(_ pieces: [Piece], _ text: UnsafeBufferPointer<UInt8>, reachable first: UnsafeMutableBufferPointer<Bool>,
                              next second: UnsafeMutableBufferPointer<Bool>) -> Bool {
        let n = text.count
        var reachable = first
        var next = second
        for j in 0...n { reachable[j] = j == 0 }
        let slash = UInt8(ascii: "/")
        for piece in pieces {
            for j in 0...n { next[j] = false }
            switch piece {
            case .byte(let byte):
                for j in 0..<n where reachable[j] && text[j] == byte { next[j + 1] = true }
            case .anyByte:
                for j in 0..<n where reachable[j] && text[j] != slash { next[j + 1] = true }
            case .anyInSegment:
                var open = false
                for j in 0...n {
                    if reachable[j] { open = true }
                    if open { next[j] = true }
                    if j < n && text[j] == slash { open = false }
                }
            case .anySegments:
                // Zero or more whole segments: from a reachable point, any later segment start.
                var open = false
                for j in 0...n {
                    if reachable[j] { open = true; next[j] = true }
                    if open && j > 0 && text[j - 1] == slash { next[j] = true }
                    if open && j == n { next[j] = true }
                }
            }
            swap(&reachable, &next)
        }
        return reachable[n]
    }
}
