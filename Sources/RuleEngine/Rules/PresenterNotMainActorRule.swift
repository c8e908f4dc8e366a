import ProjectIndex
import SourceModel

struct PresenterNotMainActorRule: ProjectRule {
    let description = RuleDescription(
        id: "presenter-not-main-actor",
        summary: "SVIP: the presenter runs on the main actor and its protocol methods are async.",
        rationale: """
        The SVIP presenter (the *Router behind the *Presenter protocol) updates the UI, so it must be main-actor \
        isolated, through `@MainActor` on the class or on a protocol it conforms to. Its protocol methods are `async` \
        so that the actor-isolated interactor can call them.
        """,
        defaultSeverity: .warning,
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "svip", """
            protocol ProfilePresenter: AnyObject {
                ↓func show(name: String)
            }
            final ↓class ProfileRouter: ProfilePresenter {
                func show(name: String) {}
            }
            @MainActor extension ProfileRouter {}
            protocol ProfileInteractor: AnyActor {}
            """),
            // Isolated, but a method the interactor cannot await.
            RuleExample(pack: "svip", """
            @MainActor protocol CartPresenter: AnyObject {
                ↓func present(items: [String])
                func presentError() async
            }
            @MainActor final class CartRouter: CartPresenter {
                func present(items: [String]) {}
                func presentError() async {}
            }
            protocol CartInteractor: AnyActor {}
            """),
            // `@MainActor` on a method isolates that method, not the type.
            RuleExample(pack: "svip", """
            protocol SearchPresenter: AnyObject {
                func show(results: [String]) async
            }
            final ↓class SearchRouter: SearchPresenter {
                @MainActor func show(results: [String]) async {}
            }
            protocol SearchInteractor: AnyActor {}
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "svip", """
            @MainActor protocol ProfilePresenter: AnyObject {
                func show(name: String) async
            }
            final class ProfileRouter: ProfilePresenter {
                func show(name: String) async {}
            }
            """),
            // The isolation may come from a protocol further up.
            RuleExample(pack: "svip", """
            @MainActor protocol ScenePresenter: AnyObject {}
            protocol FeedPresenter: ScenePresenter {
                func show(items: [String]) async
            }
            final class FeedRouter: FeedPresenter {
                func show(items: [String]) async {}
            }
            protocol FeedInteractor: AnyActor {}
            """),
            RuleExample(pack: "svip", """
            protocol ProfilePresenter: AnyObject {
                func show(name: String) async
            }
            @MainActor
            final class ProfileRouter: ProfilePresenter {
                func show(name: String) async {}
            }
            protocol ProfileInteractor: AnyActor {}
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var mainActor = context.inheritedTrait { isMainActor($0, context) }
        for symbol in context.checkedSymbols(withRoles: [.presenter]) {
            let type = context.symbol(symbol)
            if type.isImplementation {
                if !mainActor.holds(for: symbol) {
                    report.report(declarationOf: symbol, message: """
                        \(context.describe(symbol)) is not main-actor isolated; mark it @MainActor or conform it to a @MainActor protocol
                        """)
                }
            }
            guard type.isProtocol else { continue }
            for (ref, method) in context.methods(of: symbol) where !method.isAsync {
                report.report(method: method, in: ref, of: symbol, message: "\(context.describe(symbol)) method '\(method.name)' must be async")
            }
        }
    }

    /// `@MainActor` on the type's own declaration: on an extension it isolates only the extension's members.
    private func isMainActor(_ symbol: SymbolID, _ context: LintContext) -> Bool {
        context.symbol(symbol).declaration.map { context.declaration($0).attributes.contains("@MainActor") } ?? false
    }
}
