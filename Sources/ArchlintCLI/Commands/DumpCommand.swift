import ArchlintKit
import JSON
import Platform
import ProjectIndex
import Reporting
import RuleEngine
import SourceModel

/// `archlint dump PATH ... [--format json]`: the source model archlint extracted, with each
/// type's module, role and layer, so a user can see why a rule fired (or did not).
enum DumpCommand {
    static let spec = CommandSpec(
        name: "dump",
        summary: "Print the source model: imports, types, members, references, modules, roles and layers.",
        discussion: """
            --format json prints the source model as docs/source-model.md describes it
            (pretty-printed; --compact for one line), with "module", "role", "roleReason" and
            "layer" added to every type. The default is a readable outline, each type with its
            role and the reason for it. --unassigned lists only the types of scene folders (a
            folder holding two or more of the pack's scene roles) that got no role: what the
            team's own names leave out of the checks.
            """,
        options: [
            .flag("unassigned", help: "List the types in scene folders that got no role."),
            .value("format", "FORMAT", kind: .choice(["text", "json"]), help: "text (default) or json."),
            .flag("compact", help: "With --format json: one line."),
            .flag("modules", help: "Print the modules instead: files, the build description that gave each, its dependencies."),
            .value("config", "FILE", help: "Use this configuration instead of the nearest .archlint.json."),
        ] + RunOptions.configurationAccess + RunOptions.externalLinks + [
            RunOptions.jobs,
        ],
        positionals: PositionalSpec(name: "PATH", help: "Files or folders (default: .).")
    ) { arguments, context in
        try run(arguments, context)
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let request = RunOptions.request(arguments, context, keepingLinksInside: true)
        let run = try Archlint.model(request)
        if arguments.flag("modules") {
            writeModules(run.projects, json: arguments.value("format") == "json", pretty: !arguments.flag("compact"), context)
            return ExitCode.success
        }
        let (info, unassigned) = run.typeFacts(jobs: request.jobs)
        if arguments.flag("unassigned") {
            for type in unassigned {
                context.stdout.writeEscapedLine("\(type.path):\(type.line): \(type.kind) \(type.name) has no role, in a folder of scene roles")
            }
            if unassigned.isEmpty { context.note("no type of a scene folder is without a role") }
            return ExitCode.success
        }
        if arguments.value("format") == "json" {
            let document = ModelJSON.document(run.models) { file, type in
                guard let type = info[file.path]?[type] else { return [] }
                return [("module", .string(type.module)), ("role", .optional(type.role)), ("roleReason", .optional(type.reason)),
                        ("layer", .optional(type.layer))]
            }
            var bytes: [UInt8] = []
            document.render(into: &bytes, pretty: !arguments.flag("compact"))
            bytes.append(10)
            bytes.withUnsafeBufferPointer { context.stdout.write(bytes: $0) }
        } else {
            for model in run.models { writeOutline(model, info[model.path], to: context.stdout) }
        }
        return ExitCode.success
    }

    /// `--modules`: per module, its file count, the file that described it (or `configuration`,
    /// `folder guess`) and its declared dependencies, as the project's resolver recorded them.
    static func writeModules(_ projects: [LintProject], json: Bool, pretty: Bool, _ context: CommandContext) {
        let currentDirectory = ModuleResolver.currentDirectory
        func shown(_ path: String) -> String { ModuleResolver.relative(path, to: currentDirectory) ?? path }
        var entries: [JSONValue] = []
        for project in projects {
            let configuration = project.configuration
            var counts: [String: Int] = [:]
            for module in project.index.moduleOfFile { counts[module, default: 0] += 1 }
            for module in counts.keys.sorted() {
                let source = project.resolver?.sources[module]
                let kind = source?.kind.rawValue ?? "folder guess"
                let file = source?.kind == .configuration ? configuration.file : source?.file
                let dependencies = source?.dependencies ?? []
                if json {
                    entries.append(.object([("name", .string(module)), ("files", .int(counts[module] ?? 0)),
                                            ("source", .object([("kind", .string(kind)), ("file", .optional(file.map(shown)))])),
                                            ("dependencies", .strings(dependencies)), ("remark", .optional(source?.remark))]))
                } else {
                    var line = "\(module)  \(counts[module] ?? 0) file\(counts[module] == 1 ? "" : "s")  \(kind)"
                    if let file { line += " " + shown(file) }
                    if !dependencies.isEmpty { line += "  depends on " + dependencies.joined(separator: ", ") }
                    if let remark = source?.remark { line += "  (\(remark))" }
                    context.stdout.writeEscapedLine(line)
                }
            }
        }
        if json {
            var bytes: [UInt8] = []
            JSONValue.object([("modules", .array(entries))]).render(into: &bytes, pretty: pretty)
            bytes.append(10)
            bytes.withUnsafeBufferPointer { context.stdout.write(bytes: $0) }
        }
    }

    static func writeOutline(_ file: FileModel, _ info: [TypeFacts]?, to output: OutputWriter) {
        output.writeEscapedLine(file.path + (info?.first.map { "  [module \($0.module)]" } ?? "") + (file.hasSyntaxErrors ? "  (syntax errors)" : ""))
        for diagnostic in file.diagnostics { output.writeEscapedLine("  ! \(diagnostic.position.line):\(diagnostic.position.column) \(diagnostic.message)") }
        for decl in file.imports {
            output.writeEscapedLine("  import \(decl.kind.map { $0 + " " } ?? "")\(decl.module)  (line \(decl.position.line)\(decl.conditional ? ", in #if" : ""))")
        }
        for (index, type) in file.types.enumerated() {
            let depth = String(repeating: "  ", count: 1 + nesting(file, index))
            var line = "\(depth)\(type.kind.rawValue) \(type.qualifiedName)"
            if !type.inherits.isEmpty { line += ": " + type.inherits.joined(separator: ", ") }
            line += "  (line \(type.position.line)"
            if let role = info?[index].role { line += ", role \(role)" + (info?[index].reason.map { " (\($0))" } ?? "") }
            if let layer = info?[index].layer { line += ", layer \(layer)" }
            output.writeEscapedLine(line + ")")
            for property in type.properties {
                var flags: [String] = []
                if property.isStatic { flags.append("static") }
                if property.weak { flags.append("weak") }
                if property.unowned { flags.append("unowned") }
                if property.lazy { flags.append("lazy") }
                if property.computed { flags.append("computed") }
                if property.observed { flags.append("observed") }
                if property.settable { flags.append("settable") }
                flags += property.wrappers
                output.writeEscapedLine("\(depth)  \(property.mutable ? "var" : "let") \(property.name)\(property.type.map { ": " + $0 } ?? "")"
                    + (flags.isEmpty ? "" : "  [\(flags.joined(separator: " "))]"))
            }
            for method in type.methods {
                let params = method.params.map { "\($0.label == $0.name ? $0.name : $0.label + " " + $0.name): \($0.type)" }
                output.writeEscapedLine("\(depth)  func \(method.name)(\(params.joined(separator: ", ")))\(method.isAsync ? " async" : "")"
                    + "\(method.isThrowing ? " throws" : "")\(method.returnType.map { " -> " + $0 } ?? "")")
            }
            for initializer in type.initializers {
                output.writeEscapedLine("\(depth)  init\(initializer.failable ?? "")(\(initializer.params.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))")
            }
            if !type.cases.isEmpty { output.writeEscapedLine("\(depth)  case \(type.cases.map(\.name).joined(separator: ", "))") }
            let references = file.referencedTypes(ofType: index)
            if !references.isEmpty { output.writeEscapedLine("\(depth)  uses \(references.joined(separator: ", "))") }
        }
        for function in file.topLevelFunctions { output.writeEscapedLine("  func \(function.name)") }
        for property in file.topLevelProperties { output.writeEscapedLine("  \(property.mutable ? "var" : "let") \(property.name)") }
    }

    private static func nesting(_ file: FileModel, _ index: Int) -> Int {
        var depth = 0
        var parent = file.types[index].parent
        while let current = parent { depth += 1; parent = file.types[current].parent }
        return depth
    }
}
