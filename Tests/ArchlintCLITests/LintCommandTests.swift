import Foundation
import XCTest
@testable import ArchlintCLI

final class LintCommandTests: XCTestCase {
    private func makeProject() -> TemporaryDirectory {
        let dir = TemporaryDirectory()
        dir.write("Sources/a.swift", "let a = 1\n")                 // 10 bytes, 1 line
        dir.write("Sources/b.swift", "struct B {}\r\nlet c = 2")    // 22 bytes, 2 lines
        dir.write("Sources/empty.swift", "")                        // 0 bytes, 0 lines
        dir.write("README.md", "# not Swift\n")
        dir.write(".build/debug/Generated.swift", "let skipped = 1\n")
        return dir
    }

    func testSummaryCountsFilesLinesAndBytes() throws {
        let dir = makeProject()
        let result = archlint("lint", dir.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        let line = try XCTUnwrap(result.stderrLines.first)
        XCTAssertNotNil(line.range(of: #"^archlint: 3 files, 3 lines, 32 bytes in [0-9]+\.[0-9]{3} s$"#, options: .regularExpression), line)
    }

    func testLintIsTheDefaultSubcommand() {
        let dir = makeProject()
        XCTAssertEqual(summaryWithoutSeconds(archlint(dir.path)), "archlint: 3 files, 3 lines, 32 bytes")
        XCTAssertEqual(summaryWithoutSeconds(archlint("-j", "2", dir.path)), "archlint: 3 files, 3 lines, 32 bytes")
    }

    func testNoPathMeansTheCurrentFolder() {
        let dir = makeProject()
        let result = withCurrentDirectory(dir.url("Sources")) { archlint([]) }
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(summaryWithoutSeconds(result), "archlint: 3 files, 3 lines, 32 bytes")
    }

    func testLineCounting() {
        let dir = TemporaryDirectory()
        dir.write("a.swift", "x\ny\n")        // 2
        dir.write("b.swift", "x\ny")          // 2
        dir.write("c.swift", "x\r\ny\r\n")    // 2
        dir.write("d.swift", "x\ry\rz")       // 3
        dir.write("e.swift", "\n\n")          // 2
        XCTAssertEqual(summaryWithoutSeconds(archlint(dir.path)), "archlint: 5 files, 11 lines, 20 bytes")
    }

    func testPathGivenTwiceIsLintedOnce() {
        let dir = makeProject()
        let result = archlint(dir.url("Sources/a.swift"), dir.url("Sources/a.swift"), dir.url("Sources/"), dir.url("Sources/a.swift"))
        XCTAssertEqual(summaryWithoutSeconds(result), "archlint: 3 files, 3 lines, 32 bytes")
    }

    func testMissingPathFailsBeforeLinting() {
        let dir = makeProject()
        let result = archlint(dir.path, dir.url("Nope"), "also missing.swift")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines, [
            "archlint: error: no such file or directory: \(dir.url("Nope"))",
            "archlint: error: no such file or directory: also missing.swift",
        ])
    }

    func testExplicitNonSwiftFileIsANote() {
        let dir = makeProject()
        let result = archlint(dir.url("README.md"), dir.url("Sources/a.swift"))
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stderrLines.first, "archlint: note: \(dir.url("README.md")): skipped: not a .swift file")
        XCTAssertEqual(summaryWithoutSeconds(result), "archlint: 1 files, 1 lines, 10 bytes")
    }

    func testUnreadableFileAndFolderAreNotes() throws {
        try XCTSkipUnless(permissionsAreEnforced, "running as root: chmod does not restrict reads")
        let dir = makeProject()
        chmod(dir.url("Sources/b.swift"), 0)
        dir.write("Locked/c.swift", "let c = 3\n")
        chmod(dir.url("Locked"), 0)
        let result = archlint(dir.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stderrLines.count, 3, result.stderr)
        XCTAssertEqual(result.stderrLines[0], "archlint: note: \(dir.url("Locked")): cannot read folder: Permission denied")
        XCTAssertEqual(result.stderrLines[1], "archlint: note: \(dir.url("Sources/b.swift")): skipped: Permission denied")
        XCTAssertEqual(summaryWithoutSeconds(result), "archlint: 2 files, 1 lines, 10 bytes")
    }

    func testSymlinkLoopDoesNotHang() {
        let dir = makeProject()
        dir.symlink("Sources/Up", to: "..")
        dir.symlink("Sources/Here", to: ".")
        let result = archlint(dir.path)
        XCTAssertEqual(summaryWithoutSeconds(result), "archlint: 3 files, 3 lines, 32 bytes")
    }

    func testTimingReportsEveryPhase() throws {
        let dir = makeProject()
        let result = archlint("lint", "--timing", "-j", "1", dir.path)
        XCTAssertEqual(result.code, 0)
        let lines = result.stderrLines
        XCTAssertEqual(lines.count, 7, result.stderr)
        let header = lines[1].split(separator: " ").map(String.init)
        XCTAssertEqual(header, ["phase", "wall", "s", "cpu", "s", "MB", "MB/s", "files", "lines", "tokens"])
        let rows = lines[2...5].map { $0.split(separator: " ").map(String.init) }
        XCTAssertEqual(rows.map(\.first), ["discover", "read", "tokenize", "total"])
        // files, lines and tokens columns of tokenize: 3 files, 3 lines, 12 tokens.
        let tokenize = rows[2]
        XCTAssertEqual(Array(tokenize.suffix(3)), ["3", "3", "12"])
        XCTAssertEqual(tokenize[3], "0.0")   // 32 bytes is 0.0 MB
        XCTAssertEqual(Array(rows[0].suffix(3)), ["3", "-", "-"])
        for row in rows[0...3] {
            XCTAssertNotNil(Double(row[1]), "wall seconds in \(row)")
            XCTAssertNotNil(Double(row[2]), "cpu seconds in \(row)")
        }
        XCTAssertTrue(lines[6].hasPrefix("threads: 1, peak memory: "), lines[6])
        XCTAssertTrue(lines[6].hasSuffix(" MB (max resident set size)"), lines[6])
    }

    func testResultsDoNotDependOnThreadCount() {
        let dir = TemporaryDirectory()
        for index in 0..<60 {
            dir.write("M\(index % 5)/F\(index).swift", String(repeating: "func f\(index)() { print(\"\\(\(index))\") }\n", count: index + 1))
        }
        func counts(_ jobs: String) -> [String] {
            let result = archlint("lint", "--timing", "-j", jobs, dir.path)
            // The summary and the counting columns of the timing table.
            return [summaryWithoutSeconds(result) ?? "none"]
                + result.stderrLines[2...5].map { row in
                    let cells = row.split(separator: " ")
                    return ([cells[0], cells[3]] + cells.suffix(3)).joined(separator: " ")
                }
        }
        let one = counts("1")
        XCTAssertEqual(one[0], "archlint: 60 files, 1830 lines, \(expectedBytes()) bytes")
        XCTAssertEqual(one, counts("4"))
        XCTAssertEqual(one, counts("7"))
    }

    private func expectedBytes() -> Int {
        (0..<60).reduce(0) { $0 + "func f\($1)() { print(\"\\(\($1))\") }\n".utf8.count * ($1 + 1) }
    }
}
