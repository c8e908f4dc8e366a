import RuleEngine
import XCTest

final class SeverityTests: XCTestCase {
    func testOrdering() {
        XCTAssertLessThan(Severity.warning, Severity.error)
        XCTAssertLessThan(Severity.note, Severity.warning)
    }

    /// `off` is a setting, not a severity: it maps to no severity, the others to their own.
    func testSettingsMapToSeverities() {
        XCTAssertNil(SeveritySetting.off.severity)
        for severity in Severity.allCases {
            XCTAssertEqual(SeveritySetting(severity).severity, severity)
            XCTAssertEqual(SeveritySetting(rawValue: severity.rawValue)?.severity, severity)
        }
        XCTAssertEqual(SeveritySetting.allCases.map(\.rawValue), ["off", "note", "warning", "error"])
    }
}
