import JSON
import RuleEngine

/// `--format json`: archlint's own stable schema (version 1). Keys are only ever added.
///
///     {
///       "version": 1,
///       "tool": {"name": "archlint", "version": "0.1.0"},
///       "findings": [{"rule", "severity", "message", "path", "line", "column", "endLine",
///                     "endColumn", "type", "role", "member", "relatedType", "fingerprint",
///                     "evidence": [{"kind", "from", "to", "message", "path", "line", "column"}],
///                     "suppressed": true?, "suppression": {"kind", "reason"}?}],
///       "notifications": [{"id", "level", "message", "path"?, "line"?, "column"?}],
///       "summary": {"errors", "warnings", "notes", "suppressed", "filesChecked", "exitCode"?}
///     }
///
/// `path` is relative to the source root (absolute outside it); `line`/`column` are 1-based,
/// columns in UTF-8 bytes as in the text format; `endColumn` is exclusive; `type`, `role`,
/// `member` and `relatedType` (the other type of a dependency) are `null` when the finding has
/// none. `evidence` is the hops that make a dependency finding's dependency (empty for the
/// others), `kind` one of `EvidenceHop.Kind`. Suppressed findings are included, marked (unless `--exclude-suppressed`); the summary
/// counts the others by severity, and the suppressed ones.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func render(_ report: LintReport, into output: inout [UInt8]) {
        document(report).render(into: &output, pretty: true)
        output.append(10)
    }

    public static func document(_ report: LintReport) -> JSONValue {
        let counts = report.counts
        var summary: [(String, JSONValue)] = [
            ("errors", .int(counts.errors)),
            ("warnings", .int(counts.warnings)),
            ("notes", .int(counts.notes)),
            ("suppressed", .int(counts.suppressed)),
            ("filesChecked", .int(report.filesChecked)),
        ]
        if let exitCode = report.exitCode { summary.append(("exitCode", .int(Int(exitCode)))) }
        return .object([
            ("version", .int(schemaVersion)),
            ("tool", .object([("name", .string(report.toolName)), ("version", .string(report.toolVersion))])),
            ("findings", .array(report.findings.map { finding($0, report) })),
            ("notifications", .array(report.notifications.map { notification($0, report) })),
            ("summary", .object(summary)),
        ])
    }

    static func finding(_ finding: Finding, _ report: LintReport) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("rule", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("path", .string(report.paths.display(finding.path))),
            ("line", .int(finding.line)),
            ("column", .int(finding.column)),
            ("endLine", .int(finding.endLine)),
            ("endColumn", .int(finding.endColumn)),
            ("type", .optional(finding.typeName)),
            ("role", .optional(finding.role)),
            ("member", .optional(finding.member)),
            ("relatedType", .optional(finding.relatedType)),
            ("fingerprint", .string(finding.fingerprint)),
            ("evidence", .array(finding.evidence.map { hop($0, report) })),
        ]
        if let suppression = finding.suppression {
            fields.append(("suppressed", .bool(true)))
            fields.append(("suppression", .object([
                ("kind", .string(suppression.kind == .inSource ? "inSource" : "baseline")),
                ("reason", .optional(suppression.reason)),
            ])))
        }
        return .object(fields)
    }

    /// One hop of a finding's evidence, its path as the report shows paths.
    static func hop(_ hop: EvidenceHop, _ report: LintReport) -> JSONValue {
        hop.json(path: hop.path.isEmpty ? "" : report.paths.display(hop.path))
    }

    static func notification(_ notification: ToolNotification, _ report: LintReport) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(notification.id)),
            ("level", .string(notification.level.rawValue)),
            ("message", .string(notification.message)),
        ]
        if let path = notification.path { fields.append(("path", .string(report.paths.display(path)))) }
        if let line = notification.line { fields.append(("line", .int(line))) }
        if let column = notification.column { fields.append(("column", .int(column))) }
        return .object(fields)
    }
}

extension JSONReport: DocumentReportFormatter {
    public static let name = "json"
    public static let summary = "findings, rules and notifications as one JSON document, for scripts"
}

extension EvidenceHop {
    /// `{"kind", "from", "to", "message", "path", "line", "column"}`, with the path as given.
    public func json(path: String) -> JSONValue {
        .object([("kind", .string(kind.rawValue)), ("from", .string(from)), ("to", .string(to)), ("message", .string(text)),
                 ("path", .string(path)), ("line", .int(line)), ("column", .int(column))])
    }
}
