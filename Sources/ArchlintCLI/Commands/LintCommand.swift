#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ProjectIndex
import Reporting
import RuleEngine
import SwiftLexer

/// Options shared by several subcommands.
enum CommonOptions {
    static let jobs = OptionSpec.value("jobs", short: "j", "N", kind: .positiveInteger,
                                       help: "Worker threads (default: the number of active processors).")
}

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
            --format picks another format (sarif, json, github, junit, checkstyle); an
            --output FILE right after a --format writes that report to FILE, so one run can
            print text and write SARIF: --format text --format sarif --output archlint.sarif.
            Exit status: 0 no error-level finding, 1 at least one (or any finding with
            --strict), 2 usage, configuration or I/O error.
            """,
        options: [
            CommonOptions.jobs,
            .value("config", "FILE", help: "Use this configuration for every file instead of the nearest .archlint.json."),
        ] + ConfigurationAccess.options + ProjectBoundary.options + [
            .flag("strict", help: "Warnings fail the run too (exit 1)."),
            .flag("require-config", help: "Fail (exit 2) when no .archlint.json governs a linted path, instead of detecting the pattern."),
            .value("max-warnings", "N", kind: .nonNegativeInteger, help: "Fail (exit 1) when more than N warnings remain."),
            .value("baseline", "FILE", help: "Hide the findings recorded in FILE (default: the configuration's \"baseline\")."),
            .value("write-baseline", "FILE", help: "Record every current finding in FILE, then exit 0."),
            .flag("timing", help: "Print wall/CPU time, throughput and peak memory per phase to standard error."),
            .repeatable("format", "FORMAT", kind: .choice(ReportFormat.names),
                        help: "Report format: text (default), sarif, json, github, junit or checkstyle. Repeat it to write several."),
            .repeatable("output", "FILE", help: "Write the report of the --format just before to FILE instead of standard output."),
            .value("source-root", "DIR", help: "Paths in sarif, json, github, junit and checkstyle reports are relative to DIR (default: .)."),
            .flag("allow-empty", help: "A run that checks no file (none found, all excluded or unreadable) succeeds instead of failing (exit 2)."),
            .flag("exclude-suppressed", help: "Leave suppressed findings out of sarif and json reports (GitHub code scanning shows them as open alerts)."),
        ],
        positionals: PositionalSpec(name: "PATH", help: "Files or folders to check (default: .).")
    ) { arguments, context in
        try run(arguments, context)
    }

    /// Shown as SARIF's `tool.driver.informationUri`.
    static let informationURI = "https://github.com/archlint/archlint"

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let destinations: [ReportDestination]
        do {
            destinations = try ReportDestination.pair(arguments.orderedValues.filter { $0.option == "format" || $0.option == "output" }
                .map { (name: $0.option, value: $0.value) })
        } catch let error as ReportDestination.PairingError {
            throw CommandError.usage(error.description, command: spec.name)
        }
        // Files skipped or read only partly: notes on standard error, and part of every report.
        var notifications: [ToolNotification] = []
        let jobs = arguments.integer("jobs") ?? context.processorCount
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let timer = PhaseTimer()

        let discovery = timer.measure("discover") { FileDiscovery.discover(paths, options: ProjectBoundary.discoveryOptions(arguments), jobs: jobs) }
        timer.count(files: discovery.files.count)
        try reportMissing(discovery, context)
        // Under --strict a folder that could not be read fails the run (exit 2): what it holds went unchecked.
        let strict = arguments.flag("strict")
        for notice in discovery.notices {
            context.note(notice.text)
            notifications.append(ToolNotification(id: ToolNotification.skippedPath, level: strict && notice.isUnreadFolder ? .error : .warning,
                                                  message: notice.message, path: notice.path))
        }

        var pipeline = LintPipeline(jobs: jobs, configurationFile: arguments.value("config"), timer: timer, context: context)
        pipeline.configurationAccess = ConfigurationAccess(arguments)
        pipeline.lintedPaths = paths
        pipeline.requireConfiguration = arguments.flag("require-config")
        let outcome = try pipeline.run(discovery.files, sizes: discovery.sizes)
        for (path, message) in outcome.modeled.unreadable {
            notifications.append(ToolNotification(id: ToolNotification.unreadableFile, level: .error, message: message, path: path))
        }
        for (path, first) in outcome.modeled.syntaxErrors {
            context.diagnostic("\(path):\(first.position.line):\(first.position.column): note: \(first.message); "
                + "the file was checked as far as it could be read")
            notifications.append(ToolNotification(
                id: ToolNotification.syntaxError, level: .warning,
                message: "\(first.message); the file was checked as far as it could be read", path: path,
                line: Int(first.position.line), column: Int(first.position.column)))
        }

        for project in outcome.projects {
            for cut in project.index.aliasesCutShort {
                let model = project.index.files[cut.file]
                let position = model.typealiases[cut.alias].position
                context.diagnostic("\(model.path):\(position.line):\(position.column): note: \(cut.message)")
                notifications.append(ToolNotification(
                    id: ToolNotification.typealiasCutShort, level: .warning, message: cut.message, path: model.path,
                    line: Int(position.line), column: Int(position.column)))
            }
        }

        // A gate that checked nothing must not pass: say why, and fail unless asked not to.
        let emptyRun = outcome.checkedFiles == 0 && !arguments.flag("allow-empty")
        if emptyRun {
            let reason = emptyRunReason(paths: paths, found: discovery.files.count, unreadable: outcome.modeled.unreadable.count)
            context.error("no file was checked: \(reason) (--allow-empty accepts a run that checks nothing)")
            notifications.append(ToolNotification(id: ToolNotification.noFileChecked, level: .error, message: "no file was checked: \(reason)"))
        }
        try refuseOutputsNamingInputs(destinations.compactMap(\.file), baselineOutput: arguments.value("write-baseline"),
                                      discovery: discovery, outcome: outcome,
                                      baseline: arguments.value("baseline") ?? configuredBaseline(outcome))

        var findings = outcome.findings
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
        if let file = arguments.value("baseline") ?? configuredBaseline(outcome) {
            let baseline = try Baseline(file: file)
            let result = baseline.apply(to: &findings)
            context.diagnostic("\(context.tool.name): baseline \(file): \(FindingText.plural(result.matched, "finding")) matched"
                + (result.stale > 0 ? ", \(FindingText.plural(result.stale, "entry")) no longer found (run --write-baseline to shrink it)" : ""))
        }
        let reported = findings.lazy.filter { $0.suppression == nil }
        let warnings = reported.filter { $0.severity == .warning }.count
        var failing = reported.contains { $0.severity == .error } || (strict && !reported.isEmpty)
        if let limit = arguments.integer("max-warnings"), warnings > limit {
            context.diagnostic("\(context.tool.name): \(FindingText.plural(warnings, "warning")) exceed --max-warnings \(limit)")
            failing = true
        }
        // A file found but not read (or, with --strict, a folder) leaves the run incomplete: exit 2,
        // after the reports, which say so too (SARIF's executionSuccessful follows the exit code).
        let incomplete = !emptyRun && notifications.contains { $0.level == .error }
        let written = timer.measure("report") {
            writeReports(destinations, findings: findings, outcome: outcome, notifications: notifications,
                         sourceRoot: arguments.value("source-root") ?? ".", excludeSuppressed: arguments.flag("exclude-suppressed"),
                         exitCode: emptyRun || incomplete ? ExitCode.failure : failing ? ExitCode.violations : ExitCode.success, context: context)
        }
        guard written, !emptyRun else { return ExitCode.failure }
        let suppressed = findings.count - reported.count
        context.diagnostic("\(context.tool.name): \(FindingText.summary(reported))"
            + (suppressed > 0 ? " (\(suppressed) suppressed)" : "")
            + " in \(FindingText.plural(outcome.checkedFiles, "file")) checked (\(outcome.modeled.lines) lines read, \(fixed(timer.elapsedWallSeconds, 3)) s)")
        if arguments.flag("timing") { context.stderr.writeEscaped(timer.report(threads: max(1, min(jobs, discovery.files.count)))) }
        if incomplete {
            let unread = outcome.modeled.unreadable.count
            let folders = strict ? discovery.notices.filter(\.isUnreadFolder).count : 0
            let parts = (unread > 0 ? [FindingText.plural(unread, "file")] : []) + (folders > 0 ? [FindingText.plural(folders, "folder") + " (--strict)"] : [])
            context.error("the run is incomplete: \(parts.joined(separator: " and ")) could not be read (see the notes above)")
            return ExitCode.failure
        }
        return failing ? ExitCode.violations : ExitCode.success
    }

    /// Renders every requested report (all findings, suppressed ones marked) to its file or to
    /// standard output; false after an error message when a file cannot be written.
    static func writeReports(_ destinations: [ReportDestination], findings: [Finding], outcome: LintPipeline.Outcome,
                             notifications: [ToolNotification], sourceRoot: String, excludeSuppressed: Bool,
                             exitCode: Int32, context: CommandContext) -> Bool {
        var rules: [ReportRule] = []
        if destinations.contains(where: { $0.format != .text }) {
            // Loaded once for every rule's documentation; without them (they are built in, so this
            // is not expected) the help is the summary alone.
            let packs = try? PackCatalog.severities()
            var severities: [String: Severity] = [:]
            for project in outcome.projects {
                for entry in (try? Linter.enabledRules(project.configuration)) ?? [] where severities[entry.rule.description.id] == nil {
                    severities[entry.rule.description.id] = entry.severity
                }
            }
            for rule in RuleCatalog.all {
                let description = rule.description
                guard let severity = severities[description.id] else { continue }
                let enabling = PackCatalog.enabling(description.id, in: packs ?? [:])
                rules.append(ReportRule(description: description, severity: severity,
                                        helpText: packs == nil ? description.summary : RuleExplanation.text(description, packs: enabling),
                                        packs: enabling))
            }
        }
        var report = LintReport(
            toolName: context.tool.name, toolVersion: context.tool.version, informationURI: informationURI, findings: findings,
            rules: rules, notifications: notifications, filesChecked: outcome.checkedFiles, paths: ReportPaths(root: sourceRoot),
            columns: SourceColumns(contentsOf: outcome.modeled.reader()),
            exitCode: exitCode)
        if destinations.contains(where: { $0.format == .markdown }) {
            report.diagrams = outcome.projects.compactMap { project in
                project.result.map { result in
                    GraphRendering.render(ArchitectureGraph.build(result.context, findings: result.findings.filter { $0.suppression == nil },
                                                                  level: .layer), as: .mermaid)
                }
            }
        }
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
        if unreadable == 0 {
            return "the configuration excludes " + (found == 1 ? "the only Swift file" : "all \(found) Swift files") + " found under \(named)"
        }
        return "of the \(FindingText.plural(found, "Swift file")) found under \(named), \(unreadable) could not be read "
            + "and the configuration excludes the others"
    }

    /// Refuses (exit 2, nothing written) an `--output` that is an input of the run: a file found
    /// to lint, a configuration applied or the baseline; and a `--write-baseline` that is a
    /// source or a configuration (rewriting the baseline itself is its purpose). Files are
    /// compared by device and inode, so another spelling or a link is caught too.
    static func refuseOutputsNamingInputs(_ outputs: [String], baselineOutput: String?, discovery: DiscoveryResult,
                                          outcome: LintPipeline.Outcome, baseline: String?) throws {
        func identity(_ path: [UInt8]) -> (device: UInt64, inode: UInt64, size: Int)? {
            guard let info = POSIX.fileStatus(path + [0]).info, POSIX.isRegularFile(info) else { return nil }
            return (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino), Int(info.st_size))
        }
        let configurations = Set(outcome.projects.flatMap { $0.configuration.sources.filter { !$0.hasPrefix("pack:") } })
        let written = outputs.map { (option: "--output", file: $0) } + (baselineOutput.map { [(option: "--write-baseline", file: $0)] } ?? [])
        for (option, file) in written {
            guard let target = identity(PathBytes.bytes(file)) else { continue }
            func same(_ path: [UInt8]) -> Bool {
                identity(path).map { $0.device == target.device && $0.inode == target.inode } ?? false
            }
            var input: String? = nil
            // Only files of the same size can be the same file: most runs stat none.
            for (index, source) in discovery.files.enumerated() where discovery.sizes[index] == target.size && same(source.bytes) {
                input = "a file it checks"
                break
            }
            if input == nil, configurations.contains(where: { same(PathBytes.bytes($0)) }) { input = "a configuration it reads" }
            if input == nil, option == "--output", let baseline, same(PathBytes.bytes(baseline)) { input = "its baseline" }
            if let input {
                throw CommandError.failure("\(option) \(file) is an input of this run (\(input)); refusing to overwrite it")
            }
        }
    }

    /// The `baseline` of the first configuration that names one, resolved against its root.
    static func configuredBaseline(_ outcome: LintPipeline.Outcome) -> String? {
        for project in outcome.projects {
            guard let baseline = project.configuration.baseline else { continue }
            return baseline.hasPrefix("/") ? baseline : project.configuration.root + "/" + baseline
        }
        return nil
    }

    /// `archlint: error: no such file or directory: PATH` for each missing path, then exit 2.
    static func reportMissing(_ discovery: DiscoveryResult, _ context: CommandContext) throws {
        guard !discovery.missingPaths.isEmpty else { return }
        for path in discovery.missingPaths { context.error("no such file or directory: \(path)") }
        throw CommandError.failure("")
    }

    /// Lines as `wc -l` would count them, plus a last line without a line break.
    static func lineCount(_ file: TokenizedFile) -> Int {
        let starts = file.lines.starts
        return Int(starts.last!) == file.bytes.count ? starts.count - 1 : starts.count
    }
}
