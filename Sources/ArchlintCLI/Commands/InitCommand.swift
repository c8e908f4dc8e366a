import ProjectIndex
import Reporting
import RuleEngine
import SourceModel
import SwiftLexer

/// `archlint init [PATH] [--preset NAME] [--force]`: recognises the pattern a tree follows and
/// writes a `.archlint.json` for it.
enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "Detect the architecture pattern of a tree and write a .archlint.json for it.",
        discussion: """
            Every built-in pack is scored by the type names and protocols that only its pattern
            uses (SVIP's *Logic actors behind *Interactor protocols, Clean Swift's *BusinessLogic,
            VIPER's *ViewInput/*InteractorOutput, MVI's *Intent and *ModelStateProtocol, …). The
            scores and a few example types are printed; the best pack, the modules found and a
            sensible exclude list are written. An existing .archlint.json is kept unless --force.
            When no pattern is clear, a minimal layered configuration is written.
            """,
        options: [
            .value("preset", "NAME", kind: .choice(BuiltinPacks.all.keys.sorted()), help: "Use this pack instead of the detected one."),
            .flag("force", help: "Overwrite an existing .archlint.json."),
            CommonOptions.jobs,
        ],
        positionals: PositionalSpec(name: "PATH", help: "The project folder (default: .).", maximum: 1)
    ) { arguments, context in
        try run(arguments, context)
    }

    /// Names only one pattern's code uses, with their weight: `(pack, pattern, weight)`.
    static let signatures: [(pack: String, glob: String, weight: Int)] = [
        ("svip", "*Logic", 2), ("svip", "*Configurator", 1),
        ("clean-swift", "*BusinessLogic", 3), ("clean-swift", "*PresentationLogic", 3), ("clean-swift", "*DisplayLogic", 3),
        ("clean-swift", "*RoutingLogic", 3), ("clean-swift", "*DataStore", 2), ("clean-swift", "*DataPassing", 2),
        ("viper", "*ViewInput", 3), ("viper", "*ViewOutput", 3), ("viper", "*InteractorInput", 3), ("viper", "*InteractorOutput", 3),
        ("viper", "*RouterInput", 3), ("viper", "*Wireframe", 2), ("viper", "*Assembly", 1), ("viper", "*ModuleInput", 2),
        ("viper-swiftui", "*ModelInput", 4), ("viper-swiftui", "*ModelOutput", 4),
        ("mvi", "*Intent", 3), ("mvi", "*ModelStateProtocol", 4), ("mvi", "*ModelActionsProtocol", 4),
        ("mvi", "*ModelStatePotocol", 4), ("mvi", "*ModelActionsPotocol", 4), ("mvi", "MVIContainer", 4),
        ("layered", "*PresentationModel", 3), ("layered", "*DAO", 3), ("layered", "DB*", 2), ("layered", "*Translator", 2),
        ("layered", "*Parser", 1), ("layered", "*Serializer", 1),
    ]

    struct Score {
        var pack: String
        var points = 0
        var evidence: [String] = []
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let root = arguments.positionals.first ?? "."
        let configurationPath = root.isEmpty || root.hasSuffix("/") ? root + ".archlint.json" : root + "/.archlint.json"
        if POSIX.fileStatus(configurationPath) != nil && !arguments.flag("force") {
            throw CommandError.failure("\(configurationPath) exists; use --force to overwrite it")
        }
        let jobs = arguments.integer("jobs") ?? context.processorCount
        let discovery = FileDiscovery.discover([root], jobs: jobs)
        try LintCommand.reportMissing(discovery, context)
        let kept = discovery.files.indices.filter { index in
            let path = discovery.files[index].string
            return !Configuration.anyMatches(LintPipeline.defaultExcludes, ModuleResolver.relative(ModuleResolver.absolute(path),
                                                                                                     to: ModuleResolver.absolute(root)) ?? path)
        }
        let models = LintPipeline.model(kept.map { discovery.files[$0] }, sizes: kept.map { discovery.sizes[$0] }, detail: { _ in .rules },
                                        jobs: jobs, timer: PhaseTimer(), context: context).models
        let resolver = ModuleResolver(root: root, searchAboveRoot: true)
        let index = ProjectIndex(files: models, modules: models.map { resolver.module(ofFile: $0.path) })

        let scores = score(index)
        for score in scores {
            context.stdout.writeLine("\(score.pack.padding(to: 14)) \(String(score.points).padding(to: 5))"
                + (score.evidence.isEmpty ? "" : "e.g. " + score.evidence.prefix(4).joined(separator: ", ")))
        }
        let chosen: String
        if let preset = arguments.value("preset") {
            chosen = preset
        } else if let best = scores.first, best.points >= 6, best.points * 2 >= (scores.dropFirst().first?.points ?? 0) * 3 {
            chosen = best.pack
        } else {
            chosen = "layered"
            context.stdout.writeLine("No pattern is clear; writing a minimal layered configuration.")
        }
        let modules = Dictionary(grouping: zip(models, index.moduleOfFile), by: \.1).mapValues { pairs in
            commonDirectory(pairs.map { ModuleResolver.relative(ModuleResolver.absolute($0.0.path), to: resolver.root) ?? $0.0.path })
        }
        let text = configurationText(pack: chosen, modules: modules)
        if let problem = LintCommand.write(toFile: configurationPath, { $0.write(text) }) {
            throw CommandError.failure("cannot write \(configurationPath): \(problem)")
        }
        context.stdout.writeLine("Wrote \(configurationPath) with the \(chosen) pack and \(FindingText.plural(modules.count, "module")).")
        return ExitCode.success
    }

    /// Packs by points, highest first (ties by name); VIPER's points count for viper-swiftui too.
    static func score(_ index: ProjectIndex) -> [Score] {
        var scores = Dictionary(uniqueKeysWithValues: BuiltinPacks.all.keys.map { ($0, Score(pack: $0)) })
        let globs = signatures.map { (pack: $0.pack, glob: try! Glob($0.glob), weight: $0.weight) }
        for symbol in index.symbols where symbol.declaration != nil {
            for signature in globs where signature.glob.matches(symbol.name) {
                scores[signature.pack]!.points += signature.weight
                if scores[signature.pack]!.evidence.count < 6 { scores[signature.pack]!.evidence.append(symbol.qualifiedName) }
            }
            // SVIP's interactor is an actor; its presenter implementation is named *Router.
            if symbol.kind == .actor && symbol.name.hasSuffix("Logic") { scores["svip"]!.points += 2 }
        }
        if scores["viper-swiftui"]!.points > 0 { scores["viper-swiftui"]!.points += scores["viper"]!.points }
        return scores.values.sorted { $0.points != $1.points ? $0.points > $1.points : $0.pack < $1.pack }
    }

    /// The deepest folder every path shares, as a glob: `Sources/Core/**`.
    static func commonDirectory(_ paths: [String]) -> String {
        var common = paths.first.map { Array($0.split(separator: "/").dropLast()) } ?? []
        for path in paths.dropFirst() {
            let parts = Array(path.split(separator: "/").dropLast())
            var shared = 0
            while shared < min(common.count, parts.count) && common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return common.isEmpty ? "*.swift" : common.joined(separator: "/") + "/**"
    }

    static func configurationText(pack: String, modules: [String: String]) -> String {
        var text = "{\n  \"extends\": [\(JSONEscaper.quoted(pack))],\n"
        text += "  \"exclude\": [\"**/Tests/**\", \"**/*Tests/**\", \"**/Generated/**\", \"**/*.generated.swift\", \"**/Pods/**\", \"**/Carthage/**\"],\n"
        text += "  \"modules\": {"
        for (index, name) in modules.keys.sorted().enumerated() {
            text += (index == 0 ? "\n" : ",\n") + "    \(JSONEscaper.quoted(name)): [\(JSONEscaper.quoted(modules[name]!))]"
        }
        text += modules.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return text
    }
}
