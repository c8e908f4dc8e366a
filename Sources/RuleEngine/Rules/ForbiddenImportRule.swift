import Platform
import ProjectIndex
import SourceModel

struct ForbiddenImportRule: ProjectRule {
    static let bans = OptionKey.importBans("bans")

    /// An app whose XcodeGen spec has `dependent` (App or Domain) declare a dependency on
    /// Networking, which no file imports; `domainMark` starts Domain's file (`↓` where reported).
    private static func app(_ dependent: String, domainMark: String = "") -> [(path: String, source: String)] {
        let other = dependent == "App" ? "Domain" : "App"
        return [("project.yml", """
        name: Shop
        targets:
          \(dependent):
            type: framework
            sources: [\(dependent)]
            dependencies: [{ target: Networking }]
          \(other):
            type: framework
            sources: [\(other)]
          Networking:
            type: framework
            sources: [Networking]
        """),
        ("Domain/User.swift", domainMark + "struct User {}"),
        ("App/AppDelegate.swift", "import Domain\nfinal class AppDelegate {}"),
        ("Networking/Client.swift", "struct Client {}")]
    }

    let description = RuleDescription(
        id: "forbidden-import",
        summary: "Imports your configuration forbids.",
        rationale: """
        Some boundaries are specific to a code base: the domain module never imports the networking module, feature \
        modules never import each other. `bans` lists them as `{ "from": [module or layer globs], "forbid": [module \
        globs] }`. A dependency the build declares (an Xcode, XcodeGen, Tuist or CocoaPods target's) crosses the \
        boundary too: one no file imports is reported at the top of the module's first file, and the message says \
        it is declared.
        """,
        options: [
            Self.bans.declared("Which modules (or layers) may not import which modules.", default: "[]"),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "layered", files: [
                ("Sources/Domain/User.swift", "↓import Networking\nstruct User {}"),
            ], options: #"{"bans": [{"from": ["Domain"], "forbid": ["Networking", "UIKit"]}]}"#),
            // `from` may name a layer: any file declaring a type of that layer is held to the ban.
            RuleExample(pack: "layered", """
            ↓import UIKit
            import Foundation
            final class ProfileService {
                func avatar() -> Data { Data() }
            }
            """, path: "Sources/App/ProfileService.swift", options: #"{"bans": [{"from": ["services"], "forbid": ["UIKit", "SwiftUI"]}]}"#),
            // Feature modules never import each other; the shared module is fine.
            RuleExample(pack: "layered", files: [
                ("Sources/FeatureCart/CartViewController.swift", """
                import UIKit
                ↓import FeatureProfile
                final class CartViewController: UIViewController {}
                """),
                ("Sources/FeatureProfile/ProfileViewController.swift", """
                import UIKit
                import Core
                final class ProfileViewController: UIViewController {}
                """),
            ], options: #"{"bans": [{"from": ["Feature*"], "forbid": ["Feature*"]}]}"#),
            // The Domain target links Networking: the boundary is crossed in the build, without an import.
            RuleExample(pack: "layered", files: Self.app("Domain", domainMark: RuleExample.marker), options: #"{"bans": [{"from": ["Domain"], "forbid": ["Networking"]}]}"#),
        ],
        nonTriggering: [
            RuleExample(pack: "layered", files: [
                ("Sources/Domain/User.swift", "import Foundation\nstruct User {}"),
            ], options: #"{"bans": [{"from": ["Domain"], "forbid": ["Networking"]}]}"#),
            // The app target may link Networking; the ban holds for Domain.
            RuleExample(pack: "layered", files: Self.app("App"), options: #"{"bans": [{"from": ["Domain"], "forbid": ["Networking"]}]}"#),
            // A ban holds only in the modules its `from` names.
            RuleExample(pack: "layered", files: [
                ("Sources/App/AppDelegate.swift", "import UIKit\nimport Networking\nfinal class AppDelegate {}"),
                ("Sources/Domain/User.swift", "import Foundation\nstruct User {}"),
            ], options: #"{"bans": [{"from": ["Domain"], "forbid": ["Networking"]}]}"#),
            // A file with no type of the banned layer may import the module.
            RuleExample(pack: "layered", """
            import UIKit
            final class ProfileViewController: UIViewController {}
            """, path: "Sources/App/Profile/ProfileViewController.swift", options: #"{"bans": [{"from": ["services"], "forbid": ["UIKit"]}]}"#),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let bans = options[Self.bans]
        guard !bans.isEmpty else { return }
        // Every ban's `from` and `forbid` globs in one set each, grouped by ban: a
        // module or an import is looked up against all bans at once, not tried on each in turn.
        let from = NameGlobSet(groups: bans.map { $0.from.compactMap { try? Glob($0) } })
        let forbid = NameGlobSet(groups: bans.map { $0.forbid.compactMap { try? Glob($0) } })
        let files = context.project.files
        for file in files.indices where !files[file].imports.isEmpty && context.checks(file: file) {
            let module = context.project.moduleOfFile[file]
            let layerNames = Set(files[file].types.indices.compactMap { type -> String? in
                let symbol = context.project.symbol(declaredAt: DeclarationRef(file: file, type: type))
                return symbol.flatMap { context.layerOfSymbol[$0] }.map { context.layers[$0].name }
            })
            // The bans whose `from` names the file's module or a layer of its types.
            let applying = Set(([module] + layerNames).flatMap(from.matches))
            guard !applying.isEmpty else { continue }
            for decl in files[file].imports {
                // Each ban applying here that forbids the import, once: a match is a ban.
                for ban in forbid.matches(String(decl.moduleName)) where applying.contains(ban) {
                    report.report(file: file, at: decl.position, length: 6, symbol: nil, subject: decl.module,
                                  message: "\(module) may not import \(decl.moduleName) (forbidden-import bans)")
                }
            }
        }
        // A dependency the build declares is the same boundary crossed without an import: the
        // target links the module, and any file may import it tomorrow. Bans by module only (a
        // layer's `from` is held by the files that declare its types, and a link has none).
        for edge in context.declaredOnlyDependencies() {
            let applying = Set(from.matches(edge.module))
            if forbid.matches(edge.dependency).contains(where: applying.contains) {
                report.report(edge, message: "\(edge.module) may not depend on \(edge.dependency) (forbidden-import bans), "
                    + "and its build description declares that dependency (no file imports it)")
            }
        }
    }
}
