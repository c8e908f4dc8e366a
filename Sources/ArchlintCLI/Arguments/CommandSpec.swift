import Platform
import Reporting

/// One option of a subcommand: a flag (`--timing`), an option with a value (`--jobs N`), or a
/// repeatable option whose values accumulate (`--format text --format sarif`).
public struct OptionSpec: Sendable {
    public enum Arity: Sendable {
        case flag
        case value
        case repeatable
    }

    /// What values an option accepts; checked while parsing, so commands read validated values.
    public enum ValueKind: Sendable {
        case text
        case positiveInteger
        case nonNegativeInteger
        case choice([String])
    }

    /// Long name without dashes: `jobs` for `--jobs`.
    public let long: String
    public let short: Character?
    public let arity: Arity
    public let kind: ValueKind
    /// The placeholder in help: `N` in `--jobs N`.
    public let valueName: String
    public let help: String

    public init(long: String, short: Character? = nil, arity: Arity, kind: ValueKind = .text, valueName: String = "VALUE", help: String) {
        self.long = long
        self.short = short
        self.arity = arity
        self.kind = kind
        self.valueName = valueName
        self.help = help
    }

    public static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(long: long, short: short, arity: .flag, help: help)
    }

    public static func value(_ long: String, short: Character? = nil, _ valueName: String, kind: ValueKind = .text, help: String) -> OptionSpec {
        OptionSpec(long: long, short: short, arity: .value, kind: kind, valueName: valueName, help: help)
    }

    public static func repeatable(_ long: String, short: Character? = nil, _ valueName: String, kind: ValueKind = .text, help: String) -> OptionSpec {
        OptionSpec(long: long, short: short, arity: .repeatable, kind: kind, valueName: valueName, help: help)
    }

    /// `-j, --jobs N` as shown in help.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? "    "
        text += "--\(long)"
        if arity != .flag { text += " \(valueName)" }
        if arity == .repeatable { text += " ..." }
        return text
    }
}

/// The positional arguments of a subcommand: `PATH ...`.
public struct PositionalSpec: Sendable {
    public let name: String
    public let help: String
    public let minimum: Int
    /// `nil`: any number.
    public let maximum: Int?

    public init(name: String, help: String, minimum: Int = 0, maximum: Int? = nil) {
        self.name = name
        self.help = help
        self.minimum = minimum
        self.maximum = maximum
    }

    var synopsis: String {
        var text = name
        if maximum != 1 { text += " ..." }
        return minimum == 0 ? "[\(text)]" : text
    }
}

/// What a running command gets: the output writers, the tool (for help texts) and the processor count.
public final class CommandContext {
    public let stdout: OutputWriter
    public let stderr: OutputWriter
    public let tool: CommandLineTool
    public let processorCount: Int
    /// Standard output is a terminal and `NO_COLOR` is unset.
    public let colorOutput: Bool

    init(stdout: OutputWriter, stderr: OutputWriter, tool: CommandLineTool, processorCount: Int, colorOutput: Bool = false) {
        self.stdout = stdout
        self.stderr = stderr
        self.tool = tool
        self.processorCount = processorCount
        self.colorOutput = colorOutput
    }

    // Everything written to standard error goes through `OutputWriter.writeEscapedLine`: a
    // message quotes paths, names, keys and source that a repository chooses.

    /// `archlint: note: …` on standard error.
    public func note(_ message: String) {
        stderr.writeEscapedLine("\(tool.name): note: \(message)")
    }

    /// `archlint: error: …` on standard error (no usage: for I/O and configuration errors).
    public func error(_ message: String) {
        stderr.writeEscapedLine("\(tool.name): error: \(message)")
    }

    /// A whole line on standard error (`path:line:column: note: …`, a summary), escaped.
    public func diagnostic(_ line: String) {
        stderr.writeEscapedLine(line)
    }
}

/// A subcommand: its help texts, the options and positionals it accepts, and what it does.
/// The parser knows nothing about particular commands: adding one means adding a value here.
public struct CommandSpec: Sendable {
    public typealias Run = @Sendable (ParsedArguments, CommandContext) throws -> Int32

    public let name: String
    /// One line, shown in the command list.
    public let summary: String
    /// Paragraphs shown by `help NAME` after the usage.
    public let discussion: String
    public let options: [OptionSpec]
    public let positionals: PositionalSpec?
    /// Options other tools spell another way, by long name, and the option of this command they
    /// mean: `reporter` → `format`, so `--reporter json` hints at `--format json`.
    public let optionHints: [String: String]
    public let run: Run

    public init(name: String, summary: String, discussion: String = "", optionHints: [String: String] = [:], options: [OptionSpec],
                positionals: PositionalSpec?, run: @escaping Run) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.optionHints = optionHints
        // Every command understands --help; it is listed last.
        self.options = options + [.flag("help", short: "h", help: "Show this help.")]
        self.positionals = positionals
        self.run = run
    }

    func option(long: Substring) -> OptionSpec? { options.first { $0.long == long } }
    func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}

/// The result of parsing a command's arguments. Values are already validated against the
/// option's `ValueKind`.
public struct ParsedArguments: Sendable {
    public let command: String
    public internal(set) var flags: Set<String> = []
    public internal(set) var options: [String: [String]] = [:]
    public internal(set) var positionals: [String] = []
    /// Every option value in command-line order, for options whose values pair up
    /// (`--format sarif --output a.sarif --format text`).
    public internal(set) var orderedValues: [(option: String, value: String)] = []

    public init(command: String) {
        self.command = command
    }

    public func flag(_ long: String) -> Bool { flags.contains(long) }
    /// The last value given for a single-value option (a later one overrides an earlier one).
    public func value(_ long: String) -> String? { options[long]?.last }
    public func values(_ long: String) -> [String] { options[long] ?? [] }
    public func integer(_ long: String) -> Int? { value(long).flatMap { Int($0) } }
}

/// Errors the entry point turns into messages and exit codes.
public enum CommandError: Error, Equatable {
    /// Bad command line: message, then the usage of `command` (or the tool's), exit 2.
    case usage(String, command: String?)
    /// A failure with its message already explained: exit 2.
    case failure(String)
}
