@testable import Platform
import XCTest

final class ChildProcessTests: XCTestCase {
    func testLargeInputAndOutputDoNotDeadlock() throws {
        // 4 MB through `cat`: far more than a pipe holds either way.
        let input = (0..<4_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let output = try ChildProcess.run("cat", arguments: []).get()
        XCTAssertEqual(output.standardOutput, [])
        let echoed = try ChildProcess.run("cat", arguments: [], input: input).get()
        XCTAssertEqual(echoed.status, 0)
        XCTAssertEqual(echoed.standardOutput.count, input.count)
        XCTAssertTrue(echoed.standardOutput == input)
    }

    func testStatusStandardErrorAndArgumentsAsGiven() throws {
        let output = try ChildProcess.run("sh", arguments: ["-c", "printf '%s|' \"$@\"; echo oops >&2; exit 3", "sh", "a b", "$HOME", "*"]).get()
        XCTAssertEqual(output.status, 3)
        XCTAssertEqual(String(decoding: output.standardOutput, as: UTF8.self), "a b|$HOME|*|")
        XCTAssertEqual(output.errorText, "oops")
    }

    func testAChildThatStopsReadingDoesNotEndThisProcess() throws {
        let input = [UInt8](repeating: 0x61, count: 1_000_000)
        let output = try ChildProcess.run("head", arguments: ["-c", "1"], input: input).get()
        XCTAssertEqual(output.standardOutput, [0x61])
    }

    func testAMissingProgramIsNotFound() {
        XCTAssertEqual(ChildProcess.run("archlint-no-such-program", arguments: []).map(\.status), .failure(.notFound("archlint-no-such-program")))
    }
}
