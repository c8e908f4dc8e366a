import ArchlintKit

/// The options every command that runs the engine shares, and how its notes are shown.
enum RunOptions {
    static let jobs = OptionSpec.value("jobs", short: "j", "N", kind: .positiveInteger,
                                       help: "Worker threads (default: the number of active processors).")

    static let configurationAccess: [OptionSpec] = [
        .value("config-root", "DIR", help: "Files a configuration extends must be under DIR (default: the configuration's folder)."),
        .flag("allow-external-config", help: "Let a configuration extend files outside its project (see --config-root)."),
    ]

    /// `--follow-external-links`, for the commands that lint (`keepingLinksInside`).
    static let externalLinks: [OptionSpec] = [
        .flag("follow-external-links",
              help: "Follow symbolic links that lead outside the project (the configuration's folder, or the linted path)."),
    ]

    /// The request the command line makes: its paths (default `.`), `--jobs`, `--config`,
    /// `--config-root` and `--allow-external-config`; notes go to standard error as they happen.
    /// `keepingLinksInside`: symbolic links out of each path's project are skipped, unless
    /// `--follow-external-links`.
    static func request(_ arguments: ParsedArguments, _ context: CommandContext, keepingLinksInside: Bool = false) -> LintRequest {
        var request = LintRequest(paths: arguments.positionals, jobs: arguments.integer("jobs") ?? context.processorCount,
                                  configurationFile: arguments.value("config"), message: context.show)
        request.configurationAccess = ConfigurationAccess(allowExternal: arguments.flag("allow-external-config"),
                                                          root: arguments.value("config-root"))
        if keepingLinksInside && !arguments.flag("follow-external-links") {
            request.discoveryOptions.boundary = ProjectBoundary.perPath(configurationRoot: arguments.value("config-root"),
                                                                        configurationFile: arguments.value("config"))
        }
        return request
    }
}

extension CommandContext {
    /// `archlint: note: …`, or `path:line:column: warning: …` for a message at a place in a file
    /// (a syntax error, a typealias cut short): the level every report format gives it.
    func show(_ message: RunMessage) {
        switch message {
        case .note(let text): note(text)
        case .located(let path, let line, let column, let text): diagnostic("\(path):\(line):\(column): warning: \(text)")
        }
    }
}
