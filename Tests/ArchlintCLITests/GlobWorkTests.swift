import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// A configuration cannot make glob matching arbitrarily slow: a glob's work and the work of the
/// path globs tried on every path are bounded, and within the bounds matching stays fast.
final class GlobWorkTests: XCTestCase {
    private func project(globs: Int, braceGroups: Int, files: Int = 200) -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        let layers = (0..<globs).map { index in
            #"{"name": "L\#(index)", "roles": [], "paths": ["**/\#(String(repeating: "{*,?}", count: braceGroups))\#(String(repeating: "*?", count: 40))*/**/*\#(index)?x*"]}"#
        }
        directory.write(".archlint.json", #"{"extends": ["layered"], "layers": [\#(layers.joined(separator: ","))]}"#)
        for file in 0..<files {
            directory.write("Sources/Feature\(file % 50)/Group\(file % 7)/Deep/File\(file).swift", "struct File\(file) {}\n")
        }
        return directory
    }

    func testAGlobOfTooManyAlternativesIsAConfigurationError() {
        let directory = project(globs: 1, braceGroups: 9, files: 1)
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("its alternatives add up to more than 4096 pattern elements"), result.stderr)
    }

    func testTooMuchGlobWorkPerPathIsAConfigurationError() {
        let directory = project(globs: 20, braceGroups: 5, files: 1)
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("the path globs that name no folder add up to "), result.stderr)
        XCTAssertTrue(result.stderr.contains("the limit is 32768"), result.stderr)
    }

    func testCraftedGlobsWithinTheBoundsStayFast() {
        let directory = project(globs: 8, braceGroups: 5, files: 300)
        let start = ContinuousClock.now
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(checkedCounts(result), "300 files, 300 lines")
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(15))
    }
}
