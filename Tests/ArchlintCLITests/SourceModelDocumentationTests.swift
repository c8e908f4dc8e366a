import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit

/// `docs/source-model.md` is the contract of `archlint dump --format json` and
/// `archlint tokens --format json`: every key they print, and every token kind, is named there
/// (as `` `key` ``). A new model fact or token field fails here until it is documented.
final class SourceModelDocumentationTests: XCTestCase {
    /// Code that gives every kind of entry the dump has (a subscript, a typealias, an enum case,
    /// top-level declarations, an import with attributes) and every token kind.
    static let everything = #"""
        @testable import struct Kit.Thing
        typealias Handler = (Int) -> Void
        let global = 1
        func topLevel<T>(_ value: T) async throws -> T { value }
        @MainActor public final class Box<Element>: NSObject, Sendable {
            @Published private(set) var items: [Element] = []
            weak var delegate: AnyObject?
            lazy var text = "count: \(items.count)"
            static func make(label name: String...) -> Box? { nil }
            init?(value: Int) throws {}
            subscript(index: Int) -> Element { items[index] }
            enum Kind: String { case a, b }
            #if DEBUG
            let pattern = #/(?<x>\d+)/#
            #endif
        }
        let sum = global + 1
        let stray = 1 ` 2
        """#

    static let broken = "struct Open {\n    func f( {\n"

    private var documentation: String!

    override func setUpWithError() throws {
        let path = repositoryRoot + "/docs/source-model.md"
        guard let data = FileManager.default.contents(atPath: path) else {
            XCTFail("docs/source-model.md is missing")
            throw XCTSkip("no docs/source-model.md")
        }
        documentation = String(decoding: data, as: UTF8.self)
    }

    func testEveryDumpKeyIsDocumented() throws {
        let directory = TemporaryDirectory()
        directory.write("Sample/Everything.swift", Self.everything)
        directory.write("Sample/Broken.swift", Self.broken)
        var keys = Set<String>()
        for tree in [repositoryRoot + "/Examples", repositoryRoot + "/Tests/Fixtures", directory.url("Sample")] {
            let result = archlint("dump", "--format", "json", "--compact", tree)
            XCTAssertEqual(result.code, 0, result.stderr)
            collectKeys(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)), into: &keys)
        }
        // The sample reaches the entries the examples may not have.
        for key in ["subscripts", "typealiases", "target", "diagnostics", "message", "failable", "cases", "params"] {
            XCTAssertTrue(keys.contains(key), "the dump of the sample has no \(key)")
        }
        for key in keys.sorted() {
            XCTAssertTrue(documentation.contains("`\(key)`"), "dump --format json prints \"\(key)\"; describe it in docs/source-model.md")
        }
    }

    func testEveryTokenKeyAndKindIsDocumented() throws {
        let directory = TemporaryDirectory()
        let file = directory.write("Everything.swift", Self.everything)
        let result = archlint("tokens", "--format", "json", file)
        XCTAssertEqual(result.code, 0, result.stderr)
        var keys = Set<String>()
        var kinds = Set<String>()
        for line in result.stdoutLines {
            let token = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
            keys.formUnion(token.keys)
            kinds.insert(try XCTUnwrap(token["kind"] as? String))
        }
        XCTAssertEqual(kinds, ["identifier", "keyword", "number", "string", "regex", "operator", "punctuation", "attribute",
                               "pound", "unknown"], "the sample should give every kind of token")
        XCTAssertTrue(keys.contains("inString"))
        for key in keys.union(kinds).sorted() {
            XCTAssertTrue(documentation.contains("`\(key)`"), "tokens --format json prints \"\(key)\"; describe it in docs/source-model.md")
        }
    }

    /// The help text points at the documentation, which is in the repository.
    func testHelpPointsAtTheDocumentation() {
        for command in ["dump", "tokens"] {
            XCTAssertTrue(archlint("help", command).stdout.contains("docs/source-model.md"), command)
        }
    }

    private func collectKeys(_ value: Any, into keys: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                keys.insert(key)
                collectKeys(member, into: &keys)
            }
        } else if let array = value as? [Any] {
            for element in array { collectKeys(element, into: &keys) }
        }
    }
}
