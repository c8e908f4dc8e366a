import Dispatch
import Platform
import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer

/// Everything `lint` does after discovery: read, tokenize and model every file in parallel
/// (a file's bytes and tokens are dropped as soon as its model is built, so memory holds
/// models, not sources), group the files by the configuration that governs them (the nearest
/// `.archlint.json` above each, or `--config`), then index each group as one project and run
/// its rules.
struct LintPipeline {
    struct Outcome {
        var findings: [Finding]
        var modeled: ModeledFiles
        var projects: [LintProject]
        /// Every file's model for `dump` (`runRules` false); empty after `lint`, whose projects'
        /// indexes hold the models of the files they check.
        var models: [FileModel] { modeled.models }
        /// Files some configuration governs and includes: the ones checked.
        var checkedFiles: Int { projects.reduce(0) { $0 + $1.index.files.count } }
        /// The lines of the files checked (not of those read and then excluded).
        var checkedLines = 0
        /// The paths of the files whose findings may differ from the last run's, when this run
        /// started from the kept projects and kept the other files' findings; nil: any file's.
        var refreshedPaths: Set<String>?
    }


    /// The fused per-file work of one thread: read, tokenize, model; only the model is kept.
    struct ModeledFile: Sendable {
        let model: Result<FileModel, SourceReader.ReadError>
        let transcodedFrom: String?
        let bytes: Int
        let tokens: Int
        let lines: Int
        let readSeconds: Double
        let tokenizeSeconds: Double
        let modelSeconds: Double
    }


    let jobs: Int
    let configurationFile: String?
    /// Where `extends` may reach (`--config-root`, `--allow-external-config`).
    var configurationAccess = ConfigurationAccess()
    /// The paths the user named; each one's nearest configuration prunes what it excludes below it.
    var lintedPaths: [String] = ["."]
    let timer: PhaseTimer
    /// Notes as they happen, in order: files skipped or decoded, modules guessed, the pack detected.
    let message: (RunMessage) -> Void
    /// When false, stop after indexing and keep the whole model (for `dump`).
    var runRules = true
    /// A missing configuration is an error (`--require-config`), not a run with a detected pack.
    var requireConfiguration = false
    /// Unsaved texts by absolute path, modelled instead of the files (`LintRequest.overlay`).
    var overlay: [String: [UInt8]] = [:]
    /// Models from earlier runs (`LintRequest.modelCache`).
    var modelCache: ModelCache?

    /// Files skipped whatever the configuration says: vendored code, Xcode templates,
    /// documentation catalogs and package manifests (they belong to no target).
    static let defaultExcludes: [Glob] = ["**/Pods/**", "**/Carthage/**", "**/Vendor/**", "**/*.xctemplate/**", "**/*.docc/**",
                                          "**/Package.swift", "**/Package@swift-*.swift"]
        .map { try! Glob($0) }

    /// A build description written in Swift: a SwiftPM manifest under another name, or a Tuist
    /// manifest or helper (`Project.swift`, `Workspace.swift`, `Tuist/Config.swift`,
    /// `Tuist/ProjectDescriptionHelpers/`), which all import the description library. It belongs
    /// to no target, so it is not checked as the app's code; `ModuleResolver` still reads the
    /// manifests for the modules. Told by the import, not the name: an app may have a `Project.swift`.
    /// Whether a file with these imports is a build description. Takes the imports, not the model:
    /// passing a model out of a captured array copies it (a retain per list it holds).
    static func isBuildDescription(imports: [ImportDecl]) -> Bool {
        imports.contains { $0.moduleName == "ProjectDescription" || $0.moduleName == "PackageDescription" }
    }

    /// Lints `paths`, of `sizes` bytes when found (for handing out work largest first).
    func run(_ paths: [SourcePath], sizes: [Int]) throws -> Outcome {
        var lookup = ConfigurationLookup(configurationFile: configurationFile, access: configurationAccess)
        // An editor's session keeps its projects while it is told of every change (`ModelCache`).
        let keepsProjects = runRules && configurationFile == nil && modelCache?.isToldOfChanges == true
        let kept = keepsProjects ? modelCache?.keptProjects : nil
        let lastRun = keepsProjects ? modelCache?.lastRun : nil
        let edited = modelCache?.takeForgottenPaths() ?? []
        // Kept again once this run's rules have run: a run that stops short (a configuration's
        // error) has modelled files anew that the kept projects would not know of.
        if keepsProjects {
            modelCache?.keptProjects = nil
            modelCache?.lastRun = nil
        }
        var modeled: ModeledFiles
        var modelPaths: [String]
        var reused: (projects: [LintProject], results: [Linter.Result], rebuilt: [Bool], changed: [[Int]], members: [[Int]])?
        let start = (wall: POSIX.wallSeconds(), cpu: POSIX.cpuSeconds())
        if let kept, let lastRun, let cache = modelCache, let edit = remodel(paths, after: lastRun, edited: edited, lookup: &lookup),
           let projects = Self.reuse(kept, fresh: edit.fresh, jobs: jobs) {
            // Only now: a run that models every file again must find these as changed.
            for (absolute, key, file) in edit.cacheEntries { cache.store(file, absolute, key) }
            timer.record("model", wallSeconds: POSIX.wallSeconds() - start.wall, cpuSeconds: POSIX.cpuSeconds() - start.cpu)
            timer.count(files: edit.fresh.count)
            modeled = edit.modeled
            modelPaths = lastRun.modelPaths
            reused = projects
        } else {
            let details = runRules ? ruleDetails(paths, lookup: &lookup) : nil
            modeled = Self.model(paths, sizes: sizes, detail: { details?[$0] ?? .full }, jobs: jobs, timer: timer,
                                 message: message, overlay: overlay, cache: modelCache)
            modelPaths = keepsProjects ? modeled.models.map(\.path) : []
            reused = kept.flatMap { kept in
                modelPaths == kept.modelPaths ? Self.reuse(kept, fresh: modeled.modelledAfresh.map { ($0, modeled.models[$0]) }, jobs: jobs) : nil
            }
        }
        let fileCount = reused == nil ? modeled.models.count : modelPaths.count

        let groups = reused == nil ? try timer.measure("configure") { try configurationGroups(modeled.models, lookup: &lookup) } : []
        let members = reused?.members ?? groups.map(\.members)
        let checkedLines = members.reduce(0) { total, members in members.reduce(total) { $0 + modeled.lineCounts[$1] } }
        var projects: [LintProject] = reused?.projects ?? []
        timer.measure("index") {
            for group in groups {
                let configuration = group.configuration
                let resolver = ModuleResolver(
                    root: configuration.root,
                    overrides: configuration.modules.map { ModuleResolver.Override(name: $0.name, paths: $0.paths) },
                    searchAboveRoot: configuration.file == nil)
                let groupModels: [FileModel]
                if runRules && groups.count == 1 {
                    // The one group takes the models, dropping in place the files it leaves out:
                    // lint keeps no other list of them (a `FileModel` a file), not even for a moment.
                    var models = modeled.models
                    modeled.models = []
                    Self.keep(group.members, of: &models)
                    groupModels = models
                } else {
                    // Members are ascending and unique: as many as there are models means all of them.
                    groupModels = group.members.count == fileCount ? modeled.models : group.members.map { modeled.models[$0] }
                }
                let modules = resolver.modules(ofFiles: group.absolutePaths)
                for note in resolver.notes { message(.note(note)) }
                var index = ProjectIndex(files: groupModels, modules: modules, jobs: jobs)
                resolver.recordDeclaredDependencies(in: &index)
                projects.append(LintProject(configuration: configuration, index: index, relativePaths: group.relativePaths, resolver: resolver))
            }
        }
        timer.count(files: fileCount)
        // Each index holds the models of its files; lint keeps no other list of them.
        if runRules { modeled.models = [] }
        var findings: [Finding] = []
        if runRules {
            let read = modeled.reader()
            try timer.measure("rules") {
                for index in projects.indices {
                    let paths = projects[index].index.files.map(\.path)
                    if let reused, !reused.rebuilt[index] {
                        projects[index].result = try Linter.lint(previous: reused.results[index], project: projects[index].index,
                                                                 configuration: projects[index].configuration,
                                                                 changed: reused.changed[index], jobs: jobs, source: { read(paths[$0]) })
                    } else {
                        projects[index].result = try Linter.lint(project: projects[index].index, configuration: projects[index].configuration,
                                                                 relativePaths: projects[index].relativePaths, jobs: jobs,
                                                                 redeclared: reused.map { ($0.results[index], $0.changed[index]) },
                                                                 source: { read(paths[$0]) })
                    }
                }
            }
            if keepsProjects, let cache = modelCache {
                // A detected pack (no configuration file) was chosen from the code: it is not kept.
                let isKept = projects.allSatisfy({ $0.configuration.file != nil })
                cache.keptProjects = isKept ? Self.kept(projects, members: members, modelPaths: modelPaths) : nil
                // Every file read: the next edit's files are then this run's, by number.
                if isKept && modeled.unreadable.isEmpty {
                    cache.lastRun = ModelCache.LastRun(paths: paths, modelPaths: modelPaths, overlay: overlay, modeled: modeled,
                                                       previous: lastRun)
                }
            }
            // Each project's findings are sorted already; one project's are shared, not copied.
            let results = projects.compactMap(\.result)
            findings = results.count == 1 ? results[0].findings : results.flatMap(\.findings).sorted(by: Finding.reportOrder)
        }
        RetainedUntilExit.keep([modeled.models, projects])
        var refreshedPaths: Set<String>?
        if reused != nil {
            refreshedPaths = []
            for project in projects {
                guard let refreshed = project.result?.refreshedPaths else {
                    refreshedPaths = nil
                    break
                }
                refreshedPaths?.formUnion(refreshed)
            }
        }
        return Outcome(findings: findings, modeled: modeled, projects: projects, checkedLines: checkedLines, refreshedPaths: refreshedPaths)
    }

    /// The projects of the last run again, when this run's files are the same ones (the caller
    /// compares their paths) and none of those modelled anew, `fresh` (by number among them),
    /// became or stopped being a build description: the grouping and the modules are then what
    /// they would be found as. A project whose fresh files declare alike
    /// (`ProjectIndex.declareAlike`) and assign roles alike keeps its index and role map, and lints
    /// from its last result; another one has its index built again from the kept models and
    /// modules (`rebuilt`), and its rules run over it in full, from the last result's references
    /// only. With each project's last result and the files of each modelled anew (by number in its
    /// index). Nil when any of that does not hold.
    static func reuse(_ kept: ModelCache.KeptProjects, fresh: [(file: Int, model: FileModel)], jobs: Int)
        -> (projects: [LintProject], results: [Linter.Result], rebuilt: [Bool], changed: [[Int]], members: [[Int]])? {
        var replacements = [[(file: Int, model: FileModel)]](repeating: [], count: kept.projects.count)
        for (file, model) in fresh {
            // The same files in the same order: `file` is the file's number in the last run too.
            // A file no project checks (a package manifest, a file excluded) may still change them.
            guard let place = kept.members.indices.lazy.compactMap({ project in
                Self.position(of: file, inAscending: kept.members[project]).map { (project, $0) }
            }).first else { return nil }
            replacements[place.0].append((place.1, model))
        }
        var projects = kept.projects
        var rebuilt = [Bool](repeating: false, count: projects.count)
        for project in projects.indices where !replacements[project].isEmpty {
            let old = projects[project].index
            // A file that becomes a build description (or stops being one) is grouped otherwise.
            guard replacements[project].allSatisfy({ isBuildDescription(imports: old.files[$0.file].imports) == isBuildDescription(imports: $0.model.imports) }) else { return nil }
            let roles = projects[project].configuration.roles
            if replacements[project].allSatisfy({ RoleAssigner.assignsAlike(old.files[$0.file], $0.model, roles: roles) }),
               let index = old.replacingFiles(replacements[project]) {
                projects[project].index = index
                continue
            }
            projects[project].index = old.rebuilt(replacing: replacements[project], jobs: jobs)
            rebuilt[project] = true
        }
        return (projects, kept.results, rebuilt, replacements.map { $0.map(\.file) }, kept.members)
    }

    /// An edit in an editor's session: the same files as the last run, each of them read then.
    /// Only the files whose unsaved text is not the last run's, or that the cache was told changed
    /// on disk (`edited`, absolute paths), are modelled again; the others' models are in the kept
    /// projects, and their lines, sizes and syntax errors in the last run's counts. The fresh
    /// models come back by number among the files. Nil when the files are not the last run's or a
    /// file edited cannot be read: every file is then looked up in the cache.
    private func remodel(_ paths: [SourcePath], after last: ModelCache.LastRun, edited: Set<String>, lookup: inout ConfigurationLookup)
        -> (modeled: ModeledFiles, fresh: [(file: Int, model: FileModel)], cacheEntries: [(String, ModelCache.Key, ModeledFile)])? {
        guard paths == last.paths else { return nil }
        var changed = Set<Int>()
        for path in edited { if let file = last.fileOfAbsolutePath[path] { changed.insert(file) } }
        for (path, text) in overlay where last.overlay[path] != text {
            if let file = last.fileOfAbsolutePath[path] { changed.insert(file) }
        }
        for path in last.overlay.keys where overlay[path] == nil {
            if let file = last.fileOfAbsolutePath[path] { changed.insert(file) }
        }
        let files = changed.sorted()
        let details = ruleDetails(files.map { paths[$0] }, lookup: &lookup)
        var modeled = last.modeled
        var fresh: [(file: Int, model: FileModel)] = []
        var cacheEntries: [(String, ModelCache.Key, ModeledFile)] = []
        var syntaxErrors: [Int: ModelDiagnostic] = [:]
        for (file, detail) in zip(files, details) {
            let absolute = last.absolutePaths[file]
            let unsaved = overlay[absolute]
            let made = Self.modelFile(paths[file], unsaved: unsaved, detail: detail)
            guard case .success(let model) = made.model else { return nil }
            if let encoding = made.transcodedFrom { message(.note(SourceReader.decodedNote(paths[file], from: encoding))) }
            cacheEntries.append((absolute, ModelCache.Key(unsaved: unsaved, stamp: nil, detail: detail), made))
            fresh.append((file, model))
            modeled.bytes += made.bytes - modeled.byteCounts[file]
            modeled.tokens += made.tokens - modeled.tokenCounts[file]
            modeled.lines += made.lines - modeled.lineCounts[file]
            modeled.byteCounts[file] = made.bytes
            modeled.tokenCounts[file] = made.tokens
            modeled.lineCounts[file] = made.lines
            if let first = model.diagnostics.first { syntaxErrors[file] = first }
        }
        if !files.isEmpty {
            // In the files' order, as `model` lists them.
            let currentDirectory = ModuleResolver.currentDirectory
            var merged = modeled.syntaxErrors.compactMap { error -> (file: Int, error: (path: String, diagnostic: ModelDiagnostic))? in
                guard let file = last.fileOfAbsolutePath[ModuleResolver.absolute(error.path, in: currentDirectory)],
                      !changed.contains(file) else { return nil }
                return (file, error)
            }
            merged += syntaxErrors.map { ($0.key, (paths[$0.key].string, $0.value)) }
            modeled.syntaxErrors = merged.sorted { $0.file < $1.file }.map(\.error)
        }
        modeled.contents = [:]
        for (path, text) in overlay { if let file = last.fileOfAbsolutePath[path] { modeled.contents[paths[file].string] = text } }
        modeled.modelledAfresh = files
        return (modeled, fresh, cacheEntries)
    }

    /// Where `value` is in an ascending array, by bisection.
    static func position(of value: Int, inAscending values: [Int]) -> Int? {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value ? low : nil
    }

    static func kept(_ projects: [LintProject], members: [[Int]], modelPaths: [String]) -> ModelCache.KeptProjects {
        var bare = projects
        for index in bare.indices { bare[index].result = nil }
        return ModelCache.KeptProjects(modelPaths: modelPaths, projects: bare, results: projects.map { $0.result! }, members: members)
    }

    /// Keeps the elements at `indices` (ascending, unique), in order, moving them down in place.
    static func keep<Element>(_ indices: [Int], of elements: inout [Element]) {
        // Swapped in the buffer, which moves the elements: the array's `swapAt` copies them (a
        // model's copy is a retain per list it holds).
        elements.withUnsafeMutableBufferPointer { buffer in
            for (position, index) in indices.enumerated() where position != index { buffer.swapAt(position, index) }
        }
        elements.removeLast(elements.count - indices.count)
    }

    /// Reads, tokenizes and models `paths` on `jobs` threads, largest of `sizes` first. Each
    /// file is read by the thread that models it and its bytes are freed right after, so at
    /// most `jobs` sources are in memory at once. Notes each file skipped or transcoded on
    /// standard error, in order. The three phases' wall time is shared out by their time on
    /// the threads.
    static func model(_ paths: [SourcePath], sizes: [Int], detail: @Sendable (Int) -> ModelDetail, jobs: Int,
                      timer: PhaseTimer, message: (RunMessage) -> Void, overlay: [String: [UInt8]] = [:],
                      cache: ModelCache? = nil) -> ModeledFiles {
        let currentDirectory = overlay.isEmpty && cache == nil ? "" : ModuleResolver.currentDirectory
        cache?.startRun()
        defer { cache?.endRun() }
        let start = POSIX.wallSeconds()
        let startCPU = POSIX.cpuSeconds()
        let modeled = ParallelWork.map(count: paths.count, jobs: jobs, weight: { sizes[$0] }) { index in
            let absolute = overlay.isEmpty && cache == nil ? "" : ModuleResolver.absolute(paths[index].string, in: currentDirectory)
            let unsaved = overlay.isEmpty ? nil : overlay[absolute]
            guard let cache else { return (modelFile(paths[index], unsaved: unsaved, detail: detail(index)), true) }
            let key = ModelCache.Key(unsaved: unsaved,
                                     stamp: unsaved == nil && !cache.isToldOfChanges ? POSIX.fileStatus(absolute).map(POSIX.contentStamp) : nil,
                                     detail: detail(index))
            if let known = cache.file(absolute, key) { return (known, false) }
            let file = modelFile(paths[index], unsaved: unsaved, detail: key.detail)
            cache.store(file, absolute, key)
            return (file, true)
        }
        let wall = POSIX.wallSeconds() - start
        let cpu = POSIX.cpuSeconds() - startCPU

        var result = ModeledFiles()
        result.models.reserveCapacity(paths.count)
        result.sourcePaths.reserveCapacity(paths.count)
        if !overlay.isEmpty {
            for path in paths {
                if let text = overlay[ModuleResolver.absolute(path.string, in: currentDirectory)] { result.contents[path.string] = text }
            }
        }
        for (path, (file, isFresh)) in zip(paths, modeled) {
            switch file.model {
            case .success(let model):
                if isFresh { result.modelledAfresh.append(result.models.count) }
                if let encoding = file.transcodedFrom {
                    message(.note(SourceReader.decodedNote(path, from: encoding)))
                }
                if let first = model.diagnostics.first { result.syntaxErrors.append((model.path, first)) }
                result.models.append(model)
                result.sourcePaths.append(path)
                result.lineCounts.append(file.lines)
                result.byteCounts.append(file.bytes)
                result.tokenCounts.append(file.tokens)
            case .failure(let error):
                message(.note("\(path.string): skipped: \(error.message)"))
                result.unreadable.append((path.string, "skipped: \(error.message)"))
            }
            result.bytes += file.bytes
            result.lines += file.lines
            result.tokens += file.tokens
        }
        let seconds = modeled.reduce((read: 0.0, tokenize: 0.0, model: 0.0)) {
            ($0.read + $1.0.readSeconds, $0.tokenize + $1.0.tokenizeSeconds, $0.model + $1.0.modelSeconds)
        }
        let total = max(seconds.read + seconds.tokenize + seconds.model, .leastNonzeroMagnitude)
        timer.record("read", wallSeconds: wall * seconds.read / total, cpuSeconds: cpu * seconds.read / total)
        timer.count(files: result.models.count, bytes: result.bytes)
        timer.record("tokenize", wallSeconds: wall * seconds.tokenize / total, cpuSeconds: cpu * seconds.tokenize / total)
        timer.count(files: result.models.count, bytes: result.bytes, lines: result.lines, tokens: result.tokens)
        timer.record("model", wallSeconds: wall * seconds.model / total, cpuSeconds: cpu * seconds.model / total)
        timer.count(files: result.models.count, bytes: result.bytes)
        return result
    }

    /// Reads (or takes the unsaved text), tokenizes and models one file.
    private static func modelFile(_ path: SourcePath, unsaved: [UInt8]?, detail: ModelDetail) -> ModeledFile {
        let beforeRead = POSIX.wallSeconds()
        let source: (bytes: [UInt8], transcodedFrom: String?)
        switch unsaved.map({ .success(SourceReader.decodeUTF8($0)) }) ?? SourceReader.readUTF8(path) {
        case .success(let read): source = read
        case .failure(let error):
            return ModeledFile(model: .failure(error), transcodedFrom: nil, bytes: 0, tokens: 0, lines: 0,
                               readSeconds: POSIX.wallSeconds() - beforeRead, tokenizeSeconds: 0, modelSeconds: 0)
        }
        let beforeTokenize = POSIX.wallSeconds()
        let tokenized = Lexer.tokenize(source.bytes)
        let beforeModel = POSIX.wallSeconds()
        let model = ModelExtractor.extract(tokenized, path: path.string, detail: detail)
        return ModeledFile(model: .success(model), transcodedFrom: source.transcodedFrom, bytes: source.bytes.count,
                           tokens: tokenized.tokens.count, lines: lineCount(tokenized),
                           readSeconds: beforeTokenize - beforeRead, tokenizeSeconds: beforeModel - beforeTokenize,
                           modelSeconds: POSIX.wallSeconds() - beforeModel)
    }

    /// What each file's model needs for the rules: what the rules turned on by the configuration
    /// that governs the file (the nearest, or `--config`) read. A configuration that does not
    /// load asks for everything; grouping reports its error.
    private func ruleDetails(_ paths: [SourcePath], lookup: inout ConfigurationLookup) -> [ModelDetail] {
        var detailOfFile: [String: ModelDetail] = [:]
        let currentDirectory = ModuleResolver.currentDirectory
        return paths.map { path in
            let directory = String(ModuleResolver.directory(ofAbsolute: ModuleResolver.absolute(path.string, in: currentDirectory)))
            // No configuration: the pack detected from the code, whichever it is, may read everything.
            guard let file = lookup.nearestFile(directory) else { return .full }
            if let known = detailOfFile[file] { return known }
            let detail = (try? lookup.configuration(file)).map(Linter.modelDetail) ?? .full
            detailOfFile[file] = detail
            return detail
        }
    }

    /// Without a configuration, the pack `init` would choose, detected in memory from the files
    /// being linted, and said on standard error; where no pattern is clear, the rules that need
    /// none (`PackCatalog.patternFree`: module cycles, singletons in logic types, and the layers
    /// its folders and modules name where at least two of them are in the tree), said too.
    private func detectedConfiguration(_ modeled: [FileModel], loader: ConfigurationLoader) throws -> Configuration {
        let models = modeled.filter { !Self.isBuildDescription(imports: $0.imports) }
        let root = ModuleResolver.currentDirectory
        let resolver = ModuleResolver(root: root, searchAboveRoot: true)
        let index = ProjectIndex(files: models, modules: models.map { resolver.module(ofFile: $0.path) }, jobs: jobs)
        let relativePaths = models.map { ModuleResolver.relative(ModuleResolver.absolute($0.path), to: root) ?? $0.path }
        let detection = PatternDetection.detect(index, relativePaths: relativePaths)
        if let pack = detection.chosen {
            let scenes = detection.candidates.first?.scenes.prefix(3).map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? []
            message(.note("no .archlint.json found; linting with the \(pack) pack, detected from the code (\(detection.reason)"
                + (scenes.isEmpty ? "" : ": " + scenes.joined(separator: ", ")) + "); run 'archlint init' to pin it"))
            return try loader.loadPack(named: pack, root: root)
        }
        var configuration = try loader.loadPack(named: PackCatalog.patternFree, root: root)
        // A layer whose folder (or module) is not in the tree has nothing to protect, and one layer
        // alone has no other to reach into.
        let paths = GlobSet(groups: configuration.layers.map(\.paths))
        let modules = GlobSet(groups: configuration.layers.map(\.modules))
        var present = Set<Int>()
        for (file, path) in relativePaths.enumerated() where present.count < configuration.layers.count {
            if let layer = paths.firstMatch(pathOrAncestor: path) { present.insert(layer) }
            if let layer = modules.firstMatch(pathOrAncestor: index.moduleOfFile[file]) { present.insert(layer) }
        }
        configuration.layers = present.count >= 2 ? configuration.layers.indices.filter(present.contains).map { configuration.layers[$0] } : []
        let layers = configuration.layers.isEmpty ? "" : "layers by folder or module (" + configuration.layers.map(\.name).joined(separator: " > ") + "), "
        message(.note("no .archlint.json found and no pattern is clear (\(detection.reason)); checking the rules that need no pattern "
            + "(the \(PackCatalog.patternFree) pack): module cycles, \(layers)singletons in logic types; "
            + "run 'archlint init --preset PACK' to choose a pack"))
        return configuration
    }

    /// The files one configuration governs: indices into the models, with each file's
    /// standardized absolute path and its path relative to the configuration's root.
    struct Group {
        var configuration: Configuration
        var members: [Int] = []
        var absolutePaths: [String] = []
        var relativePaths: [String] = []
    }

    /// Files grouped by the configuration that governs them, in order of first appearance.
    ///
    /// Each file is checked with the nearest `.archlint.json` above it (or `--config`). A file
    /// is left out when that configuration does not include it, or when the configuration of
    /// the linted path it was found under does not: so `archlint lint .` in a repository whose
    /// configuration includes only `Sources/**` skips `Examples/`, while `archlint lint
    /// Examples` (a path that configuration does not include) lints each example with its own.
    ///
    /// Paths are made absolute once per file (without allocating when they already are, which
    /// discovery's are), configurations are looked up once per directory, and the per-file
    /// glob checks run on `jobs` threads.
    private func configurationGroups(_ models: [FileModel], lookup: inout ConfigurationLookup) throws -> [Group] {
        var loaded: [String: Int] = [:]
        var groups: [Group] = []
        var defaultGroup: Int?

        func nearestFile(_ directory: String) -> String? { lookup.nearestFile(directory) }
        func group(for file: String?) throws -> Int {
            if let file {
                if let existing = loaded[file] { return existing }
                groups.append(Group(configuration: try lookup.configuration(file)))
                loaded[file] = groups.count - 1
                return groups.count - 1
            }
            if let defaultGroup { return defaultGroup }
            if requireConfiguration {
                throw LintError.noConfiguration
            }
            groups.append(Group(configuration: try detectedConfiguration(models, loader: lookup.loader)))
            defaultGroup = groups.count - 1
            return groups.count - 1
        }
        // The linted paths whose configuration prunes the files found below them.
        var pruning: [(path: String, prefix: String, group: Int)] = []
        for path in lintedPaths {
            let absolute = ModuleResolver.absolute(path)
            let isDirectory = POSIX.isDirectory(absolute)
            let governing = try group(for: nearestFile(isDirectory ? absolute : String(ModuleResolver.directory(ofAbsolute: absolute))))
            let configuration = groups[governing].configuration
            if let relative = configuration.relativePath(of: absolute), relative.isEmpty || configuration.includes(relativePath: relative) {
                pruning.append((absolute, absolute == "/" ? "/" : absolute + "/", governing))
            }
        }
        pruning.sort { $0.path.count > $1.path.count }
        // The deepest linted path at or above a file. With many paths named (`lint $(git diff
        // --name-only)`), the file's path and folders are looked up rather than every path
        // scanned for each file, which would cost the number of files times the number of paths.
        let scansPruning = pruning.count <= 8
        let pruningByPath = scansPruning ? [:] : Dictionary(pruning.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func lintedPath(of absolute: String) -> (path: String, prefix: String, group: Int)? {
            guard !scansPruning else { return pruning.first { absolute == $0.path || absolute.hasPrefix($0.prefix) } }
            var path = absolute
            while true {
                if let entry = pruningByPath[path] { return entry }
                let parent = String(ModuleResolver.directory(ofAbsolute: path))
                if parent == path { return nil }
                path = parent
            }
        }

        // Per file, in parallel: the absolute, standardized path (an absolute path from discovery
        // already is one; a relative one is joined to the current directory, looked up once).
        let currentDirectory = ModuleResolver.currentDirectory
        let absolutePaths = ParallelWork.mapChunks(count: models.count, jobs: jobs, minimumChunk: 256) { range in
            range.map { ModuleResolver.absolute(models[$0].path, in: currentDirectory) }
        }.flatMap { $0 }
        // In order, since configurations are loaded (and notes written) as files first need them.
        var candidates: [(group: Int, relative: String?)] = []
        candidates.reserveCapacity(models.count)
        var directoryGroup: (directory: Substring, group: Int)?
        for absolute in absolutePaths {
            let linted = lintedPath(of: absolute)
            var prunedRelative: String?
            if let linted {
                let configuration = groups[linted.group].configuration
                if let relative = ModuleResolver.relative(absolute, to: configuration.root) {
                    if !configuration.includes(relativePath: relative) {
                        candidates.append((-1, nil))
                        continue
                    }
                    prunedRelative = relative
                }
            }
            let directory = ModuleResolver.directory(ofAbsolute: absolute)
            let governing: Int
            if let directoryGroup, directoryGroup.directory == directory {
                governing = directoryGroup.group
            } else {
                governing = try group(for: nearestFile(String(directory)))
                directoryGroup = (directory, governing)
            }
            // The pruning configuration's relative path is reused when it is the governing one.
            let reuse = linted.map { groups[$0.group].configuration.root == groups[governing].configuration.root } ?? false
            candidates.append((governing, reuse ? prunedRelative : nil))
        }
        // Per file, in parallel: the path relative to the governing configuration and its globs.
        let frozen = groups
        let chosen = candidates
        let relativePaths = ParallelWork.mapChunks(count: models.count, jobs: jobs, minimumChunk: 256) { range in
            // Each chunk matches with globs of its own (see `Glob.unshared`), and reads its
            // configurations in place rather than copying one per file.
            let defaultExcludes = LintPipeline.defaultExcludes.map(\.unshared)
            let configurations = frozen.map(\.configuration.withUnsharedGlobs)
            return range.map { index -> String? in
                let (governing, known) = chosen[index]
                guard governing >= 0 else { return nil }
                let relative = known
                    ?? ModuleResolver.relative(absolutePaths[index], to: configurations[governing].root)
                    ?? models[index].path
                // The default excludes start and end with `**`: matching the path covers its folders.
                if defaultExcludes.contains(where: { $0.matches(relative) }) || Self.isBuildDescription(imports: models[index].imports)
                    || !configurations[governing].includes(relativePath: relative) {
                    return nil
                }
                // Linting from the configuration's folder, the path shown is the relative one:
                // the file then keeps one string for both.
                return relative == models[index].path ? models[index].path : relative
            }
        }.flatMap { $0 }
        for index in models.indices {
            guard let relative = relativePaths[index] else { continue }
            let governing = candidates[index].group
            groups[governing].members.append(index)
            groups[governing].absolutePaths.append(absolutePaths[index])
            groups[governing].relativePaths.append(relative)
        }
        return groups.filter { !$0.members.isEmpty }
    }
}

/// Each folder's nearest configuration file and each file's configuration, found and loaded
/// once for both uses: the models' detail before modelling, the groups after.
private struct ConfigurationLookup {
    var loader = RuleCatalog.loader()
    /// `--config`, which governs every file.
    let configurationFile: String?
    private var discovery = ConfigurationLoader.Discovery()
    private var loaded: [String: Result<Configuration, any Error>] = [:]

    init(configurationFile: String?, access: ConfigurationAccess) {
        self.configurationFile = configurationFile
        loader.allowsExternalFiles = access.allowExternal
        loader.projectRoot = access.root
    }

    /// `directory`: absolute and standardized.
    mutating func nearestFile(_ directory: String) -> String? {
        configurationFile ?? discovery.nearestFile(inDirectory: directory)
    }

    /// The configuration `file` holds; its error, again, when it does not load.
    mutating func configuration(_ file: String) throws -> Configuration {
        if let known = loaded[file] { return try known.get() }
        // A nested file without `extends` inherits the ones above it, found with the same discovery.
        let result = Result { try loader.load(file: file, discovery: &discovery) }
        loaded[file] = result
        return try result.get()
    }
}

/// The last runs' file models, indexes and rule contexts, kept until a later run or the end of
/// the process. Tearing them down releases millions of small arrays and strings one by one, a
/// noticeable part of a whole run (docs/performance.md). A command-line run is about to exit and
/// the kernel takes the memory back at once, so that work is skipped. A process that lints again
/// (an editor's server, the tests) keeps the last two runs and has the one before them released
/// on a thread of its own: not in the way of the next answer, and its memory stays bounded. The
/// last run stays whole (an editor's next edit starts from it); by the time a run is kept,
/// whatever else held the one two runs back (the server's findings, the cache's kept projects,
/// the caller's locals) has let go of it, so the release there is the last one.
public enum RetainedUntilExit {
    private final class Box: @unchecked Sendable {
        let lock = Lock()
        var last: Any?
        var beforeLast: Any?
    }

    /// A run on its way out, held by nothing else: emptied on the releasing thread.
    private final class Leaving: @unchecked Sendable {
        var value: Any?
    }

    private static let box = Box()
    private static let releasing = DispatchQueue(label: "archlint.release", qos: .utility)

    public static func keep(_ value: Any) {
        let leaving = Leaving()
        box.lock.lock()
        swap(&leaving.value, &box.beforeLast)
        box.beforeLast = box.last
        box.last = value
        box.lock.unlock()
        guard leaving.value != nil else { return }
        releasing.async { leaving.value = nil }
    }
}

extension ModeledFiles {
    /// Reads a modeled file again by its `FileModel.path`, as it was read for modeling (the
    /// report needs the text of files with findings only, after sources were dropped).
    public func reader() -> @Sendable (String) -> [UInt8]? {
        // Filed on the first read, which most runs never make (an editor's edit among them); the
        // rules call it from several threads.
        let sourcePathOf = SourcePathTable(sourcePaths)
        return { [contents] path in
            if let given = contents[path] { return SourceReader.decodeUTF8(given).bytes }
            return sourcePathOf[path].flatMap { try? SourceReader.readUTF8($0).get().bytes }
        }
    }
}

/// Source paths by their text, filed when first asked.
private final class SourcePathTable: @unchecked Sendable {
    private let lock = Lock()
    private let paths: [SourcePath]
    private var byText: [String: SourcePath]?

    init(_ paths: [SourcePath]) { self.paths = paths }

    subscript(text: String) -> SourcePath? {
        lock.lock()
        defer { lock.unlock() }
        if byText == nil { byText = Dictionary(paths.lazy.map { ($0.string, $0) }, uniquingKeysWith: { first, _ in first }) }
        return byText![text]
    }
}

/// Where a configuration's `extends` may reach: inside the project (the folder of the
/// configuration, or `--config-root`), anywhere with `--allow-external-config`.
public struct ConfigurationAccess: Sendable {
    public var allowExternal: Bool
    public var root: String?

    public init(allowExternal: Bool = false, root: String? = nil) {
        self.allowExternal = allowExternal
        self.root = root
    }
}

extension LintPipeline {
    /// Lines as `wc -l` would count them, plus a last line without a line break.
    static func lineCount(_ file: TokenizedFile) -> Int {
        let starts = file.lines.starts
        return Int(starts.last!) == file.bytes.count ? starts.count - 1 : starts.count
    }
}

/// The models of a session's earlier runs (an editor's): a file is read and modelled again only
/// when its unsaved text, its size, inode or modification time, or the detail its rules need
/// changed. Files a run did not see are dropped at its end, so memory follows the project.
///
/// When its owner is told of every change on disk (an editor whose client watches the files,
/// and which calls `forget` for each file reported), the files' status is not read at all.
public final class ModelCache: @unchecked Sendable {
    struct Key: Equatable {
        var unsaved: [UInt8]?
        var stamp: [Int64]?
        var detail: ModelDetail
    }

    /// The last run's projects, their rules' results (kept apart: what a lint of them starts
    /// from), and which of its files each checks.
    struct KeptProjects {
        var modelPaths: [String]
        var projects: [LintProject]
        var results: [Linter.Result]
        /// Each project's files, by number in the run's models, ascending (the index's order).
        var members: [[Int]]
    }

    /// The last run's files when it read every one and kept its projects: what the next edit's
    /// run starts from (`LintPipeline.remodel`).
    struct LastRun {
        var paths: [SourcePath]
        var modelPaths: [String]
        /// Its counts, syntax errors and texts; no models (the kept projects' indexes hold them).
        var modeled: ModeledFiles
        var overlay: [String: [UInt8]]
        var absolutePaths: [String]
        var fileOfAbsolutePath: [String: Int]

        /// `previous`: the run before, whose absolute paths are these files' when it had the same ones.
        init(paths: [SourcePath], modelPaths: [String], overlay: [String: [UInt8]], modeled: ModeledFiles, previous: LastRun?) {
            self.paths = paths
            self.modelPaths = modelPaths
            self.modeled = modeled
            self.modeled.models = []
            self.overlay = overlay
            if let previous, previous.paths == paths {
                absolutePaths = previous.absolutePaths
                fileOfAbsolutePath = previous.fileOfAbsolutePath
                return
            }
            let currentDirectory = ModuleResolver.currentDirectory
            absolutePaths = paths.map { ModuleResolver.absolute($0.string, in: currentDirectory) }
            fileOfAbsolutePath = Dictionary(absolutePaths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private let lock = Lock()
    private var entries: [String: (key: Key, file: LintPipeline.ModeledFile, run: Int)] = [:]
    /// Absolute paths `forget` was told of since the last run took them.
    private var forgotten = Set<String>()
    /// Dropped with the kept projects, and by a run until it ends.
    var lastRun: LastRun? {
        get { lock.lock(); defer { lock.unlock() }; return last }
        set { lock.lock(); last = newValue; lock.unlock() }
    }
    private var last: LastRun?
    /// Kept only when told of changes, and dropped by `forgetProjects` and `forget(under:)`: a
    /// configuration or build description may have changed.
    var keptProjects: KeptProjects? {
        get { lock.lock(); defer { lock.unlock() }; return kept }
        set { lock.lock(); kept = newValue; lock.unlock() }
    }
    private var kept: KeptProjects?
    private var run = 0
    /// Files on disk change only as `forget` says.
    public let isToldOfChanges: Bool

    public init(toldOfChanges: Bool = false) {
        isToldOfChanges = toldOfChanges
    }

    /// The file at this absolute, standardized path changed on disk (or was created or deleted).
    public func forget(_ path: String) {
        lock.lock()
        entries[path] = nil
        forgotten.insert(path)
        lock.unlock()
    }

    /// The paths `forget` was told of since the last call.
    func takeForgottenPaths() -> Set<String> {
        lock.lock()
        defer { forgotten = []; lock.unlock() }
        return forgotten
    }

    /// Every file under this folder (absolute, standardized) may have changed: it was replaced.
    public func forget(under folder: String) {
        let prefix = folder == "/" ? "/" : folder + "/"
        lock.lock()
        entries = entries.filter { !$0.key.hasPrefix(prefix) }
        kept = nil
        last = nil
        lock.unlock()
    }

    /// A file changed on disk (a configuration, a build description), or the workspace's
    /// folders did: the next run groups, indexes and assigns roles again.
    public func forgetProjects() {
        keptProjects = nil
    }

    func startRun() {
        lock.lock()
        run += 1
        lock.unlock()
    }

    func endRun() {
        lock.lock()
        entries = entries.filter { $0.value.run == run }
        lock.unlock()
    }

    /// The file modelled before, if `key` still describes it; a file whose status cannot be read
    /// is modelled again.
    func file(_ path: String, _ key: Key) -> LintPipeline.ModeledFile? {
        guard key.unsaved != nil || key.stamp != nil || isToldOfChanges else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.key == key else { return nil }
        entries[path]?.run = run
        return entry.file
    }

    func store(_ file: LintPipeline.ModeledFile, _ path: String, _ key: Key) {
        lock.lock()
        entries[path] = (key, file, run)
        lock.unlock()
    }
}
