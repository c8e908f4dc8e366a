import Platform
import ProjectIndex
import SourceModel

struct IntentReadsStateRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let stateProtocols = OptionKey.globs("stateProtocols")

    let description = RuleDescription(
        id: "intent-reads-state",
        summary: "MVI: the Intent reaches the Model through its actions protocol, never its state protocol.",
        rationale: """
        Article 002 (`002_5016956ea9533948.txt`, MVI, "Intent" and "Model") splits the Model into two protocols: the \
        View reads the screen's state through `*ModelStatePotocol`, and the Intent passes data in through \
        `*ModelActionsProtocol`, which hides the screen's properties from it. An Intent that holds the Model through \
        its state protocol decides from what the screen shows rather than from the business data it gets, and the \
        one-way flow View → Intent → Model → View turns back on itself. (Holding the Model by its class is \
        `concrete-dependency`'s.)
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles of the intents.", default: [.intent]),
            Self.stateProtocols.declared("Name patterns of the models' state protocols.",
                                         default: #"["*ModelStateProtocol", "*ModelStatePotocol"]"#),
        ],
        scope: .project,
        triggering: [
            RuleExample(pack: "mvi", """
            protocol ListModelStatePotocol { var numbers: [Int] { get } }
            protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
            protocol ListIntentProtocol { func viewOnAppear() }
            final class ListIntent: ListIntentProtocol {
                private weak var model: ListModelActionsProtocol?
                private let ↓state: ListModelStatePotocol
                init(model: ListModelActionsProtocol, state: ListModelStatePotocol) { self.model = model; self.state = state }
                func viewOnAppear() { if state.numbers.isEmpty { model?.parse(number: 1) } }
            }
            """),
            // A composition that includes the state protocol, optional or not, reads it as well.
            RuleExample(pack: "mvi", """
            protocol TimerModelStateProtocol { var elapsed: Double { get } }
            protocol TimerModelActionsProtocol: AnyObject { func display(elapsed: Double) }
            protocol TimerIntentProtocol { func onTap() }
            final class TimerIntent: TimerIntentProtocol {
                private weak var ↓model: (TimerModelActionsProtocol & TimerModelStateProtocol)?
                func onTap() { model?.display(elapsed: (model?.elapsed ?? 0) + 1) }
            }
            """),
            RuleExample(pack: "mvi", """
            protocol ChatModelStatePotocol { var messages: [String] { get } }
            protocol ChatIntentProtocol { func send() }
            final class ChatIntent: ChatIntentProtocol {
                var ↓screen: ChatModelStatePotocol!
                func send() { _ = screen.messages.count }
            }
            """),
        ],
        nonTriggering: [
            // Article 002's intent.
            RuleExample(pack: "mvi", """
            protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
            protocol NumberServiceProtocol { func getNumber(completion: @escaping (Int) -> Void) }
            final class ListIntent {
                private weak var model: ListModelActionsProtocol?
                private let numberService: NumberServiceProtocol
                init(model: ListModelActionsProtocol, numberService: NumberServiceProtocol) {
                    self.model = model
                    self.numberService = numberService
                }
                func viewOnAppear() { numberService.getNumber { [weak self] number in self?.model?.parse(number: number) } }
            }
            """),
            // The view and the container are the ones that read the state.
            RuleExample(pack: "mvi", """
            protocol ListModelStatePotocol { var numbers: [Int] { get } }
            protocol ListIntentProtocol { func viewOnAppear() }
            final class MVIContainer<Intent, Model>: ObservableObject {
                let intent: Intent
                let model: Model
                init(intent: Intent, model: Model) { self.intent = intent; self.model = model }
            }
            struct ListView: View {
                @StateObject var container: MVIContainer<ListIntentProtocol, ListModelStatePotocol>
                private var state: ListModelStatePotocol { container.model }
                var body: some View { Text("\\(state.numbers.count)") }
            }
            """),
            // A parameter handed in for one call, and a computed property, are not what the intent holds.
            RuleExample(pack: "mvi", """
            protocol ListModelStatePotocol { var numbers: [Int] { get } }
            protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
            final class ListIntent {
                private weak var model: ListModelActionsProtocol?
                var hasModel: Bool { model != nil }
                func restore(from snapshot: ListModelStatePotocol) { model?.parse(number: snapshot.numbers.count) }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let stateProtocols = NameGlobSet(options[Self.stateProtocols])
        for symbol in context.symbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            for (ref, property) in context.storedInstanceProperties(of: symbol) {
                guard let type = property.type else { continue }
                let targets = context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref)
                guard let state = targets.first(where: { target in
                    context.symbol(target.symbol).isProtocol && stateProtocols.firstMatch(context.symbol(target.symbol).name) != nil
                }) else { continue }
                report.report(property: property, in: ref, of: symbol, related: state.symbol, message: """
                    \(context.describe(symbol)) holds the model's state protocol \(context.symbol(state.symbol).qualifiedName) \
                    in '\(property.name)'; reach the model through its actions protocol, which hides the screen's state \
                    from the intent
                    """)
            }
        }
    }
}
