import ArchlintKit
import Platform
import ProjectIndex
import Reporting
import RuleEngine
import SwiftLexer

/// `archlint [lint] [PATH ...]`: finds the Swift files, reads, tokenizes and models them in
/// parallel, indexes each configuration's project, runs its rules and prints the findings.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        summary: "Check the Swift files under the given paths.",
        discussion: """
            Folders are searched recursively for .swift files, skipping .build, .build-*,
            .build_*, .git, .swiftpm, Pods, Carthage and DerivedData; symbolic links are
            followed inside the project (--follow-external-links: also out of it). Files named
            explicitly must end in .swift. Each file is checked with the
            nearest .archlint.json above it (or --config). Findings go to standard output as
            path:line:column: severity: message [rule-id]; a summary goes to standard error.
            --format picks another format (FORMATS below); an --output FILE right after a
            --format writes that report to FILE, so one run can print text and write SARIF:
            --format text --format sarif --output archlint.sarif.
            Exit status: 0 no error-level finding, 1 at least one (or any finding with
            --strict), 2 usage, configuration or I/O error.

            FORMATS:
            """ + ReportFormat.registry.map { "\n  " + $0.name.padding(to: 12) + $0.summary }.joined(),
        // Other linters' spelling (SwiftLint, ESLint): `--reporter json` hints at `--format json`.
        optionHints: ["reporter": "format"],
        options: [
            RunOptions.jobs,
            .value("config", "FILE", help: "Use this configuration for every file instead of the nearest .archlint.json."),
        ] + RunOptions.configurationAccess + RunOptions.externalLinks + [
            .flag("strict", help: "Warnings fail the run too (exit 1)."),
            .flag("require-config", help: "Fail (exit 2) when no .archlint.json governs a linted path, instead of detecting the pattern (also ARCHLINT_REQUIRE_CONFIG=1)."),
            .value("max-warnings", "N", kind: .nonNegativeInteger, help: "Fail (exit 1) when more than N warnings remain."),
            .value("baseline", "FILE", help: "Hide the findings recorded in FILE (default: the configuration's \"baseline\")."),
            .value("write-baseline", "FILE", help: "Record every current finding in FILE, then exit 0."),
            .flag("strict-baseline", help: "Fail (exit 1) when baseline entries no longer occur, naming them, so the baseline only shrinks (also \"strictBaseline\" in .archlint.json)."),
            .value("since", "REV", help: "Report only the findings that git revision REV did not have (REV's files are read with git, nothing is checked out; moved code is not new); html adds the new and fixed findings per rule and layer."),
            .flag("quiet", short: "q", help: "Print the findings only: no summary and no notes (errors are still shown)."),
            .flag("timing", help: "Print wall/CPU time, throughput and peak memory per phase to standard error."),
            .repeatable("format", "FORMAT", kind: .choice(ReportFormat.names),
                        help: "Report format: \(ReportFormat.namesForHelp). Repeat it to write several."),
            .repeatable("output", "FILE", help: "Write the report of the --format just before to FILE instead of standard output."),
            .value("source-root", "DIR", help: "Paths in reports other than text are relative to DIR (default: .)."),
            .flag("allow-empty", help: "A run that checks no file (none found, all excluded or unreadable) succeeds instead of failing (exit 2)."),
            .value("sarif-category", "NAME", help: "sarif: the category of automationDetails.id (default: archlint), to upload two archlint analyses of one repository."),
            .value("link-base", "URL", help: "markdown and html: link files as URL/PATH#Lline (PATH relative to --source-root), for pull-request comments, job summaries and CI artifacts."),
            .flag("exclude-suppressed", help: "Leave suppressed findings out of sarif and json reports (GitHub code scanning shows them as open alerts)."),
        ],
        positionals: PositionalSpec(name: "PATH", help: "Files or folders to check (default: .).")
    ) { arguments, context in
        try run(arguments, context)
    }

    /// Shown as SARIF's `tool.driver.informationUri`; rules' `helpUri`s are under it.
    static let informationURI = ProjectSite.home

    /// The environment's `ARCHLINT_REQUIRE_CONFIG`: a CI template sets it once for every run
    /// (the configuration file cannot ask for itself to exist).
    static let requireConfigurationVariable = "ARCHLINT_REQUIRE_CONFIG"

    static func requiresConfigurationByEnvironment() throws -> Bool {
        switch POSIX.environment(requireConfigurationVariable) {
        case nil, "", "0", "false", "no": return false
        case "1", "true", "yes": return true
        case let value?:
            throw CommandError.usage("\(requireConfigurationVariable) is '\(value)'; use 1 (or true) to require a configuration, 0 (or false) not to",
                                     command: spec.name)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let destinations: [ReportDestination]
        do {
            destinations = try ReportDestination.pair(arguments.orderedValues.filter { $0.option == "format" || $0.option == "output" }
                .map { (name: $0.option, value: $0.value) })
        } catch let error as ReportDestination.PairingError {
            throw CommandError.usage(error.description, command: spec.name)
        }
        var request = RunOptions.request(arguments, context, keepingLinksInside: true)
        request.requireConfiguration = try arguments.flag("require-config") || requiresConfigurationByEnvironment()
        // Under --strict a folder that could not be read fails the run (exit 2): what it holds went unchecked.
        let strict = arguments.flag("strict")
        request.unreadFoldersAreErrors = strict
        let quiet = arguments.flag("quiet")
        if quiet { request.message = { _ in } }
        let since = arguments.value("since")
        // With --since, the revision's run reuses what the working tree's read and modelled.
        let runs = try since.map { try Archlint.lint(request, besideRevision: $0) }
        let run = try runs?.workingTree ?? Archlint.lint(request)
        let paths = request.paths
        var notifications = run.notifications

        // A gate that checked nothing must not pass: say why, and fail unless asked not to.
        let emptyRun = run.checkedFiles == 0 && !arguments.flag("allow-empty")
        if emptyRun {
            let reason = emptyRunReason(paths: paths, found: run.discovery.files.count, unreadable: run.modeled.unreadable.count)
            context.error("no file was checked: \(reason) (--allow-empty accepts a run that checks nothing)")
            notifications.append(ToolNotification(id: ToolNotification.noFileChecked, level: .error, message: "no file was checked: \(reason)"))
        }
        try refuseOutputsNamingInputs(destinations.compactMap(\.file), baselineOutput: arguments.value("write-baseline"),
                                      run: run, baseline: arguments.value("baseline") ?? run.configuredBaseline)

        var findings = run.findings
        if let file = arguments.value("write-baseline") {
            if emptyRun { return ExitCode.failure }
            let baseline = Baseline(findings: findings)
            if let problem = write(toFile: file, { $0.write(baseline.rendered()) }) {
                context.error("cannot write the baseline file \(file): \(problem)")
                return ExitCode.failure
            }
            context.diagnostic("\(context.tool.name): wrote \(FindingText.plural(baseline.entries.reduce(0) { $0 + $1.count }, "finding")) "
                + "to the baseline \(file)")
            return ExitCode.success
        }
        let strictBaseline = arguments.flag("strict-baseline") || run.projects.contains { $0.configuration.strictBaseline }
        var staleBaseline: (file: String, entries: [Baseline.Entry])?
        var appliedBaseline: (file: String, fixed: [Baseline.Entry])?
        if let file = arguments.value("baseline") ?? run.configuredBaseline {
            let baseline = try Baseline(file: file)
            let result = baseline.apply(to: &findings)
            appliedBaseline = (file, result.staleEntries)
            if result.stale > 0 && strictBaseline { staleBaseline = (file, result.staleEntries) }
            if !quiet { context.diagnostic("\(context.tool.name): baseline \(file): \(FindingText.plural(result.matched, "finding")) matched"
                + (result.stale > 0 ? ", \(FindingText.plural(result.stale, "entry")) no longer found (run --write-baseline to shrink it)" : "")) }
        }
        var sinceNote = ""
        var comparison: ChangeReport?
        if let revision = since, let before = runs?.revision {
            // Indices of `findings` are those of `run.findings`: the baseline only marks them.
            let changes = FindingChanges(from: before.findings, to: run.findings)
            let new = Set(changes.new)
            let kept = findings.indices.filter { findings[$0].suppression != nil || new.contains($0) }
            sinceNote = "\(findings.count - kept.count) that \(revision) had left out (--since)"
            findings = kept.map { findings[$0] }
            // The HTML report shows what is new and what was fixed, per rule and layer.
            if destinations.contains(where: { $0.format == .html }) {
                comparison = changes.report(from: revision, to: "the working tree", earlier: before, later: run)
            }
        }
        let reported = findings.lazy.filter { $0.suppression == nil }
        let warnings = reported.filter { $0.severity == .warning }.count
        var failing = reported.contains { $0.severity == .error } || (strict && !reported.isEmpty) || staleBaseline != nil
        let overLimit = arguments.integer("max-warnings").flatMap { warnings > $0 ? $0 : nil }
        if overLimit != nil { failing = true }
        // A file found but not read (or, with --strict, a folder) leaves the run incomplete: exit 2,
        // after the reports, which say so too (SARIF's executionSuccessful follows the exit code).
        let incomplete = !emptyRun && notifications.contains { $0.level == .error }
        let written = run.timer.measure("report") {
            writeReports(destinations, findings: findings, run: run, notifications: notifications,
                         sourceRoot: arguments.value("source-root") ?? ".", excludeSuppressed: arguments.flag("exclude-suppressed"),
                         strict: strict, linkBase: arguments.value("link-base"),
                         sarifCategory: arguments.value("sarif-category"), baseline: appliedBaseline, comparison: comparison,
                         exitCode: emptyRun || incomplete ? ExitCode.failure : failing ? ExitCode.violations : ExitCode.success, context: context)
        }
        guard written, !emptyRun else { return ExitCode.failure }
        // The verdict comes after the findings: standard output (buffered) is written out before
        // standard error gets the summary, on a terminal, in a pipe and in CI logs alike.
        context.stdout.flush()
        if let (file, entries) = staleBaseline {
            // Why the run fails: shown with --quiet too.
            context.diagnostic("\(context.tool.name): the baseline \(file) lists \(FindingText.plural(entries.reduce(0) { $0 + $1.count }, "finding")) "
                + "that no longer occur (--strict-baseline); run --write-baseline to shrink it:")
            for entry in entries {
                let place = [entry.type, entry.member].compactMap { $0 }.joined(separator: ".")
                context.diagnostic("  \(entry.path): \(entry.rule)" + (place.isEmpty ? "" : " in \(place)")
                    + (entry.subject.isEmpty ? "" : " (\(entry.subject))") + (entry.count > 1 ? " ×\(entry.count)" : ""))
            }
        }
        if let limit = overLimit {
            // Why the run fails, with no error-level finding: shown with --quiet too.
            context.diagnostic("\(context.tool.name): \(FindingText.plural(warnings, "warning")) exceed --max-warnings \(limit)")
        }
        if !quiet {
            let suppressed = findings.count - reported.count
            context.diagnostic("\(context.tool.name): \(FindingText.summary(reported))"
                + (suppressed > 0 ? " (\(suppressed) suppressed)" : "") + (sinceNote.isEmpty ? "" : " (\(sinceNote))")
                + " in \(FindingText.plural(run.checkedFiles, "file")) checked (\(run.checkedLines) lines read, \(PhaseTimer.fixed(run.timer.elapsedWallSeconds, 3)) s)")
        }
        if arguments.flag("timing") { context.stderr.writeEscaped(run.timer.report(threads: max(1, min(request.jobs, run.discovery.files.count)))) }
        if incomplete {
            let unread = run.modeled.unreadable.count
            let folders = strict ? run.discovery.notices.filter(\.isUnreadFolder).count : 0
            let parts = (unread > 0 ? [FindingText.plural(unread, "file")] : []) + (folders > 0 ? [FindingText.plural(folders, "folder") + " (--strict)"] : [])
            context.error("the run is incomplete: \(parts.joined(separator: " and ")) could not be read (see the notes above)")
            return ExitCode.failure
        }
        return failing ? ExitCode.violations : ExitCode.success
    }

    /// Renders every requested report (all findings, suppressed ones marked) to its file or to
    /// standard output; false after an error message when a file cannot be written.
    static func writeReports(_ destinations: [ReportDestination], findings: [Finding], run: LintRun,
                             notifications: [ToolNotification], sourceRoot: String, excludeSuppressed: Bool, strict: Bool = false,
                             linkBase: String? = nil, sarifCategory: String? = nil, baseline: (file: String, fixed: [Baseline.Entry])? = nil,
                             comparison: ChangeReport? = nil,
                             exitCode: Int32, context: CommandContext) -> Bool {
        var report = run.report(toolName: context.tool.name, toolVersion: context.tool.version, informationURI: informationURI,
                                sourceRoot: sourceRoot, exitCode: exitCode,
                                withRuleDocumentation: destinations.contains { $0.format != .text },
                                withDiagrams: destinations.contains { $0.format == .markdown })
        report.findings = findings
        report.notifications = notifications
        report.strict = strict
        report.linkBase = linkBase
        report.sarifCategory = sarifCategory
        report.baseline = baseline
        report.comparison = comparison
        if destinations.contains(where: { $0.format == .html }) { report.architectures = run.architectures(reported: findings) }
        if excludeSuppressed {
            report.findings = findings.filter { $0.suppression == nil }
            report.excludedSuppressed = findings.count - report.findings.count
        }
        for destination in destinations {
            guard let file = destination.file else {
                destination.format.write(report, color: context.colorOutput, to: context.stdout)
                continue
            }
            if let problem = write(toFile: file, { destination.format.write(report, to: $0) }) {
                context.error("cannot write the \(destination.format.rawValue) report to \(file): \(problem)")
                return false
            }
        }
        return true
    }

    /// Writes `file` whole or not at all (`POSIX.replaceFile`) with what `write` writes; the
    /// error message on failure, when the old file is left as it was.
    static func write(toFile file: String, _ write: (OutputWriter) -> Void) -> String? {
        POSIX.replaceFile(file) { descriptor in
            let sink = FileDescriptorSink(descriptor: descriptor)
            let writer = OutputWriter(sink: sink)
            write(writer)
            writer.flush()
            return sink.error
        }
    }

    /// Why a run checked no file: nothing found, nothing readable, or everything excluded.
    static func emptyRunReason(paths: [String], found: Int, unreadable: Int) -> String {
        let named = paths.count == 1 ? "'\(paths[0])'" : "the \(paths.count) paths given"
        if found == 0 { return "no Swift file found under \(named)" }
        if unreadable == found {
            return (found == 1 ? "the only Swift file" : "none of the \(found) Swift files") + " found under \(named) could" + (found == 1 ? " not" : "")
                + " be read"
        }
        let why = "(by the configuration, or as vendored code, templates or manifests, which archlint always skips: "
            + "Pods, Carthage, Vendor, *.xctemplate, *.docc, Package.swift)"
        if unreadable == 0 {
            return (found == 1 ? "the only Swift file found under \(named) is" : "all \(found) Swift files found under \(named) are")
                + " excluded " + why
        }
        return "of the \(FindingText.plural(found, "Swift file")) found under \(named), \(unreadable) could not be read "
            + "and the others are excluded " + why
    }

    /// Refuses (exit 2, nothing written) an `--output` that is an input of the run: a file found
    /// to lint, a configuration applied or the baseline; and a `--write-baseline` that is a
    /// source or a configuration (rewriting the baseline itself is its purpose). Files are
    /// compared by device and inode, so another spelling or a link is caught too.
    static func refuseOutputsNamingInputs(_ outputs: [String], baselineOutput: String?, run: LintRun, baseline: String?) throws {
        func identity(_ path: [UInt8]) -> (device: UInt64, inode: UInt64, size: Int)? { POSIX.regularFileIdentity(path + [0]) }
        let configurations = Set(run.projects.flatMap { $0.configuration.sources.filter { !$0.hasPrefix("pack:") } })
        let written = outputs.map { (option: "--output", file: $0) } + (baselineOutput.map { [(option: "--write-baseline", file: $0)] } ?? [])
        for (option, file) in written {
            guard let target = identity(Array(file.utf8)) else { continue }
            func same(_ path: [UInt8]) -> Bool {
                identity(path).map { $0.device == target.device && $0.inode == target.inode } ?? false
            }
            var input: String? = nil
            // Only files of the same size can be the same file: most runs stat none.
            for (index, source) in run.discovery.files.enumerated() where run.discovery.sizes[index] == target.size && same(source.bytes) {
                input = "a file it checks"
                break
            }
            if input == nil, configurations.contains(where: { same(Array($0.utf8)) }) { input = "a configuration it reads" }
            if input == nil, option == "--output", let baseline, same(Array(baseline.utf8)) { input = "its baseline" }
            if let input {
                throw CommandError.failure("\(option) \(file) is an input of this run (\(input)); refusing to overwrite it")
            }
        }
    }
}
