import ProjectIndex
import SourceModel

struct WeakOwnerRule: ProjectRule {
    static let edges = OptionKey.rolePairs("edges")

    let description = RuleDescription(
        id: "weak-owner",
        summary: "A scene's owning references are strong: the owner keeps what it owns alive.",
        rationale: """
        A scene is kept alive by one chain of strong references from the screen. Article 000 (SVIP, the section on \
        the configurator and ownership) spells it out: the view owns the interactor, the interactor owns the \
        presenter, and only the presenter's reference back to the view is weak; article 001 (Clean Swift) wires the \
        same way (`var interactor`, `var presenter`). The configurator keeps nothing, so a `weak` or `unowned` \
        reference along an owning edge leaves the object with no owner once configuration returns: the presenter is \
        freed and the screen silently stops updating. The owning edges are the pack's `edges` option.
        """,
        options: [
            Self.edges.declared("[owner role, owned role] edges that must be strong.", default: "[]", note: "set by each pack"),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "svip", """
            protocol PinCodeEnterPresenter: AnyObject { func presentMainScreen() async }
            protocol PinCodeEnterInteractor: AnyActor { func loadData() async }
            actor PinCodeEnterLogic: PinCodeEnterInteractor {
                private weak ↓var presenter: PinCodeEnterPresenter?
                func loadData() async {}
            }
            """),
            RuleExample(pack: "svip", """
            protocol OrdersPresenter: AnyObject {}
            protocol OrdersInteractor: AnyActor {}
            @MainActor final class OrdersRouter: OrdersPresenter {}
            actor OrdersLogic: OrdersInteractor {
                unowned ↓let presenter: OrdersRouter
                init(presenter: OrdersRouter) { self.presenter = presenter }
            }
            """),
            RuleExample(pack: "clean-swift", """
            protocol ContactListBusinessLogic { func showContacts() }
            protocol ContactListPresentationLogic: AnyObject { func presentContacts() }
            final class ContactListInteractor: ContactListBusinessLogic {
                weak ↓var presenter: ContactListPresentationLogic?
                func showContacts() {}
            }
            """),
            RuleExample(pack: "clean-swift", """
            protocol ContactListBusinessLogic: AnyObject { func showContacts() }
            protocol ContactListDisplayLogic: AnyObject {}
            final class ContactListViewController: UIViewController, ContactListDisplayLogic {
                weak ↓var interactor: ContactListBusinessLogic?
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "svip", """
            protocol PinCodeEnterPresenter: AnyObject { func presentMainScreen() async }
            protocol PinCodeEnterInteractor: AnyActor { func loadData() async }
            actor PinCodeEnterLogic: PinCodeEnterInteractor {
                private let presenter: PinCodeEnterPresenter
                init(presenter: PinCodeEnterPresenter) { self.presenter = presenter }
                func loadData() async {}
            }
            """),
            RuleExample(pack: "svip", """
            // The back reference, presenter → view model, is the weak one.
            final class PinCodeEnterViewModel: ObservableObject {}
            protocol PinCodeEnterPresenter: AnyObject {}
            @MainActor final class PinCodeEnterRouter: PinCodeEnterPresenter {
                weak var viewModel: PinCodeEnterViewModel?
            }
            """),
            RuleExample(pack: "clean-swift", """
            protocol ContactListDisplayLogic: AnyObject {}
            protocol ContactListPresentationLogic { func presentContacts() }
            final class ContactListPresenter: ContactListPresentationLogic {
                weak var viewController: ContactListDisplayLogic?
                func presentContacts() {}
            }
            """),
            RuleExample(pack: "clean-swift", """
            protocol ContactListBusinessLogic { func showContacts() }
            protocol ContactListPresentationLogic { func presentContacts() }
            final class ContactListInteractor: ContactListBusinessLogic {
                var presenter: ContactListPresentationLogic?
                func showContacts() {}
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var ownedRoles: [Role: Set<Role>] = [:]
        for (owner, owned) in options[Self.edges] { ownedRoles[owner, default: []].insert(owned) }
        for symbol in context.checkedSymbols(withRoles: Set(ownedRoles.keys), implementationsOnly: true) {
            guard let role = context.role(symbol), let owned = ownedRoles[role] else { continue }
            for (ref, property) in context.properties(of: symbol) where (property.weak || property.unowned) && !property.isStatic {
                guard let target = context.roleTargets(ofType: property.type, in: ref).first(where: { target in
                    context.plays(target.symbol, anyOf: owned)
                }) else { continue }
                let targetRole = context.role(target.symbol)?.name ?? ""
                report.report(property: property, in: ref, of: symbol, atIntroducer: true, related: target.symbol,
                              message: "\(context.describe(symbol)) holds \(property.name) (\(targetRole)) \(property.weak ? "weak" : "unowned"): "
                                  + "the \(role) owns its \(targetRole), and nothing else keeps it alive after configuration; make the reference strong")
            }
        }
    }
}
