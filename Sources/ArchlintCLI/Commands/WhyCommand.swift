import ArchlintKit
import JSON
import Platform
import Reporting

/// `archlint why A B [PATH ...]`: why A depends on B, as every shortest path between them.
enum WhyCommand {
    static let defaultMaxPaths = 10

    static let spec = CommandSpec(
        name: "why",
        summary: "Show how A depends on B: every shortest dependency path, each hop with its kind and place.",
        discussion: """
            A and B are types, modules or layers; type:, module: or layer: in front chooses
            when a name is several (type:Core). A type is named as declared (Outer.Inner), by
            its last name, or with its module (Core.Session). A module or layer stands for
            its types; between two modules the paths follow imports and the dependencies the
            build declares. Each hop is stores, inherits, conforms, constructs, calls (a member
            reached through the type), mentions, imports or build-dependency, at
            path:line:column; each type shows its role and the reason for it. At most
            --max-paths paths are listed (the count says when there are more).
            Exit status: 0 a path was found, 1 none exists, 2 an unknown or ambiguous name
            or another error.
            """,
        options: [
            .value("max-paths", "N", kind: .positiveInteger, help: "List at most N shortest paths (default: \(defaultMaxPaths))."),
            .value("format", "FORMAT", kind: .choice(["text", "json"]), help: "text (default) or json."),
            .flag("compact", help: "With --format json: one line."),
            .value("config", "FILE", help: "Use this configuration instead of the nearest .archlint.json."),
        ] + RunOptions.configurationAccess + RunOptions.externalLinks + [
            RunOptions.jobs,
        ],
        positionals: PositionalSpec(name: "A B [PATH ...]", help: "The two types, modules or layers, then files or folders (default: .).",
                                    minimum: 2)
    ) { arguments, context in
        try run(arguments, context)
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let (from, to) = (arguments.positionals[0], arguments.positionals[1])
        var paths = arguments
        paths.positionals = Array(arguments.positionals.dropFirst(2))
        let request = RunOptions.request(paths, context, keepingLinksInside: true)
        let run = try Archlint.model(request)
        let answer: DependencyPaths.Answer
        do {
            answer = try DependencyPaths.find(from: from, to: to, in: run, maxPaths: arguments.integer("max-paths") ?? defaultMaxPaths,
                                              jobs: request.jobs)
        } catch let failure as DependencyPaths.Failure {
            context.error(failure.description)
            return ExitCode.failure
        }
        if arguments.value("format") == "json" {
            var bytes: [UInt8] = []
            json(answer).render(into: &bytes, pretty: !arguments.flag("compact"))
            bytes.append(10)
            bytes.withUnsafeBufferPointer { context.stdout.write(bytes: $0) }
        } else {
            writeText(answer, to: context.stdout)
        }
        return answer.paths.isEmpty ? ExitCode.violations : ExitCode.success
    }

    static func describe(_ end: DependencyPaths.End) -> String { "\(end.kind.rawValue) \(end.name)" }

    static func writeText(_ answer: DependencyPaths.Answer, to output: OutputWriter) {
        let ends = "\(describe(answer.from)) to \(describe(answer.to))"
        guard let first = answer.paths.first else {
            output.writeEscapedLine("no dependency path from \(ends)")
            return
        }
        let hops = FindingText.plural(first.hops.count, "hop")
        let count = answer.total == Int.max ? "at least \(Int.max) shortest paths" : FindingText.plural(answer.total, "shortest path")
        let shown = answer.total > answer.paths.count ? " (the first \(answer.paths.count) shown; raise --max-paths for more)" : ""
        output.writeEscapedLine("\(ends): \(count) of \(hops)\(shown)")
        for (number, path) in answer.paths.enumerated() {
            output.writeEscapedLine("")
            output.writeEscapedLine("path \(number + 1):")
            for (index, node) in path.nodes.enumerated() {
                output.writeEscapedLine("  " + nodeLine(node))
                if index < path.hops.count {
                    let hop = path.hops[index]
                    output.writeEscapedLine("    \(hop.path):\(hop.line):\(hop.column): \(hop.text)")
                }
            }
        }
    }

    /// `CartInteractor  role interactor (name ends in 'Interactor')  Cart/CartInteractor.swift:3:7`.
    static func nodeLine(_ node: DependencyPaths.Node) -> String {
        guard node.kind == .type else { return "module \(node.name)" }
        var line = node.name
        if let role = node.role { line += "  role \(role)" + (node.roleReason.map { " (\($0))" } ?? "") } else { line += "  no role" }
        if let layer = node.layer { line += ", layer \(layer)" }
        if !node.path.isEmpty { line += "  \(node.path):\(node.line):\(node.column)" }
        return line
    }

    static func json(_ answer: DependencyPaths.Answer) -> JSONValue {
        func end(_ end: DependencyPaths.End) -> JSONValue { .object([("kind", .string(end.kind.rawValue)), ("name", .string(end.name))]) }
        func node(_ node: DependencyPaths.Node) -> JSONValue {
            var fields: [(String, JSONValue)] = [("kind", .string(node.kind.rawValue)), ("name", .string(node.name)),
                                                 ("module", .string(node.module))]
            if node.kind == .type {
                fields += [("role", .optional(node.role)), ("roleReason", .optional(node.roleReason)), ("layer", .optional(node.layer)),
                           ("path", .string(node.path)), ("line", .int(node.line)), ("column", .int(node.column))]
            }
            return .object(fields)
        }
        return .object([
            ("from", end(answer.from)),
            ("to", end(answer.to)),
            ("hops", .int(answer.paths.first?.hops.count ?? 0)),
            ("total", .int(answer.total)),
            ("truncated", .bool(answer.total > answer.paths.count)),
            ("paths", .array(answer.paths.map { path in
                .object([("nodes", .array(path.nodes.map(node))), ("hops", .array(path.hops.map { $0.json(path: $0.path) }))])
            })),
        ])
    }
}
