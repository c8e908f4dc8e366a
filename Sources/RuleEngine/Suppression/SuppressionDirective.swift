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
                                    commandText: first, rules: Array(words.dropFirst()), reason: reason)
    }

    public var disables: Bool { command != nil && command != .enable }
}

/// Applies a file's directives to findings: marks the suppressed ones and which directives were used.
public enum Suppressor {
    private struct Interval {
        var rule: String
        var start: Int
        var end: Int
        var directive: Int
    }

    /// `findings` and `directives` belong to one project; findings of `exempt` rules stay.
    public static func apply(_ directives: inout [SuppressionDirective], to findings: inout [Finding], fileOfPath: [String: Int],
                             exempt: Set<String>) {
        var byFile: [Int: [Int]] = [:]
        for index in directives.indices { byFile[directives[index].file, default: []].append(index) }
        var intervals: [Int: [Interval]] = [:]
        for (file, indices) in byFile {
            intervals[file] = regions(indices.sorted { directives[$0].position < directives[$1].position }, directives)
        }
        // The directives that can cover a finding by its line alone: `disable:next` under the
        // line it names, `disable:this` under its own, `disable:file` under every line (key -1).
        // Looked up, not scanned: a file of 80,000 `disable:next` took 42 s.
        var byLine: [Int: [Int: [Int]]] = [:]
        for (file, indices) in byFile {
            for index in indices {
                let line = Int(directives[index].position.line)
                switch directives[index].command {
                case .disableNext: byLine[file, default: [:]][line + 1, default: []].append(index)
                case .disableThis: byLine[file, default: [:]][line, default: []].append(index)
                case .disableFile: byLine[file, default: [:]][-1, default: []].append(index)
                default: break
                }
            }
        }
        for index in findings.indices where !exempt.contains(findings[index].ruleID) {
            guard let file = fileOfPath[findings[index].path], byFile[file] != nil else { continue }
            let line = findings[index].line
            let rule = findings[index].ruleID
            // In directive order, as a scan of the file's directives would find them.
            let candidates = ((byLine[file]?[-1] ?? []) + (byLine[file]?[line] ?? [])).sorted()
            var covering = candidates.filter {
                directives[$0].rules.contains(rule) || directives[$0].rules.contains(SuppressionDirective.allRules)
            }
            for interval in intervals[file] ?? [] where (interval.rule == rule || interval.rule == SuppressionDirective.allRules)
                && interval.start <= line && line < interval.end {
                covering.append(interval.directive)
            }
            guard !covering.isEmpty else { continue }
            for directiveIndex in covering { directives[directiveIndex].used = true }
            findings[index].suppression = Suppression(kind: .inSource, reason: directives[covering[0]].reason)
        }
    }

    /// `disable` … `enable` regions per rule; an `enable` closes the latest open `disable` of
    /// that rule, and a `disable` never closed runs to the end of the file.
    private static func regions(_ ordered: [Int], _ directives: [SuppressionDirective]) -> [Interval] {
        var open: [String: [Interval]] = [:]
        var closed: [Interval] = []
        for index in ordered {
            let directive = directives[index]
            let line = Int(directive.position.line)
            switch directive.command {
            case .disable:
                for rule in directive.rules { open[rule, default: []].append(Interval(rule: rule, start: line, end: Int.max, directive: index)) }
            case .enable:
                for rule in directive.rules {
                    guard var interval = open[rule]?.popLast() else { continue }
                    interval.end = line
                    closed.append(interval)
                }
            default:
                break
            }
        }
        return closed + open.values.flatMap { $0 }
    }
}
