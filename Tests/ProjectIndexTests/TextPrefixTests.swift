import Platform
import XCTest

/// `TextPrefix` is a key for the first bytes of a text: equal and hashed alike exactly when those
/// bytes are, whatever text they were cut from.
final class TextPrefixTests: XCTestCase {
    func testPrefixesOfDifferentTextsAreEqualWhenTheirBytesAre() {
        XCTAssertEqual(TextPrefix("LoginPresenter", bytes: 5), TextPrefix("LoginRouter", bytes: 5))
        XCTAssertEqual(TextPrefix("LoginPresenter", bytes: 5), TextPrefix("Login"))
        XCTAssertNotEqual(TextPrefix("LoginPresenter", bytes: 5), TextPrefix("LogicPresenter", bytes: 5))
        XCTAssertNotEqual(TextPrefix("LoginPresenter", bytes: 5), TextPrefix("LoginPresenter", bytes: 6))
        XCTAssertEqual(TextPrefix("App/Login/View.swift", bytes: 9).description, "App/Login")
        XCTAssertEqual(TextPrefix("Café/É.swift", bytes: 5).description, "Café")
        // Out of range counts are clamped to the text.
        XCTAssertEqual(TextPrefix("Root", bytes: 99), TextPrefix("Root"))
        XCTAssertEqual(TextPrefix("Root", bytes: -1), TextPrefix(""))
    }

    func testADictionaryKeyedByPrefixesAnswersAsOneKeyedByTheirText() {
        var generator = SystemRandomNumberGenerator()
        let words = ["Login", "Log", "Order", "Orders", "View", "Presenter", "Café", "É", ""]
        var byPrefix: [TextPrefix: Int] = [:]
        var byText: [String: Int] = [:]
        for round in 0..<2_000 {
            let text = (0..<Int.random(in: 1...4, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined()
            let count = Int.random(in: 0...text.utf8.count, using: &generator)
            // Only cuts at a scalar's start, as names and paths are cut.
            guard count == text.utf8.count || (Array(text.utf8)[count] & 0xC0) != 0x80 else { continue }
            let key = TextPrefix(text, bytes: count)
            XCTAssertEqual(byPrefix[key], byText[key.description], key.description)
            byPrefix[key] = round
            byText[key.description] = round
        }
        XCTAssertEqual(byPrefix.count, byText.count)
    }
}
