import RuleEngine

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
        text += "Reads, beyond each type it checks and the project's declarations: \(description.reach)\n"
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
        for example in description.fixes {
            text += "\nFixed by archlint fix (\(example.pack) pack), before:\n" + render(RuleExample(pack: example.pack, example.before))
                + "after:\n" + render(RuleExample(pack: example.pack, example.after))
        }
        return text
    }

    private static func render(_ example: RuleExample) -> String {
        example.files.map { file in
            (example.namesItsFiles ? "  // \(file.path)\n" : "")
                + file.source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
        }.joined()
    }
}

/// A rule's `explain` documentation as Markdown: SARIF's `help.markdown`, and (`page`) the
/// rule's page `docs/rules/<id>.md` that SARIF's `helpUri` points at, with a title and every example.
public enum RuleMarkdown {
    /// The first line of a generated page.
    public static let generatedNote = "<!-- Generated from the rule's description by Scripts/generate-rule-docs.sh "
        + "(archlint explain RULE-ID --format markdown); do not edit. -->"

    /// The rule's page: `docs/rules/<id>.md`.
    public static func page(_ rule: ReportRule) -> String {
        generatedNote + "\n\n# `\(rule.id)`\n\n" + render(rule, allExamples: true)
    }

    public static func render(_ rule: ReportRule, allExamples: Bool = false) -> String {
        let description = rule.description
        var text = "**\(description.summary)**\n\n\(description.rationale)\n\n"
        text += "Default severity: `\(description.defaultSeverity.rawValue)`\(description.optIn ? " (opt-in)" : "")  \n"
        text += "Packs: \(rule.packs.isEmpty ? "none; enable it in `.archlint.json`" : rule.packs.joined(separator: ", "))\n"
        text += "\nReads, beyond each type it checks and the project's declarations: \(description.reach)\n"
        if !description.options.isEmpty {
            text += "\n#### Options\n\n"
            for option in description.options {
                text += "- `\(option.name)` (\(option.kind.rawValue), default `\(option.documentedDefault)`): \(option.summary)\n"
            }
        }
        if allExamples {
            for (number, example) in description.triggering.enumerated() {
                text += "\n#### Violating, \(number + 1) of \(description.triggering.count) (\(example.pack) pack; ↓ marks each finding)\n\n"
                    + code(example)
            }
            for (number, example) in description.nonTriggering.enumerated() {
                text += "\n#### Allowed, \(number + 1) of \(description.nonTriggering.count) (\(example.pack) pack)\n\n" + code(example)
            }
            for example in description.fixes {
                text += "\n#### `archlint fix` (\(example.pack) pack): before\n\n" + code(RuleExample(pack: example.pack, example.before))
                    + "\nafter\n\n" + code(RuleExample(pack: example.pack, example.after))
            }
        } else {
            if let example = description.triggering.first {
                text += "\n#### Violating (\(example.pack) pack; ↓ marks each finding)\n\n" + code(example)
            }
            if let example = description.nonTriggering.first {
                text += "\n#### Fixed (\(example.pack) pack)\n\n" + code(example)
            }
        }
        text += "\nRun `archlint explain \(description.id)` for this text in a terminal.\n"
        return text
    }

    /// Whether `text` holds three backticks in a row, which would close a ``` fence. (Not
    /// `String.contains(_:)`, which needs macOS 13.)
    private static func hasBacktickRun(_ text: String) -> Bool {
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    private static func code(_ example: RuleExample) -> String {
        example.files.map { file in
            let fence = hasBacktickRun(file.source) ? "~~~~" : "```"
            return (example.namesItsFiles ? "`\(file.path)`\n\n" : "") + fence + "swift\n" + file.source
                + (file.source.hasSuffix("\n") ? "" : "\n") + fence + "\n"
        }.joined(separator: "\n")
    }
}
