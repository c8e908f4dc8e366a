import ArchlintKit
import JSON
import Platform
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
            The pack is chosen by scenes: folders where two or more names or protocols only one
            pattern uses stand together (Clean Swift's *BusinessLogic beside its *DisplayLogic,
            VIPER's *ViewInput beside its *InteractorOutput, SVIP's actor *Logic, MVI's *Intent
            beside its *ModelStatePotocol, an observable *Presenter or a *ModelInput for the two
            SwiftUI VIPER variants). A pack needs 2 scenes and half as many again as the next
            (or, with fewer scenes, 6 points and half as many again). The packs, their scenes
            and a few types are printed, then the choice and why; the pack, the modules found
            and a sensible exclude list are written. An existing .archlint.json is kept unless
            --force. When no pattern is clear, the pattern-free pack is written (the rules that
            need no pattern, which a lint without a configuration runs there) and the output
            says so.
            """,
        options: [
            .value("preset", "NAME", kind: .choice(BuiltinPacks.all.keys.sorted()), help: "Use this pack instead of the detected one."),
            .flag("force", help: "Overwrite an existing .archlint.json."),
            .flag("dry-run", help: "Print the detection and the configuration; write nothing."),
            RunOptions.jobs,
        ],
        positionals: PositionalSpec(name: "PATH", help: "The project folder (default: .).", maximum: 1)
    ) { arguments, context in
        try run(arguments, context)
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let root = arguments.positionals.first ?? "."
        let configurationPath = root.isEmpty || root.hasSuffix("/") ? root + ".archlint.json" : root + "/.archlint.json"
        let dryRun = arguments.flag("dry-run")
        if !dryRun && POSIX.fileStatus(configurationPath) != nil && !arguments.flag("force") {
            throw CommandError.failure("\(configurationPath) exists; use --force to overwrite it")
        }
        let survey = try Archlint.detectPattern(root: root, jobs: arguments.integer("jobs") ?? context.processorCount, message: context.show)
        let detection = survey.detection
        for candidate in detection.candidates {
            let scenes = candidate.scenes.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            context.stdout.writeEscapedLine("\(candidate.pack.padding(to: 24)) \(FindingText.plural(candidate.scenes.count, "scene").padding(to: 10)) "
                + "\(String(candidate.points).padding(to: 5)) points"
                + (scenes.isEmpty ? "" : "  e.g. " + scenes.prefix(4).joined(separator: ", "))
                + (candidate.evidence.isEmpty ? "" : "  (" + candidate.evidence.prefix(3).joined(separator: ", ") + ")"))
        }
        let chosen: String
        if let preset = arguments.value("preset") {
            chosen = preset
            context.stdout.writeEscapedLine("pack: \(preset) (--preset)")
        } else if let detected = detection.chosen {
            chosen = detected
            context.stdout.writeEscapedLine("pack: \(detected) (\(detection.reason))")
        } else {
            chosen = PackCatalog.patternFree
            context.stdout.writeEscapedLine("pack: none clear (\(detection.reason))")
            context.stdout.writeEscapedLine("No pattern is clear; writing the \(chosen) pack (the rules that need no pattern); "
                + "--preset PACK chooses one.")
        }
        let modules = survey.moduleFolders
        let text = configurationText(pack: chosen, modules: modules)
        if dryRun {
            context.stdout.write(text)
            return ExitCode.success
        }
        if let problem = LintCommand.write(toFile: configurationPath, { $0.write(text) }) {
            throw CommandError.failure("cannot write \(configurationPath): \(problem)")
        }
        context.stdout.writeEscapedLine("Wrote \(configurationPath) with the \(chosen) pack and \(FindingText.plural(modules.count, "module")).")
        return ExitCode.success
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
