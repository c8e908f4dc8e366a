import Platform
import ProjectIndex
import Reporting

/// The `archlint` command line. `main()` runs it as a process; `run(arguments:stdout:stderr:)`
/// runs it in-process with injectable output, for tests and embedding.
public enum ArchlintCLI {
    public static let version = "0.1.0"

    public static let tool = CommandLineTool(
        name: "archlint",
        version: version,
        overview: "a static architecture linter for Swift code bases",
        commands: [LintCommand.spec, DiffCommand.spec, FixCommand.spec, InitCommand.spec, DumpCommand.spec, TokensCommand.spec, RulesCommand.spec, ExplainCommand.spec, GraphCommand.spec, WhyCommand.spec, LanguageServerCommand.spec, HelpCommand.spec],
        defaultCommand: LintCommand.spec.name
    )

    /// Runs a command line (without the program name); returns the exit code:
    /// 0 clean, 1 violations, 2 usage, configuration or I/O error.
    public static func run(arguments: [String], stdout: ByteSink, stderr: ByteSink, processorCount: Int? = nil,
                           colorOutput: Bool = false) -> Int32 {
        let out = OutputWriter(sink: stdout)
        // Standard error is flushed line by line, so notes appear as they happen.
        let err = OutputWriter(sink: stderr, bufferSize: 0)
        let context = CommandContext(stdout: out, stderr: err, tool: tool,
                                     processorCount: processorCount ?? POSIX.activeProcessorCount,
                                     colorOutput: colorOutput)
        var code = tool.run(arguments, context: context)
        out.flush()
        // Lost output is an error, never a silent success: a full disk behind a redirection, or
        // a closed pipe when SIGPIPE is ignored (at its default, the signal ends the process
        // quietly at the failed write, as for other Unix tools).
        if let sink = stdout as? FileDescriptorSink, sink.failed {
            context.error("cannot write to standard output: \(POSIX.errorMessage(sink.error))")
            code = ExitCode.failure
        }
        err.flush()
        return code
    }

    public static func main() -> Never {
        // The arguments' own bytes: a file name that is not UTF-8 is kept (`PathBytes`), not
        // replaced with U+FFFD as `CommandLine.arguments` would.
        let arguments = POSIX.commandLineArguments().dropFirst().map(PathBytes.string)
        let code = run(arguments: arguments,
                       stdout: FileDescriptorSink(descriptor: 1), stderr: FileDescriptorSink(descriptor: 2),
                       colorOutput: POSIX.isTerminal(1) && POSIX.environment("NO_COLOR") == nil)
        POSIX.exitProcess(code)
    }
}
