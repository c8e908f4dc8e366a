import ProjectIndex
import SourceModel

struct InteractorExposedStateRule: ProjectRule {
    let description = RuleDescription(
        id: "interactor-exposed-state",
        summary: "Interactor state is private.",
        rationale: """
        The UI sends commands to the interactor and receives results through the presenter; it never reads the \
        interactor's state. A stored `var` that is not `private` (and `private(set)` still lets everyone read it) \
        invites exactly that. In Clean Swift, properties the scene's `*DataStore` protocol requires are the sanctioned \
        way to pass data to the next scene and are allowed; weak or unowned references (VIPER's `weak var output`) and \
        wiring set by the assembly (`var worker: AuthWorkerProtocol!`) are collaborators, not state.
        """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample(pack: "svip", """
            protocol CartInteractor: AnyActor { func add() async }
            actor CartLogic: CartInteractor {
                var ↓items: [String] = []
                private(set) var ↓total = 0
                private var cache: [String] = []
                let limit = 3
                func add() async {}
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
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        // Only an interactor below a data store walks its supertypes for the data store's properties.
        var belowDataStore = ProjectIndex.InheritedTrait(context.project) { context.role($0) == "dataStore" }
        for symbol in context.symbols(withRoles: ["interactor"], implementationsOnly: true) {
            let required = !belowDataStore.holds(for: symbol, in: context.project) ? [] : Set(context.project.supertypes(of: symbol).symbols
                .filter { context.role($0) == "dataStore" }
                .flatMap { context.properties(of: $0).map(\.property.name) })
            for (ref, property) in context.properties(of: symbol)
                where property.mutable && context.isStored(property) && !property.isStatic && !required.contains(property.name) {
                if property.access == "private" || property.access == "fileprivate" { continue }
                if context.isWiring(property, in: ref) { continue }
                report.report(property: property, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) exposes its state '\(property.name)'; make it private and send results \
                    through the presenter
                    """)
            }
        }
    }
}
