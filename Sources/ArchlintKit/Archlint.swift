import Platform
import ProjectIndex
import Reporting
import RuleEngine
import SourceModel
import SwiftLexer

/// The engine's API: what `lint`, `dump`, `graph` and `init` do, for the command line, the
/// package plugins and an editor integration alike. Nothing here prints; notes arrive through
/// `LintRequest.message` as they happen, and everything else is in the returned `LintRun`.
public enum Archlint {
    /// Finds the Swift files under the request's paths, models them, indexes each configuration's
    /// project and runs its rules.
    public static func lint(_ request: LintRequest) throws -> LintRun {
        try run(request, runRules: true)
    }

    /// As `lint`, without running the rules: every file's model is kept (`dump`).
    public static func model(_ request: LintRequest) throws -> LintRun {
        try run(request, runRules: false)
    }

    private static func run(_ request: LintRequest, runRules: Bool) throws -> LintRun {
        let timer = PhaseTimer()
        var discovery = timer.measure("discover") {
            request.sources.map { DiscoveryResult(files: $0.map(\.path), sizes: $0.map(\.bytes.count)) }
                ?? request.discovery
                ?? FileDiscovery.discover(request.paths, options: request.discoveryOptions, jobs: request.jobs)
        }
        if !request.overlay.isEmpty { discovery.addUnsaved(request.overlay, under: request.paths, options: request.discoveryOptions) }
        timer.count(files: discovery.files.count)
        if !discovery.missingPaths.isEmpty { throw LintError.noSuchPaths(discovery.missingPaths) }
        var notifications: [ToolNotification] = []
        for notice in discovery.notices {
            request.message(.note(notice.text))
            notifications.append(ToolNotification(id: ToolNotification.skippedPath,
                                                  level: request.unreadFoldersAreErrors && notice.isUnreadFolder ? .error : .warning,
                                                  message: notice.message, path: notice.path))
        }
        var pipeline = LintPipeline(jobs: request.jobs, configurationFile: request.configurationFile, timer: timer, message: request.message)
        pipeline.configurationAccess = request.configurationAccess
        pipeline.lintedPaths = request.paths
        pipeline.requireConfiguration = request.requireConfiguration
        pipeline.runRules = runRules
        pipeline.overlay = request.overlay
        if let sources = request.sources {
            // Given files are modelled from their texts, as unsaved buffers are.
            let currentDirectory = ModuleResolver.currentDirectory
            for source in sources { pipeline.overlay[ModuleResolver.absolute(source.path.string, in: currentDirectory)] = source.bytes }
        }
        pipeline.modelCache = request.modelCache
        let outcome = try pipeline.run(discovery.files, sizes: discovery.sizes)
        var run = LintRun(discovery: discovery, findings: outcome.findings, projects: outcome.projects, modeled: outcome.modeled,
                          notifications: notifications, timer: timer)
        run.checkedLines = outcome.checkedLines
        run.refreshedPaths = outcome.refreshedPaths
        guard runRules else { return run }

        for (path, message) in outcome.modeled.unreadable {
            run.notifications.append(ToolNotification(id: ToolNotification.unreadableFile, level: .error, message: message, path: path))
        }
        for (path, first) in outcome.modeled.syntaxErrors {
            let text = "\(first.message); the file was checked as far as it could be read"
            request.message(.located(path: path, line: Int(first.position.line), column: Int(first.position.column), text: text))
            run.notifications.append(ToolNotification(id: ToolNotification.syntaxError, level: .warning, message: text, path: path,
                                                      line: Int(first.position.line), column: Int(first.position.column)))
        }
        for project in outcome.projects {
            for cut in project.index.aliasesCutShort {
                let model = project.index.files[cut.file]
                let position = model.typealiases[cut.alias].position
                request.message(.located(path: model.path, line: Int(position.line), column: Int(position.column), text: cut.message))
                run.notifications.append(ToolNotification(
                    id: ToolNotification.typealiasCutShort, level: .warning, message: cut.message, path: model.path,
                    line: Int(position.line), column: Int(position.column)))
            }
        }
        return run
    }

    /// The tokens of each file under the request's paths, read as `lint` reads them (a UTF-16
    /// file is tokenized as the UTF-8 it decodes to: `transcodedFrom` names the encoding, for
    /// `SourceReader.decodedNote`); files named explicitly are read whatever their extension.
    /// In discovery order, with each file's path.
    public static func tokenize(_ request: LintRequest) throws -> [TokenizedSource] {
        var options = request.discoveryOptions
        options.acceptsAnyExplicitFile = true
        let discovery = FileDiscovery.discover(request.paths, options: options, jobs: request.jobs)
        if !discovery.missingPaths.isEmpty { throw LintError.noSuchPaths(discovery.missingPaths) }
        for notice in discovery.notices { request.message(.note(notice.text)) }
        let files = discovery.files
        return ParallelWork.map(count: files.count, jobs: request.jobs, weight: { discovery.sizes[$0] }) { index in
            TokenizedSource(path: files[index], tokens: SourceReader.readUTF8(files[index], anyKind: true).map {
                (Lexer.tokenize($0.bytes), $0.transcodedFrom)
            })
        }
    }

    /// The pattern a tree follows, detected as `init` does, with the folder each module's files
    /// share (relative to `root`).
    public static func detectPattern(root: String, jobs: Int, message: (RunMessage) -> Void) throws -> PatternSurvey {
        let discovery = FileDiscovery.discover([root], jobs: jobs)
        if !discovery.missingPaths.isEmpty { throw LintError.noSuchPaths(discovery.missingPaths) }
        let absoluteRoot = ModuleResolver.absolute(root)
        let kept = discovery.files.indices.filter { index in
            let path = discovery.files[index].string
            return !Configuration.anyMatches(LintPipeline.defaultExcludes, ModuleResolver.relative(ModuleResolver.absolute(path),
                                                                                                     to: absoluteRoot) ?? path)
        }
        let models = LintPipeline.model(kept.map { discovery.files[$0] }, sizes: kept.map { discovery.sizes[$0] }, detail: { _ in .rules },
                                        jobs: jobs, timer: PhaseTimer(), message: message).models.filter { !LintPipeline.isBuildDescription(imports: $0.imports) }
        let resolver = ModuleResolver(root: root, searchAboveRoot: true)
        let index = ProjectIndex(files: models, modules: models.map { resolver.module(ofFile: $0.path) })
        let relativePaths = models.map { ModuleResolver.relative(ModuleResolver.absolute($0.path), to: absoluteRoot) ?? $0.path }
        // Modules a build description gives are found again on every run; only the folder guesses
        // are worth pinning in a configuration.
        let guessed = zip(relativePaths, index.moduleOfFile).filter { resolver.sources[$0.1]?.kind ?? .folderGuess == .folderGuess }
        let modules = Dictionary(grouping: guessed, by: \.1).mapValues { pairs in
            PatternSurvey.commonDirectory(pairs.map(\.0))
        }
        return PatternSurvey(detection: PatternDetection.detect(index, relativePaths: relativePaths), moduleFolders: modules)
    }
}

/// A file's path and contents, checked as if read from that path.
public struct SourceFile: Sendable {
    public var path: SourcePath
    public var bytes: [UInt8]

    public init(path: SourcePath, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// A file's tokens, or why it could not be read.
public struct TokenizedSource: Sendable {
    public var path: SourcePath
    public var tokens: Result<(file: TokenizedFile, transcodedFrom: String?), SourceReader.ReadError>
}

/// What one run is asked to do.
public struct LintRequest {
    /// Files or folders; folders are searched for `.swift` files.
    public var paths: [String]
    /// Worker threads.
    public var jobs: Int
    /// A configuration for every file instead of the nearest `.archlint.json` (`--config`).
    public var configurationFile: String?
    /// Where `extends` may reach.
    public var configurationAccess = ConfigurationAccess()
    /// A missing configuration is an error, not a run with a detected pack (`--require-config`).
    public var requireConfiguration = false
    /// A folder that could not be read is an error notification (the run is incomplete), not a
    /// warning (`--strict`).
    public var unreadFoldersAreErrors = false
    public var discoveryOptions = DiscoveryOptions()
    /// The files to check, with their contents, instead of those found under `paths` and read
    /// from disk (another revision's, `GitRevision.swiftFiles`). Configurations and build
    /// descriptions are still read from disk, so both revisions are judged by the same rules.
    public var sources: [SourceFile]?
    /// The files found under `paths` by an earlier walk (`FileDiscovery.discover` with the same
    /// paths and options), used instead of walking again: an editor keeps it and walks again
    /// when its client reports files or folders created or deleted. Unsaved texts are added to
    /// it as to a walk's.
    public var discovery: DiscoveryResult?
    /// Texts that stand for files on disk, by absolute path: an editor's unsaved buffers. A file
    /// found under `paths` is modelled from its entry here instead of being read.
    public var overlay: [String: [UInt8]] = [:]
    /// Models kept from the previous runs of a session: only files whose text changed are read
    /// and modelled again.
    public var modelCache: ModelCache?
    /// Notes as they happen, in order.
    public var message: (RunMessage) -> Void

    public init(paths: [String] = ["."], jobs: Int, configurationFile: String? = nil, message: @escaping (RunMessage) -> Void = { _ in }) {
        self.paths = paths.isEmpty ? ["."] : paths
        self.jobs = jobs
        self.configurationFile = configurationFile
        self.message = message
    }
}

/// Something a run tells as it goes, which does not stop it.
public enum RunMessage: Sendable, Equatable {
    /// About the run: a file skipped or decoded, a module guessed, the pack detected.
    case note(String)
    /// At a place in a file: a syntax error the file was checked around, a typealias cut short.
    case located(path: String, line: Int, column: Int, text: String)
}

/// Why a run could not be done at all.
public enum LintError: Error, CustomStringConvertible, Equatable {
    /// Paths that name nothing.
    case noSuchPaths([String])
    /// No configuration governs a linted path, and one is required.
    case noConfiguration

    public var description: String {
        switch self {
        case .noSuchPaths(let paths): return paths.map { "no such file or directory: \($0)" }.joined(separator: "\n")
        case .noConfiguration:
            return "no .archlint.json found above the linted paths, and --require-config (or ARCHLINT_REQUIRE_CONFIG) is set (run 'archlint init' to create one)"
        }
    }
}

/// One configuration and the files it governs, indexed and checked.
public struct LintProject {
    public var configuration: Configuration
    public var index: ProjectIndex
    public var relativePaths: [String]
    /// Nil when the rules did not run (`Archlint.model`).
    public var result: Linter.Result?
    /// Where each module came from (`dump --modules`).
    public var resolver: ModuleResolver?
}

/// The models of the files that could be read, in order, and what the others were skipped for.
public struct ModeledFiles {
    public var models: [FileModel] = []
    /// Each model's path as read, for reading the file again: its `string` is the model's
    /// `FileModel.path`, for display (invalid UTF-8 in a name shows as U+FFFD), and may not open it.
    public var sourcePaths: [SourcePath] = []
    /// The first syntax error of each file that has one, in order.
    public var syntaxErrors: [(path: String, diagnostic: ModelDiagnostic)] = []
    /// Files that could not be read, with why; they are left out.
    public var unreadable: [(path: String, message: String)] = []
    /// Each model's lines, as `wc -l` counts them (plus a last line without a line break).
    public var lineCounts: [Int] = []
    /// Each model's bytes and tokens.
    var byteCounts: [Int] = []
    var tokenCounts: [Int] = []
    public var bytes = 0
    /// The lines of every file read, checked or not.
    public var lines = 0
    public var tokens = 0
    /// The texts given instead of read (`LintRequest.sources` and `overlay`), by path.
    public var contents: [String: [UInt8]] = [:]
    /// The models made in this run rather than taken from `LintRequest.modelCache`, by index in `models`.
    var modelledAfresh: [Int] = []
}

/// What a run found: the findings of every project in report order, the projects themselves
/// (configuration, index, rule context), what could not be read, and how long each phase took.
public struct LintRun {
    public var discovery: DiscoveryResult
    /// Sorted in report order; suppressed ones included and marked.
    public var findings: [Finding]
    /// The paths (as findings carry them) of the files whose findings may differ from the run
    /// before with the same `LintRequest.modelCache`, when this run kept the other files'
    /// findings as they were; nil: any file's may.
    public var refreshedPaths: Set<String>?
    public var projects: [LintProject]
    public var modeled: ModeledFiles
    /// Files skipped, unreadable or read only partly, and typealiases cut short.
    public var notifications: [ToolNotification]
    public let timer: PhaseTimer

    /// Every file's model after `Archlint.model`; empty after `lint`, whose projects' indexes
    /// hold the models of the files they check.
    public var models: [FileModel] { modeled.models }
    /// Files some configuration governs and includes: the ones checked.
    public var checkedFiles: Int { projects.reduce(0) { $0 + $1.index.files.count } }
    /// The lines of the files checked: files read and then excluded by a configuration do not count.
    public var checkedLines = 0

    /// The rules the projects ran, in catalog order, each with the severity of the first project
    /// that enables it.
    public var enabledRules: [EnabledRule] {
        var seen = Set<String>()
        var rules: [(order: Int, rule: EnabledRule)] = []
        let order = Dictionary(RuleCatalog.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for project in projects {
            for rule in project.result?.enabledRules ?? [] where seen.insert(rule.description.id).inserted {
                rules.append((order[rule.description.id] ?? Int.max, rule))
            }
        }
        return rules.sorted { $0.order < $1.order }.map(\.rule)
    }

    /// The `baseline` of the first configuration that names one, resolved against its root.
    public var configuredBaseline: String? {
        for project in projects {
            guard let baseline = project.configuration.baseline else { continue }
            return baseline.hasPrefix("/") ? baseline : project.configuration.root + "/" + baseline
        }
        return nil
    }

    /// The report every output format renders: all findings, the rules that ran with their
    /// documentation, the notifications, and paths relative to `sourceRoot`. `exitCode`: the
    /// status the run ends with, which SARIF's `executionSuccessful` agrees with.
    public func report(toolName: String, toolVersion: String, informationURI: String, sourceRoot: String, exitCode: Int32,
                       withRuleDocumentation: Bool, withDiagrams: Bool) -> LintReport {
        var rules: [ReportRule] = []
        if withRuleDocumentation {
            // Loaded once for every rule's documentation; without them (they are built in, so this
            // is not expected) the help is the summary alone.
            let packs = try? PackCatalog.severities()
            for rule in enabledRules {
                let description = rule.description
                let enabling = PackCatalog.enabling(description.id, in: packs ?? [:])
                rules.append(ReportRule(description: description, severity: rule.severity,
                                        helpText: packs == nil ? description.summary : RuleExplanation.text(description, packs: enabling),
                                        packs: enabling))
            }
        }
        var report = LintReport(
            toolName: toolName, toolVersion: toolVersion, informationURI: informationURI, findings: findings,
            rules: rules, notifications: notifications, filesChecked: checkedFiles, paths: ReportPaths(root: sourceRoot),
            columns: SourceColumns(contentsOf: modeled.reader()), exitCode: exitCode)
        if withDiagrams {
            report.diagramRoots = projects.compactMap { project in project.result.map { _ in project.configuration.root } }
            report.diagrams = projects.compactMap { project in
                project.result.map { result in
                    GraphRendering.render(ArchitectureGraph.build(result.context, findings: result.findings.filter { $0.suppression == nil },
                                                                  level: .layer), as: .mermaid)
                }
            }
        }
        return report
    }

    /// Scenes drawn at most, in name order: each is a small graph (about 13 KB of page with its
    /// nodes' types), but an app has hundreds, and the page should stay a few megabytes.
    static let sceneLimit = 150

    /// Each project's architecture for the HTML report: its graphs at layer, module and role level
    /// and per scene, and the types behind their nodes. `reported`: the run's findings as
    /// reported, the baseline applied; the graphs' red edges are those of the unsuppressed ones.
    public func architectures(reported: [Finding]) -> [ReportArchitecture] {
        let suppressed = Set(reported.lazy.filter { $0.suppression != nil }.map(\.fingerprint))
        return projects.compactMap { project in
            guard let result = project.result else { return nil }
            let context = result.context
            let findings = result.findings.filter { $0.suppression == nil && !suppressed.contains($0.fingerprint) }
            func graph(_ level: ArchitectureGraph.Level) -> ArchitectureGraph {
                ArchitectureGraph.build(context, findings: findings, level: level)
            }
            var views = [ReportArchitecture.View(title: "Layers", graph: graph(.layer)),
                         ReportArchitecture.View(title: "Modules", graph: graph(.module)),
                         ReportArchitecture.View(title: "Roles", graph: graph(.role))]
            let scenes = SceneEvidence.scenes(context.roles, project: project.index, specs: project.configuration.roles)
            let drawn = Array(scenes.prefix(Self.sceneLimit))
            for (scene, graph) in zip(drawn, ArchitectureGraph.sceneGraphs(context, findings: findings, scenes: drawn)) {
                views.append(ReportArchitecture.View(title: scene, graph: graph, isScene: true))
            }
            var types: [ReportArchitecture.TypeEntry] = []
            for (id, symbol) in zip(project.index.symbolIDs, project.index.symbols) {
                guard let ref = symbol.declaration else { continue }
                let role = context.role(id)?.name
                let layer = context.layerOfSymbol[id].map { context.layers[$0].name }
                guard role != nil || layer != nil else { continue }
                types.append(ReportArchitecture.TypeEntry(
                    name: symbol.qualifiedName, module: project.index.moduleOfFile[ref.file], role: role, reason: context.roles.reason(id),
                    layer: layer, path: project.index.files[ref.file].path, line: Int(context.declaration(ref).position.line)))
            }
            var moduleOfPath: [String: String] = [:]
            for (file, model) in project.index.files.enumerated() { moduleOfPath[model.path] = project.index.moduleOfFile[file] }
            return ReportArchitecture(root: project.configuration.root, configurationFile: project.configuration.file,
                                      packs: project.configuration.extends, layers: project.configuration.layers.map(\.name),
                                      views: views, findings: findings, types: types, moduleOfPath: moduleOfPath,
                                      scenesLeftOut: max(0, scenes.count - Self.sceneLimit))
        }
    }

    /// Each project's architecture graph at `level` (`scene`: only the types whose names start
    /// with it), with the root of its configuration; projects whose rules did not run have none.
    public func graphs(level: ArchitectureGraph.Level, scene: String?) -> [(root: String, graph: ArchitectureGraph)] {
        projects.compactMap { project in
            project.result.map { result in
                (project.configuration.root,
                 ArchitectureGraph.build(result.context, findings: result.findings.filter { $0.suppression == nil }, level: level, scene: scene))
            }
        }
    }

    /// Each type's module, role (and why) and layer, per file path, as the rules see them; and
    /// the types of scene folders that got no role (`dump`, `dump --unassigned`).
    public func typeFacts(jobs: Int) -> (byFile: [String: [TypeFacts]], unassigned: [UnassignedType]) {
        var facts: [String: [TypeFacts]] = [:]
        var unassigned: [UnassignedType] = []
        for project in projects {
            let roles = RoleAssigner.assign(project: project.index, roles: project.configuration.roles, relativePaths: project.relativePaths)
            for id in SceneEvidence.unassignedInScenes(roles, project: project.index,
                                                       sceneRoles: Set(project.configuration.roles.filter(\.scene).map(\.role)),
                                                       relativePaths: project.relativePaths) {
                let symbol = project.index.symbols[id]
                guard let ref = symbol.declaration else { continue }
                unassigned.append(UnassignedType(path: project.index.files[ref.file].path,
                                                 line: project.index.files[ref.file].types[ref.type].position.line,
                                                 name: symbol.qualifiedName, kind: symbol.kind.rawValue))
            }
            let lintContext = LintContext(project: project.index, roles: roles, layers: project.configuration.layers,
                                          relativePaths: project.relativePaths, jobs: jobs)
            for (fileIndex, file) in project.index.files.enumerated() {
                facts[file.path] = file.types.indices.map { typeIndex in
                    let symbol = project.index.symbol(declaredAt: DeclarationRef(file: fileIndex, type: typeIndex))
                    return TypeFacts(module: project.index.moduleOfFile[fileIndex], role: symbol.flatMap(roles.role)?.name,
                                     reason: symbol.flatMap(roles.reason),
                                     layer: symbol.flatMap { lintContext.layerOfSymbol[$0] }.map { project.configuration.layers[$0].name })
                }
            }
        }
        return (facts, unassigned.sorted { ($0.path, $0.line) < ($1.path, $1.line) })
    }
}

/// A type as the rules see it: its module, role (and the reason for it) and layer.
public struct TypeFacts: Sendable {
    public var module: String
    public var role: String?
    public var reason: String?
    public var layer: String?
}

/// A type in a folder of scene roles that got no role: what a team's own names leave out of the checks.
public struct UnassignedType: Sendable {
    public var path: String
    public var line: Int32
    public var name: String
    public var kind: String
}

/// The pattern detection of a tree and the folder each module's files share.
public struct PatternSurvey {
    public var detection: PatternDetection
    /// Module name → the deepest folder its files share, as a glob (`Sources/Core/**`), for the
    /// modules no build description gives (those are read from it on every run).
    public var moduleFolders: [String: String]

    /// The deepest folder every path shares, as a glob: `Sources/Core/**`.
    static func commonDirectory(_ paths: [String]) -> String {
        var common = paths.first.map { Array($0.split(separator: "/").dropLast()) } ?? []
        for path in paths.dropFirst() {
            let parts = Array(path.split(separator: "/").dropLast())
            var shared = 0
            while shared < min(common.count, parts.count) && common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return common.isEmpty ? "*.swift" : common.joined(separator: "/") + "/**"
    }
}
