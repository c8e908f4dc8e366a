import ProjectIndex
import SourceModel

struct PrivateCallsPublicRule: ProjectRule {
    let description = RuleDescription(
        id: "private-calls-public",
        summary: "Opt-in: a private method does not call its own type's non-private methods.",
        rationale: """
        A type's non-private methods are its entry points: the view calls the presenter, the presenter calls the \
        interactor. When a private helper calls back into an entry point, the flow turns around inside the type, \
        an input is handled twice and a test of one entry point exercises another. Private helpers call private \
        helpers; entry points call helpers.
        """,
        defaultSeverity: .warning,
        optIn: true,
        reads: ModelDetail(bodyFacts: true, implementationMethods: true),
        triggering: [
            RuleExample(pack: "viper", """
            final class LoginPresenter {
                func viewDidLoad() { refresh() }
                func didTapRetry() {}
                private ↓func refresh() { didTapRetry() }
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "viper", """
            final class LoginPresenter {
                func viewDidLoad() { refresh() }
                private func refresh() { format() }
                private func format() {}
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        for symbol in context.project.symbols.indices where context.symbol(symbol).isImplementation {
            let methods = context.methods(of: symbol)
            let isPrivate = { (method: FunctionDecl) in method.access == "private" || method.access == "fileprivate" }
            let entryPoints = Set(methods.filter { !isPrivate($0.method) && !$0.method.isStatic }.map(\.method.name))
            for (ref, method) in methods where isPrivate(method) {
                for callee in method.calls where entryPoints.contains(callee) && callee != method.name {
                    report.report(method: method, in: ref, of: symbol, message: """
                        \(context.describe(symbol)): private '\(method.name)' calls the non-private '\(callee)'; \
                        let entry points call helpers, not the other way round
                        """)
                    break
                }
            }
        }
    }
}
