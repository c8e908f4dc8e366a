import Platform
import ArchlintKit
import Reporting
import RuleEngine

/// A tool made of subcommands: dispatch, `--help`, `--version`, `help NAME`, and the error
/// messages for bad command lines. Generic over the `CommandSpec`s it is given.
public struct CommandLineTool: Sendable {
    public let name: String
    public let version: String
    public let overview: String
    public let commands: [CommandSpec]
    /// Runs when the first argument is not a subcommand name (`archlint Sources` = `archlint lint Sources`).
    public let defaultCommand: String

    public init(name: String, version: String, overview: String, commands: [CommandSpec], defaultCommand: String) {
        self.name = name
        self.version = version
        self.overview = overview
        self.commands = commands
        self.defaultCommand = defaultCommand
    }

    public func command(named name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// Runs the command line (without the program name) and returns the exit code.
    public func run(_ arguments: [String], context: CommandContext) -> Int32 {
        do {
            return try dispatch(arguments, context: context)
        } catch let error as CommandError {
            switch error {
            case .usage(let message, let commandName):
                context.error(message)
                context.stderr.writeEscaped(usage(for: commandName.flatMap { command(named: $0) }))
            case .failure(let message):
                if !message.isEmpty { context.error(message) }
            }
            return ExitCode.failure
        } catch LintError.noSuchPaths(let paths) {
            for path in paths { context.error("no such file or directory: \(path)") }
            return ExitCode.failure
        } catch let error as ConfigurationError {
            // Already a whole diagnostic line, `file:line:column: error: …`, for every command.
            context.diagnostic(error.description)
            return ExitCode.failure
        } catch {
            context.error("\(error)")
            return ExitCode.failure
        }
    }

    private func dispatch(_ arguments: [String], context: CommandContext) throws -> Int32 {
        if let first = arguments.first {
            switch first {
            case "--help", "-h":
                context.stdout.writeEscaped(help())
                return ExitCode.success
            case "--version":
                if arguments.count > 1 {
                    throw CommandError.usage("unexpected argument '\(arguments[1])'", command: nil)
                }
                context.stdout.writeLine("\(name) \(version)")
                return ExitCode.success
            default:
                break
            }
            if let command = command(named: first) {
                return try run(command, Array(arguments.dropFirst()), context: context)
            }
            if !first.hasPrefix("-"), isWordLike(first), !pathExists(first) {
                var message = "unknown subcommand '\(first)'"
                if let suggestion = Suggestions.closest(to: first, among: commands.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw CommandError.usage(message, command: nil)
            }
        }
        guard let command = command(named: defaultCommand) else {
            throw CommandError.usage("no subcommand given", command: nil)
        }
        if let first = arguments.first, first.hasPrefix("--") {
            // `--verison` is a mistyped tool option, not an unknown option of the default command.
            let name = first.dropFirst(2).prefix { $0 != "=" }
            if command.option(long: name) == nil, let suggestion = Suggestions.closest(to: first, among: ["--version"], ignoringLeadingDashes: true) {
                throw CommandError.usage("unknown option '--\(name)'; did you mean '\(suggestion)'?", command: nil)
            }
        }
        return try run(command, arguments, context: context)
    }

    private func run(_ command: CommandSpec, _ arguments: [String], context: CommandContext) throws -> Int32 {
        if ArgumentParser.requestsHelp(arguments) {
            context.stdout.writeEscaped(help(for: command))
            return ExitCode.success
        }
        let parsed = try ArgumentParser.parse(arguments, for: command)
        return try command.run(parsed, context)
    }

    /// A first argument that is neither a subcommand nor an existing path is reported as an
    /// unknown subcommand when it looks like one: letters, digits and dashes only.
    private func isWordLike(_ argument: String) -> Bool {
        !argument.isEmpty && argument.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    private func pathExists(_ path: String) -> Bool { POSIX.entryExists(path) }

    // MARK: Help texts

    /// The tool's help: overview, usage, subcommands, global options.
    public func help() -> String {
        var text = "OVERVIEW: \(overview)\n\n"
        text += usageLines()
        text += "\nSUBCOMMANDS:\n"
        let width = commands.map { $0.name.count + ($0.name == defaultCommand ? " (default)".count : 0) }.max() ?? 0
        for command in commands {
            let label = command.name + (command.name == defaultCommand ? " (default)" : "")
            text += "  " + label.padding(to: width + 2) + command.summary + "\n"
        }
        text += "\nOPTIONS:\n"
        text += "  -h, --help".padding(to: 16) + "Show this help.\n"
        text += "  --version".padding(to: 16) + "Show the version.\n"
        text += "\nSee '\(name) help <subcommand>' for a subcommand's options.\n"
        return text
    }

    /// `help NAME` and `NAME --help`.
    public func help(for command: CommandSpec) -> String {
        var text = "OVERVIEW: \(command.summary)\n\n"
        text += "USAGE: \(synopsis(of: command))\n"
        if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        if let positionals = command.positionals {
            text += "\nARGUMENTS:\n"
            text += "  " + (positionals.name + (positionals.maximum == 1 ? "" : " ...")).padding(to: 22) + positionals.help + "\n"
        }
        text += "\nOPTIONS:\n"
        for option in command.options {
            let synopsis = "  " + option.synopsis
            if synopsis.count >= 24 {
                text += synopsis + "\n" + "".padding(to: 24) + option.help + "\n"
            } else {
                text += synopsis.padding(to: 24) + option.help + "\n"
            }
        }
        return text
    }

    /// What follows a usage error: the command's usage (or the tool's) and where to read more.
    public func usage(for command: CommandSpec?) -> String {
        guard let command else {
            return usageLines() + "See '\(name) --help'.\n"
        }
        return "USAGE: \(synopsis(of: command))\nSee '\(name) help \(command.name)'.\n"
    }

    private func usageLines() -> String {
        var lines: [String] = []
        if let lint = command(named: defaultCommand) {
            lines.append("\(name) [\(lint.name)] [options] \(lint.positionals?.synopsis ?? "")".trimmingTrailingSpaces())
        }
        lines.append("\(name) <subcommand> [options] [arguments]")
        return "USAGE: " + lines.joined(separator: "\n       ") + "\n"
    }

    private func synopsis(of command: CommandSpec) -> String {
        var text = "\(name) \(command.name) [options]"
        if let positionals = command.positionals { text += " " + positionals.synopsis }
        return text
    }
}

public enum ExitCode {
    public static let success: Int32 = 0
    /// Violations were found (later issues).
    public static let violations: Int32 = 1
    /// Usage, configuration or I/O error.
    public static let failure: Int32 = 2
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
