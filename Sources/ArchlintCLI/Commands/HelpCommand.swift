import Platform
/// `archlint help [SUBCOMMAND]`.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help",
        summary: "Show help for a subcommand.",
        options: [],
        positionals: PositionalSpec(name: "SUBCOMMAND", help: "The subcommand to explain.", maximum: 1)
    ) { arguments, context in
        let tool = context.tool
        guard let name = arguments.positionals.first else {
            context.stdout.writeEscaped(tool.help())
            return ExitCode.success
        }
        guard let command = tool.command(named: name) else {
            var message = "unknown subcommand '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: tool.commands.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandError.usage(message, command: nil)
        }
        context.stdout.writeEscaped(tool.help(for: command))
        return ExitCode.success
    }
}
