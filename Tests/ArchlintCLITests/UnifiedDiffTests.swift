import Foundation
import Reporting
import XCTest

/// The unified diffs `fix --dry-run` prints: checked by `patch`, which must turn the old text
/// into the new one from them, on texts with many kinds of change.
final class UnifiedDiffTests: XCTestCase {
    func testHunksMergeWithinSixLinesAndCountEmptySides() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        var lines = (1...20).map { "line \($0)\n" }
        lines[2] = "changed 3\n"
        lines[9] = "changed 10\n"
        lines.remove(at: 19)
        XCTAssertEqual(UnifiedDiff.render(old: Array(old.utf8), new: Array(lines.joined().utf8), oldName: "a/f", newName: "b/f"), """
            --- a/f
            +++ b/f
            @@ -1,13 +1,13 @@
             line 1
             line 2
            -line 3
            +changed 3
             line 4
             line 5
             line 6
             line 7
             line 8
             line 9
            -line 10
            +changed 10
             line 11
             line 12
             line 13
            @@ -17,4 +17,3 @@
             line 17
             line 18
             line 19
            -line 20

            """)
        XCTAssertEqual(UnifiedDiff.render(old: [], new: Array("a".utf8), oldName: "a", newName: "b"),
                       "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n\\ No newline at end of file\n")
        XCTAssertEqual(UnifiedDiff.render(old: Array("same\n".utf8), new: Array("same\n".utf8), oldName: "a", newName: "b"), "")
    }

    func testPatchTurnsTheOldTextIntoTheNewOne() throws {
        let patch = "/usr/bin/patch"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: patch), "no patch")
        var generator = SystemRandomNumberGenerator()
        let directory = TemporaryDirectory()
        for round in 0..<60 {
            let count = Int.random(in: 0...40, using: &generator)
            let old = (0..<count).map { _ in "l\(Int.random(in: 0...6, using: &generator))\n" }
            var new = old
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                case 1: new.insert("n\(round)\n", at: Int.random(in: 0...new.count, using: &generator))
                default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "c\(round)\n" }
                }
            }
            var newText = new.joined()
            if round % 3 == 0 && !newText.isEmpty { newText.removeLast() }
            let diff = UnifiedDiff.render(old: Array(old.joined().utf8), new: Array(newText.utf8), oldName: "a/f", newName: "b/f")
            directory.write("old", old.joined())
            directory.write("diff", diff)
            let result = try OutputSARIFTests.run(patch, ["-s", "-o", directory.url("new"), directory.url("old"), directory.url("diff")])
            if diff.isEmpty { continue }
            XCTAssertEqual(result.status, 0, "round \(round): \(result.output)\n\(diff)")
            XCTAssertEqual(try String(contentsOfFile: directory.url("new"), encoding: .utf8), newText, "round \(round):\n\(diff)")
        }
    }
}
