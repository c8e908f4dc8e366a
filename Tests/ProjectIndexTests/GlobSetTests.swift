@testable import ProjectIndex
@testable import Platform
import XCTest

final class GlobSetTests: XCTestCase {
    /// What a glob may be filed under must be in every path it matches: a whole segment, or the
    /// start of one; globs that can match without either have none (tried on every path).
    func testSegmentKeys() throws {
        func keys(_ pattern: String) throws -> [[String]]? {
            try Glob(pattern).segmentKeys?.map { $0.map { $0.isPrefix ? $0.text + "…" : $0.text } }
        }
        XCTAssertEqual(try keys("**/Pods/**"), [["Pods"]])
        XCTAssertEqual(try keys("Pods"), [["Pods"]])
        XCTAssertEqual(try keys("Sources/*/Legacy"), [["Sources", "Legacy"]])
        XCTAssertEqual(try keys("x/**/Generated"), [["x", "Generated"]])
        XCTAssertEqual(try keys("{App,Kit}/Sources"), [["App", "Sources"], ["Kit", "Sources"]])
        XCTAssertEqual(try keys("**/M12_*/**"), [["M12_…"]])
        XCTAssertEqual(try keys("Pods**"), [["Pods…"]], "`**` after a name can end inside a segment: it matches Podsx")
        XCTAssertEqual(try keys("Po?s/*"), [["Po…"]])
        XCTAssertEqual(try keys("a**/b"), [["a…"]], "`**` inside a segment may match nothing: it matches ab")
        XCTAssertNil(try keys("{App,*}/*"), "one alternative needs nothing")
        XCTAssertNil(try keys("*.swift"))
        XCTAssertNil(try keys("**"))
    }

    /// The first match of the set is the first glob that matches on its own, for every pattern
    /// and path of a grid built to mix names, wildcards and repeated folders.
    func testFirstMatchAgreesWithTryingEachGlobInOrder() throws {
        let patterns = [
            "Pods**", "**/Pods/**", "a**/b", "{A,B}/x", "{A,*}/x", "?ods", "x/**/y/**", "a/b/c.swift", "Sources/*/Legacy",
            "Pods", "*.swift", "**/Po?s", "Sources/Core", "b/**", "x", "**/c.swift", "Legacy/**/b", "**/Le*/**", "Co?e/**",
            "**/Pods_*", "Sources/C*",
        ]
        let globs = try patterns.map(Glob.init)
        let set = GlobSet(globs)
        let names = ["Pods", "Podsx", "Pods_1", "a", "b", "x", "y", "Sources", "Core", "Legacy", "Leg", "A", "B", "c.swift"]
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

    /// Grouped globs answer with groups: the first group with a matching glob, or every such
    /// group once, in order, whether the set is tried glob by glob or looked up.
    func testGroupsAnswerWithTheGroup() throws {
        let paths = GlobSet(groups: [[try Glob("Pods")], [], [try Glob("Sources/A"), try Glob("**/B/**")], [try Glob("**/B")]])
        XCTAssertEqual(paths.firstMatch(pathOrAncestor: "Sources/B/x.swift"), 2)
        XCTAssertEqual(paths.firstMatch(pathOrAncestor: "Pods/B/x.swift"), 0)
        XCTAssertNil(paths.firstMatch(pathOrAncestor: "Other/x.swift"))
        for filler in [0, NameGlobSet.smallSet] {
            var groups = [[try Glob("*Worker"), try Glob("Cart*")], [try Glob("CartWorker")], [try Glob("*View")], [try Glob("{Cart,Pay}*")]]
            groups += try (0..<filler).map { [try Glob("Unused\($0)*")] }
            let names = NameGlobSet(groups: groups)
            XCTAssertEqual(names.matches("CartWorker"), [0, 1, 3], "\(filler) more")
            XCTAssertEqual(names.matches("PayView"), [2, 3], "\(filler) more")
            XCTAssertEqual(names.firstMatch("PayView"), 2, "\(filler) more")
            XCTAssertEqual(names.matches("Other"), [], "\(filler) more")
        }
    }

    /// Past the small set, the literal globs are looked up and the `*Suffix` and `Prefix*` ones
    /// found walking the name's ends: the groups found are those trying every glob finds,
    /// suffixes and prefixes sharing their ends (`*View`, `*ImageView`, `*w`) among them.
    func testTheLookedUpGlobsAgreeWithTryingEveryOne() throws {
        let words = ["View", "ImageView", "w", "Controller", "Cart", "Ca", "C", "Pay", "é", "Worker"]
        var patterns: [String] = []
        for word in words { patterns += ["*" + word, word + "*", word, "*" + word + "*"] }
        patterns += ["{Cart,Pay}*", "*Vi?w", "Cart*View"]
        let globs = try patterns.map(Glob.init)
        XCTAssertGreaterThan(globs.count, NameGlobSet.smallSet)
        let names = NameGlobSet(globs)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let name = (0..<Int.random(in: 0...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined()
            let expected = globs.indices.filter { globs[$0].matches(name) }
            XCTAssertEqual(names.matches(name), expected, name)
            XCTAssertEqual(names.firstMatch(name), expected.first, name)
        }
    }
}
