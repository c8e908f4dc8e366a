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
        image the interactor made. The app's own views are reported for the roles in `viewRoles`; a pack whose `role-dependency` already \
        forbids the interactor → view edge leaves them to that rule (one violation, one finding) and keeps the \
        UI frameworks' types here.
        """,
        options: [
            Self.roles.declared("Roles that must not reference UI types.", default: [.interactor]),
            Self.viewRoles.declared("Roles of the app's own types that count as UI.", default: [.view, .cell]),
        ],
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
        func isUI(_ reference: ResolvedReference) -> FindingCollector.ReferenceMatch? {
            if let target = reference.targets.first {
                return context.plays(target, anyOf: viewRoles) ? .symbol(target) : nil
            }
            return FrameworkTypes.uiTypeNames.contains(reference.name) ? .name : nil
        }
        for symbol in context.symbols(withRoles: roles) {
            report.reportReferences(from: symbol, in: context, where: isUI, message: { reference, target in
                let what = target.map { context.describe($0) } ?? "the UI type \(reference.name)"
                return "\(context.describe(symbol)) references \(what); pass plain data and leave display values to the presentation side"
            })
        }
        for (output, interactor) in outputProtocols(roles: roles, context) {
            report.reportReferences(from: output, in: context, where: isUI, message: { reference, target in
                let what = target.map { context.describe($0) } ?? "the UI type \(reference.name)"
                return "\(context.describe(output)), the protocol \(context.describe(interactor)) reports through, carries \(what); "
                    + "the interactor hands its presenter plain data and the presenter makes display values of it"
            })
        }
    }

    /// The protocols of the presentation side an interactor holds and no view does (VIPER's
    /// `*InteractorOutput`, Clean Swift's `*PresentationLogic`), each with its first holder: what
    /// their methods take, the interactor produces. A protocol a view holds too is the
    /// presenter's whole interface, whose view-facing methods may take what the view has.
    func outputProtocols(roles: Set<Role>, _ context: LintContext) -> [(SymbolID, SymbolID)] {
        let holders = roles.union([.view, .cell])
        var heldByInteractor: [SymbolID: SymbolID] = [:]
        var heldByView = Set<SymbolID>()
        for holder in context.symbols(withRoles: holders, implementationsOnly: true) {
            let isInteractor = context.plays(holder, anyOf: roles)
            for ref in context.symbol(holder).declarations {
                for property in context.declaration(ref).properties where !property.isStatic && !property.computed {
                    guard let type = property.type else { continue }
                    for (_, held) in context.resolveTypeText(type, in: ref)
                    where context.symbol(held).kind == .protocol && context.plays(held, anyOf: [.presenter]) {
                        if isInteractor { heldByInteractor[held] = heldByInteractor[held] ?? holder } else { heldByView.insert(held) }
                    }
                }
            }
        }
        return heldByInteractor.filter { !heldByView.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
