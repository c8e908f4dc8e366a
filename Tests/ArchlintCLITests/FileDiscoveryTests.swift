import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class FileDiscoveryTests: XCTestCase {
    /// Discovery on one thread, checked against discovery reading folders on four: the same
    /// files, sizes, missing paths and notices in the same order, whatever the tree.
    private func discover(_ paths: [String], options: DiscoveryOptions = DiscoveryOptions(),
                          file: StaticString = #filePath, line: UInt = #line) -> DiscoveryResult {
        let serial = FileDiscovery.discover(paths, options: options, jobs: 1)
        let parallel = FileDiscovery.discover(paths, options: options, jobs: 4)
        XCTAssertEqual(parallel.files, serial.files, "files", file: file, line: line)
        XCTAssertEqual(parallel.sizes, serial.sizes, "sizes", file: file, line: line)
        XCTAssertEqual(parallel.missingPaths, serial.missingPaths, "missing paths", file: file, line: line)
        XCTAssertEqual(parallel.notices, serial.notices, "notices", file: file, line: line)
        return serial
    }

    private func relativePaths(_ result: DiscoveryResult, under root: String) -> [String] {
        result.files.map { String($0.string.dropFirst(root.count + 1)) }
    }

    func testWalkTakesSwiftFilesSortedByBytesAndSkipsBuildFolders() {
        let dir = TemporaryDirectory()
        dir.write("b.swift", "")
        dir.write("a.swift", "")
        // Not `B.swift`: on a disk that ignores case (macOS's default) it would replace `b.swift`.
        dir.write("C.swift", "")
        dir.write("notes.txt", "")
        dir.write("swift", "")
        dir.write("x.swiftinterface", "")
        dir.write("Sources/App/main.swift", "")
        dir.write(".hidden/Kept.swift", "")
        for skipped in [".build", ".build-cli", ".build_linux", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm",
                        "Sources/App/.build", "Nested/Pods"] {
            dir.write("\(skipped)/Skipped.swift", "")
        }
        dir.write("Folder.swift/Inner.swift", "")
        dir.write("builder/Kept.swift", "")

        let result = discover([dir.path])
        XCTAssertEqual(relativePaths(result, under: dir.path), [
            ".hidden/Kept.swift",
            "C.swift",
            "Folder.swift/Inner.swift",
            "Sources/App/main.swift",
            "a.swift",
            "b.swift",
            "builder/Kept.swift",
        ])
        XCTAssertEqual(result.notices, [])
        XCTAssertEqual(result.missingPaths, [])
    }

    func testSkippedFolderNamedExplicitlyIsWalked() {
        let dir = TemporaryDirectory()
        dir.write(".build/checkouts/Dep.swift", "")
        dir.write(".build/.git/Hidden.swift", "")
        let result = discover([dir.url(".build")])
        XCTAssertEqual(result.files.map(\.string), [dir.url(".build/checkouts/Dep.swift")])
    }

    func testSpacesAndNonASCIINames() {
        let dir = TemporaryDirectory("archlint tests ü")
        dir.write("My Project/Ünïcödé Földer/Café Model.swift", "let café = 1\n")
        dir.write("My Project/日本語.swift", "")
        let result = discover([dir.url("My Project")])
        XCTAssertEqual(result.files.map(\.string), [
            dir.url("My Project/Ünïcödé Földer/Café Model.swift"),
            dir.url("My Project/日本語.swift"),
        ])
        XCTAssertEqual(try? SourceReader.read(result.files[0]).get(), Array("let café = 1\n".utf8))
    }

    #if os(Linux)
    func testFileNameThatIsNotUTF8IsFoundAndRead() throws {
        let dir = TemporaryDirectory()
        let name: [UInt8] = Array("bad-".utf8) + [0xFF, 0xFE] + Array(".swift".utf8)
        let full = Array(dir.path.utf8) + [47] + name
        let descriptor = (full + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        try XCTSkipIf(descriptor < 0, "the file system refuses non-UTF-8 names")
        _ = write(descriptor, "let x = 1\n", 10)
        close(descriptor)
        let result = discover([dir.path])
        XCTAssertEqual(result.files.map(\.bytes), [full])
        XCTAssertEqual(try SourceReader.read(result.files[0]).get(), Array("let x = 1\n".utf8))
        // Shown with each byte that is not UTF-8 as U+EF00 + byte (PathBytes), distinct and reversible.
        XCTAssertTrue(result.files[0].string.hasSuffix("bad-\u{EFFF}\u{EFFE}.swift"))
    }
    #endif

    func testSymbolicLinkLoopsTerminateAndFilesAreTakenOnce() {
        let dir = TemporaryDirectory()
        dir.write("Sources/A.swift", "")
        dir.symlink("Sources/Loop", to: "..")          // points back at the root
        dir.symlink("Sources/Self", to: ".")           // points at itself
        dir.symlink("Sources/Alias.swift", to: "A.swift")
        dir.symlink("ping", to: "pong")                 // a cycle of dangling links
        dir.symlink("pong", to: "ping")
        let result = discover([dir.path])
        // A.swift and its alias are one file; the path without a link is kept.
        XCTAssertEqual(relativePaths(result, under: dir.path), ["Sources/A.swift"])
        XCTAssertEqual(result.notices, [])
    }

    func testFilesKeepTheirPathWithoutLinksWhenALinkSortsFirst() {
        // `Fuzz/Sources/Lexer -> ../../Sources/Lexer` sorts before `Sources/`: the files must
        // still be found as `Sources/Lexer/…`, where the configuration includes them.
        let dir = TemporaryDirectory()
        dir.write("Sources/Lexer/Lexer.swift", "")
        dir.write("Sources/Lexer/Nested/Token.swift", "")
        dir.write("Sources/Zeta.swift", "")
        dir.makeDirectory("Fuzz/Sources")
        dir.symlink("Fuzz/Sources/Lexer", to: "../../Sources/Lexer")
        dir.symlink("Fuzz/Alias.swift", to: "../Sources/Zeta.swift")
        dir.write("Fuzz/Sources/Harness.swift", "")
        let result = discover([dir.path])
        XCTAssertEqual(relativePaths(result, under: dir.path),
                       ["Fuzz/Sources/Harness.swift", "Sources/Lexer/Lexer.swift", "Sources/Lexer/Nested/Token.swift", "Sources/Zeta.swift"])
        // The same when the folders are named one by one, the one with links first.
        let named = discover([dir.url("Fuzz"), dir.url("Sources")])
        XCTAssertEqual(relativePaths(named, under: dir.path), relativePaths(result, under: dir.path))
    }

    func testFolderReachedByRealPathAndSeveralLinksIsWalkedOnce() {
        // A dangling link inside gives a notice each time its folder is walked: exactly one.
        let dir = TemporaryDirectory()
        dir.write("Real/Model.swift", "")
        dir.symlink("Real/Gone.swift", to: "Nowhere.swift")
        dir.makeDirectory("App")
        dir.symlink("App/L1", to: "../Real")
        dir.symlink("App/L2", to: "../Real")
        let fromRoot = discover([dir.path])
        XCTAssertEqual(relativePaths(fromRoot, under: dir.path), ["Real/Model.swift"])
        XCTAssertEqual(fromRoot.notices.map(\.path), [dir.url("Real/Gone.swift")])
        // Only through links: the first link walks it, the second finds it visited.
        let fromApp = discover([dir.url("App")])
        XCTAssertEqual(fromApp.files.map(\.string), [dir.url("App/L1/Model.swift")])
        XCTAssertEqual(fromApp.notices.map(\.path), [dir.url("App/L1/Gone.swift")])
        XCTAssertEqual(fromApp.sizes, [0])
    }

    func testFolderReachedTwiceInALinkedTreeIsTakenByTheWalksFirstPath() {
        // Reading ahead level by level meets `Shared` first through `B/y` (two levels down);
        // the depth-first walk meets it first through `A/P/x` (three down), and the walk decides.
        let dir = TemporaryDirectory()
        dir.write("Shared/S.swift", "")
        dir.makeDirectory("Inner/A/P")
        dir.symlink("Inner/A/P/x", to: "../../../Shared")
        dir.makeDirectory("Inner/B")
        dir.symlink("Inner/B/y", to: "../../Shared")
        dir.makeDirectory("Top")
        dir.symlink("Top/Link", to: "../Inner")
        let result = discover([dir.url("Top")])
        XCTAssertEqual(result.files.map(\.string), [dir.url("Top/Link/A/P/x/S.swift")])
    }

    /// Walks after the first read ahead only folders no walk has visited (each read all below
    /// its root again); what they find is the same: links into one shared tree, and nested
    /// paths named deepest first, each file once, under the first path that reaches it, in
    /// byte order.
    func testLaterWalksOverVisitedFoldersFindEachFileOnce() {
        let dir = TemporaryDirectory()
        dir.makeDirectory("App")
        for index in 0..<5 {
            dir.write("Shared/Sub\(index)/F\(index).swift", "")
            dir.makeDirectory(".build/X\(index)")
            dir.symlink(".build/X\(index)/s", to: "../../Shared")
            dir.symlink("App/L\(index)", to: "../.build/X\(index)")
        }
        let linked = discover([dir.url("App")])
        XCTAssertEqual(linked.files.map(\.string), (0..<5).map { dir.url("App/L0/s/Sub\($0)/F\($0).swift") })
        dir.write("d/d/d/Deep.swift", "")
        dir.write("d/d/Middle.swift", "")
        dir.write("d/Top.swift", "")
        let nested = discover([dir.url("d/d/d"), dir.url("d/d"), dir.url("d")])
        XCTAssertEqual(nested.files.map(\.string), [dir.url("d/Top.swift"), dir.url("d/d/Middle.swift"), dir.url("d/d/d/Deep.swift")])
    }

    func testDanglingSwiftLinkIsReported() {
        let dir = TemporaryDirectory()
        dir.symlink("Gone.swift", to: "Nowhere.swift")
        let result = discover([dir.path])
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.notices.map(\.path), [dir.url("Gone.swift")])
        XCTAssertTrue(result.notices[0].message.hasPrefix("skipped: "), result.notices[0].message)
    }

    func testLinkedFolderIsFollowed() {
        let dir = TemporaryDirectory()
        dir.write("Real/Model.swift", "")
        dir.makeDirectory("App")
        dir.symlink("App/Linked", to: "../Real")
        let result = discover([dir.url("App")])
        XCTAssertEqual(result.files.map(\.string), [dir.url("App/Linked/Model.swift")])
    }

    func testPathGivenTwiceIsTakenOnce() {
        let dir = TemporaryDirectory()
        dir.write("A.swift", "")
        dir.write("Sub/B.swift", "")
        let result = discover([dir.path, dir.url("A.swift"), dir.path, dir.url("Sub"), dir.url("Sub/B.swift")])
        XCTAssertEqual(relativePaths(result, under: dir.path), ["A.swift", "Sub/B.swift"])
    }

    func testMissingPathsAreCollected() {
        let dir = TemporaryDirectory()
        dir.write("A.swift", "")
        let result = discover([dir.url("Nope"), dir.url("A.swift"), "", dir.url("A.swift/x")])
        XCTAssertEqual(result.missingPaths, [dir.url("Nope"), "", dir.url("A.swift/x")])
        XCTAssertEqual(result.files.map(\.string), [dir.url("A.swift")])
    }

    func testExplicitFileMustBeSwiftUnlessAccepted() {
        let dir = TemporaryDirectory()
        let text = dir.write("README.md", "# hi")
        let result = discover([text])
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.notices, [Notice(path: text, message: "skipped: not a .swift file")])

        var options = DiscoveryOptions()
        options.acceptsAnyExplicitFile = true
        XCTAssertEqual(discover([text], options: options).files.map(\.string), [text])
    }

    func testPathsKeepTheirSpelling() {
        let dir = TemporaryDirectory()
        dir.write("Sources/A.swift", "")
        withCurrentDirectory(dir.path) {
            XCTAssertEqual(discover(["."]).files.map(\.string), ["Sources/A.swift"])
            XCTAssertEqual(discover(["Sources/"]).files.map(\.string), ["Sources/A.swift"])
            XCTAssertEqual(discover(["./Sources"]).files.map(\.string), ["./Sources/A.swift"])
            XCTAssertEqual(discover(["./"]).files.map(\.string), ["./Sources/A.swift"])
            XCTAssertEqual(discover(["Sources//A.swift"]).files.map(\.string), ["Sources//A.swift"])
        }
    }

    func testUnreadableFolderIsANotice() throws {
        try XCTSkipUnless(permissionsAreEnforced, "running as root: chmod does not restrict reads")
        let dir = TemporaryDirectory()
        dir.write("Open/A.swift", "")
        dir.write("Closed/B.swift", "")
        chmod(dir.url("Closed"), 0)
        let result = discover([dir.path])
        XCTAssertEqual(relativePaths(result, under: dir.path), ["Open/A.swift"])
        XCTAssertEqual(result.notices.count, 1)
        XCTAssertEqual(result.notices.first?.path, dir.url("Closed"))
        XCTAssertTrue(result.notices.first?.message.hasPrefix("cannot read folder: ") == true)
    }

    func testUnreadableFileIsReportedByTheReader() throws {
        try XCTSkipUnless(permissionsAreEnforced, "running as root: chmod does not restrict reads")
        let dir = TemporaryDirectory()
        let path = dir.write("Secret.swift", "let x = 1")
        chmod(path, 0)
        XCTAssertEqual(SourceReader.read(SourcePath(path)), .failure(.system(EACCES)))
    }

    func testReaderReadsWholeFilesAndRejectsFolders() {
        let dir = TemporaryDirectory()
        let bytes = (0..<200_000).map { (index: Int) in UInt8(truncatingIfNeeded: index &* 31) }
        let path = dir.write("Big.swift", bytes: bytes)
        XCTAssertEqual(try SourceReader.read(SourcePath(path)).get(), bytes)
        let empty = dir.write("Empty.swift", "")
        XCTAssertEqual(try SourceReader.read(SourcePath(empty)).get(), [])
        XCTAssertEqual(SourceReader.read(SourcePath(dir.path)), .failure(.isDirectory))
        XCTAssertEqual(SourceReader.read(SourcePath(dir.url("missing.swift"))), .failure(.system(ENOENT)))
    }
}
