@testable import RuleEngine
import XCTest

/// What counts as test code, which takes no role.
final class TestCodeTests: XCTestCase {
    func testTestFoldersAndFiles() {
        for path in ["AppTests/LoginSpy.swift", "Tests/App/A.swift", "App/Specs/B.swift", "Sources/Mocks/C.swift",
                     "App/LoginPresenterTests.swift", "App/RouterMock.swift", "LoginSpec.swift", "Tests.swift"] {
            XCTAssertTrue(TestCode.isTestPath(path), path)
        }
        for path in ["App/Login/LoginPresenter.swift", "Testing/A.swift", "App/Contest.swift", "App/Latest/B.swift",
                     "App/MockingbirdView.swift", ""] {
            XCTAssertFalse(TestCode.isTestPath(path), path)
        }
    }

    func testDoublesByName() {
        for name in ["LoginRouterSpy", "MockOrdersWorker", "StubInteractor", "PresenterFake", "DummyView", "Mock"] {
            XCTAssertTrue(TestCode.isTestDouble(name), name)
        }
        for name in ["Mockingbird", "Stubborn", "Spyglass", "LoginPresenter"] {
            XCTAssertFalse(TestCode.isTestDouble(name), name)
        }
    }
}
