import ProjectIndex
import SourceModel

struct InteractorUIImportRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let modules = OptionKey.strings("modules")
    static let systemAPIs = OptionKey.strings("systemAPIs")
    static let layers = OptionKey.strings("layers")

    let description = RuleDescription(
        id: "interactor-ui-import",
        summary: "Files that declare business logic do not import UI frameworks.",
        rationale: """
        The interactor (and, in the layered pattern, services, DAOs, parsers and entities) is the part of a scene that \
        must run and be tested without a screen. Importing UIKit or SwiftUI there is how view types creep into business \
        logic; the import is the earliest place to stop it. The files read are those that declare such a type and those \
        that extend it in its own module: an extension in another module is that module's code (a design system's \
        view helpers on the models package's entities are UI, written where UI belongs). Where the app names its \
        layers by folders, a type with no role filed in a business layer's folder beside that layer's own types (a \
        `Services/` folder's media provider next to its services) is that layer's code too; a file that also \
        declares a type of another role is not read for it.
        """,
        options: [
            Self.roles.declared("Roles whose declaring files must not import UI modules.", default: [.interactor]),
            Self.modules.declared("The UI modules.", default: FrameworkTypes.uiModules),
            Self.systemAPIs.declared("UI-framework types that are system services, not views (`UIDevice`, `UIApplication`): a file "
                       + "that uses only these of its UI framework imports it for the device, not for the screen.",
                       default: "[]", note: "the layered pack lists the device and app-lifecycle APIs"),
            Self.layers.declared("Layers whose types with no role (in the layer by the folder they are filed in) are read like the roles'.",
                                 default: "[]", note: "the layered pack lists its services and data layers"),
        ],
        scope: .ownDeclarations,
        triggering: [
            // An image library made for views (`UIImageView` extensions, `UIImage` downloads) is UI too.
            RuleExample(pack: "viper", """
            import Alamofire
            ↓import AlamofireImage
            protocol AvatarInteractorInput: AnyObject { func fetchAvatar(from url: String) }
            final class AvatarInteractor: AvatarInteractorInput { func fetchAvatar(from url: String) {} }
            final class AvatarPresenter {}
            """),
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
            // A device API does not excuse a view type beside it, nor an import that serves nothing.
            RuleExample(pack: "layered", files: [
                ("Sources/App/BugReportService.swift", """
                ↓import UIKit
                final class BugReportService {
                    func report() -> String { UIDevice.current.systemVersion }
                    func attach(_ image: UIImage) {}
                }
                """),
                ("Sources/App/TokenService.swift", """
                ↓import UIKit
                final class TokenService { func token() -> String { "" } }
                """),
            ]),
            // The layered pack counts MapKit: a service returning map annotations hands the screen
            // its presentation objects.
            RuleExample(pack: "layered", """
            ↓import MapKit
            protocol BankPlacesService { func load(completion: @escaping ([MKAnnotation]) -> Void) }
            final class OfficesService: BankPlacesService {
                func load(completion: @escaping ([MKAnnotation]) -> Void) { completion([MKPointAnnotation()]) }
            }
            """),
            // A type with no role filed in the services folder beside the app's services is services code:
            // its protocol hands the screens UI images.
            RuleExample(pack: "layered", files: [
                ("Chat/Services/Session/SessionService.swift", "final class SessionService { func start() {} }"),
                ("Chat/Services/Media/ThumbnailProviderProtocol.swift", """
                ↓import UIKit
                protocol ThumbnailProviderProtocol { func thumbnail(for id: String) -> UIImage? }
                """),
                ("Chat/Screens/Inbox/InboxViewController.swift", "import UIKit\nfinal class InboxViewController: UIViewController {}"),
            ]),
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
            // The layered pack: a service that imports UIKit for the device or the app's lifecycle
            // only (no view type), or MapKit for its search, is an adapter to the system, not UI code.
            RuleExample(pack: "layered", files: [
                ("Sources/App/BugReportService.swift", """
                import UIKit
                final class BugReportService {
                    func report() -> String { UIDevice.current.systemName + UIDevice.current.systemVersion }
                }
                """),
                ("Sources/App/HapticsService.swift", """
                import UIKit
                final class HapticsService {
                    func tap() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                }
                """),
                ("Sources/App/AddressSearchService.swift", """
                import MapKit
                final class AddressSearchService {
                    func search(_ text: String) -> MKLocalSearch {
                        let request = MKLocalSearch.Request()
                        request.naturalLanguageQuery = text
                        return MKLocalSearch(request: request)
                    }
                }
                """),
                ("Sources/App/PresenceService.swift", """
                import SwiftUI
                final class PresenceService {
                    var state: UIApplication.State = .active
                    let name = UIApplication.willResignActiveNotification
                }
                """),
            ]),
            // Folder names are conventions: a `Services/` folder under the screens' folder is a screen about
            // services, and a `Services/` folder holding no service but UI helpers names no layer.
            RuleExample(pack: "layered", files: [
                ("Bank/Presentation/Services/ServiceTileStyle.swift", "import UIKit\nstruct ServiceTileStyle { let tint: UIColor }"),
                ("Bank/Presentation/Services/ServicesViewModel.swift", "final class ServicesViewModel {}"),
                ("Bank/Helpers/Services/BadgeRenderer.swift", "import UIKit\nstruct BadgeRenderer { func render() -> UIImage? { nil } }"),
                ("Bank/Business Logic/Service/CardService.swift", "final class CardService {}"),
            ]),
            // A folder that holds a lower layer's types too files role-less types of either: the record
            // the store keeps is not the services layer's.
            RuleExample(pack: "layered", files: [
                ("Timer/Business Logic/TimerService.swift", "final class TimerService {}"),
                ("Timer/Business Logic/Storages/TasksDAO.swift", "final class TasksDAO {}"),
                ("Timer/Business Logic/Models/TaskColor.swift", "import SwiftUI\nstruct TaskColor { let color: Color }"),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let modules = Set(options[Self.modules])
        let systemAPIs = Set(options[Self.systemAPIs])
        var filesWithRole: [Int: SymbolID] = [:]
        // Implementations only: a contract file declaring the scene's protocols (the view's beside
        // the interactor's) needs UIKit for the view's, and holds no business logic.
        // The message names the file's own type: one it declares, before one it only extends.
        // An extension in another module is that module's code: a design system's view helpers on
        // the models package's types are UI, and the models stay free of it.
        var declaredHere = Set<Int>()
        let moduleOfFile = context.project.moduleOfFile
        for symbol in context.checkedSymbols(withRoles: roles, implementationsOnly: true) {
            let home = context.symbol(symbol).declaration.map { moduleOfFile[$0.file] }
            for ref in context.symbol(symbol).declarations where !declaredHere.contains(ref.file) && moduleOfFile[ref.file] == home {
                let isDeclaration = !context.declaration(ref).isExtension
                if filesWithRole[ref.file] == nil || isDeclaration { filesWithRole[ref.file] = symbol }
                if isDeclaration { declaredHere.insert(ref.file) }
            }
        }
        // Role-less types in a business layer by their folder; a file that declares a type of a
        // role outside the rule's (a view beside them) is that role's file.
        let layers = Set(options[Self.layers])
        if !layers.isEmpty {
            var otherRoleFiles = Set<Int>()
            var candidates: [(file: Int, symbol: SymbolID)] = []
            for symbol in context.checkedSymbolIDs {
                guard let file = context.symbol(symbol).declaration?.file, filesWithRole[file] == nil else { continue }
                if let role = context.role(symbol) {
                    if !roles.contains(role) { otherRoleFiles.insert(file) }
                } else if let layer = context.layerOfSymbol[symbol], layers.contains(context.layers[layer].name) {
                    candidates.append((file, symbol))
                }
            }
            for candidate in candidates where filesWithRole[candidate.file] == nil && !otherRoleFiles.contains(candidate.file) {
                filesWithRole[candidate.file] = candidate.symbol
                declaredHere.insert(candidate.file)
            }
        }
        for (file, symbol) in filesWithRole.sorted(by: { $0.key < $1.key }) {
            if !systemAPIs.isEmpty && usesOnlySystemAPIs(file, systemAPIs, context) { continue }
            for decl in context.project.files[file].imports where modules.contains(String(decl.moduleName)) {
                report.report(file: file, at: decl.position, length: 6, symbol: symbol, subject: decl.module,
                              message: "\(context.project.files[file].path.lastPathComponent) \(declaredHere.contains(file) ? "declares" : "extends") \(context.describe(symbol)) "
                                  + "and imports \(decl.module); keep business logic free of UI frameworks")
            }
        }
    }
}

extension InteractorUIImportRule {
    /// Whether the UI framework names a file uses (names no project type declares: a UI type
    /// known by name, or an `UI…` type) are system services only, at least one of them.
    func usesOnlySystemAPIs(_ file: Int, _ systemAPIs: Set<String>, _ context: LintContext) -> Bool {
        let model = context.project.files[file]
        var usesSystem = false
        var seen = Set<Int32>()
        for reference in model.references where seen.insert(reference.name).inserted && !reference.isGenericParameter {
            let name = model.names[Int(reference.name)]
            if systemAPIs.contains(name) { usesSystem = true; continue }
            guard FrameworkTypes.uiTypeNames.contains(name) || Self.hasUIPrefix(name) else { continue }
            if context.project.resolve(name, file: file, enclosingType: nil).isEmpty { return false }
        }
        return usesSystem
    }

    /// `UIColor`, `UIEdgeInsets`: UIKit's prefix followed by a capital.
    static func hasUIPrefix(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        return bytes.count == 3 && bytes[0] == UInt8(ascii: "U") && bytes[1] == UInt8(ascii: "I")
            && bytes[2] >= UInt8(ascii: "A") && bytes[2] <= UInt8(ascii: "Z")
    }
}

extension String {
    var lastPathComponent: String { split(separator: "/").last.map(String.init) ?? self }
}
