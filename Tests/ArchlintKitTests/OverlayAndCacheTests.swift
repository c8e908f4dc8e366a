import Foundation
import XCTest
import ArchlintKit

/// An editor's session: unsaved buffers stand for their files, and models are kept between runs
/// only while the text they were made from is unchanged.
final class OverlayAndCacheTests: XCTestCase {
    private var folder = ""
    private var presenter = ""

    override func setUpWithError() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/clean-swift").path
        folder = NSTemporaryDirectory() + "archlint-overlay-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: examples, toPath: folder)
        folder = "/" + folder.split(separator: "/").joined(separator: "/")
        presenter = folder + "/CleanStore/Scenes/ListOrders/ListOrdersPresenter.swift"
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func presenterRules(_ cache: ModelCache?, overlay: [String: [UInt8]] = [:]) throws -> [String] {
        var request = LintRequest(paths: [folder], jobs: 2)
        request.overlay = overlay
        request.modelCache = cache
        return try Archlint.lint(request).findings.filter { $0.path == presenter && $0.suppression == nil }.map(\.ruleID)
    }

    func testAnUnsavedBufferIsLintedInsteadOfTheFile() throws {
        XCTAssertEqual(try presenterRules(nil), ["presenter-state"])
        let fixed = try String(contentsOfFile: presenter, encoding: .utf8)
            .replacingOccurrences(of: "    private var lastResponse: ListOrders.FetchOrders.Response? // expected-error[presenter-state]\n", with: "")
        XCTAssertEqual(try presenterRules(nil, overlay: [presenter: Array(fixed.utf8)]), [])
        XCTAssertEqual(try presenterRules(nil), ["presenter-state"], "the file itself is untouched")
    }

    func testAnUnsavedFileThatIsNotOnDiskIsLintedWhereAWalkWouldFindIt() throws {
        let text = Array("""
            final class ListOrdersSecondPresenter: ListOrdersPresentationLogic {
                private var lastResponse: ListOrders.FetchOrders.Response?
                func presentFetchedOrders(response: ListOrders.FetchOrders.Response) { lastResponse = response }
            }

            """.utf8)
        let unsaved = folder + "/CleanStore/Scenes/ListOrders/ListOrdersSecondPresenter.swift"
        let skipped = folder + "/.build/checkouts/ListOrdersThirdPresenter.swift"
        let outside = NSTemporaryDirectory() + "ListOrdersFourthPresenter.swift"
        var request = LintRequest(paths: [folder], jobs: 2)
        request.overlay = [unsaved: text, skipped: text, outside: text]
        let run = try Archlint.lint(request)
        XCTAssertEqual(run.findings.filter { $0.path == unsaved }.map(\.ruleID), ["presenter-state"])
        XCTAssertEqual(run.findings.filter { $0.path != unsaved && $0.path.contains("Presenter.swift") && !$0.path.hasSuffix("/ListOrdersPresenter.swift")
            && !$0.path.hasSuffix("/ShowOrderPresenter.swift") }.map(\.path), [], "a skipped folder, a path outside the linted ones")
        XCTAssertFalse(FileManager.default.fileExists(atPath: unsaved), "nothing is written")
        // Named on its own, as an editor names a file outside its workspace folders.
        var named = LintRequest(paths: [unsaved], jobs: 1)
        named.overlay = [unsaved: text]
        XCTAssertEqual(try Archlint.lint(named).findings.map(\.path), [unsaved])
    }

    func testCachedModelsFollowTheBufferAndTheDisk() throws {
        let cache = ModelCache()
        let original = try String(contentsOfFile: presenter, encoding: .utf8)
        let fixed = original.replacingOccurrences(of: "    private var lastResponse: ListOrders.FetchOrders.Response? // expected-error[presenter-state]\n",
                                                  with: "")
        XCTAssertNotEqual(fixed, original)
        XCTAssertEqual(try presenterRules(cache), ["presenter-state"])
        XCTAssertEqual(try presenterRules(cache, overlay: [presenter: Array(fixed.utf8)]), [])
        XCTAssertEqual(try presenterRules(cache), ["presenter-state"], "the buffer closed: the file again")
        try fixed.write(toFile: presenter, atomically: true, encoding: .utf8)
        XCTAssertEqual(try presenterRules(cache), [], "the file changed on disk")
        // Same size, new content, within the same second: the modification time still differs in nanoseconds
        // or the inode does (an atomic write replaces the file).
        try original.write(toFile: presenter, atomically: true, encoding: .utf8)
        XCTAssertEqual(try presenterRules(cache), ["presenter-state"])
    }
}
