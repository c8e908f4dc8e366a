import Foundation
import XCTest
@testable import ArchlintCLI
import Reporting

/// The formats are listed once, in `ReportFormat.registry`; help and the docs follow it.
final class FormatRegistryTests: XCTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func testEveryFormatIsNamedOnceAndFoundByName() {
        let names = ReportFormat.names
        XCTAssertEqual(Set(names).count, names.count, "two formats share a name: \(names)")
        XCTAssertEqual(names.first, "text", "text is the default and comes first")
        for name in names {
            XCTAssertEqual(ReportFormat(rawValue: name)?.rawValue, name)
        }
        XCTAssertNil(ReportFormat(rawValue: "pdf"))
    }

    func testLintHelpListsEveryFormatWithItsSummary() {
        let help = ArchlintCLI.tool.help(for: LintCommand.spec)
        XCTAssertTrue(help.contains("Report format: " + ReportFormat.namesForHelp + "."), help)
        for formatter in ReportFormat.registry {
            XCTAssertTrue(help.contains(formatter.name.padding(to: 12) + formatter.summary), "lint --help lacks \(formatter.name): \(help)")
        }
        XCTAssertTrue(ReportFormat.namesForHelp.hasSuffix(" or html"), ReportFormat.namesForHelp)
    }

    func testTheIntegrationDocsTableIsTheRegistry() throws {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/integrations.md"), encoding: .utf8)
        // The rows of the table right after the `<!-- formats: … -->` marker.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marker = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("<!-- formats:") }, "the format table's marker is gone")
        let table = lines[(marker + 1)...].prefix { $0.hasPrefix("|") }.dropFirst(2).map { row -> (String, String) in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1])
        }
        XCTAssertEqual(table.map(\.0), ReportFormat.names, "docs/integrations.md's format table and the registry disagree")
        for (name, summary) in table {
            XCTAssertEqual(summary, ReportFormat(rawValue: name)?.formatter.summary, name)
        }
    }

    func testTheReadmeNamesEveryFormat() throws {
        let text = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(text.contains("--format " + ReportFormat.names.joined(separator: "\\|")), "README's lint row lists the formats in registry order")
    }
}
