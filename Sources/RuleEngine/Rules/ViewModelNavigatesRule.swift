import ProjectIndex
import SourceModel

struct ViewModelNavigatesRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let navigators = OptionKey.strings("navigators")

    let description = RuleDescription(
        id: "viewmodel-navigates",
        summary: "A presentation model does not hold a navigator; the router shows screens.",
        rationale: """
        Article 004 (`004_de65990a70fc16a8.txt`, the layered Redmadrobot architecture, "Пересмотрели роутинг") keeps \
        navigation out of the presentation model: it declares optional handler closures, the router sets them when it \
        builds the presentation model, and the view controller calls them, so neither knows how the next screen is \
        shown. A view model that stores a navigator (a navigation library's `ScreenNavigator`, a \
        `UINavigationController`) builds and shows the next screens itself: the router's work, and the screen can no \
        longer be reached from elsewhere or tested without its navigation. Reported at each stored navigator, once.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must not hold a navigator.", default: [.viewModel]),
            Self.navigators.declared("Type names that show screens: a stored property of one of them is navigation.",
                       default: #"["ScreenNavigator", "Navigator", "UINavigationController", "UITabBarController", "UISplitViewController"]"#),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "layered", """
            final class ResultsViewModel {
                private let ↓navigator: ScreenNavigator
                init(navigator: ScreenNavigator) { self.navigator = navigator }
                func showSettings() { navigator.navigate { _ in } }
            }
            """),
            RuleExample(pack: "layered", """
            final class DealsPresentationModel {
                weak var ↓navigationController: UINavigationController?
                func select() { navigationController?.pushViewController(UIViewController(), animated: true) }
            }
            """),
            RuleExample(pack: "layered", """
            final class SettingsViewModel {
                var ↓navigator: ScreenNavigator?
                let title = "Settings"
            }
            """),
        ],
        nonTriggering: [
            // Article 004: the router sets the presentation model's handler and navigates.
            RuleExample(pack: "layered", """
            final class DealsPresentationModel {
                var onShowDeal: (() -> Void)?
                func select() { onShowDeal?() }
            }
            final class DealsRouter {
                weak var navigationController: UINavigationController?
                func makeDeals() -> DealsPresentationModel {
                    let model = DealsPresentationModel()
                    model.onShowDeal = { [weak self] in self?.navigationController?.pushViewController(UIViewController(), animated: true) }
                    return model
                }
            }
            """),
            // The view model talks to its router through a protocol.
            RuleExample(pack: "layered", """
            protocol ProfileRouterInput: AnyObject { func showEdit() }
            final class ProfileViewModel {
                private let router: ProfileRouterInput
                init(router: ProfileRouterInput) { self.router = router }
                func edit() { router.showEdit() }
            }
            """),
            // A view controller holding its navigation controller is not a presentation model.
            RuleExample(pack: "layered", """
            final class RootViewController: UIViewController {
                let navigator: UINavigationController = UINavigationController()
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let navigators = Set(options[Self.navigators])
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            for (ref, property) in context.properties(of: symbol) where context.isStored(property) {
                guard let type = property.type,
                      let navigator = TypeText.baseNames(TypeText.unwrappingOptional(type)).first(where: navigators.contains) else { continue }
                report.report(property: property, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) holds the navigator \(navigator): showing screens is the router's work; give \
                    it a handler the router sets (article 004), or ask a router through its protocol
                    """)
            }
        }
    }
}
