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
        The app's own views are reported for the roles in `viewRoles`; a pack whose `role-dependency` already \
        forbids the interactor → view edge leaves them to that rule (one violation, one finding) and keeps the \
        UI frameworks' types here.
        """,
        options: [
            Self.roles.declared("Roles that must not reference UI types.", default: [.interactor]),
            Self.viewRoles.declared("Roles of the app's own types that count as UI.", default: [.view, .cell]),
        ],
        scope: .ownDeclarations,
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
        for symbol in context.checkedSymbols(withRoles: roles) {
            report.reportReferences(from: symbol, in: context, where: { reference in
                if let target = reference.targets.first {
                    return context.plays(target, anyOf: viewRoles) ? .symbol(target) : nil
                }
                return FrameworkTypes.uiTypeNames.contains(reference.name) ? .name : nil
            }, message: { reference, target in
                let what = target.map { context.describe($0) } ?? "the UI type \(reference.name)"
                return "\(context.describe(symbol)) references \(what); pass plain data and leave display values to the presentation side"
            })
        }
    }
}
