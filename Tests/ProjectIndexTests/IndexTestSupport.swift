import Foundation
import ProjectIndex
import SourceModel
import SwiftLexer

/// Builds an index from (path, module, source) triples.
func index(_ files: [(path: String, module: String, source: String)]) -> ProjectIndex {
    let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
    return ProjectIndex(files: models, modules: files.map(\.module))
}

extension ProjectIndex {
    func id(_ qualifiedName: String) -> SymbolID? {
        symbols.first { $0.qualifiedName == qualifiedName && $0.declaration != nil }?.id
            ?? symbols.first { $0.qualifiedName == qualifiedName }?.id
    }
}

/// A temporary directory tree, removed when the test ends.
final class TemporaryTree {
    let root: String

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "archlint-index-" + UUID().uuidString
        for (path, contents) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }
}
