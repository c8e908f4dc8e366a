@testable import ProjectIndex
@testable import Platform
import XCTest

/// The bit-parallel matcher answers as the dynamic program it replaced, on whole texts and on
/// paths with the folders above them, for texts of one word of bits and of several.
final class GlobAgreementTests: XCTestCase {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private let patternParts = ["a", "b", "/", "*", "**", "?", "{a,b/}", "{*,?}", "**/", "ab", "{,a}", "{b*,**/a}", "\u{E9}", "."]
    private let textParts = ["a", "b", "/", "ab", "ba", "aa/", "\u{E9}", "."]

    func testAgreesWithTheDynamicProgram() throws {
        var random = Generator(state: 20_261_125)
        var checked = 0
        for round in 0..<4_000 {
            let pattern = (0..<(1 + random.next(7))).map { _ in patternParts[random.next(patternParts.count)] }.joined()
            guard let glob = try? Glob(pattern), let reference = try? ReferenceGlob(pattern) else { continue }
            for _ in 0..<12 {
                // Mostly short texts; some past 64 and 128 bytes, several words of bits.
                let parts = round % 5 == 0 ? 30 + random.next(60) : random.next(10)
                let text = (0..<parts).map { _ in textParts[random.next(textParts.count)] }.joined()
                XCTAssertEqual(glob.matches(text), reference.matches(text), "'\(pattern)' on '\(text)'")
                XCTAssertEqual(Glob.anyMatches([glob], pathOrAncestor: text), ReferenceGlob.anyMatches([reference], pathOrAncestor: text),
                               "'\(pattern)' on '\(text)' or a folder above it")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30_000)
    }

    func testWordBoundaries() throws {
        for length in [62, 63, 64, 65, 127, 128, 129, 200] {
            let text = String(repeating: "a", count: length - 2) + "/b"
            for pattern in ["**", "*/b", "a*", "**/b", "*", "a**b", "**/*", "?*/?", String(repeating: "a", count: length - 2)] {
                let glob = try Glob(pattern), reference = try ReferenceGlob(pattern)
                XCTAssertEqual(glob.matches(text), reference.matches(text), "'\(pattern)' on \(length) bytes")
                XCTAssertEqual(Glob.anyMatches([glob], pathOrAncestor: text), ReferenceGlob.anyMatches([reference], pathOrAncestor: text),
                               "'\(pattern)' on \(length) bytes or a folder above")
            }
        }
    }

    func testAPatternsWorkIsBounded() {
        // 512 alternatives of wildcards, each with a long run of `*?`: 48,000 elements.
        let crafted = "**/" + String(repeating: "{*,?}", count: 9) + String(repeating: "*?", count: 40) + "*/**/*1?x*"
        XCTAssertThrowsError(try Glob(crafted)) { error in
            XCTAssertEqual(error as? Glob.PatternError, .tooComplex)
            XCTAssertEqual((error as? Glob.PatternError)?.reason, "its alternatives add up to more than 4096 pattern elements")
        }
        XCTAssertNoThrow(try Glob("Sources/{" + (1...60).map { "Feature\($0)" }.joined(separator: ",") + "}/**/*.swift"))
    }

    func testTheCraftedGlobsUnderTheBoundStayFast() throws {
        // As many wildcard alternatives as a glob's bound allows, as many globs as a configuration's
        // bound allows (8 x 4,000 elements), against deep paths.
        let globs = try (0..<8).map { index in
            try Glob("**/" + String(repeating: "{*,?}", count: 5) + String(repeating: "*?", count: 40) + "*/**/*\(index)?x*")
        }
        XCTAssertTrue(globs.allSatisfy { $0.work <= Glob.maxWork && $0.isTriedOnEveryPath })
        XCTAssertLessThanOrEqual(globs.reduce(0) { $0 + $1.work }, Glob.maxWorkPerPath)
        let set = GlobSet(globs)
        let start = ContinuousClock.now
        var matched = 0
        for file in 0..<1_000 {
            let path = "Sources/Feature\(file % 50)/Group\(file % 7)/Sub\(file % 3)/Deep/Deeper/File\(file).swift"
            if set.firstMatch(pathOrAncestor: path) != nil { matched += 1 }
        }
        let elapsed = ContinuousClock.now - start
        XCTAssertEqual(matched, 0)
        // The dynamic program, once per folder above each file, took minutes here in a debug build.
        XCTAssertLessThan(elapsed, .seconds(10))
    }
}
