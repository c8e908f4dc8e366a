import Foundation
import RuleEngine
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// `Rules/README.md` lists, per article, each rule it states and what checks it. The tables and the
/// code must agree: a rule named in a row exists and is on (not `off`) in the pack named beside it,
/// and a permission's file lints clean under the configuration above it.
final class ArticleTableTests: XCTestCase {
    struct Row {
        var article: String
        var cells: [String]
        var line: Int
    }

    static let heading = "## What each article asks, and where it is checked"

    /// The rows of every article table: the tables under `heading`, up to the next `## ` heading.
    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: FixtureExpectationTests.root + "/Rules/README.md", encoding: .utf8)
        var rows: [Row] = []
        var inside = false
        var article = ""
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line == heading { inside = true; continue }
            guard inside else { continue }
            if line.hasPrefix("## ") { break }
            if line.hasPrefix("### ") { article = String(line.dropFirst(4)); continue }
            guard line.hasPrefix("|"), !line.hasPrefix("|---"), !line.hasPrefix("| rule |") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            rows.append(Row(article: article, cells: cells, line: index + 1))
        }
        return rows
    }

    /// `` `rule-id` (pack) `` pairs in a cell.
    static func checks(in cell: String) -> [(rule: String, pack: String)] {
        let pattern = try! NSRegularExpression(pattern: #"`([a-z-]+)` \(([a-z-]+)\)"#)
        return pattern.matches(in: cell, range: NSRange(cell.startIndex..., in: cell)).map { match in
            (String(cell[Range(match.range(at: 1), in: cell)!]), String(cell[Range(match.range(at: 2), in: cell)!]))
        }
    }

    func testEveryArticleHasATableOfRequirementsAndPermissions() throws {
        let rows = try Self.rows()
        let articles = Set(rows.map(\.article))
        XCTAssertEqual(articles.count, 5, "one table per article: \(articles.sorted())")
        for article in articles {
            let kinds = Set(rows.filter { $0.article == article }.map { $0.cells.last ?? "" })
            XCTAssertTrue(kinds.contains("requirement"), article)
        }
        for row in rows {
            XCTAssertEqual(row.cells.count, 4, "README.md:\(row.line): a row has rule, section, checked by, kind")
            XCTAssertTrue(["requirement", "permission"].contains(row.cells.last ?? ""), "README.md:\(row.line): kind")
        }
    }

    func testEveryRuleNamedIsOnInItsPack() throws {
        let loader = RuleCatalog.loader()
        var checked = 0
        for row in try Self.rows() where row.cells.count == 4 && row.cells[3] == "requirement" {
            let cell = row.cells[2]
            let checks = Self.checks(in: cell)
            if cell == "not checked" { continue }
            XCTAssertFalse(checks.isEmpty, "README.md:\(row.line): name the rule as `id` (pack), or say not checked")
            for (rule, pack) in checks {
                XCTAssertNotNil(RuleCatalog.rule(id: rule), "README.md:\(row.line): no rule \(rule)")
                let configuration = try loader.loadPack(named: pack)
                let enabled = try Linter.enabledRules(configuration).map(\.rule.description.id)
                XCTAssertTrue(enabled.contains(rule), "README.md:\(row.line): \(rule) is not on in the \(pack) pack")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    func testEveryPermissionsFileLintsClean() throws {
        var checked = 0
        for row in try Self.rows() where row.cells.count == 4 && row.cells[3] == "permission" {
            let cell = row.cells[2]
            guard cell.hasPrefix("permission: `"), cell.hasSuffix("`") else {
                XCTFail("README.md:\(row.line): a permission names its file as permission: `path`")
                continue
            }
            let relative = String(cell.dropFirst("permission: `".count).dropLast())
            let path = FixtureExpectationTests.root + "/" + relative
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "README.md:\(row.line): no file \(relative)")
            // The directory of the nearest configuration above the file is what is linted.
            var directory = (path as NSString).deletingLastPathComponent
            while !FileManager.default.fileExists(atPath: directory + "/.archlint.json") && directory.count > 1 {
                directory = (directory as NSString).deletingLastPathComponent
            }
            let result = archlint(["lint", directory])
            XCTAssertNotEqual(result.code, 2, result.stderr)
            let inFile = path.dropFirst(directory.count + 1)
            let findings = result.stdoutLines.filter { $0.contains(inFile + ":") }
            XCTAssertEqual(findings, [], "README.md:\(row.line): the article allows this, and its pack reports it")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 10)
    }
}
