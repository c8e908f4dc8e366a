import Platform
import RuleEngine

/// The default output, Xcode's and gcc's format, one finding per line:
/// `path:line:column: error|warning|note: message [rule-id]`, and under a dependency finding
/// the hops of its evidence as `path:line:column: note: message`.
public enum FindingText {
    /// Writes the findings, in the order given. Control characters in paths and messages are
    /// shown escaped (`\u{1B}`), so a hostile file name cannot drive the terminal.
    public static func write(_ findings: some Sequence<Finding>, color: Bool, to writer: OutputWriter) {
        for finding in findings {
            append(finding, color: color, to: &writer.buffer)
            writer.flushIfFull()
        }
    }

    /// Appends one finding's line.
    private static func append(_ finding: Finding, color: Bool, to output: inout [UInt8]) {
        appendPlace(finding.path, finding.line, finding.column, to: &output)
        let label = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "note"
        if color { output.append(contentsOf: (finding.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m").utf8) }
        output.append(contentsOf: label.utf8)
        if color { output.append(contentsOf: "\u{1B}[0m".utf8) }
        output.append(contentsOf: ": ".utf8)
        ControlCharacters.appendEscaped(finding.message, to: &output)
        output.append(contentsOf: " [".utf8)
        output.append(contentsOf: finding.ruleID.utf8)
        output.append(contentsOf: "]\n".utf8)
        for hop in finding.evidence { appendNote(hop, at: finding, to: &output) }
    }

    /// An evidence hop under its finding, as compilers print a note on a diagnostic:
    /// `path:line:column: note: message`, with no rule id (which tells it from a finding).
    /// A hop with no place of its own (a build dependency whose description is unknown) is shown
    /// at its finding's.
    private static func appendNote(_ hop: EvidenceHop, at finding: Finding, to output: inout [UInt8]) {
        if hop.path.isEmpty {
            appendPlace(finding.path, finding.line, finding.column, to: &output)
        } else {
            appendPlace(hop.path, hop.line, hop.column, to: &output)
        }
        output.append(contentsOf: "note: ".utf8)
        ControlCharacters.appendEscaped(hop.text, to: &output)
        output.append(10)
    }

    /// `path:line:column: `.
    private static func appendPlace(_ path: String, _ line: Int, _ column: Int, to output: inout [UInt8]) {
        ControlCharacters.appendEscaped(path, to: &output)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(line)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(column)
        output.append(contentsOf: ": ".utf8)
    }

    /// `3 errors, 1 warning` (or `no findings`).
    public static func summary(_ findings: some Sequence<Finding>) -> String {
        var errors = 0, warnings = 0, notes = 0
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        if notes > 0 { parts.append(plural(notes, "note")) }
        return parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
    }

    public static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

extension FindingText: ReportFormatter {
    public static let name = "text"
    public static let summary = "path:line:column: severity: message [rule-id], for terminals, editors and Xcode"

    public static func write(_ report: LintReport, color: Bool, to writer: OutputWriter) {
        write(report.unsuppressed, color: color, to: writer)
    }
}
