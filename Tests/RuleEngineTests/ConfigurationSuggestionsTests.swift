@testable import Platform
import RuleEngine
import TestSupport
import XCTest

final class ConfigurationSuggestionsTests: XCTestCase {
    private let keys = ["$schema", "extends", "include", "exclude", "modules", "roles", "layers", "rules", "baseline"]

    func testCloseMisspellingsAreSuggested() {
        XCTAssertEqual(Suggestions.closest(to: "exlude", among: keys), "exclude")
        XCTAssertEqual(Suggestions.closest(to: "exlcude", among: keys), "exclude", "a swap of neighbours costs 1")
        XCTAssertEqual(Suggestions.closest(to: "rule", among: keys), "rules")
        XCTAssertEqual(Suggestions.closest(to: "EXTENDS", among: keys), "extends", "case is ignored")
        XCTAssertEqual(Suggestions.closest(to: "baslien", among: keys), "baseline")
        XCTAssertEqual(Suggestions.closest(to: "massive-typ", among: ["massive-type", "module-cycle"]), "massive-type")
    }

    func testPrefixMatches() {
        XCTAssertEqual(Suggestions.closest(to: "warn", among: ["off", "note", "warning", "error"]), "warning")
        XCTAssertEqual(Suggestions.closest(to: "interactor-ui", among: ["interactor-ui-import", "presenter-state"]), "interactor-ui-import")
        XCTAssertEqual(Suggestions.closest(to: "presenter-state-rule", among: ["presenter-state", "view-owns-state"]), "presenter-state")
        XCTAssertNil(Suggestions.closest(to: "in", among: ["include"]), "prefixes shorter than 3 are not suggestions")
    }

    func testFarWordsAreNotSuggested() {
        XCTAssertNil(Suggestions.closest(to: "xyz", among: keys))
        XCTAssertNil(Suggestions.closest(to: "ab", among: ["cd"]), "distance must be below the word's length")
        XCTAssertNil(Suggestions.closest(to: "", among: keys))
        XCTAssertNil(Suggestions.closest(to: "rules", among: []))
        XCTAssertNil(Suggestions.closest(to: "exxxxlude", among: keys), "distance 3")
    }

    func testSmallestDistanceWinsThenAlphabeticalOrder() {
        XCTAssertEqual(Suggestions.closest(to: "rolez", among: ["roles", "rules"]), "roles")
        XCTAssertEqual(Suggestions.closest(to: "cat", among: ["cut", "bat"]), "bat", "tie: alphabetical")
        XCTAssertEqual(Suggestions.closest(to: "cat", among: ["bat", "cut"]), "bat", "independent of order")
        XCTAssertEqual(Suggestions.closest(to: "warnings", among: ["warning", "warn"]), "warning", "distance beats prefix")
    }

    func testDidYouMeanPhrase() {
        XCTAssertEqual(Suggestions.didYouMean("exlude", among: keys), "; did you mean 'exclude'?")
        XCTAssertEqual(Suggestions.didYouMean("zzz", among: keys), "")
    }

    func testHugeInputStaysFast() {
        let start = Date()
        XCTAssertNil(Suggestions.closest(to: String(repeating: "x", count: 1_000_000), among: keys))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }
    /// The distance is computed only near the table's diagonal; which words qualify must be what
    /// the whole table says (a plain optimal-string-alignment distance, written out here).
    func testDistanceNearTheDiagonalAgreesWithTheWholeTable() {
        func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { table[i][0] = i }
            for j in 0...b.count { table[0][j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
                }
            }
            return table[a.count][b.count]
        }
        var generator = SeededGenerator(seed: 7)
        func word() -> [Character] { (0..<Int.random(in: 1...7, using: &generator)).map { _ in "abc".randomElement(using: &generator)! } }
        for _ in 0..<3_000 {
            let (target, other) = (word(), word())
            let byDistance = abs(target.count - other.count) <= 2 && fullDistance(target, other) <= 2 && fullDistance(target, other) < target.count
            let byPrefix = min(target.count, other.count) >= 3 && (other.starts(with: target) || target.starts(with: other))
            XCTAssertEqual(Suggestions.closest(to: String(target), among: [String(other)]) != nil, byDistance || byPrefix,
                           "\(String(target)) / \(String(other))")
        }
        // Two long names a letter apart (the whole table was 40,000 squared).
        let long = String(repeating: "ab", count: 20_000)
        XCTAssertEqual(Suggestions.closest(to: long + "x", among: [long + "y", "other"]), long + "y")
    }
}
