import ProjectIndex
import XCTest

final class GlobTests: XCTestCase {
    private func matches(_ pattern: String, _ text: String) throws -> Bool { try Glob(pattern).matches(text) }

    func testStarStaysInsideOneSegment() throws {
        XCTAssertTrue(try matches("*Interactor", "LoginInteractor"))
        XCTAssertTrue(try matches("Sources/*.swift", "Sources/App.swift"))
        XCTAssertFalse(try matches("Sources/*.swift", "Sources/App/Main.swift"))
        XCTAssertFalse(try matches("*Interactor", "LoginInteractorImpl"))
    }

    func testDoubleStarSpansSegmentsIncludingNone() throws {
        XCTAssertTrue(try matches("**/Interactors/**", "App/Scenes/Interactors/Login.swift"))
        XCTAssertTrue(try matches("**/Interactors/**", "Interactors/Login.swift"))
        XCTAssertTrue(try matches("**/*.swift", "a.swift"))
        XCTAssertTrue(try matches("**/*.swift", "a/b/c.swift"))
        XCTAssertTrue(try matches("Sources/**", "Sources/A/B/C.swift"))
        XCTAssertFalse(try matches("**/Interactors/**", "App/InteractorsX/Login.swift"))
        XCTAssertFalse(try matches("Tests/**", "Sources/Tests.swift"))
    }

    func testQuestionMarkAndBraces() throws {
        XCTAssertTrue(try matches("File?.swift", "File1.swift"))
        XCTAssertFalse(try matches("File?.swift", "File.swift"))
        XCTAssertFalse(try matches("a?b", "a/b"))
        XCTAssertTrue(try matches("*{View,ViewController}", "LoginViewController"))
        XCTAssertTrue(try matches("*{View,ViewController}", "LoginView"))
        XCTAssertFalse(try matches("*{View,ViewController}", "LoginViewModel"))
        XCTAssertTrue(try matches("{Pods,Carthage/{Build,Checkouts}}/**", "Carthage/Checkouts/X/y.swift"))
    }

    func testMalformedPatternsAreErrors() {
        XCTAssertThrowsError(try Glob("")) { XCTAssertEqual($0 as? Glob.PatternError, .empty) }
        XCTAssertThrowsError(try Glob("{a,b")) { XCTAssertEqual($0 as? Glob.PatternError, .unbalancedBrace) }
        XCTAssertThrowsError(try Glob("a}")) { XCTAssertEqual($0 as? Glob.PatternError, .unbalancedBrace) }
        let bomb = String(repeating: "{a,b,c,d}", count: 8)
        XCTAssertThrowsError(try Glob(bomb)) { XCTAssertEqual($0 as? Glob.PatternError, .tooManyAlternatives) }
    }

    func testPathologicalPatternStaysFast() throws {
        let glob = try Glob(String(repeating: "*a", count: 200) + "b")
        XCTAssertFalse(glob.matches(String(repeating: "a", count: 5_000)))
    }
}
