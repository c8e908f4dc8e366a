import ProjectIndex
import SourceModel

struct InteractorQueryRule: ProjectRule {
    let description = RuleDescription(
        id: "interactor-query",
        summary: "Interactor protocols take commands; they return nothing.",
        rationale: """
        The unidirectional cycle of VIP, SVIP and VIPER has the view send commands and the presenter push results. \
        A method on the interactor's protocol that returns a value, or a property it requires, turns the cycle into a \
        request/response call from the UI, and the presenter is bypassed.
        """,
        defaultSeverity: .warning,
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
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        for symbol in context.symbols(withRoles: ["interactor"], protocolsOnly: true) {
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
    }
}
