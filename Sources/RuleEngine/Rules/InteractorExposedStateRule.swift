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
        var dataStoreNames = DataStoreNamesAbove()
        for symbol in context.symbols(withRoles: ["interactor"], implementationsOnly: true) {
            let required = dataStoreNames.names(above: symbol, in: context)
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

/// The property names of the data stores above each type (its supertypes with the `dataStore`
/// role), each type's found once and kept: a type takes its parent's set as it is (shared, not
/// copied) unless another parent or a data store adds names, so a chain of interactors below
/// one data store costs one walk, not one walk per interactor. Iterative: a chain may be deeper
/// than the thread's stack. In an inheritance cycle (broken code) a type may miss names it
/// reaches only through the cycle.
private struct DataStoreNamesAbove {
    private var namesAbove: [Int: Set<String>] = [:]
    private var ownNames: [Int: Set<String>] = [:]

    mutating func names(above start: Int, in context: LintContext) -> Set<String> {
        if let known = namesAbove[start] { return known }
        let parentsOf = context.project.directSupertypeSymbols
        var inProgress = Set<Int>()
        var stack = [(symbol: start, expanded: false)]
        while let (symbol, expanded) = stack.popLast() {
            if namesAbove[symbol] != nil { continue }
            if !expanded {
                guard inProgress.insert(symbol).inserted else { continue }
                stack.append((symbol, true))
                for parent in parentsOf[symbol] where namesAbove[parent] == nil && !inProgress.contains(parent) {
                    stack.append((parent, false))
                }
                continue
            }
            var names: Set<String>?
            for parent in parentsOf[symbol] {
                for added in [namesAbove[parent] ?? [], own(parent, in: context)] where !added.isEmpty {
                    if names == nil { names = added } else { names!.formUnion(added) }
                }
            }
            namesAbove[symbol] = names ?? []
        }
        return namesAbove[start] ?? []
    }

    /// A data store's own property names; none for other types.
    private mutating func own(_ symbol: Int, in context: LintContext) -> Set<String> {
        guard context.role(symbol) == "dataStore" else { return [] }
        if let known = ownNames[symbol] { return known }
        let names = Set(context.properties(of: symbol).map(\.property.name))
        ownNames[symbol] = names
        return names
    }
}
