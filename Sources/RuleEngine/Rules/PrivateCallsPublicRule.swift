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
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "viper", """
            final class LoginPresenter {
                func viewDidLoad() { refresh() }
                func didTapRetry() {}
                private ↓func refresh() { didTapRetry() }
            }
            """),
            // A fileprivate helper is a helper too.
            RuleExample(pack: "clean-swift", """
            final class CartInteractor {
                private var items: [String] = []
                func add(item: String) { items.append(item); save() }
                func clear() { items.removeAll() }
                fileprivate ↓func save() { validate(); clear() }
                private func validate() {}
            }
            """),
            // The methods of a conforming extension are judged alike.
            RuleExample(pack: "viper", """
            protocol ProfileViewOutput: AnyObject {
                func viewDidLoad()
                func didPullToRefresh()
            }
            final class ProfilePresenter {}
            extension ProfilePresenter: ProfileViewOutput {
                func viewDidLoad() { load() }
                func didPullToRefresh() { load() }
                private ↓func load() { didPullToRefresh() }
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
            // Recursion and static factories are not entry points turned around.
            RuleExample(pack: "svip", """
            actor FeedLogic {
                static func makeDefault() -> FeedLogic { FeedLogic() }
                func refresh() async { await retry(times: 3) }
                private func retry(times: Int) async {
                    if times > 0 { await retry(times: times - 1) }
                    _ = FeedLogic.makeDefault()
                }
            }
            """),
            // A call on another object is not a call of one's own entry point, whatever its name.
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject { func reload() }
            final class LoginPresenter {
                weak var view: LoginViewInput?
                func reload() { update() }
                private func update() { view?.reload() }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let isPrivate = { (method: FunctionDecl) in method.access == "private" || method.access == "fileprivate" }
        for symbol in context.checkedSymbolIDs where context.symbol(symbol).isImplementation {
            // Most types have no private method that calls one of the type's own: they are let go
            // before their methods are gathered and their entry points hashed.
            guard context.symbol(symbol).declarations.contains(where: { ref in
                context.declaration(ref).methods.contains { !$0.calls.isEmpty && isPrivate($0) }
            }) else { continue }
            let methods = context.methods(of: symbol)
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
