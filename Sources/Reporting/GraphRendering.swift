import Platform
import JSON
/// Draws an `ArchitectureGraph`: Mermaid (renders on GitHub as it is), Graphviz DOT, or JSON.
/// Allowed edges are grey, edges that break a rule red and labelled with the rule ids.
public enum GraphRendering {
    public enum Format: String, Sendable, CaseIterable {
        case mermaid, dot, json
    }

    public static func render(_ graph: ArchitectureGraph, as format: Format) -> String {
        switch format {
        case .mermaid: return mermaid(graph)
        case .dot: return dot(graph)
        case .json: return json(graph).rendered(pretty: true) + "\n"
        }
    }

    /// Stable identifiers safe in both languages: `n0`, `n1`… in node order.
    private static func identifiers(_ graph: ArchitectureGraph) -> [String: String] {
        Dictionary(uniqueKeysWithValues: graph.nodes.enumerated().map { ($1.id, "n\($0)") })
    }

    private static func edgeLabel(_ edge: ArchitectureGraph.Edge) -> String {
        let rules = edge.violations.sorted { $0.key < $1.key }.map { $0.value > 1 ? "\($0.key) ×\($0.value)" : $0.key }
        let declared = edge.declared ? (edge.count == 0 ? "declared" : "\(edge.count), declared") : nil
        if rules.isEmpty { return declared ?? "\(edge.count)" }
        return rules.joined(separator: ", ")
    }

    // MARK: Mermaid

    /// Mermaid labels go in double quotes; a quote is written as the entity `#quot;`, and
    /// `#` itself as `#35;` so that no label text is read as an entity.
    /// Control characters, bidirectional and zero-width marks are shown as `\u{XX}` first.
    static func mermaidLabel(_ text: String) -> String {
        var out = ""
        for character in ControlCharacters.escaped(text) {
            switch character {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return "\"" + out + "\""
    }

    static func mermaid(_ graph: ArchitectureGraph) -> String {
        let ids = identifiers(graph)
        var lines = ["flowchart TB"]
        let (members, ungrouped) = graph.nodesByGroup
        for (index, group) in graph.groups.enumerated() {
            lines.append("  subgraph g\(index)[\(mermaidLabel(group))]")
            lines.append("    direction LR")
            for node in members[index] {
                lines.append("    \(ids[node.id]!)[\(mermaidLabel(node.label))]")
            }
            lines.append("  end")
        }
        for node in ungrouped {
            lines.append("  \(ids[node.id]!)[\(mermaidLabel(node.label))]")
        }
        var red: [Int] = []
        var grey: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            lines.append("  \(ids[edge.from]!) -->|\(mermaidLabel(edgeLabel(edge)))| \(ids[edge.to]!)")
            if edge.isViolation { red.append(index) } else { grey.append(index) }
        }
        if !grey.isEmpty { lines.append("  linkStyle \(grey.map(String.init).joined(separator: ",")) stroke:#999999,color:#666666") }
        if !red.isEmpty { lines.append("  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#d73a49,stroke-width:2px,color:#d73a49") }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: DOT

    /// A DOT quoted string. Control characters (a NUL would end the file for Graphviz),
    /// bidirectional and zero-width marks are shown as the text `\u{XX}` first, its backslash
    /// then escaped like any other.
    static func dotString(_ text: String) -> String {
        var out = "\""
        for character in ControlCharacters.escaped(text) {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    static func dot(_ graph: ArchitectureGraph) -> String {
        let ids = identifiers(graph)
        var lines = [
            "digraph archlint {",
            "  rankdir=TB;",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f6f8fa\", fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        let (members, ungrouped) = graph.nodesByGroup
        for (index, group) in graph.groups.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(dotString(group)); style=rounded; color=\"#cccccc\";")
            for node in members[index] {
                lines.append("    \(ids[node.id]!) [label=\(dotString(node.label))];")
            }
            lines.append("  }")
        }
        for node in ungrouped {
            lines.append("  \(ids[node.id]!) [label=\(dotString(node.label))];")
        }
        // Layers stack top to bottom: an invisible edge from each cluster to the next.
        let firsts = members.compactMap(\.first)
        for (upper, lower) in zip(firsts, firsts.dropFirst()) {
            lines.append("  \(ids[upper.id]!) -> \(ids[lower.id]!) [style=invis, weight=10];")
        }
        for edge in graph.edges {
            let style = edge.isViolation ? "color=\"#d73a49\", fontcolor=\"#d73a49\", penwidth=2" : "color=\"#999999\", fontcolor=\"#666666\""
            lines.append("  \(ids[edge.from]!) -> \(ids[edge.to]!) [label=\(dotString(edgeLabel(edge))), \(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: JSON

    static func json(_ graph: ArchitectureGraph) -> JSONValue {
        .object([
            ("level", .string(graph.level.rawValue)),
            ("groups", .strings(graph.groups)),
            ("nodes", .array(graph.nodes.map { .object([("id", .string($0.id)), ("group", .optional($0.group))]) })),
            ("edges", .array(graph.edges.map { edge in
                .object([
                    ("from", .string(edge.from)), ("to", .string(edge.to)), ("count", .int(edge.count)),
                    ("violations", .object(edge.violations.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
                ] + (edge.declared ? [("declared", .bool(true))] : []))
            })),
        ])
    }
}
