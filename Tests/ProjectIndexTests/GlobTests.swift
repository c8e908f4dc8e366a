@testable import Platform
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

    func testAnyMatchesPathOrAncestorCoversTheFilesOfAMatchedFolder() throws {
        func covers(_ patterns: [String], _ path: String) throws -> Bool {
            Glob.anyMatches(try patterns.map(Glob.init), pathOrAncestor: path)
        }
        XCTAssertTrue(try covers(["Pods"], "Pods"))
        XCTAssertTrue(try covers(["Pods"], "Pods/Lib/A.swift"))
        XCTAssertTrue(try covers(["Sources/Core"], "Sources/Core/Deep/B.swift"))
        XCTAssertTrue(try covers(["Sources/*"], "Sources/Core/B.swift"), "`*` matches the folder `Sources/Core`")
        XCTAssertTrue(try covers(["x", "**/UI"], "App/Scenes/UI/View.swift"))
        XCTAssertTrue(try covers(["a/"], "a//b"), "the directory `a/` of an unnormalized path")
        XCTAssertFalse(try covers(["Pods"], "Podsx/A.swift"))
        XCTAssertFalse(try covers(["Pods"], "Sources/Pods/A.swift"))
        XCTAssertFalse(try covers(["Sources/Core"], "Sources/CoreKit/A.swift"))
        XCTAssertFalse(try covers(["Core/A.swift"], "Core"), "a file's pattern does not cover its folder")
        XCTAssertFalse(try covers([], "Pods/A.swift"))
        XCTAssertFalse(try covers(["Pods"], ""))
        XCTAssertTrue(try covers(["/Pods"], "/Pods/A.swift"), "a leading `/` starts no empty directory")
        XCTAssertFalse(try covers(["/"], "/Pods/A.swift"))
    }

    func testAnUnsharedCopyMatchesAsTheOriginal() throws {
        let patterns = ["**/Pods/**", "*Presenter", "Sources/*/Views/**", "{A,B}?.swift", "Package.swift", "Core*"]
        let texts = ["Pods/A.swift", "App/Pods/X/B.swift", "LoginPresenter", "Presenter/x", "Sources/App/Views/V.swift",
                     "Sources/App/Other/V.swift", "A1.swift", "C1.swift", "Package.swift", "CoreData", "", "Ä/Pods/ü.swift"]
        for pattern in patterns {
            let glob = try Glob(pattern)
            let copy = glob.unshared
            XCTAssertEqual(copy, glob)
            for text in texts {
                XCTAssertEqual(copy.matches(text), glob.matches(text), "\(pattern) on \(text)")
            }
        }
    }

    func testMalformedPatternsAreErrors() {
        XCTAssertThrowsError(try Glob("")) { XCTAssertEqual($0 as? Glob.PatternError, .empty) }
        XCTAssertThrowsError(try Glob("{a,b")) { XCTAssertEqual($0 as? Glob.PatternError, .unbalancedBrace) }
        XCTAssertThrowsError(try Glob("a}")) { XCTAssertEqual($0 as? Glob.PatternError, .unbalancedBrace) }
        let bomb = String(repeating: "{a,b,c,d}", count: 8)
        XCTAssertThrowsError(try Glob(bomb)) { XCTAssertEqual($0 as? Glob.PatternError, .tooManyAlternatives) }
        // One alternative each, but a brace group per level of expansion: 40,000 overflowed the stack.
        let braces = Glob.maxBraces + 1
        XCTAssertThrowsError(try Glob(String(repeating: "{a}", count: braces))) { XCTAssertEqual($0 as? Glob.PatternError, .tooManyBraces) }
        XCTAssertThrowsError(try Glob(String(repeating: "{", count: braces) + "a" + String(repeating: "}", count: braces))) {
            XCTAssertEqual($0 as? Glob.PatternError, .tooManyBraces)
        }
        XCTAssertEqual(try Glob(String(repeating: "{a}", count: Glob.maxBraces)).matches(String(repeating: "a", count: Glob.maxBraces)), true)
        // Matching costs the pattern's length times the text's: patterns are bounded.
        XCTAssertThrowsError(try Glob(String(repeating: "*a", count: 40_000))) { XCTAssertEqual($0 as? Glob.PatternError, .tooLong) }
        XCTAssertThrowsError(try Glob(String(repeating: "é", count: Glob.maxLength / 2) + "a")) {
            XCTAssertEqual($0 as? Glob.PatternError, .tooLong, "bytes, not characters")
        }
        let longest = String(repeating: "*a", count: Glob.maxLength / 2)
        XCTAssertEqual(try Glob(longest).matches(String(repeating: "ba", count: Glob.maxLength / 2)), true)
    }

    func testPathologicalPatternStaysFast() throws {
        let glob = try Glob(String(repeating: "*a", count: 200) + "b")
        XCTAssertFalse(glob.matches(String(repeating: "a", count: 5_000)))
    }
}
