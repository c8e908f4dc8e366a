import JSON
import RuleEngine

/// `--format checkstyle`: Checkstyle XML (version 4.3), as Jenkins Warnings NG, GitLab and
/// Bitbucket code-insight tools, danger-checkstyle_format and reviewdog read it. One `file`
/// element per path (in report order) with one `error` per unsuppressed finding: `severity`
/// `error`, `warning` or `info`, `source` `archlint.RULE-ID`. Files that could not be read or
/// parsed get an entry with the `source` `archlint.unreadable-file` or `archlint.syntax-error`.
public enum CheckstyleReport {
    public static func render(_ report: LintReport, into output: inout [UInt8]) {
        var order: [String] = []
        var entries: [String: [[(String, String?)]]] = [:]
        func add(_ path: String, _ attributes: [(String, String?)]) {
            if entries[path] == nil { order.append(path) }
            entries[path, default: []].append(attributes)
        }
        for finding in report.unsuppressed {
            add(report.paths.display(finding.path), [
                ("line", String(finding.line)), ("column", String(finding.column)), ("severity", severity(finding.severity)),
                ("message", finding.message), ("source", "\(report.toolName).\(finding.ruleID)"),
            ])
        }
        for notification in report.notifications {
            add(notification.path.map { report.paths.display($0) } ?? report.toolName, [
                ("line", String(notification.line ?? 1)), ("column", notification.column.map(String.init)),
                ("severity", severity(notification.level)), ("message", notification.message),
                ("source", "\(report.toolName).\(notification.id)"),
            ])
        }
        var xml = XMLWriter()
        xml.begin("checkstyle", [("version", "4.3")])
        for path in order {
            xml.begin("file", [("name", path)])
            for attributes in entries[path]! { xml.empty("error", attributes) }
            xml.end()
        }
        xml.end()
        output.append(contentsOf: xml.output)
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}

extension CheckstyleReport: DocumentReportFormatter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML, for Jenkins, Bitbucket code insights, danger and reviewdog"
}
