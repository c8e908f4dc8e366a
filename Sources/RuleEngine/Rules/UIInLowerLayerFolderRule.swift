import ProjectIndex
import SourceModel

struct UIInLowerLayerFolderRule: ProjectRule {
    static let folders = OptionKey.strings("folders")
    static let featureFolders = OptionKey.strings("featureFolders")

    let description = RuleDescription(
        id: "ui-in-lower-layer-folder",
        summary: "A view or cell declared in the folder of a layer below the UI.",
        rationale: """
        Article 004 (`004_de65990a70fc16a8.txt`, layered MVVM, "Разделение на слои") stacks the app in layers, user \
        interface on top, then business logic, services and data, each knowing only the one below, and names the \
        parts of the lower ones: services per kind of entity, parsers and serializers, DAOs, entities. Teams keep \
        those layers in folders of the same names, and the folder is what a reader (and a folder-based layer \
        configuration) takes a file's layer from. A SwiftUI `View`, a UIKit/AppKit view or view controller, or a cell \
        declared under `Services/` or `DAO/` is user-interface code filed in a lower layer: the services folder then \
        depends on the screens, and whoever reads the services layer finds views in it. Only types that are views by \
        their framework are reported (a name ending in `View` is not enough), and a lower layer's folder name met \
        inside a feature folder (`Presentation/Services/` is a screen listing services) is a feature, not a layer.
        """,
        defaultSeverity: .warning,
        options: [
            Self.folders.declared("Folder names of the layers below the UI (compared without regard to case).",
                                  default: #"["Services", "Service", "DAO", "DAOs", "Parsers", "Serializers", "Entities"]"#),
            Self.featureFolders.declared(
                "Folder names of the UI layer: a lower layer's folder name below one of them names a feature, not a layer.",
                default: #"["Presentation", "UI", "Screens", "Scenes", "Features", "Modules", "Views"]"#),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "layered", files: [
                ("App/Services/Timeline/TimelineItemView.swift", """
                import SwiftUI
                ↓struct TimelineItemView: View {
                    var body: some View { Text("item") }
                }
                """),
            ]),
            RuleExample(pack: "layered", files: [
                ("Shop/DAO/DealCell.swift", """
                import UIKit
                final ↓class DealCell: UITableViewCell {}
                """),
            ]),
            // The folder is matched whatever its case, and a view controller is a view by its framework.
            RuleExample(pack: "layered", files: [
                ("Shop/services/auth/LoginPromptController.swift", """
                import UIKit
                final ↓class LoginPromptController: UIViewController {}
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(pack: "layered", files: [
                ("Shop/UI/Deals/DealsView.swift", "import SwiftUI\nstruct DealsView: View { var body: some View { Text(\"deals\") } }"),
                ("Shop/Services/DealService.swift", "final class DealService { func deals() -> [String] { [] } }"),
            ]),
            // A screen about the bank's services: a feature folder named like a layer, under the UI's folder.
            RuleExample(pack: "layered", files: [
                ("Bank/Presentation/Services/ServicesViewController.swift", """
                import UIKit
                final class ServicesViewController: UIViewController {}
                """),
            ]),
            // Named like a view but no view by its framework: a service's value.
            RuleExample(pack: "layered", files: [
                ("App/Services/Timeline/TimelineItemView.swift", """
                struct TimelineItemView: Equatable { let id: String }
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let lowerFolders = Set(options[Self.folders].map { $0.lowercased() })
        let featureFolders = Set(options[Self.featureFolders].map { $0.lowercased() })
        // The lower layer's folder of each file, found once per file.
        var folderOfFile: [Int: Substring?] = [:]
        func lowerLayerFolder(of file: Int) -> Substring? {
            if let known = folderOfFile[file] { return known }
            var found: Substring?
            for folder in context.relativePaths[file].split(separator: "/").dropLast() {
                let name = folder.lowercased()
                if featureFolders.contains(name) { break }
                if lowerFolders.contains(name) { found = folder; break }
            }
            folderOfFile[file] = found
            return found
        }
        for id in context.symbols(withRoles: [.view, .cell], implementationsOnly: true) {
            guard let reason = context.roles.reasonOfSymbol[id], reason == .frameworkView || reason == .cellSubclass,
                  let file = context.symbol(id).declaration?.file, let folder = lowerLayerFolder(of: file) else { continue }
            report.report(declarationOf: id, message: """
                \(context.describe(id)) is a user-interface type in the \(folder)/ folder, a layer below the UI: \
                move it to the folder of the screens that show it, so the lower layer holds no UI code
                """)
        }
    }
}
