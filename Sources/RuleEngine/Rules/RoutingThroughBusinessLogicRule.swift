import Platform
import ProjectIndex
import SourceModel

struct RoutingThroughBusinessLogicRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let names = OptionKey.globs("names")

    let description = RuleDescription(
        id: "routing-through-business-logic",
        summary: "The interactor's protocol carries business requests, not navigation.",
        rationale: """
        Article 001 (Clean Swift, "Enrutador" and the example) gives transitions between scenes and the data they \
        take to the router, which the view controller holds and calls itself (`router.routeToViewContact(segue:)`, \
        also from `prepare(for:sender:)`); the interactor takes the view's requests and runs the business logic \
        (“Interactractor”). An interactor protocol that declares `routeTo…` methods sends navigation through \
        business logic: view → interactor → presenter → somebody who finally presents, with a `Request` and a \
        `Response` that carry nothing but the wish to move. The same holds in VIPER, where the presenter asks the \
        router and the interactor never knows about screens. One finding per protocol, at its first routing \
        method; the methods are matched by name (`names`).
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose protocols must not declare navigation.", default: [.interactor]),
            Self.names.declared("Names of the methods that navigate.", default: #"["routeTo*", "navigateTo*"]"#),
        ],
        scope: .project,
        triggering: [
            RuleExample(pack: "clean-swift", """
            enum HomeModels { enum RouteToProfile { struct Request {} }; enum FetchAll { struct Request {} } }
            protocol HomeBusinessLogic {
                func fetchAllHabits(_ request: HomeModels.FetchAll.Request)
                ↓func routeToProfileScreen(_ request: HomeModels.RouteToProfile.Request)
                func routeToAddHabitScreen()
            }
            final class HomeInteractor: HomeBusinessLogic {
                func fetchAllHabits(_ request: HomeModels.FetchAll.Request) {}
                func routeToProfileScreen(_ request: HomeModels.RouteToProfile.Request) {}
                func routeToAddHabitScreen() {}
            }
            """),
            RuleExample(pack: "viper", """
            protocol CartInteractorInput: AnyObject {
                func loadCart()
                ↓func navigateToCheckout()
            }
            final class CartInteractor: CartInteractorInput {
                func loadCart() {}
                func navigateToCheckout() {}
            }
            """),
            // A team's own word for it, through `names`.
            RuleExample(pack: "clean-swift", """
            protocol SettingsBusinessLogic {
                ↓func openLanguages()
            }
            final class SettingsInteractor: SettingsBusinessLogic { func openLanguages() {} }
            """, options: #"{"names": ["open*"]}"#),
        ],
        nonTriggering: [
            // The view controller asks its router.
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func fetchOrders() }
            protocol ListOrdersRoutingLogic { func routeToShowOrder(segue: UIStoryboardSegue?) }
            final class ListOrdersInteractor: ListOrdersBusinessLogic { func fetchOrders() {} }
            final class ListOrdersRouter: ListOrdersRoutingLogic { func routeToShowOrder(segue: UIStoryboardSegue?) {} }
            """),
            // VIPER's router input is the router's.
            RuleExample(pack: "viper", """
            protocol CartRouterInput: AnyObject { func routeToCheckout() }
            final class CartRouter: CartRouterInput { func routeToCheckout() {} }
            protocol CartInteractorInput: AnyObject { func loadCart() }
            final class CartInteractor: CartInteractorInput { func loadCart() {} }
            """),
            // A business result that leads to another screen is reported, then the view asks the router.
            RuleExample(pack: "clean-swift", """
            enum Login { enum Submit { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol LoginBusinessLogic { func submit(request: Login.Submit.Request) }
            protocol LoginPresentationLogic { func presentLoggedIn(response: Login.Submit.Response) }
            protocol LoginDisplayLogic: AnyObject { func displayLoggedIn(viewModel: Login.Submit.ViewModel) }
            protocol LoginRoutingLogic { func routeToHome() }
            final class LoginInteractor: LoginBusinessLogic { func submit(request: Login.Submit.Request) {} }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let names = NameGlobSet(options[Self.names])
        for symbol in context.symbols(withRoles: Set(options[Self.roles]), protocolsOnly: true) {
            let protocolName = context.symbol(symbol).name
            for ref in context.symbol(symbol).declarations {
                let routes = context.declaration(ref).methods.filter { names.firstMatch($0.name) != nil }
                guard let first = routes.first else { continue }
                let others = routes.count > 1 ? " and \(routes.count - 1) more" : ""
                report.report(method: first, in: ref, of: symbol, message: "\(protocolName) declares \(first.name)\(others): "
                    + "navigation goes through business logic; the view asks its router, which shows the next scene")
            }
        }
    }
}
