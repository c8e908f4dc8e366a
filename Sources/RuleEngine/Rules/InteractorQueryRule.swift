import ProjectIndex
import SourceModel

struct InteractorQueryRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let separatedRoles = OptionKey.roles("separatedRoles")

    let description = RuleDescription(
        id: "interactor-query",
        summary: "Interactor protocols take commands; they return nothing. Commands and queries are not mixed.",
        rationale: """
        The unidirectional cycle of VIP, SVIP and VIPER has the view send commands and the presenter push results. \
        A method on the interactor's protocol that returns a value, or a property it requires, turns the cycle into a \
        request/response call from the UI, and the presenter is bypassed. Article 000 (`000_27ea26e03bea9952.txt`, \
        SVIP, "Определения и принципы") also separates every function into a command (changes state, returns no \
        data) or a query (returns data, changes no state), never both; its interactor asks its workers for data and \
        sends them update commands ("Компоненты чистой архитектуры"), so a worker's protocol may have queries (the \
        article's `var pinCode: String { get async }`) but no method of it both returns a value and assigns the \
        worker's stored state. `separatedRoles` names the roles whose implementations are held to that: a \
        non-static method that returns a value and assigns a stored property (outside initializers) is reported.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose protocols take commands only (no return values, no required properties).",
                                default: [.interactor]),
            Self.separatedRoles.declared("Roles whose implementations' methods either return a value or assign stored state, never both.",
                                         default: "[]"),
        ],
        reads: ModelDetail(bodyFacts: true),
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "viper", """
            protocol SettingsInteractorInput: AnyObject {
                ↓func isEnabled() -> Bool
                var ↓isLoaded: Bool { get }
                func toggle()
            }
            """),
            RuleExample(pack: "svip", """
            protocol CartInteractor: AnyActor {
                func add(id: String) async
                ↓func total() async -> Int
                ↓func find(id: String) async throws -> String?
            }
            """),
            // The data store's properties are for routing, not for the UI, and are not the interactor protocol's.
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic {
                func fetchOrders(request: ListOrders.Fetch.Request)
                ↓func canCheckout() -> Bool
            }
            protocol ListOrdersDataStore { var orders: [String] { get } }
            enum ListOrders { enum Fetch { struct Request {} } }
            """),
            // Article 000: a worker's method either changes its state or returns data.
            RuleExample(pack: "svip", """
            protocol OrdersWorker: AnyActor { func fetchOrders() async throws -> [String] }
            actor OrdersNetworkWorker: OrdersWorker {
                private var cache: [String] = []
                private var loads = 0
                ↓func fetchOrders() async throws -> [String] {
                    loads += 1
                    cache = ["order"]
                    return cache
                }
            }
            """),
            // The interactor's helpers are functions too, and an extension's methods count.
            RuleExample(pack: "svip", """
            protocol CartInteractor: AnyActor { func add(id: String) async }
            actor CartLogic: CartInteractor {
                private var items: [String] = []
                func add(id: String) async { _ = insert(id) }
                private ↓func insert(_ id: String) -> Int { items.append(id); return items.count }
            }
            final class TokenWorker { private var token: String? }
            extension TokenWorker {
                ↓func refreshedToken() async -> String {
                    self.token = "new"
                    return "new"
                }
            }
            """),
            RuleExample(pack: "clean-swift", """
            final class ContactListWorker {
                private var contacts: [String] = []
                ↓func popContact() -> String? { contacts.popLast() }
            }
            """, options: #"{"separatedRoles": ["worker"]}"#),
        ],
        nonTriggering: [
            RuleExample(pack: "viper", """
            protocol SettingsInteractorInput: AnyObject {
                func toggle()
                func reset() -> Void
                func clear() -> ()
                func load() async throws
            }
            """),
            // Results go to the presenter; the implementation's own helpers may return values.
            RuleExample(pack: "clean-swift", """
            enum ListOrders { enum Fetch { struct Request {} struct Response { let orders: [String] } } }
            protocol ListOrdersBusinessLogic { func fetchOrders(request: ListOrders.Fetch.Request) }
            protocol ListOrdersPresentationLogic { func presentOrders(response: ListOrders.Fetch.Response) }
            final class ListOrdersInteractor: ListOrdersBusinessLogic {
                var presenter: ListOrdersPresentationLogic?
                func fetchOrders(request: ListOrders.Fetch.Request) {
                    presenter?.presentOrders(response: ListOrders.Fetch.Response(orders: filtered()))
                }
                private func filtered() -> [String] { [] }
            }
            """),
            // The output protocol is the presenter's: what it returns is not the interactor's business.
            RuleExample(pack: "viper", """
            protocol SettingsInteractorInput: AnyObject { func loadSettings() }
            protocol SettingsInteractorOutput: AnyObject {
                func didLoad(enabled: Bool)
                func format(_ value: Int) -> String
            }
            """),
            // The article's own worker protocol: queries beside commands, each doing one.
            RuleExample(pack: "svip", """
            protocol PinCodeEnterWorker: AnyActor {
                var pinCode: String { get async }
                func authenticateWithBiometric() async throws
            }
            actor PinCodeEnterStorageWorker: PinCodeEnterWorker {
                private var attempts = 0
                var pinCode: String { get async { "1234" } }
                func authenticateWithBiometric() async throws { attempts += 1 }
                func remainingAttempts() -> Int { 3 - attempts }
            }
            """),
            // Initializers set state up; static factories and Void commands return no data.
            RuleExample(pack: "svip", """
            actor FeedWorker {
                private var page = 0
                init(page: Int) { self.page = page }
                static func make() -> FeedWorker { FeedWorker(page: 0) }
                func advance() -> Void { page += 1 }
                func reset() -> () { page = 0 }
                func current() -> Int { page }
            }
            """),
            // A command may report its outcome; keeping a subscription alive is wiring, not state.
            RuleExample(pack: "svip", """
            import Combine
            enum SyncError: Error { case offline }
            actor SyncWorker {
                private var lastSync = 0
                private var cancellables = Set<AnyCancellable>()
                func sync() -> Result<Void, SyncError> { lastSync += 1; return .success(()) }
                func observe(_ publisher: AnyPublisher<Int, Never>) -> AnyPublisher<Int, Never> {
                    cancellables = []
                    return publisher
                }
            }
            """),
            // Only the roles named are held to it: the svip pack names the interactor and workers.
            RuleExample(pack: "svip", """
            @MainActor final class FeedRouter {
                private var shown = 0
                func nextTitle() -> String { shown += 1; return "\\(shown)" }
            }
            """),
        ])

    /// `Void`, `()`, or a `Result` of either: the outcome of a command, not data.
    static func returnsNoData(_ type: String) -> Bool {
        let spaced = type.filter { !$0.isWhitespace }
        return spaced == "Void" || spaced == "()" || spaced.hasPrefix("Result<Void,") || spaced.hasPrefix("Result<(),")
    }

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles]), protocolsOnly: true) {
            for (ref, method) in context.methods(of: symbol) {
                guard let returned = method.returnType, returned != "Void", returned != "()" else { continue }
                report.report(method: method, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) method '\(method.name)' returns \(returned); the UI sends commands only: \
                    deliver results through the presenter
                    """)
            }
            for (ref, property) in context.properties(of: symbol) {
                report.report(property: property, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) requires the property '\(property.name)'; the UI sends commands only: \
                    deliver state through the presenter
                    """)
            }
        }
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.separatedRoles]), implementationsOnly: true) {
            // The queries that assign first: most types have none, and then their properties are not read.
            let methods = context.methods(of: symbol).filter { entry in
                !entry.method.isStatic && !entry.method.assigns.isEmpty && entry.method.returnType.map { !Self.returnsNoData($0) } ?? false
            }
            guard !methods.isEmpty else { continue }
            // Wiring (a collaborator set up late, the handle keeping subscriptions) is not the state
            // a command changes.
            var state = Set<String>()
            for (ref, property) in context.properties(of: symbol) where !context.isWiring(property, in: ref, of: symbol) {
                state.insert(property.name)
            }
            for (ref, method) in methods {
                guard let returned = method.returnType else { continue }
                let assigned = method.assigns.filter(state.contains).map { "'\($0)'" }.joined(separator: ", ")
                guard !assigned.isEmpty else { continue }
                report.report(method: method, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) method '\(method.name)' returns \(returned) and assigns \(assigned); \
                    split it into a command that changes state and a query that returns data
                    """)
            }
        }
    }
}
