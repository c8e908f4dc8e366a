import ArchlintKit
import Reporting
import RuleEngine

/// `archlint graph [PATH ...] --format mermaid|dot|json [--level module|layer|role|type] [--scene NAME]`.
enum GraphCommand {
    static let spec = CommandSpec(
        name: "graph",
        summary: "Draw the architecture: modules, layers, roles or types, with violating edges in red.",
        discussion: """
            module: modules and their imports; layer: layers top to bottom with reference counts
            between them; role: the roles of one scene (--scene PinCodeEnter keeps the types
            whose names start with it) or of the whole project, the way VIP/VIPER/SVIP diagrams
            are drawn; type: every type with a role. Edges that break a rule are red and carry
            the rule ids; allowed edges are grey and carry counts. Mermaid renders on GitHub as
            it is; DOT renders with Graphviz (dot -Tsvg).
            """,
        options: [
            .value("format", "FORMAT", kind: .choice(GraphRendering.Format.allCases.map(\.rawValue)), help: "mermaid (default), dot or json."),
            .value("level", "LEVEL", kind: .choice(ArchitectureGraph.Level.allCases.map(\.rawValue)), help: "module, layer, role (default) or type."),
            .value("scene", "NAME", help: "With --level role or type: only the types whose name starts with NAME."),
            .value("config", "FILE", help: "Use this configuration instead of the nearest .archlint.json."),
        ] + RunOptions.configurationAccess + RunOptions.externalLinks + [
            RunOptions.jobs,
        ],
        positionals: PositionalSpec(name: "PATH", help: "Files or folders (default: .).")
    ) { arguments, context in
        let run = try Archlint.lint(RunOptions.request(arguments, context, keepingLinksInside: true))
        let level = ArchitectureGraph.Level(rawValue: arguments.value("level") ?? "role")!
        let format = GraphRendering.Format(rawValue: arguments.value("format") ?? "mermaid")!
        for (root, graph) in run.graphs(level: level, scene: arguments.value("scene")) {
            if run.projects.count > 1 { context.stdout.writeEscapedLine(format == .dot ? "// \(root)" : "%% \(root)") }
            context.stdout.write(GraphRendering.render(graph, as: format))
        }
        return ExitCode.success
    }
}
