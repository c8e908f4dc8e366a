import Platform
import RuleEngine

/// `--format github`: GitHub Actions workflow commands, one annotation per unsuppressed finding:
///
///     ::error file=Sources/A.swift,line=3,col=5,endLine=3,endColumn=9,title=archlint presenter-state::message
///
/// `warning` findings are `::warning`, `note` ones `::notice`. Data (the message) escapes `%`,
/// CR and LF as `%25`, `%0D`, `%0A`; property values also escape `:` and `,` (`%3A`, `%2C`),
/// as the runner unescapes them. Other control characters are shown as `\u{XX}` so that no
/// text can start a command of its own. Paths are relative to the source root; columns count
/// UTF-16 code units (characters, as GitHub shows them) and `endColumn` is inclusive.
/// Files that could not be read or parsed are annotated too.
public enum GitHubActionsReport {
    public static func render(_ report: LintReport, into output: inout [UInt8]) {
        for finding in report.unsuppressed {
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            var properties: [(String, String)] = [("file", report.paths.display(finding.path)), ("line", String(finding.line))]
            if finding.endLine == finding.line {
                let start = report.columns.utf16Column(path: finding.path, line: finding.line, column: finding.column)
                let end = report.columns.utf16Column(path: finding.path, line: finding.line, column: finding.endColumn)
                properties += [("col", String(start)), ("endLine", String(finding.endLine)), ("endColumn", String(max(start, end - 1)))]
            } else {
                properties.append(("endLine", String(finding.endLine)))
            }
            properties.append(("title", "\(report.toolName) \(finding.ruleID)"))
            appendCommand(command, properties, message: finding.message, to: &output)
        }
        for notification in report.notifications {
            let command = notification.level == .error ? "error" : notification.level == .warning ? "warning" : "notice"
            var properties: [(String, String)] = []
            if let path = notification.path { properties.append(("file", report.paths.display(path))) }
            if let line = notification.line { properties.append(("line", String(line))) }
            if let path = notification.path, let line = notification.line, let column = notification.column {
                properties.append(("col", String(report.columns.utf16Column(path: path, line: line, column: column))))
            }
            properties.append(("title", "\(report.toolName) \(notification.id)"))
            appendCommand(command, properties, message: notification.message, to: &output)
        }
    }

    /// `::command key=value,key=value::message` and a line feed.
    public static func appendCommand(_ command: String, _ properties: [(String, String)], message: String, to output: inout [UInt8]) {
        output.append(contentsOf: "::".utf8)
        output.append(contentsOf: command.utf8)
        for (index, (key, value)) in properties.enumerated() {
            output.append(UInt8(ascii: index == 0 ? " " : ","))
            output.append(contentsOf: key.utf8)
            output.append(UInt8(ascii: "="))
            appendEscaped(value, property: true, to: &output)
        }
        output.append(contentsOf: "::".utf8)
        appendEscaped(message, property: false, to: &output)
        output.append(10)
    }

    /// The runner's escaping: `%` `\r` `\n` always, `:` `,` in property values; other
    /// control characters (C0, DEL, C1) shown as `\u{XX}`.
    public static func appendEscaped(_ text: String, property: Bool, to output: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x25: output.append(contentsOf: "%25".utf8)
            case 0x0D: output.append(contentsOf: "%0D".utf8)
            case 0x0A: output.append(contentsOf: "%0A".utf8)
            case 0x3A where property: output.append(contentsOf: "%3A".utf8)
            case 0x2C where property: output.append(contentsOf: "%2C".utf8)
            default:
                if !ControlCharacters.appendEscapedIfControl(scalar.value, to: &output) {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
    }

    public static func escaped(_ text: String, property: Bool) -> String {
        var output: [UInt8] = []
        appendEscaped(text, property: property, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

extension GitHubActionsReport: DocumentReportFormatter {
    public static let name = "github"
    public static let summary = "workflow commands, which GitHub Actions shows as annotations on the pull request"
}
