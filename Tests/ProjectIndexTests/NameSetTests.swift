import Platform
import XCTest

/// `NameSet` answers as a `Set<String>` does: its check of first bytes and lengths only ever
/// turns away names the set does not hold.
final class NameSetTests: XCTestCase {
    func testItAnswersAsASetOfTheSameNames() {
        let held = ["UIView", "UIImage", "Text", "URLSession", "", "Ünïcode", String(repeating: "Long", count: 20), "A"]
        let names = NameSet(held)
        for name in held { XCTAssertTrue(names.contains(name), name) }
        // Same first byte and length as a name held, or not: all absent.
        for name in ["UIVIEW", "UIImagf", "Tex", "Texts", "URLRequest", "B", "Ünïcodf", String(repeating: "Long", count: 19) + "Lonh",
                     "String", "Int", "ü", "a"] {
            XCTAssertFalse(names.contains(name), name)
        }
        XCTAssertFalse(NameSet([String]()).contains(""))
    }

    func testRandomNamesAgreeWithASet() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("AUTSabcIVé_".unicodeScalars)
        func randomName() -> String {
            String(String.UnicodeScalarView((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        let held = (0..<40).map { _ in randomName() }
        let set = Set(held)
        let names = NameSet(held)
        for _ in 0..<5_000 {
            let name = randomName()
            XCTAssertEqual(names.contains(name), set.contains(name), name)
        }
    }
}
