import Platform
/// Parses one subcommand's arguments against its `CommandSpec`:
/// `--name value`, `--name=value`, `-n value`, `-nvalue`, clustered short flags `-ab`,
/// `--` ending options, and a lone `-` as a positional.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], for command: CommandSpec) throws -> ParsedArguments {
        var result = ParsedArguments(command: command.name)
        var index = 0
        var optionsEnded = false

        func takeValue(for option: OptionSpec, displayName: String, inline: String?) throws {
            let value: String
            if let inline {
                value = inline
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw CommandError.usage("missing value for option '\(displayName)'", command: command.name)
            }
            try validate(value, for: option, displayName: displayName, command: command)
            result.options[option.long, default: []].append(value)
            result.orderedValues.append((option.long, value))
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: Substring
                let inline: String?
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    inline = String(body[body.index(after: equals)...])
                } else {
                    name = body
                    inline = nil
                }
                guard let option = command.option(long: name) else {
                    if let hinted = command.optionHints[String(name)].flatMap({ command.option(long: Substring($0)) }) {
                        let value = inline ?? (index < arguments.count && !looksLikeOption(arguments[index]) ? arguments[index] : nil)
                        throw CommandError.usage(
                            "unknown option '--\(name)'; did you mean '--\(hinted.long) \(value ?? hinted.valueName)'?", command: command.name)
                    }
                    throw unknownOption("--\(name)", in: command)
                }
                if option.arity == .flag {
                    if inline != nil {
                        throw CommandError.usage("option '--\(name)' does not take a value", command: command.name)
                    }
                    result.flags.insert(option.long)
                } else {
                    try takeValue(for: option, displayName: "--\(name)", inline: inline)
                }
                continue
            }
            // Short options: `-h`, `-j4`, `-j 4`, clusters of flags.
            let characters = Array(argument.dropFirst())
            var position = 0
            while position < characters.count {
                let character = characters[position]
                guard let option = command.option(short: character) else {
                    // `-help` is more likely a mistyped `--help` than a cluster `-h -e -l -p`.
                    if position == 0 || characters.count > 2 && suggestion(for: argument, in: command) != nil {
                        throw unknownOption(argument, in: command)
                    }
                    throw unknownOption("-\(character)", in: command)
                }
                position += 1
                if option.arity == .flag {
                    result.flags.insert(option.long)
                    continue
                }
                var rest = String(characters[position...])
                if rest.hasPrefix("=") { rest.removeFirst() }
                try takeValue(for: option, displayName: "-\(character)", inline: rest.isEmpty ? nil : rest)
                break
            }
        }

        if let positionals = command.positionals {
            if result.positionals.count < positionals.minimum {
                throw CommandError.usage("missing argument '\(positionals.name)'", command: command.name)
            }
            if let maximum = positionals.maximum, result.positionals.count > maximum {
                throw CommandError.usage("unexpected argument '\(result.positionals[maximum])'", command: command.name)
            }
        } else if let first = result.positionals.first {
            throw CommandError.usage("unexpected argument '\(first)'", command: command.name)
        }
        return result
    }

    /// Whether `--help` or `-h` occurs before any `--`.
    static func requestsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    /// An option-looking argument cannot be an option's value (`--jobs --timing` is a missing
    /// value), except a negative number, which the value check then rejects or accepts.
    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.count > 1, argument.hasPrefix("-") else { return false }
        let second = argument.utf8.dropFirst().first!
        return !(second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9"))
    }

    private static func validate(_ value: String, for option: OptionSpec, displayName: String, command: CommandSpec) throws {
        switch option.kind {
        case .text:
            return
        case .positiveInteger:
            if let number = Int(value), number > 0 { return }
            throw CommandError.usage("invalid value '\(value)' for option '\(displayName)': expected a positive integer", command: command.name)
        case .nonNegativeInteger:
            if let number = Int(value), number >= 0 { return }
            throw CommandError.usage("invalid value '\(value)' for option '\(displayName)': expected 0 or a positive integer", command: command.name)
        case .choice(let choices):
            if choices.contains(value) { return }
            var message = "invalid value '\(value)' for option '\(displayName)': expected one of \(choices.joined(separator: ", "))"
            if let suggestion = Suggestions.closest(to: value, among: choices) { message += "; did you mean '\(suggestion)'?" }
            throw CommandError.usage(message, command: command.name)
        }
    }

    private static func suggestion(for spelling: String, in command: CommandSpec) -> String? {
        var candidates: [String] = []
        for option in command.options {
            candidates.append("--\(option.long)")
            if let short = option.short { candidates.append("-\(short)") }
        }
        return Suggestions.closest(to: spelling, among: candidates, ignoringLeadingDashes: true)
    }

    private static func unknownOption(_ spelling: String, in command: CommandSpec) -> CommandError {
        var message = "unknown option '\(spelling)'"
        if let suggestion = suggestion(for: spelling, in: command) {
            message += "; did you mean '\(suggestion)'?"
        }
        return CommandError.usage(message, command: command.name)
    }
}
