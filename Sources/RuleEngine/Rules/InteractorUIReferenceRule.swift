import ProjectIndex
import SourceModel

struct InteractorUIReferenceRule: ProjectRule {
    let description = RuleDescription(
        id: "interactor-ui-reference",
        summary: "Interactors do not use view types.",
        rationale: """
        An interactor decides; it never draws. A `UIImage` parameter, a `Color` return value or a reference to the \
        scene's view controller ties business logic to one screen and makes it untestable without UIKit. Pass plain \
        data and let the presenter turn it into display values.
        """,
        options: [
            RuleOption("roles", .strings, "Roles that must not reference UI types.", default: #"["interactor"]"#),
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
            """),
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
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options.strings("roles"))
        for symbol in context.symbols(withRoles: roles) {
            report.reportReferences(from: symbol, in: context, where: { reference in
                if let target = reference.targets.first {
                    let role = context.role(target)
                    return role == "view" || role == "cell" ? target : nil
                }
                return FrameworkTypes.uiTypeNames.contains(reference.name) ? -1 : nil
            }, message: { reference, target in
                let what = target.map { context.describe($0) } ?? "the UI type \(reference.name)"
                return "\(context.describe(symbol)) references \(what); pass plain data and let the presenter build display values"
            })
        }
    }
}
