import Foundation
import XCTest
import ArchlintKit
import Reporting
import RuleEngine

/// The engine's API as an embedding (an editor integration, a plugin) calls it: no command line.
final class EngineAPITests: XCTestCase {
    private var examples: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples").path
    }

    /// Runs `body` with the current directory set to `path`, as the command line runs.
    private func inDirectory<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }

    func testLintReturnsTheFindingsAndTheRulesWithTheirSeverities() throws {
        let run = try inDirectory(examples + "/viper") { try Archlint.lint(LintRequest(jobs: 2)) }
        XCTAssertEqual(run.checkedFiles, run.projects.first?.index.files.count)
        XCTAssertGreaterThan(run.checkedFiles, 5)
        let rules = Set(run.findings.map(\.ruleID))
        XCTAssertEqual(rules, ["singleton-access", "strong-back-reference", "interactor-ui-import", "role-dependency", "presenter-state",
                               "interactor-ui-reference"], "the violations the example plants (its README lists them)")
        let enabled = Dictionary(run.enabledRules.map { ($0.description.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
        let pack = try XCTUnwrap(PackCatalog.severities()["viper"])
        XCTAssertEqual(enabled, pack, "the run's rules are the viper pack's, at its severities")
        XCTAssertEqual(run.enabledRules.map(\.description.id), RuleCatalog.ids.filter { pack[$0] != nil }, "in catalog order")
        for finding in run.findings { XCTAssertEqual(finding.severity, enabled[finding.ruleID], finding.ruleID) }
    }

    func testTheReportCarriesTheRulesDocumentationAndTheExitCode() throws {
        let run = try inDirectory(examples + "/viper") { try Archlint.lint(LintRequest(jobs: 1)) }
        let report = run.report(toolName: "archlint", toolVersion: "0", informationURI: "https://example.com", sourceRoot: ".",
                                exitCode: 1, withRuleDocumentation: true, withDiagrams: true)
        XCTAssertEqual(report.rules.map(\.id), run.enabledRules.map(\.description.id))
        XCTAssertTrue(report.rules.allSatisfy { $0.helpText.hasPrefix($0.id + ": ") }, "help is the explain text")
        XCTAssertEqual(report.diagrams.count, 1)
        XCTAssertTrue(report.diagrams[0].hasPrefix("flowchart") || report.diagrams[0].hasPrefix("graph"), report.diagrams[0])
        XCTAssertEqual(report.exitCode, 1)
        let bare = run.report(toolName: "archlint", toolVersion: "0", informationURI: "", sourceRoot: ".", exitCode: 0,
                              withRuleDocumentation: false, withDiagrams: false)
        XCTAssertTrue(bare.rules.isEmpty)
        XCTAssertTrue(bare.diagrams.isEmpty)
    }

    func testMessagesArriveAsTheyHappenAndMissingPathsThrow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-api-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{ \"extends\": [\"layered\"] }".write(to: folder.appendingPathComponent(".archlint.json"), atomically: true, encoding: .utf8)
        try "struct A {\n  func f() {\n".write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        var messages: [RunMessage] = []
        let run = try inDirectory(folder.path) { try Archlint.lint(LintRequest(jobs: 1, message: { messages.append($0) })) }
        XCTAssertEqual(run.checkedFiles, 1)
        guard case .located(let path, let line, _, let text)? = messages.last else { return XCTFail("no located note: \(messages)") }
        XCTAssertEqual(path, "Broken.swift")
        XCTAssertEqual(line, 2)
        XCTAssertTrue(text.hasSuffix("the file was checked as far as it could be read"), text)
        XCTAssertEqual(run.notifications.map(\.id), [ToolNotification.syntaxError])

        XCTAssertThrowsError(try Archlint.lint(LintRequest(paths: [folder.path + "/nowhere"], jobs: 1))) { error in
            XCTAssertEqual(error as? LintError, .noSuchPaths([folder.path + "/nowhere"]))
        }
        XCTAssertThrowsError(try inDirectory(folder.path) {
            var request = LintRequest(paths: ["/"], jobs: 1)
            request.paths = [FileManager.default.temporaryDirectory.path + "/archlint-api-no-config-\(getpid())"]
            try FileManager.default.createDirectory(atPath: request.paths[0], withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: request.paths[0]) }
            try "struct B {}\n".write(toFile: request.paths[0] + "/B.swift", atomically: true, encoding: .utf8)
            request.requireConfiguration = true
            return try Archlint.lint(request)
        }) { error in
            XCTAssertEqual(error as? LintError, .noConfiguration)
        }
    }

    func testModelKeepsEveryFileAndTellsEachTypesRole() throws {
        let run = try inDirectory(examples + "/viper") { try Archlint.model(LintRequest(jobs: 2)) }
        XCTAssertEqual(run.models.count, run.checkedFiles)
        XCTAssertTrue(run.findings.isEmpty, "the rules did not run")
        let facts = run.typeFacts(jobs: 1).byFile
        let presenter = try XCTUnwrap(facts.first { $0.key.hasSuffix("NewsListPresenter.swift") }?.value.first)
        XCTAssertEqual(presenter.role, "presenter")
        XCTAssertNotNil(presenter.reason)
    }

    func testTokenizeReadsExplicitFilesWhateverTheirExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-tokens-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.txt")
        try "let x = 1".write(to: file, atomically: true, encoding: .utf8)
        let sources = try Archlint.tokenize(LintRequest(paths: [file.path], jobs: 1))
        XCTAssertEqual(sources.count, 1)
        let tokens = try XCTUnwrap(try? sources[0].tokens.get().file)
        XCTAssertEqual(tokens.tokens.map { tokens.text($0) }, ["let", "x", "=", "1"])
    }

    func testTheSameRunAtAnyThreadCount() throws {
        let one = try inDirectory(examples) { try Archlint.lint(LintRequest(jobs: 1)) }
        let four = try inDirectory(examples) { try Archlint.lint(LintRequest(jobs: 4)) }
        XCTAssertEqual(one.findings, four.findings)
        XCTAssertEqual(one.projects.map(\.configuration.root), four.projects.map(\.configuration.root))
        XCTAssertGreaterThan(one.projects.count, 3, "each example is a project of its own")
    }
}
