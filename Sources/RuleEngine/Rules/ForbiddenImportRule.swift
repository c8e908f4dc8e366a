import ProjectIndex
import SourceModel

struct ForbiddenImportRule: ProjectRule {
    let description = RuleDescription(
        id: "forbidden-import",
        summary: "Imports your configuration forbids.",
        rationale: """
        Some boundaries are specific to a code base: the domain module never imports the networking module, feature \
        modules never import each other. `bans` lists them as `{ "from": [module or layer globs], "forbid": [module \
        globs] }`.
        """,
        options: [
            RuleOption("bans", .importBans, "Which modules (or layers) may not import which modules.", default: "[]"),
        ],
        triggering: [
            RuleExample(pack: "layered", files: [
                ("Sources/Domain/User.swift", "↓import Networking\nstruct User {}"),
            ], options: #"{"bans": [{"from": ["Domain"], "forbid": ["Networking", "UIKit"]}]}"#),
        ],
        nonTriggering: [
            RuleExample(pack: "layered", files: [
                ("Sources/Domain/User.swift", "import Foundation\nstruct User {}"),
            ], options: #"{"bans": [{"from": ["Domain"], "forbid": ["Networking"]}]}"#),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let bans = options.importBans("bans").map { ban in
            (from: ban.from.compactMap { try? Glob($0) }, forbid: ban.forbid.compactMap { try? Glob($0) })
        }
        guard !bans.isEmpty else { return }
        for (file, model) in context.project.files.enumerated() {
            let module = context.project.moduleOfFile[file]
            let layerNames = Set(model.types.indices.compactMap { type -> String? in
                let symbol = context.project.symbol(declaredAt: DeclarationRef(file: file, type: type))
                return symbol >= 0 ? context.layerOfSymbol[symbol].map { context.layers[$0].name } : nil
            })
            for ban in bans where ban.from.contains(where: { glob in glob.matches(module) || layerNames.contains(where: glob.matches) }) {
                for decl in model.imports where ban.forbid.contains(where: { $0.matches(String(decl.moduleName)) }) {
                    report.report(file: file, at: decl.position, length: 6, symbol: nil, subject: decl.module,
                                  message: "\(module) may not import \(decl.moduleName) (forbidden-import bans)")
                }
            }
        }
    }
}
