import Foundation
import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer
import XCTest

/// A project written to a temporary directory (with an empty `Package.swift`, so `Sources/<X>/`
/// folders are modules), linted with a configuration, and removed afterwards.
struct LintHarness {
    /// Lints `files` (relative path → source) with `configuration` (JSON text of `.archlint.json`).
    static func lint(_ files: [(path: String, source: String)], configuration: String) throws -> [Finding] {
        let root = NSTemporaryDirectory() + "archlint-rules-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try configuration.write(toFile: root + "/.archlint.json", atomically: true, encoding: .utf8)
        for file in files {
            let full = root + "/" + file.path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.source.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let config = try RuleCatalog.loader().load(file: root + "/.archlint.json")
        let resolver = ModuleResolver(root: config.root)
        // Modelled as `lint` does: with only what the enabled rules declare they read, so a rule
        // that reads more without saying so fails its examples.
        let detail = Linter.modelDetail(config)
        // Other files (a build description) are written, not modelled.
        let sources = files.filter { $0.path.hasSuffix(".swift") }
        let models = sources.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path, detail: detail) }
        var project = ProjectIndex(files: models, modules: sources.map { resolver.module(ofFile: root + "/" + $0.path) })
        resolver.recordDeclaredDependencies(in: &project)
        return try Linter.lint(project: project, configuration: config, relativePaths: sources.map(\.path),
                                  source: { Array(sources[$0].source.utf8) }).findings
    }

    /// Removes every `↓` and returns where each stood: 1-based line and UTF-8 column.
    static func stripMarkers(_ source: String) -> (source: String, markers: [(line: Int, column: Int)]) {
        var markers: [(line: Int, column: Int)] = []
        var output: [UInt8] = []
        var line = 1
        var column = 1
        let marker = Array(RuleExample.marker.utf8)
        let bytes = Array(source.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: marker) {
                markers.append((line, column))
                index += marker.count
                continue
            }
            output.append(bytes[index])
            if bytes[index] == 10 { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return (String(decoding: output, as: UTF8.self), markers)
    }

    /// The configuration an example runs under: its pack, and the rule enabled with the example's options.
    static func configuration(for example: RuleExample, ruleID: String, severity: Severity) -> String {
        var options = example.options ?? "{}"
        if !options.contains("\"severity\"") {
            options = "{\"severity\": \"\(severity.rawValue)\"" + (options == "{}" ? "}" : ", " + options.dropFirst())
        }
        return "{\"extends\": [\"\(example.pack)\"], \"rules\": {\"\(ruleID)\": \(options)}}"
    }
}
