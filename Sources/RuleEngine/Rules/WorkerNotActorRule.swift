import ProjectIndex
import SourceModel

struct WorkerNotActorRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let allowValues = OptionKey.bool("allowValues")

    let description = RuleDescription(
        id: "worker-not-actor",
        summary: "SVIP: a worker is an actor behind an actor-bound protocol.",
        rationale: """
        Article 000 (`000_27ea26e03bea9952.txt`, SVIP, "Воркер") makes the worker almost always an actor: it is either the calling scene's \
        interactor or an app-wide service injected into many interactors and called from them concurrently, so its \
        state needs the actor's isolation; its protocol (`PinCodeEnterWorker: AnyActor`) says so to every caller. A \
        worker class shared between actors is a data race waiting for its second caller. One finding per broken \
        condition: at the implementation, at the protocol. A struct or enum implementation is a value, copied to each \
        caller rather than shared, and is accepted (`allowValues`); its protocol is still reported.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must be actors.", default: [.worker]),
            Self.allowValues.declared("Accept a struct or enum as an implementation (a value is not shared).",
                       default: "true"),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "svip", """
            ↓protocol PinCodeEnterWorker: AnyObject {
                func authenticate() async throws
            }
            final ↓class PinCodeEnterService: PinCodeEnterWorker {
                func authenticate() async throws {}
            }
            """),
            RuleExample(pack: "svip", """
            protocol CartWorker: AnyActor { func add(id: String) async }
            @MainActor final ↓class CartService: CartWorker {
                private var ids: [String] = []
                func add(id: String) async { ids.append(id) }
            }
            """),
            // `Sendable` with a lock is not an actor: the protocol and the class are both reported.
            RuleExample(pack: "svip", """
            ↓protocol FeedWorker: Sendable { func next() async -> Int }
            final ↓class FeedService: FeedWorker, @unchecked Sendable {
                private let lock = NSLock()
                private var page = 0
                func next() async -> Int { lock.withLock { page } }
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "svip", """
            protocol PinCodeEnterWorker: AnyActor {
                var pinCode: String { get async }
                func authenticateWithBiometric() async throws
            }
            actor PinCodeEnterService: PinCodeEnterWorker {
                var pinCode: String { "" }
                func authenticateWithBiometric() async throws {}
            }
            """),
            // Article 000, "Масштабирование": the parent scene's interactor is the sub-scene's worker.
            RuleExample(pack: "svip", """
            protocol SceneWorker: Actor {}
            protocol AddressWorker: SceneWorker { func select(_ id: String) async }
            protocol CheckoutInteractor: AnyActor { func pay() async }
            actor CheckoutLogic: CheckoutInteractor, AddressWorker {
                func pay() async {}
                func select(_ id: String) async {}
            }
            """),
            // A value is copied, not shared: no isolation needed.
            RuleExample(pack: "svip", """
            protocol ClockWorker: AnyActor { func now() async -> Int }
            struct SystemClockWorker {
                var offset = 0
                func now() async -> Int { offset }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let allowValues = options[Self.allowValues]
        var actor = context.inheritsName(anyOf: ["AnyActor", "Actor"])
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles])) {
            let type = context.symbol(symbol)
            if type.isProtocol {
                if !actor.holds(for: symbol) {
                    report.report(declarationOf: symbol, message: "\(context.describe(symbol)) must inherit AnyActor (or Actor)")
                }
                continue
            }
            guard type.isImplementation, type.kind != .actor else { continue }
            // A global actor (`@MainActor`) serialises on that actor's thread, which is what a worker is meant to leave.
            if type.kind == .class || !allowValues {
                report.report(declarationOf: symbol, message: "\(context.describe(symbol)) is a \(type.kind.rawValue); make it an actor")
            }
        }
    }
}
