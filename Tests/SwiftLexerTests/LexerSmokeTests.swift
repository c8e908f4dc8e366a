import XCTest
@testable import SwiftLexer

final class LexerSmokeTests: XCTestCase {
    func testEmptyFile() {
        XCTAssertEqual(Lexer.tokenize([]).tokens.count, 0)
    }
}
