/// Path globs matched together, where the first one that matches a path (or a folder above
/// it) wins. Most path globs name a folder (`Pods` in `**/Pods/**`, `Legacy` in
/// `Sources/Legacy`): such a glob is tried only on paths that have that folder, so a path
/// costs a lookup per folder plus the globs that name none, not one try per glob (20,000
/// module globs against 20,000 files took 43 s). Of the folders a glob names, it is filed
/// under the one fewest globs name (`M1`, not `Sources`, in `Sources/M1/**`).
public struct GlobSet: Sendable {
    public let globs: [Glob]
    /// Per segment, the globs (ascending) that need it whole in any path they match.
    private let globsNeedingSegment: [Substring: [Int]]
    /// Globs with an alternative that needs no segment: tried on every path.
    private let everywhere: [Int]

    public init(_ globs: [Glob]) {
        self.globs = globs
        let segmentsOfGlob = globs.map(\.literalSegments)
        var globsNaming: [String: Int] = [:]
        for alternatives in segmentsOfGlob {
            for segment in Set((alternatives ?? []).joined()) { globsNaming[segment, default: 0] += 1 }
        }
        var globsNeedingSegment: [Substring: [Int]] = [:]
        var everywhere: [Int] = []
        for (index, alternatives) in segmentsOfGlob.enumerated() {
            guard let alternatives else {
                everywhere.append(index)
                continue
            }
            var keys: [String] = []
            for segments in alternatives {
                // The rarest among the globs, the longer of two as rare, the first of equals.
                let key = segments.min { (globsNaming[$0]!, -$0.utf8.count) < (globsNaming[$1]!, -$1.utf8.count) }!
                if !keys.contains(key) { keys.append(key) }
            }
            for key in keys { globsNeedingSegment[Substring(key), default: []].append(index) }
        }
        self.globsNeedingSegment = globsNeedingSegment
        self.everywhere = everywhere
    }

    public var isEmpty: Bool { globs.isEmpty }

    /// The index of the first glob that matches `path` or one of the folders containing it.
    public func firstMatch(pathOrAncestor path: String) -> Int? {
        guard !globs.isEmpty else { return nil }
        var candidates = everywhere
        if !globsNeedingSegment.isEmpty {
            var segmented = false
            for segment in path.split(separator: "/") {
                guard let needing = globsNeedingSegment[segment] else { continue }
                candidates += needing
                segmented = true
            }
            // A glob needs two of the path's segments, or the path repeats one: each once.
            if segmented {
                var unique: [Int] = []
                for index in candidates.sorted() where unique.last != index { unique.append(index) }
                candidates = unique
            }
        }
        var path = path
        return path.withUTF8 { bytes in
            candidates.first { index in Glob.pathOrAncestor(bytes) { globs[index].matches(bytes: $0) } }
        }
    }

    /// Whether some glob matches `path` or one of the folders containing it.
    public func anyMatches(pathOrAncestor path: String) -> Bool {
        firstMatch(pathOrAncestor: path) != nil
    }
}

/// Name globs (`*Interactor`, `Login*`, `AppDelegate`, `*View*`) matched together, giving every
/// glob that matches a name, in order. Past a few dozen globs, the literal ones are looked up by
/// the name, the `*Suffix` and `Prefix*` ones by the name's own ends of their lengths, and only
/// the others tried one by one (20,000 roles each naming one type, against 20,000 types, took
/// 9.9 s when every type tried every role).
public struct NameGlobSet: Sendable {
    public let globs: [Glob]
    /// Nil for a small set, tried glob by glob.
    private let index: Index?

    private struct Index: Sendable {
        var literal: [String: [Int]] = [:]
        var suffix: [String: [Int]] = [:]
        var prefix: [String: [Int]] = [:]
        var suffixLengths: [Int] = []
        var prefixLengths: [Int] = []
        var others: [Int] = []
    }

    /// Sets this small are tried glob by glob: cheaper than any lookup.
    static let smallSet = 32

    public init(_ globs: [Glob]) {
        self.globs = globs
        guard globs.count > Self.smallSet else {
            index = nil
            return
        }
        var index = Index()
        for (number, glob) in globs.enumerated() {
            switch glob.shortcut {
            case .literal(let bytes)?: index.literal[String(decoding: bytes, as: UTF8.self), default: []].append(number)
            case .suffix(let bytes)?: index.suffix[String(decoding: bytes, as: UTF8.self), default: []].append(number)
            case .prefix(let bytes)?: index.prefix[String(decoding: bytes, as: UTF8.self), default: []].append(number)
            case nil: index.others.append(number)
            }
        }
        index.suffixLengths = Set(index.suffix.keys.map(\.utf8.count)).sorted()
        index.prefixLengths = Set(index.prefix.keys.map(\.utf8.count)).sorted()
        self.index = index
    }

    public var isEmpty: Bool { globs.isEmpty }

    /// The globs that match `name`, ascending.
    public func matches(_ name: String) -> [Int] {
        guard let index else { return globs.indices.filter { globs[$0].matches(name) } }
        var candidates = index.others + (index.literal[name] ?? [])
        let utf8 = name.utf8
        for length in index.suffixLengths where length <= utf8.count {
            candidates += index.suffix[String(decoding: utf8.suffix(length), as: UTF8.self)] ?? []
        }
        for length in index.prefixLengths where length <= utf8.count {
            candidates += index.prefix[String(decoding: utf8.prefix(length), as: UTF8.self)] ?? []
        }
        // Looked up by decoded text, so each candidate is checked on the bytes.
        var found: [Int] = []
        for number in candidates.sorted() where found.last != number && globs[number].matches(name) { found.append(number) }
        return found
    }

    /// The first glob that matches `name`.
    public func firstMatch(_ name: String) -> Int? {
        guard index != nil else { return globs.indices.first { globs[$0].matches(name) } }
        return matches(name).first
    }
}
