import ArchlintKit
import Reporting
import RuleEngine

/// `archlint diff REV1 [REV2]`: the findings new and fixed between two revisions (REV2 absent:
/// the working tree), per rule and layer.
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        summary: "Print the findings new and fixed between two git revisions (or a revision and the working tree).",
        discussion: """
            Each revision's Swift files are read with git (git ls-tree, git cat-file), nothing is
            checked out; without REV2 the working tree is the later side. Both sides are checked
            with the configurations and build descriptions in the working tree. Findings are
            matched as a baseline matches them (rule, file, type, member, offending text; never
            the line), then across files, so code moved to another file is neither new nor fixed;
            suppressed findings take no part. Exit status: 0 no new error-level finding, 1 at
            least one, 2 usage, configuration, git or I/O error.
            """,
        options: [
            .value("format", "FORMAT", kind: .choice(ChangeReport.Format.allCases.map(\.rawValue)),
                   help: "text (default), markdown (a pull-request comment) or json."),
            .repeatable("path", "PATH", help: "A file or folder to compare (default: .); repeat it for several."),
            .value("config", "FILE", help: "Use this configuration for every file instead of the nearest .archlint.json."),
        ] + RunOptions.configurationAccess + [
            RunOptions.jobs,
        ],
        positionals: PositionalSpec(name: "REV", help: "The earlier revision, then optionally the later one (default: the working tree).",
                                    minimum: 1, maximum: 2)
    ) { arguments, context in
        var request = RunOptions.request(arguments, context)
        request.paths = arguments.values("path").isEmpty ? ["."] : arguments.values("path")
        // The two runs' notes would repeat each other.
        request.message = { _ in }
        let earlierRevision = arguments.positionals[0]
        let laterRevision = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        let earlier: LintRun, later: LintRun
        if let laterRevision {
            // A file both revisions hold with the same text is modelled once.
            request.modelCache = ModelCache()
            earlier = try Archlint.lint(request, atRevision: earlierRevision)
            later = try Archlint.lint(request, atRevision: laterRevision)
        } else {
            (later, earlier) = try Archlint.lint(request, besideRevision: earlierRevision)
        }
        let report = FindingChanges(from: earlier.findings, to: later.findings)
            .report(from: earlierRevision, to: laterRevision ?? "the working tree", earlier: earlier, later: later)
        report.write(ChangeReport.Format(rawValue: arguments.value("format") ?? "text")!, to: context.stdout)
        return report.new.contains { $0.finding.severity == .error } ? ExitCode.violations : ExitCode.success
    }
}
