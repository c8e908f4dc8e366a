import JSON
import RuleEngine

/// `--format sarif`: SARIF 2.1.0 (OASIS), as GitHub code scanning and other viewers read it.
///
/// One run. `tool.driver.rules` lists every enabled rule with its `explain` text; each result
/// points at its rule (`ruleId`, `ruleIndex`), has one physical location relative to
/// `%SRCROOT%` (`run.originalUriBaseIds`) with a region in UTF-16 columns (`columnKind`), and a
/// line-independent `partialFingerprints` entry; a dependency finding's evidence hops are its
/// `relatedLocations` and one `codeFlows` thread. Suppressed findings stay, with `suppressions`
/// (`inSource` for `// archlint:disable`, `external` for the baseline). Files that could not
/// be read or parsed are `invocations[0].toolExecutionNotifications`. Each rule has a `helpUri`,
/// its page under `informationUri` (`ProjectSite.rulePage`), and the run has `automationDetails`
/// whose `id`, `archlint/`, is the category GitHub code scanning files the results under.
public enum SARIFReport {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let rootBaseID = "%SRCROOT%"
    /// The `partialFingerprints` key; its value is `Finding.fingerprint`.
    public static let fingerprintKey = "archlint/v1"

    public static func render(_ report: LintReport, into output: inout [UInt8]) {
        document(report).render(into: &output, pretty: true)
        output.append(10)
    }

    public static func document(_ report: LintReport) -> JSONValue {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var invocation: [(String, JSONValue)] = [("executionSuccessful", .bool(report.executionSuccessful))]
        if let exitCode = report.exitCode { invocation.append(("exitCode", .int(Int(exitCode)))) }
        if !report.notifications.isEmpty {
            invocation.append(("toolExecutionNotifications", .array(report.notifications.map { notification($0, report) })))
        }
        let driver: [(String, JSONValue)] = [
            ("name", .string(report.toolName)),
            ("version", .string(report.toolVersion)),
            ("semanticVersion", .string(report.toolVersion)),
            ("informationUri", .string(report.informationURI)),
            ("rules", .array(report.rules.map { rule($0, informationURI: report.informationURI) })),
        ]
        let run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object(driver))])),
            ("automationDetails", .object([
                ("id", .string(automationID(report))),
                ("description", .object([("text", .string("\(report.toolName) \(report.toolVersion) architecture lint"))])),
            ])),
            ("invocations", .array([.object(invocation)])),
            ("originalUriBaseIds", .object([(rootBaseID, .object([
                ("uri", .string(report.paths.rootURI)),
                ("description", .object([("text", .string("The folder result paths are relative to (the source root)."))])),
            ]))])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(report.findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID], report) })),
        ]
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    /// `run.automationDetails.id`: the tool's name as the category (what GitHub keys its analyses
    /// by: the part before the last `/`), then the run: `--sarif-category` replaces the category,
    /// for two archlint analyses of one repository.
    static func automationID(_ report: LintReport) -> String {
        (report.sarifCategory ?? report.toolName) + "/"
    }

    static func rule(_ rule: ReportRule, informationURI: String) -> JSONValue {
        let description = rule.description
        var tags = ["architecture"]
        for pack in rule.packs {
            let name = String(pack.prefix { $0 != " " })
            if !tags.contains(name) { tags.append(name) }
        }
        var fields: [(String, JSONValue)] = [
            ("id", .string(description.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.rationale))])),
        ]
        // The rule's page, generated from the same description (docs/rules/<id>.md).
        if !informationURI.isEmpty { fields.append(("helpUri", .string(ProjectSite.rulePage(description.id, home: informationURI)))) }
        return .object(fields + [
            ("help", .object([("text", .string(rule.helpText)), ("markdown", .string(RuleMarkdown.render(rule)))])),
            ("defaultConfiguration", .object([("enabled", .bool(true)), ("level", .string(rule.severity.sarifLevel))])),
            ("properties", .object([("tags", .strings(tags)), ("precision", .string("high"))])),
        ])
    }

    static func result(_ finding: Finding, ruleIndex: Int?, _ report: LintReport) -> JSONValue {
        var fields: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { fields.append(("ruleIndex", .int(ruleIndex))) }
        fields.append(("level", .string(finding.severity.sarifLevel)))
        fields.append(("message", .object([("text", .string(finding.message))])))
        var location: [(String, JSONValue)] = [("physicalLocation", physicalLocation(
            path: finding.path, line: finding.line, column: finding.column, endLine: finding.endLine, endColumn: finding.endColumn, report))]
        if let type = finding.typeName {
            let member = finding.member.map { "\(type).\($0)" }
            location.append(("logicalLocations", .array([.object([
                ("fullyQualifiedName", .string(member ?? type)),
                ("kind", .string(member == nil ? "type" : "member")),
            ])])))
        }
        fields.append(("locations", .array([.object(location)])))
        if !finding.evidence.isEmpty {
            // The hops both as related locations (listed beside the result) and as one thread of
            // a code flow (GitHub steps through it).
            func hopLocation(_ hop: EvidenceHop, id: Int?) -> JSONValue {
                var fields: [(String, JSONValue)] = []
                if let id { fields.append(("id", .int(id))) }
                if !hop.path.isEmpty {
                    fields.append(("physicalLocation", physicalLocation(path: hop.path, line: hop.line, column: hop.column,
                                                                        endLine: nil, endColumn: nil, report)))
                }
                fields.append(("message", .object([("text", .string(hop.text))])))
                return .object(fields)
            }
            fields.append(("relatedLocations", .array(finding.evidence.enumerated().map { hopLocation($1, id: $0 + 1) })))
            let steps = finding.evidence.map { hop -> JSONValue in
                .object([("location", hopLocation(hop, id: nil)), ("kinds", .strings([hop.kind.rawValue]))])
            }
            fields.append(("codeFlows", .array([.object([("threadFlows", .array([.object([("locations", .array(steps))])]))])])))
        }
        fields.append(("partialFingerprints", .object([(fingerprintKey, .string(finding.fingerprint))])))
        if let suppression = finding.suppression {
            var entry: [(String, JSONValue)] = [("kind", .string(suppression.kind == .inSource ? "inSource" : "external")),
                                                ("status", .string("accepted"))]
            if let reason = suppression.reason, !reason.isEmpty {
                entry.append(("justification", .string(reason)))
            } else if suppression.kind == .baseline {
                entry.append(("justification", .string("recorded in the archlint baseline")))
            }
            fields.append(("suppressions", .array([.object(entry)])))
        }
        if let fix = finding.fix { fields.append(("fixes", .array([fixObject(fix, path: finding.path, report)]))) }
        var properties: [(String, JSONValue)] = []
        if let type = finding.typeName { properties.append(("type", .string(type))) }
        if let role = finding.role { properties.append(("role", .string(role))) }
        if let member = finding.member { properties.append(("member", .string(member))) }
        if let related = finding.relatedType { properties.append(("relatedType", .string(related))) }
        if !properties.isEmpty { fields.append(("properties", .object(properties))) }
        return .object(fields)
    }

    /// A fix as SARIF has it: one artifact change, each edit a replacement of a region (empty
    /// for an insertion) by its text.
    static func fixObject(_ fix: Fix, path: String, _ report: LintReport) -> JSONValue {
        var artifact: JSONValue = .null
        let replacements: [JSONValue] = fix.edits.map { edit in
            let location = physicalLocation(path: path, line: Int(edit.start.line), column: Int(edit.start.column),
                                            endLine: Int(edit.end.line), endColumn: Int(edit.end.column), report)
            guard case .object(let fields) = location else { return .null }
            artifact = fields.first { $0.0 == "artifactLocation" }?.1 ?? .null
            return .object([("deletedRegion", fields.first { $0.0 == "region" }?.1 ?? .null),
                            ("insertedContent", .object([("text", .string(edit.replacement))]))])
        }
        return .object([
            ("description", .object([("text", .string(fix.description))])),
            ("artifactChanges", .array([.object([("artifactLocation", artifact), ("replacements", .array(replacements))])])),
        ])
    }

    static func physicalLocation(path: String, line: Int?, column: Int?, endLine: Int?, endColumn: Int?, _ report: LintReport) -> JSONValue {
        let (uri, relative) = report.paths.uri(path)
        var artifact: [(String, JSONValue)] = [("uri", .string(uri))]
        if relative { artifact.append(("uriBaseId", .string(rootBaseID))) }
        var fields: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
        if let line, line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .int(line))]
            if let column, column >= 1 {
                region.append(("startColumn", .int(report.columns.utf16Column(path: path, line: line, column: column))))
            }
            if let endLine, endLine >= line {
                region.append(("endLine", .int(endLine)))
                if let endColumn, endColumn >= 1 {
                    region.append(("endColumn", .int(report.columns.utf16Column(path: path, line: endLine, column: endColumn))))
                }
            }
            fields.append(("region", .object(region)))
        }
        return .object(fields)
    }

    static func notification(_ notification: ToolNotification, _ report: LintReport) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("level", .string(notification.level.sarifLevel)),
            ("message", .object([("text", .string(notification.message))])),
            ("descriptor", .object([("id", .string(notification.id))])),
        ]
        if let path = notification.path {
            fields.append(("locations", .array([.object([("physicalLocation", physicalLocation(
                path: path, line: notification.line, column: notification.column,
                endLine: nil, endColumn: nil, report))])])))
        }
        return .object(fields)
    }
}

extension SARIFReport: DocumentReportFormatter {
    public static let name = "sarif"
    public static let summary = "SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards"
}
