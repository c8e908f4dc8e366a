import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
@testable import Reporting

/// Names in the Markdown report stay text: two-digit percent-encoding in links, no line break
/// of any kind, no markup.
final class MarkdownNamesTests: XCTestCase {
    func testHostileFileNamesStayInTheirListItem() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        let name = "Evil\r\n- ~~struck~~ $x$ \u{2028}# Title\n.swift"
        directory.write("App/\(name)", "final class LoginPresenter {\n    var attempts = 0\n}\n")
        let result = withCurrentDirectory(directory.path) { archlint("lint", "--format", "markdown", "App") }
        XCTAssertEqual(result.code, 1, result.stderr)
        let findings = try XCTUnwrap(result.stdout.components(separatedBy: "### Findings\n").last)
        let lines = findings.split(separator: "\n", omittingEmptySubsequences: true)
        // The file's bold header and its one finding: two lines, whatever the name holds.
        XCTAssertEqual(lines.count, 2, findings)
        XCTAssertTrue(lines[1].hasPrefix("- [App/Evil - \\~\\~struck\\~\\~ \\$x\\$  \\# Title .swift:2](App/Evil%0D%0A-%20"), String(lines[1]))
        XCTAssertTrue(lines[1].contains("%E2%80%A8%23%20Title%0A.swift#L2)"), String(lines[1]))
        XCTAssertFalse(result.stdout.contains("\r"))
        XCTAssertFalse(result.stdout.contains("\u{2028}"))
    }

    func testPercentEncodingHasTwoDigits() {
        XCTAssertEqual(MarkdownReport.percentEncoded(0x0A), "%0A")
        XCTAssertEqual(MarkdownReport.percentEncoded(0xE9), "%E9")
        XCTAssertEqual(MarkdownReport.link("a b/\u{1}.swift", line: 3), #"[a b/\\u{1}.swift:3](a%20b/%01.swift#L3)"#)
    }
}
