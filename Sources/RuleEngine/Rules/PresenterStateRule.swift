import ProjectIndex
import SourceModel

struct PresenterStateRule: ProjectRule {
    let description = RuleDescription(
        id: "presenter-state",
        summary: "Presenters, routers and configurators hold no mutable data.",
        rationale: """
        In VIP, SVIP and VIPER the presenter formats what the interactor hands it and forgets it; state lives in the \
        interactor (business state) or the view model (display state). A presenter that stores data starts making \
        decisions on stale copies, and two sources of truth drift apart. Wiring (`var interactor: LoginInteractorInput!`, \
        Clean Swift's `var dataStore: XDataStore?`, a callback closure, optional or not) is set once by the assembly \
        and is allowed; weak and unowned references are back-references, not state; handles that keep subscriptions \
        alive (`Set<AnyCancellable>`, a `DisposeBag`) and a router's handle on the screens it presented \
        (`UIViewController?`) are lifecycle plumbing, not data. Test doubles (a `*Spy` presenter) have no role.
        """,
        options: [
            RuleOption("roles", .strings, "Roles whose implementations must be stateless.", default: #"["presenter", "router", "configurator"]"#),
            RuleOption("allowWiring", .bool, "Allow a non-static `var` typed by a project type with a role, or by a closure.", default: "true"),
        ],
        triggering: [
            RuleExample(pack: "svip", """
            protocol LoginInteractor: AnyActor {}
            protocol LoginPresenter: AnyObject {}
            @MainActor final class LoginRouter: LoginPresenter {
                ↓var attempts = 0
                static ↓var shared: LoginRouter?
                @Published ↓var title = ""
                lazy ↓var formatter = Formatter()
                ↓var observed: Int = 0 { didSet {} }
            }
            final class Formatter {}
            """),
            RuleExample(pack: "viper", """
            protocol ListViewInput: AnyObject {}
            final class ListPresenter {
                weak var view: ListViewInput?
                private ↓var items: [String] = []
                ↓var selected: (Int, Int)?
            }
            final class ListInteractor {}
            """),
            RuleExample(pack: "clean-swift", """
            protocol ShowOrderRoutingLogic {}
            protocol ShowOrderDataStore { var order: String? { get } }
            final class ShowOrderRouter: ShowOrderRoutingLogic {
                var dataStore: ShowOrderDataStore?
                private ↓var history: [String] = []
            }
            final class ShowOrderInteractor: ShowOrderDataStore { var order: String? }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject {}
            protocol LoginInteractorInput: AnyObject {}
            final class LoginPresenter {
                weak var view: LoginViewInput?
                var interactor: LoginInteractorInput!
                var onFinish: (() -> Void)?
                let title = "Login"
                var computed: Int { 42 }
            }
            """),
            RuleExample(pack: "viper", """
            import Combine
            protocol MediaViewInput: AnyObject {}
            final class MediaPresenter {
                weak var view: MediaViewInput?
                var onItemMove: ((Int, Int) -> ())?
                var onConfirm: ((String) -> Void)!
                private var cancellables = Set<AnyCancellable>()
                private var bag: [AnyCancellable] = []
            }
            """),
            RuleExample(pack: "viper", """
            protocol CropViewInput: AnyObject {}
            final class CropPresenter { weak var view: CropViewInput? }
            final class CropRouter {
                private var presented: UIViewController?
                private var pushed: [WeakBox<UIViewController>] = []
            }
            """),
            // A spy in a test target records calls; it is the test's, not the architecture's.
            RuleExample(pack: "clean-swift", files: [
                ("App/Orders/OrdersPresenter.swift", "protocol OrdersPresentationLogic {}\nfinal class OrdersPresenter: OrdersPresentationLogic {}\nfinal class OrdersInteractor {}\n"),
                ("AppTests/Orders/OrdersPresentationLogicSpy.swift", """
                final class OrdersPresentationLogicSpy: OrdersPresentationLogic {
                    var presentCalled = false
                }
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options.strings("roles"))
        let allowWiring = options.bool("allowWiring")
        for symbol in context.symbols(withRoles: roles, implementationsOnly: true) {
            for (ref, property) in context.properties(of: symbol) where property.mutable && context.isStored(property) {
                if property.weak || property.unowned { continue }
                if allowWiring && context.isWiring(property, in: ref, of: symbol) { continue }
                report.report(property: property, in: ref, of: symbol, atIntroducer: true, message: """
                    \(context.describe(symbol)) stores mutable state '\(property.name)'; keep it stateless: move the data \
                    to the interactor or the view model
                    """)
            }
        }
    }
}
