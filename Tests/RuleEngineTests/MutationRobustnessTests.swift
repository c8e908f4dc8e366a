import Foundation
import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer
import TestSupport
import XCTest

/// 5,000 seeded mutations of the fixture and example files (byte flips, truncations, splices
/// of two files, duplicated and deleted slices) through the whole pipeline: no crash, and the
/// invariants hold. Deterministic: a failure names the seed and mutation to reproduce it.
final class MutationRobustnessTests: XCTestCase {
    private static let mutations = 5_000

    private func seedFiles() throws -> [[UInt8]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [[UInt8]] = []
        for folder in ["Tests/Fixtures", "Examples"] {
            let base = root.appendingPathComponent(folder).path
            guard let enumerator = FileManager.default.enumerator(atPath: base) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                if let data = FileManager.default.contents(atPath: base + "/" + path) { files.append([UInt8](data)) }
            }
        }
        return files.sorted { $0.lexicographicallyPrecedes($1) }
    }

    func testSeededMutationsKeepEveryInvariant() throws {
        let seeds = try seedFiles()
        XCTAssertGreaterThan(seeds.count, 50, "the fixture and example trees are the seed corpus")
        let loader = RuleCatalog.loader()
        let configurations = try BuiltinPacks.all.keys.sorted().map { try loader.loadPack(named: $0) }
        var random = SeededGenerator(seed: 0xA5C1_17E5)
        let alphabet = Array("{}()[]<>\"'`#@/\\*:;,.=!?&|^~+-_ \n\t\r0123456789abcXYZ".utf8) + [0, 0x80, 0xC3, 0xE2, 0xFF]
        for iteration in 0..<Self.mutations {
            var bytes = seeds[Int(random.next() % UInt64(seeds.count))]
            let kind = random.next() % 5
            switch kind {
            case 0:
                for _ in 0..<(1 + random.next() % 8) where !bytes.isEmpty {
                    bytes[Int(random.next() % UInt64(bytes.count))] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                }
            case 1:
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
            case 2:
                let other = seeds[Int(random.next() % UInt64(seeds.count))]
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
                    + other.suffix(Int(random.next() % UInt64(other.count + 1)))
            case 3 where !bytes.isEmpty:
                let start = Int(random.next() % UInt64(bytes.count))
                let end = min(bytes.count, start + Int(random.next() % 200))
                bytes.insert(contentsOf: bytes[start..<end], at: Int(random.next() % UInt64(bytes.count + 1)))
            default:
                if !bytes.isEmpty {
                    let start = Int(random.next() % UInt64(bytes.count))
                    bytes.removeSubrange(start..<min(bytes.count, start + Int(random.next() % 200)))
                }
            }
            try check(bytes, configuration: configurations[iteration % configurations.count], label: "mutation \(iteration) (kind \(kind))")
        }
    }

    private func check(_ bytes: [UInt8], configuration: Configuration, label: String) throws {
        let file = Lexer.tokenize(bytes)
        var previous: Int32 = -1
        for token in file.tokens {
            guard token.offset >= 0, token.end <= Int32(bytes.count), token.length >= 0 else {
                return XCTFail("\(label): token outside the file")
            }
            guard token.offset > previous || token.length == 0 else { return XCTFail("\(label): tokens not in source order") }
            previous = token.offset
            let (line, column) = file.lines.position(of: token.offset)
            guard line == token.line, column == token.column else { return XCTFail("\(label): wrong position") }
        }
        let model = ModelExtractor.extract(file, path: "Mutated.swift")
        for type in model.types where type.position.line < 1 || Int(type.position.line) > file.lines.lineCount {
            return XCTFail("\(label): type \(type.name) outside the file")
        }
        let project = ProjectIndex(files: [model], modules: ["App"])
        let findings = try Linter.lint(project: project, configuration: configuration, relativePaths: ["Mutated.swift"]).findings
        for finding in findings where finding.line < 1 || finding.line > file.lines.lineCount || finding.column < 1 {
            return XCTFail("\(label): finding \(finding.ruleID) at \(finding.line):\(finding.column) outside the file")
        }
    }
}
