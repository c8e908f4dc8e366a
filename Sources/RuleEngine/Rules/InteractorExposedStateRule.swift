import ProjectIndex
import SourceModel

struct InteractorExposedStateRule: ProjectRule {
    static let roles = OptionKey.roles("roles")

    let description = RuleDescription(
        id: "interactor-exposed-state",
        summary: "Interactor state is private.",
        rationale: """
        The UI sends commands to the interactor and receives results through the presenter; it never reads the \
        interactor's state. A stored `var` that is not `private` (and `private(set)` still lets everyone read it) \
        invites exactly that. In Clean Swift, properties the scene's `*DataStore` protocol requires are the sanctioned \
        way to pass data to the next scene and are allowed; weak or unowned references (VIPER's `weak var output`) and \
        wiring set by the assembly (`var worker: AuthWorkerProtocol!`) are collaborators, not state. Article 000 \
        (`000_27ea26e03bea9952.txt`, SVIP, "Определения и принципы") asks every class to restrict reading its state as \
        well as writing it, and its workers are the interactor's data source behind a protocol: `roles` names the \
        roles held to it, and the svip pack adds the worker. Article 002 (`002_5016956ea9533948.txt`, MVI, "Model") \
        keeps the screen's current state in the Model, which the view reads through its state protocol: the mvi pack \
        holds the intent to it, whose own bookkeeping stays private.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose stored state must be private.", default: [.interactor]),
        ],
        scope: .referencedTypes,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "svip", """
            protocol CartInteractor: AnyActor { func add() async }
            @MainActor protocol CartPresenter: AnyObject {}
            actor CartLogic: CartInteractor {
                var ↓items: [String] = []
                private(set) var ↓total = 0
                private var cache: [String] = []
                let limit = 3
                func add() async {}
            }
            """),
            // Properties a data store above requires are allowed, however far above it is.
            RuleExample(pack: "clean-swift", """
            protocol OrderDataStore { var order: String? { get set } }
            protocol CartDataStore: OrderDataStore { var cart: [String] { get set } }
            protocol CheckoutBusinessLogic {}
            class CheckoutInteractor: CheckoutBusinessLogic, CartDataStore {
                var order: String?
                var cart: [String] = []
                var ↓draft = ""
            }
            final class ExpressCheckoutInteractor: CheckoutInteractor {
                var order: String?
                var ↓express = true
            }
            final class GuestInteractor: CheckoutBusinessLogic {
                var ↓order: String?
            }
            """, options: #"{"severity": "warning"}"#),
            // Lazy properties are stored; static and computed ones are not the instance's state.
            RuleExample(pack: "viper", """
            protocol LoginInteractorInput: AnyObject { func login() }
            protocol LoginInteractorOutput: AnyObject {}
            final class LoginInteractor: LoginInteractorInput {
                weak var output: LoginInteractorOutput?
                var ↓isLoading = false
                lazy var ↓formatter = DateFormatter()
                static var retries = 0
                var isIdle: Bool { !isLoading }
                func login() {}
            }
            final class LoginPresenter: LoginInteractorOutput {}
            """),
            // Article 000: a worker's state is as private as the interactor's.
            RuleExample(pack: "svip", """
            protocol PinCodeEnterWorker: AnyActor { var pinCode: String { get async } }
            actor PinCodeEnterKeychainWorker: PinCodeEnterWorker {
                var ↓failedAttempts = 0
                private(set) var ↓storedPin = ""
                var pinCode: String { get async { storedPin } }
            }
            """),
            // Article 002: screen state the view could read lives in the Model, not in the intent.
            RuleExample(pack: "mvi", """
            protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
            protocol ListIntentProtocol { func viewOnAppear() }
            final class ListIntent: ListIntentProtocol {
                private weak var model: ListModelActionsProtocol?
                var ↓isLoading = false
                private var requests = 0
                func viewOnAppear() { isLoading = true; requests += 1; model?.parse(number: requests) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            protocol ShowOrderBusinessLogic { func load() }
            protocol ShowOrderDataStore { var order: String? { get set } }
            protocol ShowOrderPresentationLogic: AnyObject {}
            protocol ShowOrderWorkerProtocol {}
            final class ShowOrderInteractor: ShowOrderBusinessLogic, ShowOrderDataStore {
                var order: String?
                weak var presenter: ShowOrderPresentationLogic?
                var worker: ShowOrderWorkerProtocol!
                private var draft = ""
                func load() {}
            }
            """, options: #"{"severity": "warning"}"#),
            // A callback and the handle keeping subscriptions alive are wiring, not state.
            RuleExample(pack: "svip", """
            import Combine
            protocol FeedInteractor: AnyActor { func refresh() async }
            actor FeedLogic: FeedInteractor {
                var onFinish: (@Sendable () -> Void)?
                var cancellables = Set<AnyCancellable>()
                private var items: [String] = []
                fileprivate var page = 0
                let pageSize = 20
                func refresh() async {}
            }
            """, options: #"{"severity": "warning"}"#),
            // Collaborators the assembly sets, by protocol or as a service's class, are wiring.
            RuleExample(pack: "viper", """
            protocol LoginInteractorInput: AnyObject { func login() }
            protocol LoginInteractorOutput: AnyObject {}
            final class AuthService { func login() {} }
            final class LoginInteractor: LoginInteractorInput {
                var output: LoginInteractorOutput!
                var authService: AuthService!
                private var attempts = 0
                func login() { authService.login() }
            }
            final class LoginPresenter: LoginInteractorOutput {}
            """, options: #"{"severity": "warning"}"#),
            // The article's worker: queries by computed property over private state, collaborators wired in.
            RuleExample(pack: "svip", """
            protocol SettingsProfileProtocol: AnyObject {}
            protocol PinCodeEnterWorker: AnyActor { var pinCode: String { get async } }
            actor PinCodeEnterService: PinCodeEnterWorker {
                let settingsProfile: SettingsProfileProtocol
                var onLock: (@Sendable () -> Void)?
                private var storedPin = ""
                init(settingsProfile: SettingsProfileProtocol) { self.settingsProfile = settingsProfile }
                var pinCode: String { get async { storedPin } }
            }
            """),
        ])

    /// Where what a role exposes belongs instead, for the roles whose article says.
    static let instead: [Role: String] = [.interactor: "send results through the presenter", .intent: "keep the screen's state in the Model"]

    /// Names of data-store properties carried down to each type, at most (real scenes have a few).
    static let maximumCarriedNames = 1_024

    /// The data stores, wherever they are: an interactor below one may expose what it requires.
    func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>? { [.dataStore] }

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let interactors = context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true)
        // The properties that would be reported unless a data store requires them.
        func exposed(_ symbol: SymbolID) -> [(ref: DeclarationRef, property: PropertyDecl)] {
            context.properties(of: symbol).filter { _, property in
                property.mutable && context.isStored(property) && !property.isStatic
                    && property.access != "private" && property.access != "fileprivate"
            }
        }
        let exposedOfInteractor = interactors.map(exposed)
        // The names of those the data stores above each type declare, found once per type: a
        // type takes its parent's set as it is (shared, not copied) unless another parent or a
        // data store adds names, so a chain of interactors below one data store costs one walk;
        // and only names some interactor exposes count, so a chain of data stores that each
        // declare their own does not grow a set per level.
        let exposedNames = Set(exposedOfInteractor.joined().map(\.property.name))
        var ownNames: [SymbolID: Set<String>] = [:]
        for store in context.symbols(withRoles: [.dataStore]) {
            let names = Set(context.properties(of: store).map(\.property.name)).intersection(exposedNames)
            if !names.isEmpty { ownNames[store] = names }
        }
        // Nil past `maximumCarriedNames`: sets that big are not kept for every type (a chain of
        // data stores each requiring another exposed name would keep one per level, memory
        // quadratic in the chain); an interactor below one gathers its data stores' names from
        // its supertypes.
        var namesAbove = ProjectIndex.InheritedValue<Set<String>?>(context.project) { _, parents in
            var names: Set<String>?
            for (parent, above) in parents {
                guard let above else { return nil }
                for added in [above, ownNames[parent] ?? []] where !added.isEmpty {
                    if names == nil { names = added } else { names!.formUnion(added) }
                }
            }
            return (names?.count ?? 0) > Self.maximumCarriedNames ? nil : names ?? []
        }
        for (symbol, exposed) in zip(interactors, exposedOfInteractor) where !exposed.isEmpty {
            let required = ownNames.isEmpty ? [] : namesAbove.value(of: symbol, in: context.project)
                ?? Set(context.supertypes(of: symbol).flatMap { ownNames[$0] ?? [] })
            for (ref, property) in exposed where !required.contains(property.name) {
                if context.isWiring(property, in: ref, of: symbol) { continue }
                let instead = context.role(symbol).flatMap { Self.instead[$0] } ?? "let callers use its queries and commands"
                report.report(property: property, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) exposes its state '\(property.name)'; make it private and \(instead)
                    """)
            }
        }
    }
}
