import ProjectIndex
import SourceModel

struct InteractorUIReferenceRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let viewRoles = OptionKey.roles("viewRoles")

    let description = RuleDescription(
        id: "interactor-ui-reference",
        summary: "Interactors do not use view types.",
        rationale: """
        An interactor decides; it never draws. A `UIImage` parameter, a `Color` return value or a reference to the \
        scene's view controller ties business logic to one screen and makes it untestable without UIKit. Pass plain \
        data and leave display values to the presentation side (the presenter; in MVI, the View reading the Model). \
        The protocol the interactor reports through (VIPER's `*InteractorOutput`, Clean Swift's `*PresentationLogic`: \
        a presenter protocol the interactor holds and no view does) is held to it too: an image in its methods is an \
        image the interactor made. So is a helper of the app with no role whose methods use a UI framework's types \
        (a toast presenter building a `MessageView`): calling it, the interactor shows UI. The app's own views are reported for the roles in `viewRoles`; a pack whose `role-dependency` already \
        forbids the interactor → view edge leaves them to that rule (one violation, one finding) and keeps the \
        UI frameworks' types here.
        """,
        options: [
            Self.roles.declared("Roles that must not reference UI types.", default: [.interactor]),
            Self.viewRoles.declared("Roles of the app's own types that count as UI.", default: [.view, .cell]),
        ],
        scope: .referencedTypes,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "svip", """
            import Foundation
            protocol ProfileInteractor: AnyActor { func load() async }
            protocol ProfileViewInput: AnyObject {}
            final class ProfileViewController: UIViewController, ProfileViewInput {}
            actor ProfileLogic: ProfileInteractor {
                private var avatar: ↓UIImage?
                func load() async { let screen = ↓ProfileViewController() }
            }
            """, options: #"{"viewRoles": ["view", "cell"]}"#),
            // The interactor's protocol is held to it as well as its implementation.
            RuleExample(pack: "viper", """
            import Foundation
            protocol AvatarInteractorInput: AnyObject { func upload(image: ↓UIImage) }
            final class AvatarInteractor: AvatarInteractorInput {
                func upload(image: ↓UIImage) {}
                func tint() -> ↓Color { .red }
            }
            """),
            // The scene's view controller and a cell are view types of the project, reported when
            // `viewRoles` names them (the packs leave them to role-dependency's interactor → view).
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func configure(cell: ↓OrderCell) }
            final class OrderCell: UITableViewCell {}
            final class ListOrdersViewController: UIViewController {}
            final class ListOrdersInteractor: ListOrdersBusinessLogic {
                weak var screen: ↓ListOrdersViewController?
                func configure(cell: ↓OrderCell) {}
            }
            """, options: #"{"viewRoles": ["view"]}"#),
            // The output protocol the interactor reports through takes an image: the interactor downloads
            // and hands over a UI type, though its own file names none.
            RuleExample(pack: "viper", files: [
                ("Sources/App/Detail/DetailPresenter.swift", """
                protocol DetailInteractorOutput: AnyObject { func didFetchAvatar(_ image: ↓UIImage) }
                final class DetailPresenter: DetailInteractorOutput { func didFetchAvatar(_ image: UIImage) {} }
                """),
                ("Sources/App/Detail/DetailInteractor.swift", """
                protocol DetailInteractorInput: AnyObject { func fetchAvatar() }
                final class DetailInteractor: DetailInteractorInput {
                    weak var presenter: DetailInteractorOutput?
                    func fetchAvatar() {}
                }
                """),
            ]),
            // A helper of the app that shows a toast is UI, whatever it is named.
            RuleExample(pack: "viper", files: [
                ("Sources/App/Shared/AlertPresenter.swift", """
                import UIKit
                import SwiftMessages
                struct AlertPresenter {
                    static func present(message: String) {
                        let view = MessageView.viewFromNib(layout: .cardView)
                        view.layoutMarginAdditions = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
                        SwiftMessages.show(view: view)
                    }
                }
                """),
                ("Sources/App/Proposal/ProposalInteractor.swift", """
                protocol ProposalInteractorInput: AnyObject { func approve() }
                final class ProposalInteractor: ProposalInteractorInput {
                    func approve() { ↓AlertPresenter.present(message: "failed") }
                }
                """),
                ("Sources/App/Proposal/ProposalPresenter.swift", "final class ProposalPresenter {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(pack: "svip", """
            import Foundation
            enum Color { case red }
            protocol ProfileInteractor: AnyActor { func load() async }
            actor ProfileLogic: ProfileInteractor {
                private var color: Color = .red
                private let title = "UIImage in a string is fine"
                func load() async {}
            }
            """),
            // The interactor passes bytes and URLs; the presenter builds the image.
            RuleExample(pack: "viper", """
            import Foundation
            protocol AvatarInteractorInput: AnyObject { func upload(imageData: Data) }
            protocol AvatarInteractorOutput: AnyObject { func didUpload(url: URL) }
            final class AvatarInteractor: AvatarInteractorInput {
                weak var output: AvatarInteractorOutput?
                func upload(imageData: Data) { output?.didUpload(url: URL(fileURLWithPath: "/tmp/avatar")) }
            }
            final class AvatarPresenter: AvatarInteractorOutput {
                func didUpload(url: URL) { _ = UIImage(contentsOfFile: url.path) }
            }
            """),
            // A presenter protocol the view holds too is the presenter's whole interface: its view-facing
            // methods may take what the view has.
            RuleExample(pack: "viper", """
            protocol FeedPresenterProtocol: AnyObject { func configure(cell: UITableViewCell, at row: Int); func didLoad(count: Int) }
            final class FeedPresenter: FeedPresenterProtocol {
                func configure(cell: UITableViewCell, at row: Int) {}
                func didLoad(count: Int) {}
            }
            final class FeedViewController: UIViewController { var presenter: FeedPresenterProtocol? }
            protocol FeedInteractorInput: AnyObject { func load() }
            final class FeedInteractor: FeedInteractorInput {
                weak var presenter: FeedPresenterProtocol?
                func load() { presenter?.didLoad(count: 0) }
            }
            """),
            // A helper that imports UIKit but does no UI work in its methods is no UI helper.
            RuleExample(pack: "viper", files: [
                ("Sources/App/Shared/DateManager.swift", """
                import UIKit
                final class DateManager {
                    static let shared = DateManager()
                    func string(from date: Date) -> String { DateFormatter().string(from: date) }
                }
                """),
                ("Sources/App/Habits/HabitsInteractor.swift", """
                protocol HabitsInteractorInput: AnyObject { func today() -> String }
                final class HabitsInteractor: HabitsInteractorInput {
                    func today() -> String { DateManager.shared.string(from: Date()) }
                }
                """),
                ("Sources/App/Habits/HabitsPresenter.swift", "final class HabitsPresenter {}"),
            ]),
            // A test double plays no role.
            RuleExample(pack: "viper", files: [
                ("Sources/App/Avatar/AvatarInteractor.swift", """
                protocol AvatarInteractorInput: AnyObject { func upload(imageData: Data) }
                final class AvatarInteractor: AvatarInteractorInput { func upload(imageData: Data) {} }
                """),
                ("Tests/AppTests/AvatarInteractorSpy.swift", """
                import UIKit
                final class AvatarInteractorSpy: AvatarInteractorInput {
                    var lastImage: UIImage?
                    func upload(imageData: Data) { lastImage = UIImage(data: imageData) }
                }
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let viewRoles = Set(options[Self.viewRoles])
        let helpers = context.uiHelpers.value { UIHelpers(context) }.ofOwner
        func isUI(_ reference: ResolvedReference) -> FindingCollector.ReferenceMatch? {
            if let target = reference.targets.first {
                return context.plays(target, anyOf: viewRoles) || helpers[target] != nil ? .symbol(target) : nil
            }
            return FrameworkTypes.uiTypeNames.contains(reference.name) ? .name : nil
        }
        func describe(_ reference: ResolvedReference, _ target: SymbolID?) -> String {
            guard let target else { return "the UI type \(reference.name)" }
            guard let uiType = helpers[target] else { return context.describe(target) }
            return "\(context.describe(target)), which does UI work (it uses \(uiType))"
        }
        for symbol in context.checkedSymbols(withRoles: roles) {
            report.reportReferences(from: symbol, in: context, where: isUI, message: { reference, target in
                "\(context.describe(symbol)) references \(describe(reference, target)); pass plain data and leave display values "
                    + "to the presentation side"
            })
        }
        for (output, interactor) in outputProtocols(roles: roles, context) where context.checks(symbol: output) {
            report.reportReferences(from: output, in: context, where: isUI, message: { reference, target in
                "\(context.describe(output)), the protocol \(context.describe(interactor)) reports through, carries "
                    + "\(describe(reference, target)); the interactor hands its presenter plain data and the presenter makes display values of it"
            })
        }
    }

    /// Which protocols are presenters' (`HeldPresenterProtocols`, whose files are read again
    /// across an edit); the UI helpers follow from each file's own types.
    func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>? { [.presenter] }

    /// The protocols of the presentation side an interactor holds and no view does (VIPER's
    /// `*InteractorOutput`, Clean Swift's `*PresentationLogic`), each with its first holder: what
    /// their methods take, the interactor produces. A protocol a view holds too is the
    /// presenter's whole interface, whose view-facing methods may take what the view has.
    func outputProtocols(roles: Set<Role>, _ context: LintContext) -> [(SymbolID, SymbolID)] {
        var heldByInteractor: [SymbolID: SymbolID] = [:]
        var heldByView = Set<SymbolID>()
        for pairs in context.heldPresenterProtocols.value({ HeldPresenterProtocols(context) }).ofFile {
            for (holder, held) in pairs {
                if context.plays(holder, anyOf: roles) {
                    // The first holder in id order, as the symbols of the roles are listed.
                    if heldByInteractor[held].map({ holder < $0 }) ?? true { heldByInteractor[held] = holder }
                } else if context.plays(holder, anyOf: [.view, .cell]) {
                    heldByView.insert(held)
                }
            }
        }
        return heldByInteractor.filter { !heldByView.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// The presenter protocols each type with a role stores (its instance stored properties'
/// types), per file of the declaration holding the property. What a file contributes follows
/// from its declarations, the index and the roles alone, so an edit's lint takes the last lint's
/// table and reads again only the edited files (`updating`).
struct HeldPresenterProtocols: Sendable {
    /// Per file, each stored presenter protocol with the implementation holding it, in
    /// declaration and property order.
    let ofFile: [[(holder: SymbolID, held: SymbolID)]]

    init(_ context: LintContext) {
        ofFile = context.project.files.indices.map { Self.pairs(inFile: $0, context) }
    }

    private init(ofFile: [[(holder: SymbolID, held: SymbolID)]]) { self.ofFile = ofFile }

    /// The table after the `changed` files were edited (declaring alike), read from `context`.
    func updating(changed: [Int], _ context: LintContext) -> HeldPresenterProtocols {
        var ofFile = self.ofFile
        for file in changed { ofFile[file] = Self.pairs(inFile: file, context) }
        return HeldPresenterProtocols(ofFile: ofFile)
    }

    private static func pairs(inFile file: Int, _ context: LintContext) -> [(holder: SymbolID, held: SymbolID)] {
        var pairs: [(holder: SymbolID, held: SymbolID)] = []
        // By index: enumerating the declarations copies each one whole, role or not.
        let types = context.project.files[file].types
        for type in types.indices {
            let ref = DeclarationRef(file: file, type: type)
            guard let holder = context.project.symbol(declaredAt: ref), context.role(holder) != nil,
                  context.project.symbols[holder].isImplementation else { continue }
            for property in types[type].properties where !property.isStatic && !property.computed {
                guard let type = property.type else { continue }
                for (_, held) in context.resolveTypeText(type, in: ref)
                where context.symbol(held).kind == .protocol && context.role(held) == .presenter {
                    pairs.append((holder, held))
                }
            }
        }
        return pairs
    }
}

/// The project's UI helpers: types with no role, in a file that imports a UI module, whose
/// methods use a UI framework's type (a toast helper building a `MessageView` with
/// `UIEdgeInsets`), each with the first such type. An interactor calling one shows UI through it,
/// whatever the helper is named. What a file contributes follows from its imports and references,
/// the index and the roles alone, so an edit's lint takes the last lint's table and finds again
/// only the edited files' part (`updating`).
struct UIHelpers: Sendable {
    /// Per file, the helpers its method bodies show, in reference order.
    let ofFile: [[(owner: SymbolID, name: String)]]
    /// Per helper, the UI name of its first such reference in file order.
    let ofOwner: [SymbolID: String]

    init(_ context: LintContext) {
        self.init(ofFile: context.project.files.indices.map { Self.helpers(inFile: $0, context) })
    }

    private init(ofFile: [[(owner: SymbolID, name: String)]]) {
        self.ofFile = ofFile
        var ofOwner: [SymbolID: String] = [:]
        for helpers in ofFile {
            for (owner, name) in helpers where ofOwner[owner] == nil { ofOwner[owner] = name }
        }
        self.ofOwner = ofOwner
    }

    /// The table after the `changed` files were edited (declaring alike), read from `context`.
    func updating(changed: [Int], _ context: LintContext) -> UIHelpers {
        var ofFile = self.ofFile
        for file in changed { ofFile[file] = Self.helpers(inFile: file, context) }
        return UIHelpers(ofFile: ofFile)
    }

    private static let uiModules = Set(FrameworkTypes.uiModules)

    private static func helpers(inFile file: Int, _ context: LintContext) -> [(owner: SymbolID, name: String)] {
        // The lists read, not the whole file copied (a retain per list it holds).
        guard context.project.files[file].imports.contains(where: { uiModules.contains(String($0.moduleName)) }) else { return [] }
        let references = context.project.files[file].references
        let names = context.project.files[file].names
        var helpers: [(owner: SymbolID, name: String)] = []
        var seen = Set<SymbolID>()
        for reference in references where reference.owner >= 0 && reference.function >= 0 && !reference.isGenericParameter {
            let name = names[Int(reference.name)]
            guard FrameworkTypes.uiTypeNames.contains(name) || InteractorUIImportRule.hasUIPrefix(name),
                  let owner = context.project.symbol(declaredAt: DeclarationRef(file: file, type: Int(reference.owner))),
                  !seen.contains(owner), context.role(owner) == nil, context.symbol(owner).kind != .protocol,
                  context.project.resolve(name, file: file, enclosingType: Int(reference.owner)).isEmpty else { continue }
            seen.insert(owner)
            helpers.append((owner, name))
        }
        return helpers
    }
}
