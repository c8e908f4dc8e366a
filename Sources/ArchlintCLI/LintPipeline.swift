import Foundation
import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer

/// Everything `lint` does after discovery: read, tokenize and model every file in parallel
/// (token arrays are dropped as soon as a file's model is built), group the files by the
/// configuration that governs them (the nearest `.archlint.json` above each, or `--config`),
/// then index each group as one project and run its rules.
struct LintPipeline {
    struct Outcome {
        var findings: [Finding]
        var models: [FileModel]
        var projects: [Project]
        var lines: Int
        var bytes: Int
        var tokens: Int
        /// Files some configuration governs and includes: the ones checked.
        var checkedFiles: Int { projects.reduce(0) { $0 + $1.index.files.count } }
    }

    /// One configuration and the files it governs, indexed and checked.
    struct Project {
        var configuration: Configuration
        var index: ProjectIndex
        var relativePaths: [String]
        var result: Linter.Result?
    }

    /// The fused per-file work: tokens are counted and dropped, the model kept.
    struct ModeledFile: Sendable {
        let model: FileModel
        let tokens: Int
        let lines: Int
        let tokenizeSeconds: Double
        let modelSeconds: Double
    }

    let jobs: Int
    let configurationFile: String?
    /// The paths the user named; each one's nearest configuration prunes what it excludes below it.
    var lintedPaths: [String] = ["."]
    let timer: PhaseTimer
    let context: CommandContext
    /// When false, stop after indexing (for `dump`).
    var runRules = true

    /// Files skipped whatever the configuration says: vendored code, Xcode templates,
    /// documentation catalogs and package manifests (they belong to no target).
    static let defaultExcludes: [Glob] = ["**/Pods/**", "**/Carthage/**", "**/Vendor/**", "**/*.xctemplate/**", "**/*.docc/**",
                                          "**/Package.swift", "**/Package@swift-*.swift"]
        .map { try! Glob($0) }

    func run(_ files: [LintCommand.LoadedFile]) throws -> Outcome {
        let modeled = modelFiles(files)
        let models = modeled.map(\.model)
        let lines = modeled.reduce(0) { $0 + $1.lines }
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        let tokens = modeled.reduce(0) { $0 + $1.tokens }

        let groups = try timer.measure("configure") { try configurationGroups(models) }
        var projects: [Project] = []
        timer.measure("index") {
            for (configuration, members) in groups {
                let resolver = ModuleResolver(
                    root: configuration.root,
                    overrides: configuration.modules.map { ModuleResolver.Override(name: $0.name, paths: $0.paths) },
                    searchAboveRoot: configuration.file == nil)
                let groupModels = members.map { models[$0] }
                let index = ProjectIndex(files: groupModels, modules: groupModels.map { resolver.module(ofFile: $0.path) })
                let relativePaths = groupModels.map { configuration.relativePath(of: $0.path) ?? $0.path }
                projects.append(Project(configuration: configuration, index: index, relativePaths: relativePaths))
            }
        }
        timer.count(files: models.count)
        var findings: [Finding] = []
        if runRules {
            try timer.measure("rules") {
                for index in projects.indices {
                    let result = try Linter.lint(project: projects[index].index, configuration: projects[index].configuration,
                                                 relativePaths: projects[index].relativePaths)
                    projects[index].result = result
                    findings += result.findings
                }
            }
            findings.sort(by: Finding.reportOrder)
        }
        return Outcome(findings: findings, models: models, projects: projects, lines: lines, bytes: bytes, tokens: tokens)
    }

    private func modelFiles(_ files: [LintCommand.LoadedFile]) -> [ModeledFile] {
        let start = POSIX.wallSeconds()
        let startCPU = POSIX.cpuSeconds()
        let modeled = Parallel.map(count: files.count, jobs: jobs, weight: { files[$0].bytes.count }) { index in
            let before = POSIX.threadCPUSeconds()
            let tokenized = Lexer.tokenize(files[index].bytes)
            let middle = POSIX.threadCPUSeconds()
            let model = ModelExtractor.extract(tokenized, path: files[index].path.string)
            return ModeledFile(model: model, tokens: tokenized.tokens.count, lines: LintCommand.lineCount(tokenized),
                               tokenizeSeconds: middle - before, modelSeconds: POSIX.threadCPUSeconds() - middle)
        }
        // One parallel pass does both phases; wall time is shared out by their CPU time.
        let wall = POSIX.wallSeconds() - start
        let cpu = POSIX.cpuSeconds() - startCPU
        let tokenizeCPU = modeled.reduce(0) { $0 + $1.tokenizeSeconds }
        let modelCPU = modeled.reduce(0) { $0 + $1.modelSeconds }
        let share = tokenizeCPU + modelCPU > 0 ? tokenizeCPU / (tokenizeCPU + modelCPU) : 0.5
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        timer.record("tokenize", wallSeconds: wall * share, cpuSeconds: cpu * share)
        timer.count(files: files.count, bytes: bytes, lines: modeled.reduce(0) { $0 + $1.lines },
                    tokens: modeled.reduce(0) { $0 + $1.tokens })
        timer.record("model", wallSeconds: wall * (1 - share), cpuSeconds: cpu * (1 - share))
        timer.count(files: files.count, bytes: bytes)
        return modeled
    }

    /// Files grouped by the configuration that governs them, in order of first appearance.
    ///
    /// Each file is checked with the nearest `.archlint.json` above it (or `--config`). A file
    /// is left out when that configuration does not include it, or when the configuration of
    /// the linted path it was found under does not: so `archlint lint .` in a repository whose
    /// configuration includes only `Sources/**` skips `Examples/`, while `archlint lint
    /// Examples` (a path that configuration does not include) lints each example with its own.
    private func configurationGroups(_ models: [FileModel]) throws -> [(Configuration, [Int])] {
        let loader = RuleCatalog.loader()
        var configurationOfDirectory: [String: String?] = [:]
        var loaded: [String: Int] = [:]
        var groups: [(Configuration, [Int])] = []
        var defaultGroup: Int?

        func nearestFile(_ directory: String) -> String? {
            if let configurationFile { return configurationFile }
            if let cached = configurationOfDirectory[directory] { return cached }
            let file = loader.discover(forLintedPath: directory)
            configurationOfDirectory[directory] = file
            return file
        }
        func group(for file: String?) throws -> Int {
            if let file {
                if let existing = loaded[file] { return existing }
                groups.append((try loader.load(file: file), []))
                loaded[file] = groups.count - 1
                return groups.count - 1
            }
            if let defaultGroup { return defaultGroup }
            context.note("no .archlint.json found; no rule pack is enabled (run 'archlint init' to create one)")
            groups.append((loader.defaultConfiguration(root: FileManager.default.currentDirectoryPath), []))
            defaultGroup = groups.count - 1
            return groups.count - 1
        }
        // The linted paths whose configuration prunes the files found below them.
        var pruning: [(path: String, group: Int)] = []
        for path in lintedPaths {
            let absolute = ModuleResolver.absolute(path)
            let isDirectory = FileManager.default.fileExists(atPath: absolute + "/.")
            let governing = try group(for: nearestFile(isDirectory ? absolute : (absolute as NSString).deletingLastPathComponent))
            let configuration = groups[governing].0
            if let relative = configuration.relativePath(of: absolute), relative.isEmpty || configuration.includes(relativePath: relative) {
                pruning.append((absolute, governing))
            }
        }
        pruning.sort { $0.path.count > $1.path.count }

        for (index, model) in models.enumerated() {
            let absolute = ModuleResolver.absolute(model.path)
            if let linted = pruning.first(where: { absolute == $0.path || absolute.hasPrefix($0.path == "/" ? "/" : $0.path + "/") }) {
                let configuration = groups[linted.group].0
                if let relative = configuration.relativePath(of: absolute), !configuration.includes(relativePath: relative) { continue }
            }
            let governing = try group(for: nearestFile((absolute as NSString).deletingLastPathComponent))
            let configuration = groups[governing].0
            let relative = configuration.relativePath(of: absolute) ?? model.path
            // The default excludes start and end with `**`: matching the path covers its folders.
            if LintPipeline.defaultExcludes.contains(where: { $0.matches(relative) }) || !configuration.includes(relativePath: relative) {
                continue
            }
            groups[governing].1.append(index)
        }
        return groups.filter { !$0.1.isEmpty }
    }
}
