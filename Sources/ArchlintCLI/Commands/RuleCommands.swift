import Reporting
import RuleEngine

/// `archlint rules` and `archlint explain ID`: the catalog, from the rule types' own descriptions.
enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules",
        summary: "List every rule with its severity in each built-in pack.",
        options: [.value("format", "FORMAT", kind: .choice(["text", "json"]), help: "text (default) or json.")],
        positionals: nil
    ) { arguments, context in
        let packs = try PackCatalog.severities()
        if arguments.value("format") == "json" {
            let value = JSONValue.array(RuleCatalog.all.map { rule in
                let description = rule.description
                return .object([
                    ("id", .string(description.id)),
                    ("summary", .string(description.summary)),
                    ("defaultSeverity", .string(description.defaultSeverity.rawValue)),
                    ("optIn", .bool(description.optIn)),
                    ("packs", .object(PackCatalog.names.map { ($0, .optional(packs[$0]?[description.id]?.rawValue)) })),
                    ("options", .array(description.options.map { option in
                        .object([("name", .string(option.name)), ("type", .string(option.kind.rawValue)),
                                 ("default", .string(option.documentedDefault)), ("summary", .string(option.summary))])
                    })),
                ])
            })
            context.stdout.writeLine(value.rendered(pretty: true))
            return ExitCode.success
        }
        let idWidth = RuleCatalog.ids.map(\.count).max() ?? 0
        context.stdout.writeEscapedLine("rule".padding(to: idWidth) + "  " + PackCatalog.names.map { $0.padding(to: 13) }.joined(separator: " ") + " summary")
        for rule in RuleCatalog.all {
            let id = rule.description.id
            let cells = PackCatalog.names.map { (packs[$0]?[id]?.rawValue ?? "-").padding(to: 13) }
            context.stdout.writeEscapedLine(id.padding(to: idWidth) + "  " + cells.joined(separator: " ") + " " + rule.description.summary)
        }
        return ExitCode.success
    }
}

enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        summary: "Explain a rule: why it exists, a violating and a fixed example, its options and packs.",
        options: [],
        positionals: PositionalSpec(name: "RULE-ID", help: "The rule to explain (see 'archlint rules').", minimum: 1, maximum: 1)
    ) { arguments, context in
        let id = arguments.positionals[0]
        guard let rule = RuleCatalog.rule(id: id) else {
            var message = "unknown rule '\(id)'"
            if let suggestion = Suggestions.closest(to: id, among: RuleCatalog.ids) { message += "; did you mean '\(suggestion)'?" }
            throw CommandError.failure(message + " ('archlint rules' lists them)")
        }
        context.stdout.writeEscaped(try RuleExplanation.text(rule.description))
        return ExitCode.success
    }
}

/// The one rendering of a rule's documentation, shared by `explain` and the output formats.
public enum RuleExplanation {
    /// Loads the built-in packs to list the ones that enable the rule; to document several rules,
    /// load them once with `PackCatalog.severities()` and use `text(_:packs:)`.
    public static func text(_ description: RuleDescription) throws -> String {
        text(description, packs: PackCatalog.enabling(description.id, in: try PackCatalog.severities()))
    }

    /// `packs`: the packs that enable the rule, as `PackCatalog.enabling` lists them.
    public static func text(_ description: RuleDescription, packs: [String]) -> String {
        var text = "\(description.id): \(description.summary)\n\n\(description.rationale)\n\n"
        text += "Default severity: \(description.defaultSeverity.rawValue)\(description.optIn ? " (opt-in)" : "")\n"
        text += "Packs: \(packs.isEmpty ? "none; enable it in .archlint.json" : packs.joined(separator: ", "))\n"
        if !description.options.isEmpty {
            text += "\nOptions (\"rules\": { \"\(description.id)\": { \"severity\": …, OPTION: VALUE } }):\n"
            for option in description.options {
                text += "  \(option.name) (\(option.kind.rawValue), default \(option.documentedDefault)): \(option.summary)\n"
            }
        }
        for (number, example) in description.triggering.enumerated() {
            text += "\nViolating, \(number + 1) of \(description.triggering.count) (\(example.pack) pack; ↓ marks each finding):\n"
                + render(example)
        }
        for (number, example) in description.nonTriggering.enumerated() {
            text += "\nAllowed, \(number + 1) of \(description.nonTriggering.count) (\(example.pack) pack):\n" + render(example)
        }
        return text
    }

    private static func render(_ example: RuleExample) -> String {
        example.files.map { file in
            (example.files.count > 1 ? "  // \(file.path)\n" : "")
                + file.source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
        }.joined()
    }
}

/// Which rules each built-in pack enables, and at what severity.
enum PackCatalog {
    static var names: [String] { BuiltinPacks.all.keys.sorted() }

    static func severities() throws -> [String: [String: Severity]] {
        let loader = RuleCatalog.loader()
        var result: [String: [String: Severity]] = [:]
        for name in names {
            for (id, setting) in try loader.loadPack(named: name).rules {
                let severity = setting.severity ?? RuleCatalog.rule(id: id)?.description.defaultSeverity ?? .error
                if severity != .off { result[name, default: [:]][id] = severity }
            }
        }
        return result
    }

    /// The packs that enable rule `id`, as `name (severity)` in pack-name order (`viper (error)`),
    /// from `severities()`: the `Packs:` line of the rule's documentation and the reports' pack tags.
    static func enabling(_ id: String, in severities: [String: [String: Severity]]) -> [String] {
        names.compactMap { name in severities[name]?[id].map { "\(name) (\($0.rawValue))" } }
    }
}
