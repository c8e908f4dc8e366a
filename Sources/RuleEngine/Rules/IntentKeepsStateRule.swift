import Platform
import ProjectIndex
import SourceModel

struct IntentKeepsStateRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let modelRoles = OptionKey.roles("modelRoles")
    static let actionsProtocols = OptionKey.globs("actionsProtocols")

    let description = RuleDescription(
        id: "intent-keeps-state",
        summary: "MVI: the Intent keeps no copy of the screen's state; what it passes to the Model lives in the Model.",
        rationale: """
        Article 002 (`002_5016956ea9533948.txt`, MVI, "Model" and "Intent") has the Model keep the screen's current \
        state and the Intent turn the view's events into business work whose results it hands to the Model. A private \
        stored `var` of the Intent that it changes and then passes to a call on the Model's actions protocol \
        (`selectedPhotos.append(photo); model?.show(photos: selectedPhotos)`) is that state kept a second time: the \
        two copies drift apart as soon as one path forgets the other. Let the Model hold it and send it the change \
        (`model?.add(photo:)`). The Intent's bookkeeping (a task handle, a debounce timer, the last request) never \
        reaches the Model and is not reported; nor is what the Intent is built with and never changes. State the \
        Intent does not keep private is `interactor-exposed-state`'s.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles of the intents.", default: [.intent]),
            Self.modelRoles.declared("Roles of the models (held by their class).", default: [.model]),
            Self.actionsProtocols.declared("Name patterns of the models' actions protocols.",
                                           default: #"["*ModelActionsProtocol", "*ModelActionsPotocol"]"#),
        ],
        reads: ModelDetail(bodyFacts: true),
        scope: .project,
        triggering: [
            // The selection is kept in the intent and handed whole to the model after each change.
            RuleExample(pack: "mvi", """
            protocol GalleryModelActionsProtocol: AnyObject { func show(photos: [String]) }
            protocol GalleryIntentProtocol { func pick(_ photo: String) }
            final class GalleryIntent: GalleryIntentProtocol {
                private weak var model: GalleryModelActionsProtocol?
                private var ↓selectedPhotos: [String] = []
                init(model: GalleryModelActionsProtocol) { self.model = model }
                func pick(_ photo: String) {
                    selectedPhotos.append(photo)
                    model?.show(photos: selectedPhotos)
                }
            }
            """),
            // In a completion closure and an extension, through `self?.`, inside another expression.
            RuleExample(pack: "mvi", """
            protocol SearchModelActionsPotocol: AnyObject { func display(results: [String], query: String) }
            protocol SearchServiceProtocol { func search(_ text: String, completion: @escaping ([String]) -> Void) }
            final class SearchIntent {
                private weak var model: SearchModelActionsPotocol?
                private let service: SearchServiceProtocol
                private var ↓query = ""
                init(model: SearchModelActionsPotocol, service: SearchServiceProtocol) { self.model = model; self.service = service }
            }
            extension SearchIntent {
                func type(_ text: String) {
                    query = text
                    service.search(text) { [weak self] results in
                        self?.model?.display(results: results, query: self?.query.lowercased() ?? "")
                    }
                }
            }
            """),
            // Held by the model's class (concrete-dependency's), the state is kept twice all the same.
            RuleExample(pack: "mvi", """
            final class FeedModel: ObservableObject { @Published var items: [Int] = []; func append(_ items: [Int], page: Int) {} }
            final class FeedIntent {
                private weak var model: FeedModel?
                private var ↓page = 0
                func loadMore() {
                    page += 1
                    model?.append([page], page: page)
                }
            }
            """),
        ],
        nonTriggering: [
            // As article 002's intent does: the business data goes straight to the model, and each
            // change is sent as it happens rather than kept.
            RuleExample(pack: "mvi", """
            protocol GalleryModelActionsProtocol: AnyObject { func add(photo: String); func parse(number: Int) }
            protocol NumberServiceProtocol { func getNumber(completion: @escaping (Int) -> Void) }
            final class GalleryIntent {
                private weak var model: GalleryModelActionsProtocol?
                private let numberService: NumberServiceProtocol
                init(model: GalleryModelActionsProtocol, numberService: NumberServiceProtocol) { self.model = model; self.numberService = numberService }
                func pick(_ photo: String) { model?.add(photo: photo) }
                func viewOnAppear() { numberService.getNumber { [weak self] in self?.model?.parse(number: $0) } }
            }
            """),
            // Bookkeeping: a task handle, a debounce timer and the last request never reach the model.
            RuleExample(pack: "mvi", """
            protocol SearchModelActionsProtocol: AnyObject { func display(results: [String]) }
            protocol SearchServiceProtocol { func search(_ text: String) async -> [String] }
            final class SearchIntent {
                private weak var model: SearchModelActionsProtocol?
                private let service: SearchServiceProtocol
                private var task: Task<Void, Never>?
                private var debounce: Timer?
                private var lastRequest = ""
                init(model: SearchModelActionsProtocol, service: SearchServiceProtocol) { self.model = model; self.service = service }
                func type(_ text: String) {
                    guard text != lastRequest else { return }
                    lastRequest = text
                    debounce?.invalidate()
                    task?.cancel()
                    task = Task { let results = await service.search(text); await MainActor.run { model?.display(results: results) } }
                }
            }
            """),
            // A local of the same name, a value the intent is built with, and state sent to a service, not the model.
            RuleExample(pack: "mvi", """
            protocol CartModelActionsProtocol: AnyObject { func show(items: [String], currency: String) }
            protocol CartServiceProtocol { func save(_ items: [String]) }
            final class CartIntent {
                private weak var model: CartModelActionsProtocol?
                private let service: CartServiceProtocol
                private let currency: String
                private var items: [String] = []
                private var pending: [String] = []
                init(model: CartModelActionsProtocol, service: CartServiceProtocol, currency: String) {
                    self.model = model; self.service = service; self.currency = currency
                }
                func add(_ item: String) {
                    pending.append(item)
                    service.save(pending)
                    items = []
                    let items = [item]
                    model?.show(items: items, currency: currency)
                }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let actions = NameGlobSet(options[Self.actionsProtocols])
        let modelRoles = Set(options[Self.modelRoles])
        var storedWrites = context.storedWritesByDeclaration()
        var storedArguments = context.storedArgumentsByDeclaration()
        for symbol in context.symbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            var kept: [(ref: DeclarationRef, property: PropertyDecl)] = []
            var models: Set<String> = []
            for (ref, property) in context.storedInstanceProperties(of: symbol) {
                if property.mutable && !property.weak && !property.unowned
                    && (property.access == "private" || property.access == "fileprivate") {
                    kept.append((ref, property))
                }
                guard let type = property.type else { continue }
                let isModel = context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref).contains { target in
                    let declared = context.symbol(target.symbol)
                    return (declared.isProtocol && actions.firstMatch(declared.name) != nil)
                        || context.plays(target.symbol, anyOf: modelRoles)
                }
                if isModel { models.insert(property.name) }
            }
            guard !kept.isEmpty && !models.isEmpty else { continue }
            // Per declaration, the properties changed and those passed to the model: read once, not per property.
            var facts: [DeclarationRef: (changed: Set<String>, passed: [String: StoredArgument])] = [:]
            for (ref, property) in kept {
                if facts[ref] == nil {
                    var passed: [String: StoredArgument] = [:]
                    for argument in storedArguments.of(ref) where models.contains(argument.receiver) && passed[argument.property] == nil {
                        passed[argument.property] = argument
                    }
                    facts[ref] = (Set(storedWrites.of(ref).map(\.name)), passed)
                }
                guard let known = facts[ref], known.changed.contains(property.name), let passed = known.passed[property.name] else { continue }
                if context.isWiring(property, in: ref, of: symbol) { continue }
                report.report(property: property, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) keeps the screen's state '\(property.name)' and passes it to the model \
                    (\(passed.receiver).\(passed.method)(…), line \(passed.position.line)): the state is kept twice; let the \
                    Model hold it and send it the change instead
                    """)
            }
        }
    }
}
