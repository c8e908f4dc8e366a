import Platform
import ProjectIndex
import RuleEngine

/// A report for pull-request comments and `$GITHUB_STEP_SUMMARY`: a verdict, findings per rule
/// and severity, the files with most findings, the layer diagram in Mermaid with violating edges
/// in red, and the findings by file with links. Truncated, with a count of what was left out,
/// to stay under GitHub's comment limit.
public enum MarkdownReport {
    /// GitHub rejects comments over 65,536 characters; leave room for a header a bot may add.
    public static let defaultLimit = 60_000

    /// `findings`: the unsuppressed ones, in report order. `diagrams`: Mermaid layer diagrams,
    /// labelled with `diagramLabels` (each configuration's root) when there are several.
    /// `linkBase`: links are `linkBase/PATH#Lline` (a relative path's), absolute for comments and
    /// job summaries, where a relative link goes nowhere.
    public static func render(_ findings: [Finding], fileCount: Int, diagrams: [String], diagramLabels: [String] = [],
                              linkBase: String? = nil, limit: Int = defaultLimit) -> String {
        func link(_ path: String, line: Int?) -> String { MarkdownReport.link(path, line: line, base: linkBase) }
        let errors = findings.filter { $0.severity == .error }.count
        var text = errors > 0 ? "## ❌ archlint: " : (findings.isEmpty ? "## ✅ archlint: " : "## ⚠️ archlint: ")
        text += "\(FindingText.summary(findings)) in \(FindingText.plural(fileCount, "file"))\n\n"
        guard !findings.isEmpty || !diagrams.isEmpty else { return text }

        if !findings.isEmpty {
            text += "| rule | errors | warnings | notes |\n|---|---:|---:|---:|\n"
            var byRule: [String: [Severity: Int]] = [:]
            for finding in findings { byRule[finding.ruleID, default: [:]][finding.severity, default: 0] += 1 }
            for rule in byRule.keys.sorted() {
                let counts = byRule[rule]!
                text += "| `\(rule)` | \(counts[.error] ?? 0) | \(counts[.warning] ?? 0) | \(counts[.note] ?? 0) |\n"
            }
            var byFile: [String: Int] = [:]
            for finding in findings { byFile[finding.path, default: 0] += 1 }
            let top = byFile.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(10)
            text += "\n**Files with most findings**\n\n"
            for (path, count) in top { text += "- \(link(path, line: nil)): \(count)\n" }
        }
        for (index, diagram) in diagrams.enumerated() {
            // Several configurations: each diagram says whose it is.
            let label = diagrams.count > 1 && index < diagramLabels.count ? " of \(escape(diagramLabels[index]))" : ""
            text += "\n**Layers\(label)** (red: edges that break a rule)\n\n```mermaid\n" + diagram + "```\n"
        }
        guard !findings.isEmpty else { return text }

        text += "\n### Findings\n"
        var written = 0
        var currentPath: String?
        for finding in findings {
            var entry = ""
            if finding.path != currentPath {
                entry += "\n**\(escape(finding.path))**\n\n"
            }
            entry += "- \(link(finding.path, line: finding.line)) \(finding.severity.rawValue): \(escape(finding.message)) `\(finding.ruleID)`\n"
            for hop in finding.evidence {
                let place = hop.path.isEmpty ? "" : link(hop.path, line: hop.line) + " "
                entry += "  - \(place)\(escape(hop.text))\n"
            }
            let remaining = findings.count - written
            let footer = "\n… and \(FindingText.plural(remaining, "more finding")) (see the full report in CI).\n"
            if text.utf8.count + entry.utf8.count + footer.utf8.count > limit {
                return text + footer
            }
            text += entry
            currentPath = finding.path
            written += 1
        }
        return text
    }

    /// A link to a file, at a line when given: relative, or under `base` (for a relative path).
    static func link(_ path: String, line: Int?, base: String? = nil) -> String {
        "[\(escape(line.map { "\(path):\($0)" } ?? path))](\(linkTarget(path, line: line, base: base)))"
    }

    /// The address of a file, at a line when given: `base/PATH#L12` for a relative path when
    /// there is a base, else the path percent-encoded as it is.
    static func linkTarget(_ path: String, line: Int?, base: String? = nil) -> String {
        // The name's own bytes (`PathBytes`), so a name that is not UTF-8 links to the real file.
        let target = PathBytes.bytes(path).split(separator: UInt8(ascii: "/")).map { component in
            component.map { byte -> String in
                let allowed = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
                return allowed ? String(UnicodeScalar(byte)) : percentEncoded(byte)
            }.joined()
        }.joined(separator: "/")
        var prefix = path.hasPrefix("/") ? "/" : ""
        if let base, !base.isEmpty, !path.hasPrefix("/") {
            prefix = base.hasSuffix("/") ? base : base + "/"
        }
        return prefix + target + (line.map { "#L\($0)" } ?? "")
    }

    /// `%XX`, always two hex digits (`%0A`, not `%A`).
    static func percentEncoded(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    /// Markdown-significant characters escaped, line breaks folded, so hostile names stay text.
    /// Every kind of line break counts, CR LF (one `Character`) and U+2028 included, so no name
    /// ends a list item; `~` (strikethrough) and `$` (math) are escaped too.
    /// Other control characters, bidirectional and zero-width marks are shown as `\u{XX}`.
    static func escape(_ text: String) -> String {
        var folded = ""
        for character in text { folded.append(character.isNewline ? " " : character) }
        var out = ""
        for character in ControlCharacters.escaped(folded) {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "!", "~", "$": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }
}

extension MarkdownReport: ReportFormatter {
    public static let name = "markdown"
    public static let summary = "a summary with the layer diagram, for pull-request comments and $GITHUB_STEP_SUMMARY"

    public static func write(_ report: LintReport, color: Bool, to writer: OutputWriter) {
        let findings = Array(report.unsuppressed.map { finding -> Finding in
            var shown = finding
            shown.path = report.paths.display(finding.path)
            for index in shown.evidence.indices where !shown.evidence[index].path.isEmpty {
                shown.evidence[index].path = report.paths.display(shown.evidence[index].path)
            }
            return shown
        })
        let labels = report.diagramRoots.map { root in report.paths.relative(root) ?? (root == report.paths.root ? "." : root) }
        writer.write(render(findings, fileCount: report.filesChecked, diagrams: report.diagrams, diagramLabels: labels,
                            linkBase: report.linkBase))
    }
}
