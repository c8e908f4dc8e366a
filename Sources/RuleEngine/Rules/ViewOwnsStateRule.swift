import Platform
import ProjectIndex
import SourceModel

struct ViewOwnsStateRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let modelRoles = OptionKey.roles("modelRoles")
    static let actionsProtocols = OptionKey.globs("actionsProtocols")
    static let intentRoles = OptionKey.roles("intentRoles")

    let description = RuleDescription(
        id: "view-owns-state",
        summary: "MVI: the View reads the Model through its state protocol and never writes to it.",
        rationale: """
        In MVI the View renders the Model's state and sends every user action to the Intent; only the Intent \
        changes the Model. A View that holds the Model by its class or its actions protocol can call what only the \
        Intent should, and one that assigns to it, calls a mutating method on it or binds to it with `$` changes \
        state behind the Intent's back, so the flow View → Intent → Model → View is broken. A View holding the \
        Model by its class is `concrete-dependency`'s finding, which names the state protocol to hold instead (one \
        violation, one finding); this rule reports the actions protocol held and every write. Article 002's View \
        talks to nothing but the Intent, so a write into another object of the project it holds (app-wide state \
        from `@Environment`, `appState.isLoggedIn = true`) changes state past the Intent as well, where the View \
        has an Intent to send to: a root view holding neither intent nor container (the app's `TabView` bound to \
        the selected tab of app-wide state) belongs to no scene, and the advice could not be followed.
        """,
        options: [
            Self.roles.declared("Roles of the views.", default: [.view]),
            Self.modelRoles.declared("Roles of the models.", default: [.model]),
            Self.actionsProtocols.declared("Name patterns of the models' actions protocols.",
                       default: #"["*ActionsProtocol", "*ActionsPotocol"]"#),
            Self.intentRoles.declared("Roles through which a view sends its actions; writes into app-wide state are reported only from a view holding one.",
                                      default: [.intent, .container]),
        ],
        reads: ModelDetail(bodyFacts: true),
        scope: .project,
        triggering: [
            RuleExample(pack: "mvi", """
            protocol CounterModelStateProtocol { var count: Int { get } }
            protocol CounterModelActionsProtocol: AnyObject { func increment() }
            final class CounterModel: ObservableObject, CounterModelStateProtocol, CounterModelActionsProtocol {
                @Published var count = 0
                @Published var isOn = false
                func increment() { count += 1 }
            }
            struct CounterView: View {
                @ObservedObject var model: CounterModel
                let ↓actions: CounterModelActionsProtocol
                var body: some View {
                    Button("+") { ↓model.count = 1 }
                    Toggle("On", isOn: ↓$model.isOn)
                }
            }
            """),
            // Holding the state protocol is right; mutating through it is not.
            RuleExample(pack: "mvi", """
            protocol CartModelStateProtocol: AnyObject { var items: [String] { get set } }
            protocol CartIntentProtocol { func didTapCheckout() }
            struct CartView: View {
                let state: CartModelStateProtocol
                let intent: CartIntentProtocol
                var body: some View {
                    Button("Clear") { ↓state.items.removeAll() }
                }
            }
            """),
            // The article's own spelling of the actions protocol is recognised.
            RuleExample(pack: "mvi", """
            protocol SearchModelStatePotocol { var query: String { get } }
            protocol SearchModelActionsPotocol: AnyObject { func update(query: String) }
            struct SearchView: View {
                let ↓model: SearchModelActionsPotocol
                var body: some View { Text("Search") }
            }
            """),
            // App-wide state the view reaches through the environment: the sign-in belongs to the intent.
            RuleExample(pack: "mvi", """
            import Observation
            @Observable final class AppState { var isLoggedIn = false }
            protocol AuthIntentProtocol { func didTapSignIn() }
            struct AuthView: View {
                @Environment(AppState.self) private var appState: AppState
                let intent: AuthIntentProtocol
                var body: some View { Button("Sign in") { ↓appState.isLoggedIn = true } }
            }
            """),
        ],
        nonTriggering: [
            // The view's own values, and app-wide state it only reads.
            RuleExample(pack: "mvi", """
            import Observation
            @Observable final class AppState { var isLoggedIn = false }
            protocol AuthIntentProtocol { func didTapSignIn() }
            struct AuthView: View {
                @Environment(AppState.self) private var appState: AppState
                @State private var draft = Draft()
                let intent: AuthIntentProtocol
                var body: some View {
                    Button(appState.isLoggedIn ? "Out" : "In") { draft.text = ""; intent.didTapSignIn() }
                }
            }
            struct Draft { var text = "" }
            """),
            // The app's root tab container: no intent to send the selection to, so binding app-wide state is its only way.
            RuleExample(pack: "mvi", """
            final class AppGlobalState: ObservableObject { @Published var selectedTab = 0 }
            struct ContentView: View {
                @EnvironmentObject var globalState: AppGlobalState
                var body: some View {
                    TabView(selection: $globalState.selectedTab) { Text("Home").tag(0) }
                }
            }
            """),
            // Held by its class: concrete-dependency's finding (it names the state protocol), not a second one here.
            RuleExample(pack: "mvi", """
            protocol TimerModelStateProtocol { var seconds: Int { get } }
            final class TimerModel: ObservableObject, TimerModelStateProtocol { @Published private(set) var seconds = 0 }
            struct TimerView: View {
                @ObservedObject var model: TimerModel
                var body: some View { Text("\\(model.seconds)") }
            }
            """),
            RuleExample(pack: "mvi", """
            protocol CounterModelStateProtocol { var count: Int { get } }
            protocol CounterIntentProtocol { func didTapIncrement() }
            struct CounterView: View {
                let state: CounterModelStateProtocol
                let intent: CounterIntentProtocol
                var body: some View {
                    Button("\\(state.count)") { intent.didTapIncrement() }
                }
            }
            """),
            // The view's own `@State` (a text being typed) is its to bind.
            RuleExample(pack: "mvi", """
            protocol LoginModelStateProtocol { var isLoading: Bool { get } }
            protocol LoginIntentProtocol { func didTapLogin(name: String) }
            struct LoginView: View {
                let state: LoginModelStateProtocol
                let intent: LoginIntentProtocol
                @State private var name = ""
                var body: some View {
                    TextField("Name", text: $name)
                    Button("Log in") { intent.didTapLogin(name: name) }.disabled(state.isLoading)
                }
            }
            """),
            // The intent is the one that changes the model.
            RuleExample(pack: "mvi", """
            protocol CounterModelActionsProtocol: AnyObject { func display(count: Int) }
            protocol CounterIntentProtocol { func didTapIncrement() }
            final class CounterModel: ObservableObject, CounterModelActionsProtocol {
                @Published var count = 0
                func display(count: Int) { self.count = count }
            }
            final class CounterIntent: CounterIntentProtocol {
                private weak var model: CounterModelActionsProtocol?
                init(model: CounterModelActionsProtocol) { self.model = model }
                func didTapIncrement() { model?.display(count: 1) }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let modelRoles = Set(options[Self.modelRoles])
        let actions = NameGlobSet(options[Self.actionsProtocols])
        var memberWrites = context.memberWritesByDeclaration()
        let intentRoles = Set(options[Self.intentRoles])
        for symbol in context.symbols(withRoles: roles, implementationsOnly: true) {
            var modelProperties = Set<String>()
            var sendsThroughIntent = false
            // Other objects of the project the view holds (app-wide state from `@Environment`):
            // writing them from the view changes state past the intent just the same.
            var sharedObjects: [String: SymbolID] = [:]
            for (ref, property) in context.properties(of: symbol) where context.isStored(property) {
                let targets = context.roleTargets(ofType: property.type, in: ref)
                if targets.contains(where: { context.plays($0.symbol, anyOf: intentRoles) }) { sendsThroughIntent = true }
                let models = targets.filter { context.plays($0.symbol, anyOf: modelRoles) }
                if models.isEmpty, let type = property.type, let object = context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref)
                    .first(where: { target in
                        let kind = context.symbol(target.symbol).kind
                        return (kind == .class || kind == .actor) && !context.plays(target.symbol, anyOf: roles)
                    }) {
                    sharedObjects[property.name] = object.symbol
                }
                guard !models.isEmpty else { continue }
                modelProperties.insert(property.name)
                // Held by its class: concrete-dependency reports it and names the state protocol.
                if models.contains(where: { context.symbol($0.symbol).isImplementation }) { continue }
                if let actionsProtocol = models.first(where: { model in actions.firstMatch(context.symbol(model.symbol).name) != nil }) {
                    report.report(property: property, in: ref, of: symbol, related: actionsProtocol.symbol, message: """
                        \(context.describe(symbol)) holds the model's actions protocol \(context.symbol(actionsProtocol.symbol).qualifiedName); \
                        only the intent changes the model
                        """)
                }
            }
            if !sendsThroughIntent { sharedObjects = [:] }
            guard !modelProperties.isEmpty || !sharedObjects.isEmpty else { continue }
            for ref in context.symbol(symbol).declarations {
                for write in memberWrites.of(ref) where modelProperties.contains(write.base) || sharedObjects[write.base] != nil {
                    let how: String
                    switch write.kind {
                    case .assignment: how = "assigns to"
                    case .mutatingCall: how = "mutates"
                    case .binding: how = "binds with $ to"
                    }
                    let owner = modelProperties.contains(write.base) ? "" : sharedObjects[write.base].map { " (state of \(context.symbol($0).qualifiedName))" } ?? ""
                    report.report(file: ref.file, at: write.position, length: write.base.utf8.count, symbol: symbol,
                                  subject: "\(write.base).\(write.member)", message: """
                        \(context.describe(symbol)) \(how) \(write.base).\(write.member)\(owner); send the action to the intent instead
                        """)
                }
            }
        }
    }
}
