import SourceModel

/// One `// archlint:…` comment, parsed: `disable`, `enable`, `disable:next`, `disable:this`,
/// `disable:file`, followed by rule ids or `all`, and an optional reason after ` -- `.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Command: String, Sendable, CaseIterable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disableFile = "disable:file"
    }

    public var file: Int
    public var position: SourcePosition
    /// Nil when the word after `archlint:` is not a command.
    public var command: Command?
    /// The word after `archlint:` as written.
    public var commandText: String
    public var rules: [String]
    public var reason: String?
    /// What taking the directive out removes.
    public var removal: TextEdit
    /// Whether it suppressed at least one finding in this run.
    public var used = false

    public static let allRules = "all"

    /// Parses a directive comment's text (`archlint:disable a b -- why`); nil when the comment is
    /// not a directive at all.
    public static func parse(_ directive: DirectiveComment, file: Int) -> SuppressionDirective? {
        let text = directive.text
        guard text.hasPrefix("archlint:") else { return nil }
        var body = Substring(text.dropFirst("archlint:".count))
        var reason: String?
        if let separator = body.indices.first(where: { body[$0...].hasPrefix(" --") }) {
            let rest = body[separator...].drop { $0 == " " || $0 == "-" }
            reason = rest.isEmpty ? nil : String(rest)
            body = body[..<separator]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let first = words.first else { return nil }
        return SuppressionDirective(file: file, position: directive.position, command: Command(rawValue: first),
                                    commandText: first, rules: Array(words.dropFirst()), reason: reason, removal: directive.removal)
    }

    public var disables: Bool { command != nil && command != .enable }
}

/// Applies a file's directives to findings: marks the suppressed ones and which directives were used.
/// A finding is suppressed by every directive that covers it; its reason is that of the first
/// `disable:next`, `disable:this` or `disable:file` covering it (in file order), else that of the
/// covering `disable` region that starts last. Every directive is looked up by file, rule (or
/// `all`) and line, never scanned per finding, which is quadratic in a file of many regions and
/// findings.
public enum Suppressor {
    private struct Interval {
        var start: Int
        var end: Int
        var directive: Int
    }

    /// A file and a rule id (or `all`).
    private struct Key: Hashable {
        var file: Int
        var rule: String
    }

    /// `findings` and `directives` belong to one project; findings of `exempt` rules stay.
    public static func apply(_ directives: inout [SuppressionDirective], to findings: inout [Finding], fileOfPath: [String: Int],
                             exempt: Set<String>) {
        var byFile: [Int: [Int]] = [:]
        for index in directives.indices { byFile[directives[index].file, default: []].append(index) }
        // `disable:next` under the line it names, `disable:this` under its own; `disable:file`;
        // regions: each under every rule it names, in file order.
        var onLine: [Key: [Int: [Int]]] = [:]
        var fileWide: [Key: [Int]] = [:]
        var regions: [Key: [Interval]] = [:]
        for (file, indices) in byFile {
            let ordered = indices.sorted { directives[$0].position < directives[$1].position }
            for index in ordered {
                let line = Int(directives[index].position.line)
                for rule in Set(directives[index].rules) {
                    let key = Key(file: file, rule: rule)
                    switch directives[index].command {
                    case .disableNext: onLine[key, default: [:]][line + 1, default: []].append(index)
                    case .disableThis: onLine[key, default: [:]][line, default: []].append(index)
                    case .disableFile: fileWide[key, default: []].append(index)
                    default: break
                    }
                }
            }
            for (rule, intervals) in Self.regions(ordered, directives) { regions[Key(file: file, rule: rule), default: []] += intervals }
        }
        // Per finding, the keys it may be covered under: its rule's and `all`'s.
        var findingsOfKey: [Key: [Int]] = [:]
        for index in findings.indices where !exempt.contains(findings[index].ruleID) {
            guard let file = fileOfPath[findings[index].path], byFile[file] != nil else { continue }
            findingsOfKey[Key(file: file, rule: findings[index].ruleID), default: []].append(index)
            findingsOfKey[Key(file: file, rule: SuppressionDirective.allRules), default: []].append(index)
        }
        // Per covered finding: the first line or file-wide directive covering it, and the region
        // starting last (its start line and directive).
        var firstDirective: [Int: Int] = [:]
        var latestRegion: [Int: (start: Int, directive: Int)] = [:]
        for (key, covered) in findingsOfKey {
            if let wide = fileWide[key] {
                for directive in wide { directives[directive].used = true }
                for finding in covered { firstDirective[finding] = min(firstDirective[finding] ?? Int.max, wide[0]) }
            }
            if let lines = onLine[key] {
                // A line's directives are marked used once, not again for each finding on it.
                var marked = Set<Int>()
                for finding in covered {
                    let line = findings[finding].line
                    guard let onItsLine = lines[line] else { continue }
                    if marked.insert(line).inserted { for directive in onItsLine { directives[directive].used = true } }
                    firstDirective[finding] = min(firstDirective[finding] ?? Int.max, onItsLine[0])
                }
            }
            if let intervals = regions[key] {
                cover(covered.sorted { findings[$0].line < findings[$1].line }, findings, intervals, &directives, &latestRegion)
            }
        }
        for (finding, directive) in firstDirective {
            findings[finding].suppression = Suppression(kind: .inSource, reason: directives[directive].reason)
        }
        for (finding, region) in latestRegion where firstDirective[finding] == nil {
            findings[finding].suppression = Suppression(kind: .inSource, reason: directives[region.directive].reason)
        }
    }

    /// One sweep down the file: the regions (sorted by start) open at each finding (sorted by
    /// line) are on a stack, the one starting last on top; a region covering a finding is used.
    private static func cover(_ covered: [Int], _ findings: [Finding], _ intervals: [Interval], _ directives: inout [SuppressionDirective],
                              _ latestRegion: inout [Int: (start: Int, directive: Int)]) {
        let byStart = intervals.sorted { ($0.start, $0.directive) < ($1.start, $1.directive) }
        // A region is used when some finding's line falls inside it: the first line at or after
        // its start, found by halving, tells.
        let lines = covered.map { findings[$0].line }
        for interval in byStart where !directives[interval.directive].used {
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle] < interval.start { low = middle + 1 } else { high = middle }
            }
            if low < lines.count && lines[low] < interval.end { directives[interval.directive].used = true }
        }
        var open: [Interval] = []
        var next = 0
        for (position, finding) in covered.enumerated() {
            let line = lines[position]
            while next < byStart.count && byStart[next].start <= line {
                open.append(byStart[next])
                next += 1
            }
            // Regions ended above this line are behind it for every later finding too.
            while let top = open.last, top.end <= line { open.removeLast() }
            guard let top = open.last else { continue }
            if let known = latestRegion[finding], (known.start, known.directive) > (top.start, top.directive) { continue }
            latestRegion[finding] = (top.start, top.directive)
        }
    }

    /// `disable` … `enable` regions per rule; an `enable` closes the latest open `disable` of
    /// that rule, and a `disable` never closed runs to the end of the file.
    private static func regions(_ ordered: [Int], _ directives: [SuppressionDirective]) -> [String: [Interval]] {
        var open: [String: [Interval]] = [:]
        var closed: [String: [Interval]] = [:]
        for index in ordered {
            let directive = directives[index]
            let line = Int(directive.position.line)
            switch directive.command {
            case .disable:
                for rule in directive.rules { open[rule, default: []].append(Interval(start: line, end: Int.max, directive: index)) }
            case .enable:
                for rule in directive.rules {
                    guard var interval = open[rule]?.popLast() else { continue }
                    interval.end = line
                    closed[rule, default: []].append(interval)
                }
            default:
                break
            }
        }
        return closed.merging(open) { $0 + $1 }
    }
}
