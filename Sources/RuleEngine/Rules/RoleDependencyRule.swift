import ProjectIndex
import SourceModel

struct RoleDependencyRule: ProjectRule {
    let description = RuleDescription(
        id: "role-dependency",
        summary: "References between roles follow the pattern's data flow.",
        rationale: """
        Each pattern draws its cycle one way: in Clean Swift view → interactor → presenter → view; in VIPER the \
        interactor talks to its output protocol, never to the view or router. An edge the pattern forbids (a \
        presenter calling the interactor, a view creating a worker) shortcuts the cycle and hides logic where no \
        test looks for it. The forbidden edges are the pack's `forbidden` option; `role:implementation` on the \
        right side means only the class counts, not its protocol.
        """,
        options: [
            RuleOption("forbidden", .pairs, "Forbidden [from, to] role edges.", default: "[]", note: "set by each pack"),
        ],
        triggering: [
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func fetch() }
            protocol ListOrdersPresentationLogic { func present() }
            final class ListOrdersPresenter: ListOrdersPresentationLogic {
                var interactor: ↓ListOrdersBusinessLogic?
                func present() {}
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func fetch() }
            protocol ListOrdersPresentationLogic { func present() }
            final class ListOrdersInteractor: ListOrdersBusinessLogic {
                var presenter: ListOrdersPresentationLogic?
                func fetch() { presenter?.present() }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        // Per role, the roles it may not reference: any of their symbols, or (`role:implementation`)
        // only implementations. Looked up per reference, not scanned.
        var forbidden: [String: [String: (any: Bool, implementations: Bool)]] = [:]
        for (from, to) in options.pairs("forbidden") {
            let parts = to.split(separator: ":")
            let implementationOnly = parts.count > 1 && parts[1] == "implementation"
            var edge = forbidden[from]?[String(parts[0])] ?? (false, false)
            if implementationOnly { edge.implementations = true } else { edge.any = true }
            forbidden[from, default: [:]][String(parts[0])] = edge
        }
        guard !forbidden.isEmpty else { return }
        for symbol in context.project.symbols.indices {
            guard let role = context.role(symbol), let edges = forbidden[role] else { continue }
            report.reportReferences(from: symbol, in: context, where: { reference in
                for target in reference.targets where target != symbol {
                    guard let targetRole = context.role(target), let edge = edges[targetRole] else { continue }
                    if edge.any || (edge.implementations && context.symbol(target).isImplementation) { return target }
                }
                return nil
            }, message: { _, target in
                "\(context.describe(symbol)) references \(context.describe(target!)); the pattern forbids \(role) → \(context.role(target!)!)"
            })
        }
    }
}
