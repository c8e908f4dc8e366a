import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import Reporting
import RuleEngine

final class OutputSARIFTests: XCTestCase {
    // MARK: Helpers

    /// `python3`'s path, or nil when there is none.
    static let python3: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Runs a program; its exit status and combined output.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Validates SARIF text with `Scripts/validate-sarif.py` (the official schema and GitHub's
    /// expectations); does nothing without python3 (`testValidatorScript…` fails then), and
    /// skips the test when jsonschema can be neither imported nor installed.
    static func validateWithScript(_ sarif: String, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let python3 else { return }
        let dir = TemporaryDirectory("archlint-sarif")
        let path = dir.write("\(name).sarif", sarif)
        let result = try run(python3, [repositoryRoot + "/Scripts/validate-sarif.py", path])
        if result.status == 2 && result.output.contains("cannot install jsonschema") {
            throw XCTSkip("jsonschema is not installed and cannot be installed: \(result.output)")
        }
        // The official schema is in the repository (schemas/sarif-schema-2.1.0.json): never skipped.
        XCTAssertEqual(result.status, 0, "SARIF does not validate:\n\(result.output)", file: file, line: line)
        XCTAssertTrue(result.output.contains("valid SARIF 2.1.0"), result.output, file: file, line: line)
    }

    private func sarif(in directory: String, _ extra: String...) throws -> (result: CLIResult, run: [String: Any]) {
        let result = withCurrentDirectory(directory) { archlint(["lint", "--format", "sarif"] + extra + ["."]) }
        let root = try jsonObject(result.stdout)
        return (result, try XCTUnwrap((root["runs"] as? [[String: Any]])?.first))
    }

    private func results(_ run: [String: Any]) -> [[String: Any]] { run["results"] as? [[String: Any]] ?? [] }

    private func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: Any])?[SARIFReport.fingerprintKey] as? String
    }

    private func messageText(_ result: [String: Any]) -> String {
        (result["message"] as? [String: Any])?["text"] as? String ?? ""
    }

    private func region(_ result: [String: Any]) -> [String: Int] {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return location?["region"] as? [String: Int] ?? [:]
    }

    private func uri(_ result: [String: Any]) -> String? {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    // MARK: Schema

    func testValidatorScriptAcceptsTheFixtureAndRejectsBrokenSARIF() throws {
        guard let python3 = Self.python3 else { throw XCTSkip("python3 is not available") }
        let dir = makeOutputFixture()
        let (result, _) = try sarif(in: dir.path)
        let out = TemporaryDirectory("archlint-sarif")
        let good = out.write("fixture.sarif", result.stdout)
        let check = try Self.run(python3, [repositoryRoot + "/Scripts/validate-sarif.py", good])
        if check.status == 2 && check.output.contains("cannot install jsonschema") { throw XCTSkip(check.output) }
        if check.status == 2 && check.output.contains("cannot read the schema") && ProcessInfo.processInfo.environment["CI"] == nil {
            throw XCTSkip(check.output)
        }
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("valid SARIF 2.1.0 (5 results)"), check.output)

        // The validator is not a rubber stamp: a wrong level, a region at column 0 and a
        // ruleIndex pointing elsewhere are caught.
        let broken = result.stdout.replacingOccurrences(of: #""level": "error""#, with: #""level": "fatal""#)
            .replacingOccurrences(of: #""startColumn": 5"#, with: #""startColumn": 0"#)
            .replacingOccurrences(of: #""ruleIndex": 0"#, with: #""ruleIndex": 1"#)
        let bad = out.write("broken.sarif", broken)
        let rejected = try Self.run(python3, [repositoryRoot + "/Scripts/validate-sarif.py", bad])
        XCTAssertEqual(rejected.status, 1, rejected.output)
        XCTAssertTrue(rejected.output.contains("'fatal' is not one of"), rejected.output)
        XCTAssertTrue(rejected.output.contains("less than the minimum of 1"), rejected.output)
    }

    func testExamplesValidateAgainstTheOfficialSchema() throws {
        try XCTSkipIf(Self.python3 == nil, "python3 is not available")
        let examples = repositoryRoot + "/Examples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples))?.sorted() ?? []
        try XCTSkipIf(names.isEmpty, "no Examples/")
        var checked = 0
        for name in names where FileManager.default.fileExists(atPath: "\(examples)/\(name)/.archlint.json") {
            let (result, run) = try sarif(in: "\(examples)/\(name)")
            XCTAssertNotEqual(result.code, 2, result.stderr)
            XCTAssertFalse(results(run).isEmpty, "\(name) has violations to show")
            try Self.validateWithScript(result.stdout, name: name)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
    }

    // MARK: Structure

    func testRunToolRulesAndResults() throws {
        let dir = makeOutputFixture()
        let (result, run) = try sarif(in: dir.path)
        XCTAssertEqual(result.code, 1)
        let root = try jsonObject(result.stdout)
        XCTAssertEqual(root["$schema"] as? String, "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        XCTAssertEqual((root["runs"] as? [Any])?.count, 1)

        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "archlint")
        XCTAssertEqual(driver["version"] as? String, ArchlintCLI.version)
        XCTAssertEqual(driver["semanticVersion"] as? String, ArchlintCLI.version)
        XCTAssertNotNil(URL(string: try XCTUnwrap(driver["informationUri"] as? String))?.scheme)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        // Every rule the configuration enables, in catalog order, whether it fired or not.
        let configuration = try RuleCatalog.loader().load(file: dir.url(".archlint.json"))
        let enabled = try Linter.enabledRules(configuration)
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, enabled.map(\.rule.description.id))
        XCTAssertTrue(rules.count > 5)
        let packSeverities = try PackCatalog.severities()
        for (rule, entry) in zip(rules, enabled) {
            let description = entry.rule.description
            XCTAssertEqual(rule["name"] as? String, description.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
            XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, description.summary)
            XCTAssertEqual((rule["fullDescription"] as? [String: Any])?["text"] as? String, description.rationale)
            let help = try XCTUnwrap(rule["help"] as? [String: Any])
            XCTAssertEqual(help["text"] as? String, try RuleExplanation.text(description), "help is the explain text")
            let markdown = try XCTUnwrap(help["markdown"] as? String)
            XCTAssertTrue(markdown.contains("```swift\n"), markdown)
            // The fixture extends viper and turns on the two interactor rules classic VIPER leaves off,
            // so viper enables every other rule.
            let packs = PackCatalog.enabling(description.id, in: packSeverities)
            let onInTheFixture = ["interactor-query", "interactor-exposed-state"].contains(description.id)
            XCTAssertTrue(onInTheFixture != packs.contains { $0.hasPrefix("viper (") }, "\(description.id): \(packs)")
            XCTAssertTrue((help["text"] as? String ?? "").contains("\nPacks: " + packs.joined(separator: ", ") + "\n"))
            XCTAssertTrue(markdown.contains("  \nPacks: " + packs.joined(separator: ", ") + "\n"), markdown)
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, entry.severity.sarifLevel)
            let tags = try XCTUnwrap((rule["properties"] as? [String: Any])?["tags"] as? [String])
            XCTAssertTrue(tags.contains("architecture"))
            XCTAssertTrue(onInTheFixture != tags.contains("viper"), "\(description.id): \(tags)")
            XCTAssertEqual(tags, ["architecture"] + packs.map { String($0.prefix { $0 != " " }) }, "architecture, then each enabling pack")
        }
        let presenterState = try XCTUnwrap(rules.first { $0["id"] as? String == "presenter-state" })
        XCTAssertEqual((presenterState["properties"] as? [String: Any])?["tags"] as? [String],
                       ["architecture", "clean-swift", "svip", "viper", "viper-swiftui", "viper-swiftui-presenter"])
        XCTAssertTrue(((presenterState["help"] as? [String: Any])?["markdown"] as? String ?? "")
            .contains("Packs: clean-swift (error), svip (error), viper (error), viper-swiftui (error), viper-swiftui-presenter (error)\n"))
        XCTAssertEqual((rules.first { $0["id"] as? String == "interactor-query" }?["defaultConfiguration"] as? [String: Any])?["level"] as? String,
                       "note", "the configured severity")

        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let base = try XCTUnwrap((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        let rootURI = try XCTUnwrap(base["uri"] as? String)
        XCTAssertTrue(rootURI.hasPrefix("file:///") && rootURI.hasSuffix("/"), rootURI)

        let all = results(run)
        XCTAssertEqual(all.count, 5, "suppressed findings are results too")
        XCTAssertEqual(all.compactMap { $0["level"] as? String }.sorted(), ["error", "error", "error", "note", "warning"])
        for result in all {
            let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[ruleIndex]["id"] as? String, result["ruleId"] as? String)
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String, "%SRCROOT%")
            let region = region(result)
            for key in ["startLine", "startColumn", "endLine", "endColumn"] { XCTAssertGreaterThanOrEqual(region[key] ?? 0, 1, key) }
        }
        let title = try XCTUnwrap(all.first { messageText($0).contains("'title'") })
        XCTAssertEqual(uri(title), "Login%20Module/LoginPresenter.swift")
        XCTAssertEqual(region(title), ["startLine": 7, "startColumn": 15, "endLine": 7, "endColumn": 18],
                       "UTF-16 columns: `    /* é😀 */ ` is 17 bytes but 14 code units")
    }

    func testInvocationAndToolExecutionNotifications() throws {
        let dir = makeOutputFixture()
        let (_, run) = try sarif(in: dir.path)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true, "every found file was read")
        XCTAssertEqual(invocation["exitCode"] as? Int, 1)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 2)
        let syntax = try XCTUnwrap(notifications.first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "syntax-error" })
        XCTAssertEqual(syntax["level"] as? String, "warning")
        XCTAssertTrue(((syntax["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("missing '}' at end of file") == true)
        let location = try XCTUnwrap((syntax["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Broken.swift")
        XCTAssertEqual((location["region"] as? [String: Int])?["startLine"], 2)
        let skipped = try XCTUnwrap(notifications.first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "skipped-path" })
        XCTAssertEqual(((skipped["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap {
            ($0["artifactLocation"] as? [String: Any])?["uri"] as? String
        }, "dangling.swift")
    }

    func testUnreadableFileIsAnErrorNotification() throws {
        try XCTSkipUnless(permissionsAreEnforced, "running as root: chmod does not restrict reads")
        let dir = makeOutputFixture()
        dir.write("Locked.swift", "struct Locked {}\n")
        chmod(dir.url("Locked.swift"), 0)
        let (result, run) = try sarif(in: dir.path)
        XCTAssertTrue(result.stderr.contains("archlint: note: Locked.swift: skipped: Permission denied"), result.stderr)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false, "a file was not checked")
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let unreadable = try XCTUnwrap(notifications.first { ($0["descriptor"] as? [String: Any])?["id"] as? String == "unreadable-file" })
        XCTAssertEqual(unreadable["level"] as? String, "error")
        try Self.validateWithScript(result.stdout, name: "unreadable")
    }

    func testNoFindingsIsAValidEmptyRun() throws {
        let dir = TemporaryDirectory()
        dir.write(".archlint.json", #"{ "extends": ["viper"] }"#)
        dir.write("A.swift", "struct A {}\n")
        let (result, run) = try sarif(in: dir.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(results(run).count, 0)
        XCTAssertNotNil(run["results"] as? [Any], "an empty results array, not a missing one")
        XCTAssertFalse(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"].map { ($0 as? [Any])?.isEmpty ?? true } ?? true)
        try Self.validateWithScript(result.stdout, name: "empty")
    }

    // MARK: Suppressions

    func testSuppressedFindingsCarrySuppressions() throws {
        let dir = makeOutputFixture()
        // Baseline today's findings, then add a new violation.
        let written = archlint(in: dir.path, "lint", "--write-baseline", "baseline.json", ".")
        XCTAssertEqual(written.code, 0, written.stderr)
        dir.write("Login Module/LoginRouter.swift", """
            final class LoginRouter {
                var count = 0
            }

            """)
        let (result, run) = try sarif(in: dir.path, "--baseline", "baseline.json")
        XCTAssertEqual(result.code, 1, "the new violation fails the run")
        let all = results(run)
        XCTAssertEqual(all.count, 6)
        func suppression(_ result: [String: Any]) -> [String: Any]? { (result["suppressions"] as? [[String: Any]])?.first }
        let legacy = try XCTUnwrap(all.first { messageText($0).contains("'legacy'") })
        XCTAssertEqual(suppression(legacy)?["kind"] as? String, "inSource")
        XCTAssertEqual(suppression(legacy)?["justification"] as? String, "migrating in JIRA-12")
        let baselined = all.filter { suppression($0)?["kind"] as? String == "external" }
        XCTAssertEqual(baselined.count, 4, "the findings recorded in the baseline")
        let fresh = all.filter { suppression($0) == nil }
        XCTAssertEqual(fresh.count, 1)
        XCTAssertEqual(uri(fresh[0]), "Login%20Module/LoginRouter.swift")
        try Self.validateWithScript(result.stdout, name: "suppressed")
    }

    func testExcludeSuppressed() throws {
        let dir = makeOutputFixture()
        let (_, run) = try sarif(in: dir.path, "--exclude-suppressed")
        XCTAssertEqual(results(run).count, 4)
        XCTAssertFalse(results(run).contains { $0["suppressions"] != nil })
        let json = try jsonObject(archlint(in: dir.path, "lint", "--format", "json", "--exclude-suppressed", ".").stdout)
        XCTAssertEqual((json["findings"] as? [Any])?.count, 4)
        XCTAssertEqual((json["summary"] as? [String: Any])?["suppressed"] as? Int, 1, "still counted")
    }

    // MARK: Fingerprints

    /// Blank lines and unrelated code inserted above every finding leave every fingerprint as it was.
    func testFingerprintsIgnoreUnrelatedLinesAbove() throws {
        let dir = makeOutputFixture()
        let (_, before) = try sarif(in: dir.path)
        let files = ["Login Module/LoginPresenter.swift", "Login Module/LoginInteractor.swift"]
        for file in files {
            let source = String(decoding: FileManager.default.contents(atPath: dir.url(file))!, as: UTF8.self)
            var lines = source.components(separatedBy: "\n")
            let afterImports = (lines.lastIndex { $0.hasPrefix("import ") } ?? -1) + 1
            lines.insert(contentsOf: ["", "// Unrelated code added above the findings.", "private let unrelatedConstant = 42",
                                      "func unrelatedHelper() -> Int { unrelatedConstant * 2 }", "", "struct UnrelatedValue {",
                                      "    var count = 0", "}", ""], at: afterImports)
            lines.insert(contentsOf: ["", "", ""], at: 0)
            dir.write(file, lines.joined(separator: "\n"))
        }
        let (_, after) = try sarif(in: dir.path)
        let old = results(before)
        let new = results(after)
        XCTAssertEqual(new.count, old.count)
        XCTAssertEqual(new.map(fingerprint), old.map(fingerprint), "fingerprints do not depend on line numbers")
        XCTAssertEqual(new.compactMap { $0["ruleId"] as? String }, old.compactMap { $0["ruleId"] as? String })
        for (o, n) in zip(old, new) {
            XCTAssertNotEqual(region(o)["startLine"], region(n)["startLine"], "the finding moved")
        }
    }

    func testFingerprintsAreUniqueForTheSameRuleInOneFile() throws {
        let dir = makeOutputFixture()
        let (_, run) = try sarif(in: dir.path)
        let all = results(run)
        let presenterState = all.filter { $0["ruleId"] as? String == "presenter-state" && uri($0) == "Login%20Module/LoginPresenter.swift" }
        XCTAssertEqual(presenterState.count, 3)
        XCTAssertEqual(Set(presenterState.compactMap(fingerprint)).count, 3)
        XCTAssertEqual(Set(all.compactMap(fingerprint)).count, all.count, "no two results share a fingerprint")

        // Identical findings (same rule, file, type, member and text) differ by their ordinal.
        var findings = (0..<3).map { index in
            Finding(ruleID: "presenter-state", severity: .error, message: "m", path: "/p/A.swift", line: 10 + index, column: 5,
                    length: 3, typeName: "A", role: "presenter", member: "x", subject: "x", relativePath: "A.swift")
        }
        Fingerprints.assign(&findings)
        XCTAssertEqual(Set(findings.map(\.fingerprint)).count, 3)
        let report = LintReport(toolVersion: "1", informationURI: "https://example.com", findings: findings, rules: [],
                                paths: ReportPaths(root: "/p"))
        let document = try jsonObject(ReportFormat(SARIFReport.self).rendered(report))
        let rendered = ((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(Set(rendered.compactMap(fingerprint)), Set(findings.map(\.fingerprint)))
        XCTAssertEqual(Set(rendered.compactMap(fingerprint)).count, 3)
    }
}
