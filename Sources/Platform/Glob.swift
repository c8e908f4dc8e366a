/// A path or name pattern: `**` any number of path segments, `*` any run of characters within
/// a segment, `?` one character, `{a,b}` alternatives (nestable). Matching is on UTF-8 bytes,
/// with no backtracking: one pass over the text per alternative that keeps, as bits 64 to a
/// word, every position the pattern read so far can end at (a bit-parallel automaton run), so
/// it costs the alternatives' total length times the text's length in words, and a path and
/// all the folders above it are answered in that one pass. A pattern's total work (the length
/// of all its alternatives) is bounded: `maxWork`.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The compiled pattern, shared by every copy: a glob is copied wherever a collection hands
    /// one out (`globs[index]`, `contains(where:)`), and a copy is then one retain, not one per list.
    private let compiled: Compiled

    private final class Compiled: Sendable {
        let pattern: String
        let alternatives: [[Piece]]
        let shortcut: Shortcut?
        let requirements: [Requirements]
        let work: Int
        let slotOfByte: [UInt8]
        let slotCount: Int

        init(pattern: String, alternatives: [[Piece]], shortcut: Shortcut?, requirements: [Requirements], work: Int,
             slotOfByte: [UInt8], slotCount: Int) {
            self.pattern = pattern
            self.alternatives = alternatives
            self.shortcut = shortcut
            self.requirements = requirements
            self.work = work
            self.slotOfByte = slotOfByte
            self.slotCount = slotCount
        }
    }

    public var pattern: String { compiled.pattern }
    private var alternatives: [[Piece]] { compiled.alternatives }
    /// Most patterns are `*Suffix`, `Prefix*` or a literal: those skip the general matcher.
    var shortcut: Shortcut? { compiled.shortcut }
    /// Per alternative, the literal text any match must contain, checked before the general
    /// matcher: most paths fail a pattern like `**/Pods/**` there, without dynamic programming.
    private var requirements: [Requirements] { compiled.requirements }
    /// Pattern elements summed over the alternatives: what matching costs per word of text.
    public var work: Int { compiled.work }
    /// Per byte value, its slot among the bytes the pattern's alternatives name (`noSlot` for
    /// the others): each has a bit mask of the text's positions holding it, made once a match.
    private var slotOfByte: [UInt8] { compiled.slotOfByte }
    private var slotCount: Int { compiled.slotCount }
    private static let noSlot: UInt8 = 0xFF

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
            return inner.isEmpty || Glob.contains(text, inner)
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

    public enum PatternError: Error, Equatable, Sendable {
        case empty
        case unbalancedBrace
        case tooManyAlternatives
        case tooManyBraces
        case tooLong
        case tooComplex

        /// What is wrong with the pattern, for a message that names it.
        public var reason: String {
            switch self {
            case .empty: return "it is empty"
            case .unbalancedBrace: return "unbalanced '{' or '}'"
            case .tooManyAlternatives: return "expands to more than \(Glob.maxAlternatives) alternatives"
            case .tooManyBraces: return "more than \(Glob.maxBraces) '{'"
            case .tooLong: return "longer than \(Glob.maxLength) bytes"
            case .tooComplex: return "its alternatives add up to more than \(Glob.maxWork) pattern elements"
            }
        }
    }

    /// Longest list of alternatives one pattern may expand to.
    public static let maxAlternatives = 1024
    /// Most brace groups in one pattern: expansion recurses once per group, so a long run of
    /// them would overflow the stack, and real patterns have a few.
    public static let maxBraces = 64
    /// Longest pattern, in bytes: matching costs the pattern's length times the text's, and real
    /// patterns are a few dozen bytes, so the bound keeps a generated pattern from costing more.
    public static let maxLength = 1024
    /// Most pattern elements all of a pattern's alternatives may add up to: matching costs this
    /// times the text's length in words. Real patterns need a few hundred; 20 layer globs of
    /// brace groups of wildcards expanding to 48,000 elements each took a 7,000-file tree from
    /// 0.03 s to 5.7 s.
    public static let maxWork = 4096

    public init(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw PatternError.empty }
        let bytes = Array(pattern.utf8)
        guard bytes.count <= Glob.maxLength else { throw PatternError.tooLong }
        guard bytes.lazy.filter({ $0 == UInt8(ascii: "{") }).count <= Glob.maxBraces else { throw PatternError.tooManyBraces }
        let expanded = try Glob.expandBraces(bytes)
        // Alternatives that compile alike are matched once.
        var seen = Set<[Piece]>()
        let alternatives = expanded.map(Glob.compile).filter { seen.insert($0).inserted }
        let work = alternatives.reduce(0) { $0 + $1.count + 1 }
        guard work <= Glob.maxWork else { throw PatternError.tooComplex }
        var slotOfByte = [UInt8](repeating: Glob.noSlot, count: 256)
        var slotCount = 0
        for pieces in alternatives {
            for case .byte(let byte) in pieces where slotOfByte[Int(byte)] == Glob.noSlot && slotCount < 64 {
                slotOfByte[Int(byte)] = UInt8(slotCount)
                slotCount += 1
            }
        }
        compiled = Compiled(pattern: pattern, alternatives: alternatives,
                            shortcut: alternatives.count == 1 ? Glob.shortcut(alternatives[0]) : nil,
                            requirements: alternatives.map(Requirements.init), work: work, slotOfByte: slotOfByte, slotCount: slotCount)
    }

    /// The same pattern in storage of its own. Matching retains and releases the pattern's
    /// arrays, atomically: threads matching one shared `Glob` contend for the same cache lines,
    /// which costs more CPU on two threads than the matching saves, so parallel work gives each
    /// chunk its own copies.
    public var unshared: Glob { (try? Glob(pattern)) ?? self }

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

    public var description: String { pattern }

    /// Whether a `GlobSet` tries the glob on every path: it names no folder a path must have.
    public var isTriedOnEveryPath: Bool { segmentKeys == nil }

    /// Most pattern elements the path globs a configuration tries on every path (those naming no
    /// folder) may add up to: the bound on a configuration's glob work per path.
    public static let maxWorkPerPath = 32_768

    /// A pattern in quotes for a message: its first 60 characters when it is longer.
    public static func quoted(_ pattern: String) -> String {
        pattern.count <= 60 ? "'\(pattern)'" : "'\(pattern.prefix(60))…' (\(pattern.utf8.count) bytes)"
    }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether the pattern matches the whole of `text`.
    public func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(bytes: $0) }
    }

    /// Whether one of `globs` matches `path` or one of the directories containing it: how path
    /// globs name a folder and everything below it (`Pods` covers `Pods/A/B.swift` as `Pods/**`
    /// does). The directories are prefixes of the path's UTF-8 bytes: nothing is allocated per
    /// directory.
    public static func anyMatches(_ globs: [Glob], pathOrAncestor path: String) -> Bool {
        guard !globs.isEmpty else { return false }
        var path = path
        return path.withUTF8 { bytes in globs.contains { $0.matches(pathOrAncestor: bytes) } }
    }

    /// Whether the pattern matches `path` or one of its non-empty prefixes that a `/` follows
    /// (a folder above it): `pathOrAncestor(path) { matches(bytes: $0) }` in one pass.
    public func matches(pathOrAncestor path: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        if shortcut != nil {
            // A pattern without `/` and `**` matches a single segment: the whole path when it
            // has no `/`, else its first folder.
            guard let first = path.firstIndex(of: slash) else { return matches(bytes: path) }
            return first > 0 && matches(bytes: UnsafeBufferPointer(rebasing: path[..<first]))
        }
        // The closures capture the requirements alone: naming a property of `self` would copy all of `self`.
        let requirements = self.requirements
        return match(path, ancestors: true) { index in
            let requirement = requirements[index]
            // Every prefix starts as the path does and holds the inner literal only if the path does.
            return path.count >= requirement.prefix.count && path.prefix(requirement.prefix.count).elementsEqual(requirement.prefix)
                && (requirement.inner.isEmpty || Glob.contains(path, requirement.inner))
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
            let requirements = self.requirements
            return match(bytes, ancestors: false) { requirements[$0].admit(bytes) }
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

    /// Runs the alternatives `admitted` keeps over `text`: bit `j` of the reachable set says the
    /// pieces read so far can end right before byte `j` (positions 0...n, 64 a word). Each piece
    /// turns the set into the next with a few word operations per word of text, never
    /// backtracking; positions only move forward, so an alternative stops when its set empties,
    /// after at most twice the text's length of pieces. Whether the whole text matches, or with
    /// `ancestors` the text or one of its prefixes before a `/`. The text's masks are made once.
    private func match(_ text: UnsafeBufferPointer<UInt8>, ancestors: Bool, admitted: (Int) -> Bool) -> Bool {
        guard let first = alternatives.indices.first(where: admitted) else { return false }
        let n = text.count
        let words = n / 64 + 1
        // Masks: not-slash (bit j: byte j is not `/`), segment starts (bit j: byte j - 1 is `/`),
        // ends (bit j: byte j is `/`, j > 0, and bit n), one per byte slot; then three work sets.
        let fixed = 3 + slotCount
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (fixed + 3) * words) { buffer in
            buffer.initialize(repeating: 0)
            func row(_ number: Int) -> UnsafeMutableBufferPointer<UInt64> {
                UnsafeMutableBufferPointer(rebasing: buffer[(number * words)..<((number + 1) * words)])
            }
            let slash = UInt8(ascii: "/")
            for j in 0..<n {
                let byte = text[j]
                let bit: UInt64 = 1 << UInt64(j & 63)
                if byte == slash {
                    buffer[words + ((j + 1) >> 6)] |= 1 << UInt64((j + 1) & 63)
                    if j > 0 { buffer[2 * words + (j >> 6)] |= bit }
                } else {
                    buffer[j >> 6] |= bit
                }
                let slot = slotOfByte[Int(byte)]
                if slot != Glob.noSlot {
                    let index: Int = (3 + Int(slot)) * words + (j >> 6)
                    buffer[index] |= bit
                }
            }
            buffer[2 * words + (n >> 6)] |= 1 << UInt64(n & 63)
            for index in first..<alternatives.count where index == first || admitted(index) {
                let found = words == 1
                    ? Glob.runOneWord(alternatives[index], text, n: n, masks: buffer, slotOfByte: slotOfByte, ancestors: ancestors)
                    : runWords(alternatives[index], text, n: n, words: words, masks: buffer, ancestors: ancestors, row: row)
                if found { return true }
            }
            return false
        }
    }

    /// `runWords` for a text shorter than 64 bytes: every set in one word.
    private static func runOneWord(_ pieces: [Piece], _ text: UnsafeBufferPointer<UInt8>, n: Int, masks: UnsafeMutableBufferPointer<UInt64>,
                                   slotOfByte: [UInt8], ancestors: Bool) -> Bool {
        let notSlash = masks[0], segmentStarts = masks[1], ends = masks[2]
        let endBit: UInt64 = 1 << UInt64(n)
        let all: UInt64 = n == 63 ? ~0 : (endBit << 1) &- 1
        let enterable = (notSlash << 1) & all
        var reachable: UInt64 = 1
        for (number, piece) in pieces.enumerated() {
            switch piece {
            case .byte(let byte):
                let slot = slotOfByte[Int(byte)]
                if slot != noSlot {
                    reachable = ((reachable & masks[3 + Int(slot)]) << 1) & all
                } else {
                    var next: UInt64 = 0
                    var bits = reachable
                    while bits != 0 {
                        let j = bits.trailingZeroBitCount
                        bits &= bits - 1
                        if j < n && text[j] == byte { next |= 1 << UInt64(j + 1) }
                    }
                    reachable = next
                }
            case .anyByte:
                reachable = ((reachable & notSlash) << 1) & all
            case .anyInSegment:
                let entered = (reachable << 1) & enterable
                reachable |= entered | ((enterable &+ entered) ^ enterable) & enterable
            case .anySegments:
                let from = ~((reachable & (0 &- reachable)) &- 1)
                reachable |= from & (segmentStarts | (ancestors && number == pieces.count - 1 ? ends : endBit))
            }
            if reachable == 0 { return false }
        }
        return reachable & (ancestors ? ends : endBit) != 0
    }

    /// One alternative over a text of several words of bits.
    private func runWords(_ pieces: [Piece], _ text: UnsafeBufferPointer<UInt8>, n: Int, words: Int, masks: UnsafeMutableBufferPointer<UInt64>,
                          ancestors: Bool, row: (Int) -> UnsafeMutableBufferPointer<UInt64>) -> Bool {
        let fixed = 3 + slotCount
        let notSlash = row(0), segmentStarts = row(1), ends = row(2)
        var reachable = row(fixed), next = row(fixed + 1)
        let scratch = row(fixed + 2)
        for w in 0..<words { reachable[w] = 0 }
        reachable[0] = 1
        let lastWordMask: UInt64 = (n & 63) == 63 ? ~0 : (1 << UInt64((n & 63) + 1)) - 1

        /// `destination = (source & mask) << 1`, bits past n dropped.
        func shiftedUp(_ source: UnsafeMutableBufferPointer<UInt64>, _ mask: UnsafeMutableBufferPointer<UInt64>,
                       into destination: UnsafeMutableBufferPointer<UInt64>) {
            var carry: UInt64 = 0
            for w in 0..<words {
                let value = source[w] & mask[w]
                destination[w] = (value << 1) | carry
                carry = value >> 63
            }
            destination[words - 1] &= lastWordMask
        }

        for (number, piece) in pieces.enumerated() {
            switch piece {
            case .byte(let byte):
                let slot = slotOfByte[Int(byte)]
                if slot != Glob.noSlot {
                    shiftedUp(reachable, row(3 + Int(slot)), into: next)
                } else {
                    // More than 64 different bytes in the pattern: this one looked up by position.
                    for w in 0..<words { next[w] = 0 }
                    for w in 0..<words {
                        var bits = reachable[w]
                        while bits != 0 {
                            let j: Int = (w << 6) + bits.trailingZeroBitCount
                            bits &= bits - 1
                            if j < n && text[j] == byte { next[(j + 1) >> 6] |= 1 << UInt64((j + 1) & 63) }
                        }
                    }
                }
            case .anyByte:
                shiftedUp(reachable, notSlash, into: next)
            case .anyInSegment:
                // From each reachable position, every later one up to the next `/`: the bits
                // that can be entered (after a byte that is not `/`) filled by a carry from the
                // first one entered, as an addition propagates through a run of ones.
                shiftedUp(notSlash, notSlash, into: scratch)
                var carry: UInt64 = 0
                var shiftCarry: UInt64 = 0
                for w in 0..<words {
                    let enterable = scratch[w]
                    let entered = ((reachable[w] << 1) | shiftCarry) & enterable
                    shiftCarry = reachable[w] >> 63
                    let (partial, overflow1) = enterable.addingReportingOverflow(entered)
                    let (sum, overflow2) = partial.addingReportingOverflow(carry)
                    carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
                    next[w] = reachable[w] | entered | ((sum ^ enterable) & enterable)
                }
                next[words - 1] &= lastWordMask
            case .anySegments:
                // From the first reachable position on: every segment start, and the end (with
                // `ancestors`, when `**` ends the pattern, every end of a folder too).
                let isLast = number == pieces.count - 1
                var open = false
                for w in 0..<words {
                    var from: UInt64 = 0
                    if open {
                        from = ~0
                    } else if reachable[w] != 0 {
                        from = ~((reachable[w] & (0 &- reachable[w])) &- 1)
                        open = true
                    }
                    let endBit: UInt64 = w == n >> 6 ? 1 << UInt64(n & 63) : 0
                    let stops: UInt64 = segmentStarts[w] | (isLast && ancestors ? ends[w] : endBit)
                    next[w] = reachable[w] | (from & stops)
                }
                next[words - 1] &= lastWordMask
            }
            swap(&reachable, &next)
            if !reachable.contains(where: { $0 != 0 }) { return false }
        }
        if reachable[n >> 6] & (1 << UInt64(n & 63)) != 0 { return true }
        guard ancestors else { return false }
        // A folder above: reachable right before a `/` (not at the start).
        for w in 0..<words where reachable[w] & ends[w] != 0 { return true }
        return false
    }
}
