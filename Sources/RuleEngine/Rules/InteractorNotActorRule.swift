import ProjectIndex
import SourceModel

struct InteractorNotActorRule: ProjectRule {
    let description = RuleDescription(
        id: "interactor-not-actor",
        summary: "SVIP: the interactor is an actor behind an actor-bound protocol of async methods.",
        rationale: """
        SVIP makes the *Logic an `actor` so that business state is isolated without locks, and its `*Interactor` \
        protocol inherits `AnyActor` (or `Actor`) with `async` methods so that callers cannot forget the hop. One \
        finding per broken condition: at the implementation, at the protocol, at each method.
        """,
        defaultSeverity: .warning,
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "svip", """
            ↓protocol LoginInteractor: AnyObject {
                ↓func login()
            }
            final ↓class LoginLogic: LoginInteractor {
                func login() {}
            }
            @MainActor protocol LoginPresenter: AnyObject {}
            """),
            // Each method of the protocol that is not async is reported.
            RuleExample(pack: "svip", """
            protocol CartInteractor: AnyActor {
                func add(id: String) async
                ↓func clear()
            }
            actor CartLogic: CartInteractor {
                func add(id: String) async {}
                func clear() {}
            }
            @MainActor protocol CartPresenter: AnyObject {}
            """),
            RuleExample(pack: "svip", """
            protocol SearchInteractor: Actor {
                func search(_ query: String) async
            }
            ↓struct SearchLogic: SearchInteractor {
                func search(_ query: String) async {}
            }
            @MainActor protocol SearchPresenter: AnyObject {}
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "svip", """
            protocol LoginInteractor: AnyActor {
                func login() async
            }
            actor LoginLogic: LoginInteractor {
                func login() async {}
            }
            """),
            // AnyActor may come from a protocol further up.
            RuleExample(pack: "svip", """
            protocol SceneInteractor: AnyActor {}
            protocol FeedInteractor: SceneInteractor {
                func refresh() async throws
            }
            actor FeedLogic: FeedInteractor {
                func refresh() async throws {}
            }
            @MainActor protocol FeedPresenter: AnyObject {}
            """),
            // A type named *Interactor with no scene around it (an SDK client) is no interactor.
            RuleExample(pack: "svip", files: [
                ("Sources/App/Login/LoginInteractor.swift", """
                protocol LoginInteractor: AnyActor { func login() async }
                actor LoginLogic: LoginInteractor { func login() async {} }
                """),
                ("Sources/App/Login/LoginPresenter.swift", "@MainActor protocol LoginPresenter: AnyObject {}"),
                ("Sources/App/Analytics/AnalyticsInteractor.swift", """
                final class AnalyticsInteractor { func track(_ event: String) {} }
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var actor = context.inheritsName(anyOf: ["AnyActor", "Actor"])
        for symbol in context.checkedSymbols(withRoles: [.interactor]) {
            let type = context.symbol(symbol)
            if type.isImplementation && type.kind != .actor {
                report.report(declarationOf: symbol, message: "\(context.describe(symbol)) is a \(type.kind.rawValue); make it an actor")
            }
            guard type.isProtocol else { continue }
            if !actor.holds(for: symbol) {
                report.report(declarationOf: symbol, message: "\(context.describe(symbol)) must inherit AnyActor (or Actor)")
            }
            for (ref, method) in context.methods(of: symbol) where !method.isAsync {
                report.report(method: method, in: ref, of: symbol, message: "\(context.describe(symbol)) method '\(method.name)' must be async")
            }
        }
    }
}
