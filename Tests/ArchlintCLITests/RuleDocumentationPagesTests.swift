import Foundation
import XCTest
@testable import ArchlintCLI
import Reporting
import RuleEngine

/// `docs/rules/<id>.md`, the pages SARIF's `helpUri` points at, are what
/// `archlint explain ID --format markdown` prints today (`Scripts/generate-rule-docs.sh` writes them).
final class RuleDocumentationPagesTests: XCTestCase {
    func testEveryRulePageIsGeneratedAndCurrent() throws {
        let folder = repositoryRoot + "/" + ProjectSite.rulePagesFolder
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") })
        XCTAssertEqual(files, Set(RuleCatalog.ids.map { "\($0).md" }), "one page per rule; run Scripts/generate-rule-docs.sh")
        for id in RuleCatalog.ids {
            let result = archlint("explain", id, "--format", "markdown")
            XCTAssertEqual(result.code, 0, result.stderr)
            let page = try String(contentsOfFile: "\(folder)/\(id).md", encoding: .utf8)
            XCTAssertEqual(page, result.stdout, "docs/rules/\(id).md is stale; run Scripts/generate-rule-docs.sh")
        }
    }

    /// The page has what SARIF's `help.markdown` has, and every example.
    func testAPageHasTheDescriptionThePacksAndEveryExample() throws {
        let rule = try XCTUnwrap(RuleCatalog.rule(id: "presenter-state"))
        let page = archlint("explain", "presenter-state", "--format", "markdown").stdout
        XCTAssertTrue(page.hasPrefix(RuleMarkdown.generatedNote + "\n\n# `presenter-state`\n"))
        XCTAssertTrue(page.contains(rule.description.summary))
        XCTAssertTrue(page.contains(rule.description.rationale))
        XCTAssertTrue(page.contains("viper (error)"), "the severity in each pack")
        for option in rule.description.options { XCTAssertTrue(page.contains("`\(option.name)`"), option.name) }
        XCTAssertEqual(page.components(separatedBy: "#### Violating, ").count - 1, rule.description.triggering.count)
        XCTAssertEqual(page.components(separatedBy: "#### Allowed, ").count - 1, rule.description.nonTriggering.count)
        XCTAssertEqual(archlint("explain", "presenter-state").stdout, try RuleExplanation.text(rule.description), "text unchanged")
    }
}

/// SARIF's links: `informationUri` from `ProjectSite`, a `helpUri` per rule at its generated
/// page, and `run.automationDetails`.
final class SARIFLinksTests: XCTestCase {
    private func sarifRun(_ extra: [String] = []) throws -> [String: Any] {
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, ["lint", "--format", "sarif"] + extra + ["."])
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
    }

    func testEveryRuleHasAHelpUriAtItsPage() throws {
        let run = try sarifRun()
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["informationUri"] as? String, ProjectSite.home)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertFalse(rules.isEmpty)
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            XCTAssertEqual(rule["helpUri"] as? String, ProjectSite.home + "/blob/main/docs/rules/\(id).md")
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(repositoryRoot)/docs/rules/\(id).md"), id)
        }
    }

    /// The address the reports link to is the one the install docs name (their placeholder until
    /// archlint is published), so the two change together.
    func testTheSiteIsTheAddressTheInstallDocsName() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        XCTAssertTrue(readme.contains("    git clone \(ProjectSite.home).git && cd archlint"), ProjectSite.home)
        XCTAssertTrue(readme.contains("`ProjectSite.home`"))
    }

    func testAutomationDetails() throws {
        XCTAssertEqual((try sarifRun()["automationDetails"] as? [String: Any])?["id"] as? String, "archlint/")
        XCTAssertEqual((try sarifRun(["--sarif-category", "archlint-app"])["automationDetails"] as? [String: Any])?["id"] as? String, "archlint-app/")
    }
}
