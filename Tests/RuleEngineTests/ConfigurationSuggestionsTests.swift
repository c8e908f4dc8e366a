import RuleEngine
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
}
