import JSON
import Platform
import RuleEngine

/// The findings one revision has that another did not (`new`) and the other way round
/// (`fixed`), each with the layer of its type, counted per rule and layer (`archlint diff`).
public struct ChangeReport {
    public enum Format: String, CaseIterable, Sendable {
        case text, markdown, json
    }

    /// What the findings are compared with and what they are: revisions, or "the working tree".
    public var from: String
    public var to: String
    public var new: [(finding: Finding, layer: String?)]
    public var fixed: [(finding: Finding, layer: String?)]

    public init(from: String, to: String, new: [(finding: Finding, layer: String?)], fixed: [(finding: Finding, layer: String?)]) {
        self.from = from
        self.to = to
        self.new = new
        self.fixed = fixed
    }

    /// One row per rule and layer that changed, by rule then layer (no layer last).
    public var counts: [(rule: String, layer: String?, new: Int, fixed: Int)] {
        var rows: [String: (rule: String, layer: String?, new: Int, fixed: Int)] = [:]
        func key(_ rule: String, _ layer: String?) -> String { rule + "\u{1F}" + (layer ?? "\u{10FFFF}") }
        for (finding, layer) in new { rows[key(finding.ruleID, layer), default: (finding.ruleID, layer, 0, 0)].new += 1 }
        for (finding, layer) in fixed { rows[key(finding.ruleID, layer), default: (finding.ruleID, layer, 0, 0)].fixed += 1 }
        return rows.sorted { $0.key < $1.key }.map(\.value)
    }

    public func write(_ format: Format, to writer: OutputWriter) {
        switch format {
        case .text: writer.writeEscaped(text())
        case .markdown: writer.write(markdown())
        case .json: writer.write(json().rendered(pretty: true) + "\n")
        }
    }

    private var headline: String {
        "\(FindingText.plural(new.count, "new finding")), \(fixed.count) fixed, in \(to) against \(from)"
    }

    private func text() -> String {
        var text = headline + "\n"
        for row in counts {
            text += "  \(row.rule)\(row.layer.map { " (layer \($0))" } ?? ""): \(row.new) new, \(row.fixed) fixed\n"
        }
        for (title, findings) in [("new", new), ("fixed", fixed)] where !findings.isEmpty {
            text += "\(title):\n"
            for (finding, _) in findings {
                text += "  \(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
            }
        }
        return text
    }

    private func markdown() -> String {
        var text = "### archlint: \(MarkdownReport.escape(headline))\n\n"
        guard !counts.isEmpty else { return text + "No finding is new and none is fixed.\n" }
        text += "| rule | layer | new | fixed |\n|---|---|---:|---:|\n"
        for row in counts {
            text += "| `\(row.rule)` | \(row.layer.map(MarkdownReport.escape) ?? "—") | \(row.new) | \(row.fixed) |\n"
        }
        for (title, findings) in [("New", new), ("Fixed", fixed)] where !findings.isEmpty {
            text += "\n**\(title)**\n\n"
            for (finding, _) in findings {
                text += "- \(MarkdownReport.link(finding.path, line: finding.line)) \(finding.severity.rawValue): "
                    + "\(MarkdownReport.escape(finding.message)) (`\(finding.ruleID)`)\n"
            }
        }
        return text
    }

    private func json() -> JSONValue {
        func entry(_ item: (finding: Finding, layer: String?)) -> JSONValue {
            .object([("rule", .string(item.finding.ruleID)), ("layer", .optional(item.layer)),
                     ("severity", .string(item.finding.severity.rawValue)), ("path", .string(item.finding.path)),
                     ("line", .int(item.finding.line)), ("column", .int(item.finding.column)),
                     ("message", .string(item.finding.message)), ("type", .optional(item.finding.typeName)),
                     ("fingerprint", .string(Fingerprints.base(item.finding)))])
        }
        return .object([
            ("from", .string(from)), ("to", .string(to)),
            ("counts", .array(counts.map { .object([("rule", .string($0.rule)), ("layer", .optional($0.layer)),
                                                    ("new", .int($0.new)), ("fixed", .int($0.fixed))]) })),
            ("new", .array(new.map(entry))), ("fixed", .array(fixed.map(entry))),
        ])
    }
}
