import ArchlintKit
import Platform
import Reporting
import RuleEngine

/// `archlint fix [--dry-run] [PATH ...]`: makes the fixes that change no run-time behaviour and
/// keep the build, and shrinks the baseline.
enum FixCommand {
    static let spec = CommandSpec(
        name: "fix",
        summary: "Apply the fixes that cannot change run-time behaviour or break the build (--dry-run: show them as a diff).",
        discussion: """
            Fixes: unused archlint:disable directives are removed (unused-suppression); a strong
            back-reference held in an optional var of a class or class-bound protocol becomes
            weak (strong-back-reference); the baseline (--baseline, or the configuration's) keeps
            only the entries that still occur. Each file is rewritten whole or not at all, and only
            if it is still what was read. --dry-run prints a unified diff instead and writes
            nothing. A second run changes nothing.
            Exit status: 0 done (or nothing to fix), 2 usage, configuration or I/O error, or a
            file that changed while archlint ran (it is left alone).
            """,
        options: [
            .flag("dry-run", help: "Print the changes as a unified diff; write nothing."),
            .value("baseline", "FILE", help: "The baseline to shrink (default: the configuration's \"baseline\")."),
            .value("config", "FILE", help: "Use this configuration for every file instead of the nearest .archlint.json."),
        ] + RunOptions.configurationAccess + RunOptions.externalLinks + [
            RunOptions.jobs,
        ],
        positionals: PositionalSpec(name: "PATH", help: "Files or folders to fix (default: .).")
    ) { arguments, context in
        let run = try Archlint.lint(RunOptions.request(arguments, context, keepingLinksInside: true))
        let plan = try FixPlan(run: run, baseline: arguments.value("baseline") ?? run.configuredBaseline)
        for (path, reason) in plan.skipped { context.note("\(path): not fixed: \(reason)") }
        let count = plan.changes.reduce(0) { $0 + $1.count }
        let fixes = "\(count) fix\(count == 1 ? "" : "es")"
        if arguments.flag("dry-run") {
            for change in plan.changes {
                context.stdout.writeEscaped(UnifiedDiff.render(old: change.original, new: change.fixed,
                                                               oldName: label("a/", change.path), newName: label("b/", change.path)))
            }
            context.stdout.flush()
            context.diagnostic("\(context.tool.name): \(fixes) in \(FindingText.plural(plan.changes.count, "file")) "
                + "(dry run: nothing written)")
            return plan.skipped.isEmpty ? ExitCode.success : ExitCode.failure
        }
        guard !plan.changes.isEmpty else {
            context.diagnostic("\(context.tool.name): nothing to fix")
            return plan.skipped.isEmpty ? ExitCode.success : ExitCode.failure
        }
        let problems = plan.write()
        for (path, reason) in problems { context.error("\(path): not written: \(reason)") }
        context.diagnostic("\(context.tool.name): \(fixes) made in "
            + FindingText.plural(plan.changes.count - problems.count, "file"))
        return problems.isEmpty && plan.skipped.isEmpty ? ExitCode.success : ExitCode.failure
    }

    /// `a/Sources/File.swift`, as git labels the sides of a diff; an absolute path as it is.
    static func label(_ side: String, _ path: String) -> String { path.hasPrefix("/") ? path : side + path }
}
