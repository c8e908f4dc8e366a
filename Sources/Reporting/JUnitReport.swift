import JSON
import RuleEngine

/// `--format junit`: JUnit XML as Jenkins (`junit`), GitLab (`artifacts:reports:junit`) and
/// Bitbucket Pipelines (`test-results/`) read it. One test case per unsuppressed finding, with
/// `classname` `archlint.RULE-ID` (so reports group by rule) and a name made of the location
/// and the message. Error-level findings are failures; warnings and notes are passing test cases
/// with their details in `system-out`, since CI reads any failure as a failing build, unless the
/// run is `--strict` (then they fail it, as they fail the exit status). A clean run is one
/// passing test case, so that tools which reject empty reports accept it. Files that could not
/// be read or parsed are listed in the suite's `system-err`.
public enum JUnitReport {
    /// Whether the finding is a failed test case: an error, or any finding with `--strict`.
    public static func fails(_ finding: Finding, strict: Bool) -> Bool { strict || finding.severity == .error }

    public static func render(_ report: LintReport, into output: inout [UInt8]) {
        let findings = report.unsuppressed
        let tests = String(max(1, findings.count))
        let failures = String(findings.filter { fails($0, strict: report.strict) }.count)
        var xml = XMLWriter()
        xml.begin("testsuites", [("name", report.toolName), ("tests", tests), ("failures", failures), ("errors", "0"),
                                 ("skipped", "0"), ("time", "0")])
        xml.begin("testsuite", [("name", report.toolName), ("tests", tests), ("failures", failures), ("errors", "0"),
                                ("skipped", "0"), ("time", "0")])
        if findings.isEmpty {
            xml.empty("testcase", [("classname", report.toolName), ("name", "no findings in \(report.filesChecked) files"), ("time", "0")])
        }
        for finding in findings {
            let path = report.paths.display(finding.path)
            let location = "\(path):\(finding.line):\(finding.column)"
            xml.begin("testcase", [("classname", "\(report.toolName).\(finding.ruleID)"), ("name", "\(location): \(finding.message)"),
                                   ("file", path), ("line", String(finding.line)), ("time", "0")])
            var details = "\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
            details += "rule: \(finding.ruleID)\nseverity: \(finding.severity.rawValue)\n"
            if let type = finding.typeName { details += "type: \(type)\(finding.role.map { " (\($0))" } ?? "")\n" }
            if let member = finding.member { details += "member: \(member)\n" }
            details += "fingerprint: \(finding.fingerprint)\nexplain: \(report.toolName) explain \(finding.ruleID)"
            if fails(finding, strict: report.strict) {
                xml.element("failure", [("message", finding.message), ("type", finding.severity.rawValue)], text: details)
            } else {
                xml.element("system-out", text: details)
            }
            xml.end()
        }
        if !report.notifications.isEmpty {
            let lines = report.notifications.map { notification -> String in
                var location = notification.path.map { report.paths.display($0) } ?? report.toolName
                if let line = notification.line { location += ":\(line)" }
                if let column = notification.column { location += ":\(column)" }
                return "\(location): \(notification.level.rawValue): \(notification.message) [\(notification.id)]"
            }
            xml.element("system-err", text: lines.joined(separator: "\n"))
        }
        xml.end()
        xml.end()
        output.append(contentsOf: xml.output)
    }
}

extension JUnitReport: DocumentReportFormatter {
    public static let name = "junit"
    public static let summary = "JUnit XML, one test case per finding, for CI test-report views"
}
