/// Path globs matched together, where the first one that matches a path (or a folder above
/// it) wins. Most path globs name a folder (`Pods` in `**/Pods/**`, `Legacy` in
/// `Sources/Legacy`) or the start of one (`Pods` in `**/Pods_*/**`): such a glob is tried only
/// on paths that have that folder, so a path costs a lookup per folder (and per length of the
/// folder starts named) plus the globs that name none, not one try per glob, which would cost
/// the number of globs times the number of files. Of the folders a glob names, it is filed
/// under the one fewest globs name (`M1`, not `Sources`, in `Sources/M1/**`), a whole name
/// before a start. The globs may come in groups (each module's, each layer's): a match
/// answers with the group.
public struct GlobSet: Sendable {
    private let grouped: GroupedGlobs
    /// Per segment, the globs (ascending) that need it whole in any path they match.
    private let globsNeedingSegment: [Substring: [Int]]
    /// Per segment start, the globs that need a segment starting with it, and those starts' lengths.
    private let globsNeedingStart: [String: [Int]]
    private let startLengths: [Int]
    /// Globs with an alternative that needs no segment: tried on every path.
    private let everywhere: [Int]

    /// Each glob a group of its own: a match answers with the glob's index.
    public init(_ globs: [Glob]) {
        self.init(groups: globs.map { [$0] })
    }

    public init(groups: [[Glob]]) {
        grouped = GroupedGlobs(groups)
        let keysOfGlob = grouped.globs.map(\.segmentKeys)
        var globsNaming: [Glob.SegmentKey: Int] = [:]
        for alternatives in keysOfGlob {
            for key in Set((alternatives ?? []).joined()) { globsNaming[key, default: 0] += 1 }
        }
        var globsNeedingSegment: [Substring: [Int]] = [:]
        var globsNeedingStart: [String: [Int]] = [:]
        var everywhere: [Int] = []
        for (index, alternatives) in keysOfGlob.enumerated() {
            guard let alternatives else {
                everywhere.append(index)
                continue
            }
            var chosen: [Glob.SegmentKey] = []
            for keys in alternatives {
                // The rarest among the globs; then a whole name, the longer, the first.
                let key = keys.min {
                    (globsNaming[$0]!, $0.isPrefix ? 1 : 0, -$0.text.utf8.count) < (globsNaming[$1]!, $1.isPrefix ? 1 : 0, -$1.text.utf8.count)
                }!
                if !chosen.contains(key) { chosen.append(key) }
            }
            for key in chosen {
                if key.isPrefix {
                    globsNeedingStart[key.text, default: []].append(index)
                } else {
                    globsNeedingSegment[Substring(key.text), default: []].append(index)
                }
            }
        }
        self.globsNeedingSegment = globsNeedingSegment
        self.globsNeedingStart = globsNeedingStart
        startLengths = Set(globsNeedingStart.keys.map(\.utf8.count)).sorted()
        self.everywhere = everywhere
    }

    public var isEmpty: Bool { grouped.globs.isEmpty }

    /// The group of the first glob that matches `path` or one of the folders containing it.
    public func firstMatch(pathOrAncestor path: String) -> Int? {
        guard !grouped.globs.isEmpty else { return nil }
        var candidates = everywhere
        if !globsNeedingSegment.isEmpty || !globsNeedingStart.isEmpty {
            var found = false
            for segment in path.split(separator: "/") {
                if let needing = globsNeedingSegment[segment] {
                    candidates += needing
                    found = true
                }
                for length in startLengths where length <= segment.utf8.count {
                    guard let needing = globsNeedingStart[String(decoding: segment.utf8.prefix(length), as: UTF8.self)] else { continue }
                    candidates += needing
                    found = true
                }
            }
            // A glob needs two of the path's segments, or the path repeats one: each once.
            if found {
                var unique: [Int] = []
                for index in candidates.sorted() where unique.last != index { unique.append(index) }
                candidates = unique
            }
        }
        var path = path
        let first = path.withUTF8 { bytes in
            candidates.first { index in grouped.globs[index].matches(pathOrAncestor: bytes) }
        }
        return first.map { grouped.groupOfGlob[$0] }
    }

    /// Whether some glob matches `path` or one of the folders containing it.
    public func anyMatches(pathOrAncestor path: String) -> Bool {
        firstMatch(pathOrAncestor: path) != nil
    }
}

/// Name globs (`*Interactor`, `Login*`, `AppDelegate`, `*View*`) matched together, giving every
/// glob that matches a name, in order. Past a few dozen globs, the literal ones are looked up by
/// the name, the `*Suffix` and `Prefix*` ones found walking the name's bytes from its end and
/// from its start, and only the others tried one by one: every type trying every role would cost
/// their product. The globs may come in groups, as `GlobSet`'s.
public struct NameGlobSet: Sendable {
    private let grouped: GroupedGlobs
    /// Nil for a small set, tried glob by glob.
    private let index: Index?

    private struct Index: Sendable {
        var literal: [String: [Int]] = [:]
        /// The suffixes' bytes last to first.
        var suffix = ByteTrie()
        var prefix = ByteTrie()
        var others: [Int] = []
    }

    /// Sets this small are tried glob by glob: cheaper than any lookup.
    static let smallSet = 32

    /// Each glob a group of its own: a match answers with the glob's index.
    public init(_ globs: [Glob]) {
        self.init(groups: globs.map { [$0] })
    }

    public init(groups: [[Glob]]) {
        grouped = GroupedGlobs(groups)
        let globs = grouped.globs
        guard globs.count > Self.smallSet else {
            index = nil
            return
        }
        var index = Index()
        for (number, glob) in globs.enumerated() {
            switch glob.shortcut {
            case .literal(let bytes)?: index.literal[String(decoding: bytes, as: UTF8.self), default: []].append(number)
            case .suffix(let bytes)?: index.suffix.insert(bytes.reversed(), number: number)
            case .prefix(let bytes)?: index.prefix.insert(bytes, number: number)
            case nil: index.others.append(number)
            }
        }
        self.index = index
    }

    public var isEmpty: Bool { grouped.globs.isEmpty }

    /// The groups with a glob that matches `name`, ascending.
    public func matches(_ name: String) -> [Int] {
        let literal = index?.literal[name]
        var name = name
        return name.withUTF8 { bytes in
            let candidates: [Int]
            if let index {
                var looked = index.others
                if let literal { looked += literal }
                index.suffix.numbers(alongPrefixesOf: bytes.reversed(), into: &looked)
                index.prefix.numbers(alongPrefixesOf: bytes, into: &looked)
                if looked.count > 1 { looked.sort() }
                candidates = looked
            } else {
                // Most names match none: no array made for them.
                guard let first = grouped.globs.firstIndex(where: { $0.matches(bytes: bytes) }) else { return [] }
                candidates = Array(first..<grouped.globs.count)
            }
            // Looked up by decoded text, so each candidate is checked on the bytes.
            var found: [Int] = []
            for number in candidates where found.last != grouped.groupOfGlob[number] && grouped.globs[number].matches(bytes: bytes) {
                found.append(grouped.groupOfGlob[number])
            }
            return found
        }
    }

    /// The group of the first glob that matches `name`.
    public func firstMatch(_ name: String) -> Int? {
        guard index != nil else { return grouped.globs.firstIndex { $0.matches(name) }.map { grouped.groupOfGlob[$0] } }
        return matches(name).first
    }
}

/// Globs in groups, flattened in order, with the group of each.
private struct GroupedGlobs: Sendable {
    let globs: [Glob]
    /// The group of each glob, ascending.
    let groupOfGlob: [Int]

    init(_ groups: [[Glob]]) {
        globs = Array(groups.joined())
        groupOfGlob = groups.indices.flatMap { group in groups[group].map { _ in group } }
    }
}

/// Byte strings, each with the numbers inserted with it, found by walking a text: every string
/// the text starts with, one step a byte (where a lookup per string length would make and hash a
/// string per length).
private struct ByteTrie: Sendable {
    /// Per node, its children by the byte leading to them; node 0 is the empty string.
    private var children: [[(byte: UInt8, node: Int32)]] = [[]]
    private var numbersOfNode: [[Int]] = [[]]

    mutating func insert<Bytes: Sequence>(_ bytes: Bytes, number: Int) where Bytes.Element == UInt8 {
        var node = 0
        for byte in bytes {
            if let next = children[node].first(where: { $0.byte == byte }) {
                node = Int(next.node)
            } else {
                children.append([])
                numbersOfNode.append([])
                children[node].append((byte, Int32(children.count - 1)))
                node = children.count - 1
            }
        }
        numbersOfNode[node].append(number)
    }

    /// Appends the numbers of every inserted string that `text` starts with, shortest first.
    func numbers<Bytes: Sequence>(alongPrefixesOf text: Bytes, into found: inout [Int]) where Bytes.Element == UInt8 {
        var node = 0
        found += numbersOfNode[0]
        for byte in text {
            guard let next = children[node].first(where: { $0.byte == byte }) else { return }
            node = Int(next.node)
            found += numbersOfNode[node]
        }
    }
}
