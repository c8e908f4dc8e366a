import SourceModel
import XCTest

final class ByteOrderTests: XCTestCase {
    func testOrdersByUTF8BytesNotByUnicodeEquivalence() {
        let decomposed = "e\u{301}"  // 65 CC 81
        let precomposed = "\u{E9}"  // C3 A9
        // Canonically equivalent, so `String` calls them equal; their bytes differ.
        XCTAssertEqual(decomposed, precomposed)
        XCTAssertLessThan(ByteOrder.compare(decomposed, precomposed), 0)
        XCTAssertGreaterThan(ByteOrder.compare(precomposed, decomposed), 0)
        XCTAssertTrue(ByteOrder.precedes(decomposed, precomposed))
    }

    func testAgreesWithSortingTheBytes() {
        let texts = ["Sources/B.swift", "Sources/A.swift", "Sources/A", "", "Sources/Ä.swift", "Sources/a.swift", "Z", "Sources/A.swift"]
        let byBytes = texts.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        XCTAssertEqual(texts.sorted(by: ByteOrder.precedes), byBytes)
        for a in texts {
            for b in texts {
                let expected = a.utf8.elementsEqual(b.utf8) ? 0 : (a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1)
                XCTAssertEqual(ByteOrder.compare(a, b).signum(), expected, "\(a) vs \(b)")
            }
        }
    }
}
