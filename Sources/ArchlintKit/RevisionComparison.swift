import ProjectIndex
import Reporting
import RuleEngine

/// The findings two runs disagree on: what the later one has that the earlier did not, and the
/// other way round. Findings are matched as a baseline matches them (`Baseline`: rule, file,
/// type, member and subject, never the line, with a count), then what is left by the same
/// without the file, so code moved to another file is neither new nor fixed. Suppressed
/// findings take no part: one whose suppression was removed is new.
public struct FindingChanges: Sendable {
    /// Indices into the later run's findings, in its order.
    public var new: [Int]
    /// Indices into the earlier run's findings, in its order.
    public var fixed: [Int]

    public init(from before: [Finding], to after: [Finding]) {
        new = Self.unmatched(after, against: before)
        fixed = Self.unmatched(before, against: after)
    }

    private static func unmatched(_ findings: [Finding], against others: [Finding]) -> [Int] {
        var marked = findings
        // Marks the ones `others` also has; the suppressed ones are marked already.
        _ = Baseline(findings: others).apply(to: &marked, acrossMoves: true)
        return marked.indices.filter { marked[$0].suppression == nil }
    }
}

extension Archlint {
    /// `lint` of `revision`'s files under the request's paths, read with git from the
    /// repository (`GitRevision`), with the configurations and build descriptions on disk. Runs
    /// that share the request's `modelCache` model a file once when both hold the same text.
    public static func lint(_ request: LintRequest, atRevision revision: String) throws -> LintRun {
        var request = request
        request.sources = try GitRevision.swiftFiles(at: revision, under: request.paths, options: request.discoveryOptions)
        return try lint(request)
    }

    /// `lint` of the working tree, then of `revision` (`lint --since`, `diff REV`): the files git
    /// finds unchanged between the two are read and modelled once, for both; only the others
    /// are read from git. The revision's run says nothing through `message`.
    public static func lint(_ request: LintRequest, besideRevision revision: String) throws -> (workingTree: LintRun, revision: LintRun) {
        // The revision is looked up first: an unknown one fails before any work is done.
        let files = try GitRevision.swiftFilesBesideWorkingTree(at: revision, under: request.paths, options: request.discoveryOptions)
        var request = request
        if request.modelCache == nil { request.modelCache = ModelCache() }
        let workingTree = try lint(request)

        var earlier = request
        earlier.message = { _ in }
        var sizeOfFile: [String: Int] = [:]
        for (path, size) in zip(workingTree.discovery.files, workingTree.discovery.sizes) { sizeOfFile[path.string] = size }
        var listed: [(path: SourcePath, size: Int)] = files.unchanged.map { ($0, sizeOfFile[$0.string] ?? 0) }
        let currentDirectory = ModuleResolver.currentDirectory
        earlier.overlay = [:]
        for file in files.changed {
            listed.append((file.path, file.bytes.count))
            earlier.overlay[ModuleResolver.absolute(file.path.string, in: currentDirectory)] = file.bytes
        }
        listed.sort { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) }
        earlier.discovery = DiscoveryResult(files: listed.map(\.path), sizes: listed.map(\.size))
        earlier.sources = nil
        return (workingTree, try lint(earlier))
    }
}

extension FindingChanges {
    /// These changes between `earlier` and `later` as a report, each finding with its layer in its run.
    public func report(from: String, to: String, earlier: LintRun, later: LintRun) -> ChangeReport {
        let new = self.new.map { later.findings[$0] }
        let fixed = self.fixed.map { earlier.findings[$0] }
        return ChangeReport(from: from, to: to, new: Array(zip(new, later.layers(of: new))), fixed: Array(zip(fixed, earlier.layers(of: fixed))))
    }
}

extension LintRun {
    /// The layer of each finding's type, by qualified name (in the first project that places it).
    public func layers(of findings: [Finding]) -> [String?] {
        var layerOfType: [String: String] = [:]
        for project in projects {
            guard let context = project.result?.context else { continue }
            for (symbol, layer) in context.layerOfSymbol.enumerated() {
                guard let layer else { continue }
                let name = project.index.symbols[symbol].qualifiedName
                if layerOfType[name] == nil { layerOfType[name] = project.configuration.layers[layer].name }
            }
        }
        return findings.map { $0.typeName.flatMap { layerOfType[$0] } }
    }
}
