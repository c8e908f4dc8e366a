@testable import ProjectIndex
import XCTest

final class GlobSetTests: XCTestCase {
    /// The segments a glob may be filed under must be whole in every path it matches; globs
    /// that can match without one have none (they are tried on every path).
    func testLiteralSegments() throws {
        func segments(_ pattern: String) throws -> [[String]]? { try Glob(pattern).literalSegments }
        XCTAssertEqual(try segments("**/Pods/**"), [["Pods"]])
        XCTAssertEqual(try segments("Pods"), [["Pods"]])
        XCTAssertEqual(try segments("Sources/*/Legacy"), [["Sources", "Legacy"]])
        XCTAssertEqual(try segments("x/**/Generated"), [["x", "Generated"]])
        XCTAssertEqual(try segments("{App,Kit}/Sources"), [["App", "Sources"], ["Kit", "Sources"]])
        XCTAssertNil(try segments("{App,*}/*"), "one alternative needs no segment")
        XCTAssertNil(try segments("Pods**"), "`**` after a name can end inside a segment: it matches Podsx")
        XCTAssertNil(try segments("a**/b"))
        XCTAssertNil(try segments("*.swift"))
        XCTAssertNil(try segments("Po?s/*"))
        XCTAssertNil(try segments("**"))
    }

    /// The first match of the set is the first glob that matches on its own, for every pattern
    /// and path of a grid built to mix names, wildcards and repeated folders.
    func testFirstMatchAgreesWithTryingEachGlobInOrder() throws {
        let patterns = [
            "Pods**", "**/Pods/**", "a**/b", "{A,B}/x", "{A,*}/x", "?ods", "x/**/y/**", "a/b/c.swift", "Sources/*/Legacy",
            "Pods", "*.swift", "**/Po?s", "Sources/Core", "b/**", "x", "**/c.swift", "Legacy/**/b",
        ]
        let globs = try patterns.map(Glob.init)
        let set = GlobSet(globs)
        let names = ["Pods", "Podsx", "a", "b", "x", "y", "Sources", "Core", "Legacy", "A", "B", "c.swift"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var matched = 0
        for _ in 0..<5_000 {
            let path = (0...next(5)).map { _ in names[next(names.count)] }.joined(separator: "/")
            let expected = globs.firstIndex { Glob.anyMatches([$0], pathOrAncestor: path) }
            XCTAssertEqual(set.firstMatch(pathOrAncestor: path), expected, path)
            if expected != nil { matched += 1 }
        }
        XCTAssertGreaterThan(matched, 1_000, "the grid exercises matches, not only misses")
        XCTAssertNil(GlobSet([]).firstMatch(pathOrAncestor: "a/b"))
    }
}
