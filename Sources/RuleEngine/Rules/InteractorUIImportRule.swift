import ProjectIndex
import SourceModel

struct InteractorUIImportRule: ProjectRule {
    let description = RuleDescription(
        id: "interactor-ui-import",
        summary: "Files that declare business logic do not import UI frameworks.",
        rationale: """
        The interactor (and, in the layered pattern, services, DAOs, parsers and entities) is the part of a scene that \
        must run and be tested without a screen. Importing UIKit or SwiftUI there is how view types creep into business \
        logic; the import is the earliest place to stop it.
        """,
        options: [
            RuleOption("roles", .strings, "Roles whose declaring files must not import UI modules.", default: #"["interactor"]"#),
            RuleOption("modules", "The UI modules.", default: FrameworkTypes.uiModules),
        ],
        triggering: [
            RuleExample(pack: "clean-swift", """
            ↓import UIKit
            import Foundation
            protocol ListOrdersBusinessLogic { func fetchOrders() }
            final class ListOrdersInteractor: ListOrdersBusinessLogic { func fetchOrders() {} }
            """),
            // The layered pack keeps services, DAOs, parsers and entities free of UI frameworks.
            RuleExample(pack: "layered", files: [
                ("Sources/App/ImageCacheService.swift", """
                ↓import UIKit
                final class ImageCacheService { func store(_ data: Data) {} }
                """),
                ("Sources/App/ProfileParser.swift", """
                import Foundation
                ↓import SwiftUI
                final class ProfileParser {}
                """),
                ("Sources/App/ProfileViewController.swift", """
                import UIKit
                final class ProfileViewController: UIViewController {}
                """),
            ]),
            // Every import of a UI module counts, however it is attributed.
            RuleExample(pack: "svip", """
            @preconcurrency ↓import SwiftUI
            protocol CatalogInteractor: AnyActor { func load() async }
            actor CatalogLogic: CatalogInteractor { func load() async {} }
            @MainActor protocol CatalogPresenter: AnyObject {}
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            import Foundation
            // import UIKit is only mentioned in this comment
            let note = "import UIKit"
            protocol ListOrdersBusinessLogic { func fetchOrders() }
            final class ListOrdersInteractor: ListOrdersBusinessLogic { func fetchOrders() {} }
            """),
            // A contract file declaring the view's protocol beside the interactor's needs UIKit and holds no logic.
            RuleExample(pack: "viper", files: [
                ("Sources/App/Login/LoginContract.swift", """
                import UIKit
                protocol LoginViewInput: AnyObject { func show(avatar: UIImage) }
                protocol LoginInteractorInput: AnyObject { func login() }
                """),
                ("Sources/App/Login/LoginInteractor.swift", """
                import Foundation
                final class LoginInteractor: LoginInteractorInput { func login() {} }
                """),
            ]),
            RuleExample(pack: "layered", files: [
                ("Sources/App/ProfileViewController.swift", """
                import UIKit
                final class ProfileViewController: UIViewController {}
                """),
                ("Sources/App/ProfileService.swift", "import Foundation\nfinal class ProfileService {}"),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options.strings("roles"))
        let modules = Set(options.strings("modules"))
        var filesWithRole: [Int: Int] = [:]
        // Implementations only: a contract file declaring the scene's protocols (the view's beside
        // the interactor's) needs UIKit for the view's, and holds no business logic.
        for symbol in context.symbols(withRoles: roles, implementationsOnly: true) {
            for ref in context.symbol(symbol).declarations where filesWithRole[ref.file] == nil { filesWithRole[ref.file] = symbol }
        }
        for (file, symbol) in filesWithRole.sorted(by: { $0.key < $1.key }) {
            for decl in context.project.files[file].imports where modules.contains(String(decl.moduleName)) {
                report.report(file: file, at: decl.position, length: 6, symbol: symbol, subject: decl.module,
                              message: "\(context.project.files[file].path.lastPathComponent) declares \(context.describe(symbol)) "
                                  + "and imports \(decl.module); keep business logic free of UI frameworks")
            }
        }
    }
}

extension String {
    var lastPathComponent: String { split(separator: "/").last.map(String.init) ?? self }
}
