import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// Discovery, reading, tokenizing, counting and timing as seen through `archlint lint`.
final class LintCommandTests: XCTestCase {
    private func makeProject() -> TemporaryDirectory {
        let dir = TemporaryDirectory()
        dir.write("Sources/a.swift", "let a = 1\n")                 // 1 line, 4 tokens
        dir.write("Sources/b.swift", "struct B {}\r\nlet c = 2")    // 2 lines, 8 tokens
        dir.write("Sources/empty.swift", "")                        // 0 lines
        dir.write("README.md", "# not Swift\n")
        dir.write(".build/debug/Generated.swift", "let skipped = 1\n")
        return dir
    }

    func testSummaryCountsCheckedFilesAndLines() throws {
        let dir = makeProject()
        let result = archlint("lint", dir.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "")
        let lines = stderrWithoutConfigurationNote(result)
        XCTAssertEqual(lines.count, 1, result.stderr)
        let line = try XCTUnwrap(lines.first)
        XCTAssertNotNil(line.range(of: #"^archlint: no findings in 3 files checked \(3 lines read, [0-9]+\.[0-9]{3} s\)$"#,
                                   options: .regularExpression), line)
    }

    /// The lone group's models are the kept ones, in order, whichever files are left out.
    func testKeepingMembersInPlace() {
        for (members, expected) in [([0, 2, 3], ["a", "c", "d"]), ([], []), ([0, 1, 2, 3, 4], ["a", "b", "c", "d", "e"]), ([4], ["e"])] {
            var elements = ["a", "b", "c", "d", "e"]
            LintPipeline.keep(members, of: &elements)
            XCTAssertEqual(elements, expected, "\(members)")
        }
    }

    func testLintIsTheDefaultSubcommand() {
        let dir = makeProject()
        XCTAssertEqual(checkedCounts(archlint(dir.path)), "3 files, 3 lines")
        XCTAssertEqual(checkedCounts(archlint("-j", "2", dir.path)), "3 files, 3 lines")
    }

    func testNoPathMeansTheCurrentFolder() {
        let dir = makeProject()
        let result = withCurrentDirectory(dir.url("Sources")) { archlint([]) }
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(checkedCounts(result), "3 files, 3 lines")
    }

    func testLineCounting() {
        let dir = TemporaryDirectory()
        dir.write("a.swift", "x\ny\n")        // 2
        dir.write("b.swift", "x\ny")          // 2
        dir.write("c.swift", "x\r\ny\r\n")    // 2
        dir.write("d.swift", "x\ry\rz")       // 3
        dir.write("e.swift", "\n\n")          // 2
        XCTAssertEqual(checkedCounts(archlint(dir.path)), "5 files, 11 lines")
    }

    func testPathGivenTwiceIsLintedOnce() {
        let dir = makeProject()
        let result = archlint(dir.url("Sources/a.swift"), dir.url("Sources/a.swift"), dir.url("Sources/"), dir.url("Sources/a.swift"))
        XCTAssertEqual(checkedCounts(result), "3 files, 3 lines")
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

    private func standardized(_ path: String) -> String { (path as NSString).standardizingPath }

    func testConfigurationErrorIsOneDiagnosticLineForEveryCommand() {
        let dir = makeProject()
        dir.write(".archlint.json", #"{"extends": ["viper"], "colour": true}"#)
        for command in [["lint"], ["dump"], ["graph"]] {
            let result = archlint(command + [dir.path])
            XCTAssertEqual(result.code, 2, "\(command)")
            XCTAssertEqual(result.stdout, "", "\(command)")
            // `file:line:column: error: message`, not `archlint: error: file:…: error: …`.
            XCTAssertEqual(result.stderrLines.count, 1, "\(command): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix(standardized(dir.url(".archlint.json")) + ":1:24: error: unknown top-level key 'colour'"),
                          "\(command): \(result.stderr)")
        }
        // A broken baseline the same way.
        dir.write(".archlint.json", #"{"extends": ["viper"]}"#)
        let baseline = dir.write("baseline.json", "[1, 2")
        let result = archlint("lint", "--baseline", baseline, dir.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix(baseline + ":1:6: error: "), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "error:").count, 2, result.stderr)
    }

    /// Many paths named one by one (as `lint $(git diff --name-only)` does) are pruned by their
    /// configurations as the folder holding them is: the deepest named path above a file decides
    /// (looked up by the file's folders, past 8 named paths, rather than scanned for each file).
    func testManyNamedPathsArePrunedLikeTheirFolder() {
        let dir = TemporaryDirectory()
        dir.write(".archlint.json", #"{"exclude": ["Skip/**"]}"#)
        dir.write("Sub/.archlint.json", #"{"exclude": ["Inner/**"]}"#)
        var named: [String] = ["Sub"]
        for (folder, count) in [("", 5), ("Skip/", 2), ("Sub/", 3), ("Sub/Inner/", 2)] {
            for index in 0..<count {
                dir.write("\(folder)F\(index).swift", "struct F\(index) {}\n")
                named.append("\(folder)F\(index).swift")
            }
        }
        XCTAssertGreaterThan(named.count, 8)
        // Every file found is read (12 lines); the excluded ones are not checked, nor their lines counted.
        XCTAssertEqual(checkedCounts(archlint(in: dir.path, ["lint"] + named)), "8 files, 8 lines")
        XCTAssertEqual(checkedCounts(archlint(in: dir.path, "lint", ".")), "8 files, 8 lines")
        XCTAssertEqual(checkedCounts(archlint(in: dir.path, "lint", "Sub")), "3 files, 3 lines")
    }

    func testExplicitNonSwiftFileIsANote() {
        let dir = makeProject()
        let result = archlint(dir.url("README.md"), dir.url("Sources/a.swift"))
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stderrLines.first, "archlint: note: \(dir.url("README.md")): skipped: not a .swift file")
        XCTAssertEqual(checkedCounts(result), "1 file, 1 lines")
    }

    func testUnreadableFileAndFolderAreNotes() throws {
        try XCTSkipUnless(permissionsAreEnforced, "running as root: chmod does not restrict reads")
        let dir = makeProject()
        chmod(dir.url("Sources/b.swift"), 0)
        dir.write("Locked/c.swift", "let c = 3\n")
        chmod(dir.url("Locked"), 0)
        let result = archlint(dir.path)
        XCTAssertEqual(result.code, 0)
        let lines = stderrWithoutConfigurationNote(result)
        XCTAssertEqual(lines.count, 3, result.stderr)
        XCTAssertEqual(lines[0], "archlint: note: \(dir.url("Locked")): cannot read folder: Permission denied")
        XCTAssertEqual(lines[1], "archlint: note: \(dir.url("Sources/b.swift")): skipped: Permission denied")
        XCTAssertEqual(checkedCounts(result), "2 files, 1 lines")
    }

    func testSymlinkLoopDoesNotHang() {
        let dir = makeProject()
        dir.symlink("Sources/Up", to: "..")
        dir.symlink("Sources/Here", to: ".")
        XCTAssertEqual(checkedCounts(archlint(dir.path)), "3 files, 3 lines")
    }

    /// The `--timing` rows by phase name: [wall, cpu, MB, MB/s, files, lines, tokens].
    private func timingRows(_ result: CLIResult) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in result.stderrLines {
            let cells = line.split(separator: " ").map(String.init)
            if cells.count == 8, Double(cells[1]) != nil { rows[cells[0]] = Array(cells.dropFirst()) }
        }
        return rows
    }

    func testTimingReportsEveryPhase() throws {
        let dir = makeProject()
        let result = archlint("lint", "--timing", "-j", "1", dir.path)
        XCTAssertEqual(result.code, 0)
        let lines = stderrWithoutConfigurationNote(result)
        let header = try XCTUnwrap(lines.first { $0.hasPrefix("phase ") })
        XCTAssertEqual(header.split(separator: " "), ["phase", "wall", "ms", "cpu", "ms", "MB", "MB/s", "files", "lines", "tokens"])
        let rows = timingRows(result)
        // Times in milliseconds to a tenth, so a project this small still shows how long each phase took.
        for (phase, cells) in rows {
            for time in cells.prefix(2) {
                XCTAssertEqual(time.split(separator: ".").map(\.count).dropFirst(), [1], "\(phase): \(time)")
            }
        }
        for phase in ["discover", "read", "tokenize", "total"] { XCTAssertNotNil(rows[phase], "\(phase) in \(result.stderr)") }
        // files, lines and tokens of tokenize: 3 files, 3 lines, 12 tokens; 32 bytes is 0.0 MB.
        XCTAssertEqual(rows["tokenize"].map { Array($0.suffix(3)) }, ["3", "3", "12"])
        XCTAssertEqual(rows["tokenize"]?[2], "0.0")
        XCTAssertEqual(rows["discover"].map { Array($0.suffix(3)) }, ["3", "-", "-"])
        XCTAssertEqual(rows["total"].map { Array($0.suffix(3)) }, ["3", "3", "12"])
        let last = try XCTUnwrap(lines.last)
        XCTAssertTrue(last.hasPrefix("threads: 1, peak memory: "), last)
        XCTAssertTrue(last.hasSuffix(" MB (max resident set size)"), last)
    }

    func testResultsDoNotDependOnThreadCount() {
        let dir = TemporaryDirectory()
        for index in 0..<60 {
            dir.write("M\(index % 5)/F\(index).swift", String(repeating: "func f\(index)() { print(\"\\(\(index))\") }\n", count: index + 1))
        }
        func counts(_ jobs: String) -> [String] {
            let result = archlint("lint", "--timing", "-j", jobs, dir.path)
            let rows = timingRows(result)
            // The summary counts and the files/lines/tokens columns of the timing table (findings
            // per thread count are compared in OutputFormatTests and HostileInputTests).
            return [checkedCounts(result) ?? "none"]
                + ["discover", "read", "tokenize", "total"].map { rows[$0].map { $0.suffix(3).joined(separator: " ") } ?? "none" }
        }
        let one = counts("1")
        XCTAssertEqual(one[0], "60 files, 1830 lines")
        XCTAssertEqual(one[3], "60 1830 20130")
        XCTAssertEqual(one, counts("4"))
        XCTAssertEqual(one, counts("7"))
    }

    /// A lower layer's module naming Swift's `Result` bare does not reach the higher layer's
    /// nested `Linter.Result` (archlint's own sources once reported exactly that); naming it
    /// qualified does.
    func testABareNameIsNotAnotherModulesNestedType() {
        let dir = TemporaryDirectory()
        dir.write(".archlint.json", """
        {"layers": [{"name": "rules", "modules": ["Engine"]}, {"name": "files", "modules": ["Files"]}],
         "rules": {"layer-violation": "error"}}
        """)
        dir.write("Engine/Linter.swift", "import Files\nenum Linter { struct Result {} }\n")
        dir.write("Files/Reader.swift", "enum Reader {\n    static func read() -> Result<[UInt8], Error> { .success([]) }\n}\n")
        let clean = archlint("lint", dir.path)
        XCTAssertEqual(clean.code, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "")

        dir.write("Files/Reader.swift", "enum Reader {\n    static func read() -> Linter.Result { .init() }\n}\n")
        let qualified = archlint("lint", dir.path)
        XCTAssertEqual(qualified.code, 1)
        XCTAssertTrue(qualified.stdout.contains("Reader.swift:2:27: error: Reader in layer 'files' references Linter.Result of the higher layer 'rules'"),
                      qualified.stdout)
    }
}
