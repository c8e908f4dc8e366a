import RuleEngine
import XCTest

final class SeverityTests: XCTestCase {
    func testOrdering() {
        XCTAssertLessThan(Severity.warning, Severity.error)
        XCTAssertLessThan(Severity.off, Severity.note)
    }
}
