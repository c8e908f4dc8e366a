import JSON
import Platform
import ProjectIndex
/// Findings accepted for now: `--write-baseline` records them, `--baseline` (or `baseline` in
/// `.archlint.json`) hides them. Entries match by fingerprint (rule, file, type, member,
/// offending text; never the line) with a count, so adding lines elsewhere changes nothing and
/// a second identical violation in the same type still surfaces.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var fingerprint: String
        public var rule: String
        public var path: String
        public var type: String?
        public var member: String?
        public var subject: String
        public var count: Int
    }

    public var entries: [Entry]

    /// What applying a baseline found.
    public struct Outcome: Sendable, Equatable {
        /// Findings the baseline suppressed.
        public var matched: Int
        /// Baseline occurrences no longer found: the file can shrink.
        public var stale: Int { fixed.reduce(0) { $0 + $1.count } }
        /// The entries with occurrences no longer found, in the baseline's order, each with the
        /// count of those: what was fixed since the baseline was written.
        public var fixed: [Entry]

        public init(matched: Int, fixed: [Entry]) {
            self.matched = matched
            self.fixed = fixed
        }
    }

    /// The findings not otherwise suppressed, grouped by fingerprint.
    public init(findings: [Finding]) {
        var byBase: [String: Entry] = [:]
        for finding in findings where finding.suppression == nil {
            let base = Fingerprints.base(finding)
            if byBase[base] != nil {
                byBase[base]!.count += 1
            } else {
                byBase[base] = Entry(fingerprint: base, rule: finding.ruleID, path: finding.relativePath, type: finding.typeName,
                                     member: finding.member, subject: finding.subject, count: 1)
            }
        }
        entries = byBase.values.sorted {
            ($0.path, $0.rule, $0.type ?? "", $0.subject, $0.fingerprint) < ($1.path, $1.rule, $1.type ?? "", $1.subject, $1.fingerprint)
        }
    }

    /// Reads a baseline file; a malformed one is a configuration error at its position.
    public init(file: String) throws {
        let bytes: [UInt8]
        switch POSIX.readFile(file, limit: JSONParser.Options().maxBytes) {
        case .success(let read): bytes = read
        case .failure(let error):
            throw ConfigurationError(file: file, line: 1, column: 1, message: "cannot read the baseline file: \(error.message)")
        }
        let root: JSONNode
        do {
            root = try JSONParser().parse(bytes)
        } catch let error as JSONParseError {
            throw ConfigurationError(file: file, line: error.position.line, column: error.position.column, message: error.message)
        }
        guard let findings = root.members?.first(where: { $0.key == "findings" })?.value.array else {
            throw ConfigurationError(file: file, line: root.line, column: root.column,
                                     message: "a baseline is an object with a \"findings\" array (write one with --write-baseline)")
        }
        entries = try findings.map { node in
            func string(_ key: String) -> String? { node.members?.first { $0.key == key }?.value.string }
            guard let fingerprint = string("fingerprint"), let rule = string("rule"), let path = string("path"),
                  let count = node.members?.first(where: { $0.key == "count" })?.value.int, count > 0 else {
                throw ConfigurationError(file: file, line: node.line, column: node.column,
                                         message: "a baseline entry needs \"fingerprint\", \"rule\", \"path\" and a positive \"count\"")
            }
            // Counts are added up when applied: bounded so that no file's can overflow.
            guard count <= Self.maximumCount else {
                throw ConfigurationError(file: file, line: node.line, column: node.column,
                                         message: "a baseline entry's \"count\" is at most \(Self.maximumCount)")
            }
            return Entry(fingerprint: fingerprint, rule: rule, path: path, type: string("type"), member: string("member"),
                         subject: string("subject") ?? "", count: count)
        }
    }

    /// Stable, sorted JSON: writing the same findings twice gives the same bytes.
    public func rendered() -> String {
        var text = "{\n  \"version\": 1,\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            var fields = ["\"fingerprint\": \(JSONEscaper.quoted(entry.fingerprint))", "\"rule\": \(JSONEscaper.quoted(entry.rule))",
                          "\"path\": \(JSONEscaper.quoted(entry.path))"]
            if let type = entry.type { fields.append("\"type\": \(JSONEscaper.quoted(type))") }
            if let member = entry.member { fields.append("\"member\": \(JSONEscaper.quoted(member))") }
            fields.append("\"subject\": \(JSONEscaper.quoted(entry.subject))")
            fields.append("\"count\": \(entry.count)")
            text += "    {" + fields.joined(separator: ", ") + "}"
        }
        text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// Largest `count` an entry may have (a run reports far fewer findings).
    public static let maximumCount = Int(Int32.max)

    /// Suppresses the first `count` unsuppressed findings (in report order) of each entry.
    public func apply(to findings: inout [Finding]) -> Outcome {
        var remaining = Dictionary(entries.map { ($0.fingerprint, $0.count) }, uniquingKeysWith: +)
        var matched = 0
        for index in findings.indices where findings[index].suppression == nil {
            let base = Fingerprints.base(findings[index])
            guard let left = remaining[base], left > 0 else { continue }
            remaining[base] = left - 1
            findings[index].suppression = Suppression(kind: .baseline, reason: nil)
            matched += 1
        }
        var fixed: [Entry] = []
        for entry in entries {
            guard let left = remaining[entry.fingerprint], left > 0 else { continue }
            // Entries sharing a fingerprint were summed above: the rest is reported once, on the first.
            var gone = entry
            gone.count = left
            remaining[entry.fingerprint] = 0
            fixed.append(gone)
        }
        return Outcome(matched: matched, fixed: fixed)
    }
}
