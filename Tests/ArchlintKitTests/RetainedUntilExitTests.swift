import ArchlintKit
import Foundation
import XCTest

/// The runs a process keeps: the last two whole, the one before them released on another thread.
final class RetainedUntilExitTests: XCTestCase {
    private final class Run {
        let released: () -> Void
        init(released: @escaping () -> Void) { self.released = released }
        deinit { released() }
    }

    func testTheRunBeforeTheLastTwoIsReleasedOffTheCallersThread() {
        let lock = NSLock()
        var releasedOn: [Int: Bool] = [:]
        func run(_ number: Int) -> Run {
            Run { lock.lock(); releasedOn[number] = Thread.isMainThread; lock.unlock() }
        }
        func released() -> [Int: Bool] { lock.lock(); defer { lock.unlock() }; return releasedOn }
        // Whatever the tests before kept goes first.
        RetainedUntilExit.keep(run(0))
        RetainedUntilExit.keep(run(1))
        RetainedUntilExit.keep(run(2))
        RetainedUntilExit.keep(run(3))
        let deadline = Date().addingTimeInterval(10)
        while released()[1] == nil && Date() < deadline { usleep(1_000) }
        XCTAssertEqual(released()[0], false, "released, not on the caller's thread")
        XCTAssertEqual(released()[1], false, "released, not on the caller's thread")
        XCTAssertNil(released()[2], "the run before the last is kept")
        XCTAssertNil(released()[3], "the last run is kept")
    }
}
