import JSON
import Platform
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
        discussion: """
            --format markdown prints the rule's page, docs/rules/RULE-ID.md, which SARIF's helpUri
            points at (Scripts/generate-rule-docs.sh writes every rule's).
            """,
        options: [.value("format", "FORMAT", kind: .choice(["text", "markdown"]), help: "text (default) or markdown (the rule's documentation page).")],
        positionals: PositionalSpec(name: "RULE-ID", help: "The rule to explain (see 'archlint rules').", minimum: 1, maximum: 1)
    ) { arguments, context in
        let id = arguments.positionals[0]
        guard let rule = RuleCatalog.rule(id: id) else {
            var message = "unknown rule '\(id)'"
            if let suggestion = Suggestions.closest(to: id, among: RuleCatalog.ids) { message += "; did you mean '\(suggestion)'?" }
            throw CommandError.failure(message + " ('archlint rules' lists them)")
        }
        if arguments.value("format") == "markdown" {
            let packs = PackCatalog.enabling(id, in: try PackCatalog.severities())
            context.stdout.write(RuleMarkdown.page(ReportRule(description: rule.description, severity: rule.description.defaultSeverity,
                                                              helpText: "", packs: packs)))
            return ExitCode.success
        }
        context.stdout.writeEscaped(try RuleExplanation.text(rule.description))
        return ExitCode.success
    }
}
