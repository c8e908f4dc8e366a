import ProjectIndex
import SourceModel

struct SinkRetainsOwnerRule: ProjectRule {
    static let streamCalls = OptionKey.strings("streamCalls")
    static let appLivedSupertypes = OptionKey.strings("appLivedSupertypes")

    let description = RuleDescription(
        id: "sink-retains-owner",
        summary: "A subscription an object keeps in its own storage does not capture that object strongly.",
        rationale: """
        A scene is freed when the one chain of strong references from its screen ends: article 000 (SVIP, on the \
        module's ownership) builds that chain from the view, makes one link weak so that no strong cycle forms, and \
        frees the whole module by freeing the view; article 003 (VIPER with SwiftUI) puts an `ObservableObject` \
        model between presenter and view that holds the presenter as its `output`; article 002 (MVI) stores the \
        container's subscription in its own `Set<AnyCancellable>` with a closure that names no `self`, and gives the \
        intent's callback `[weak self]`. An object that stores a subscription in its own storage \
        (`.store(in: &cancellables)`, `.disposed(by: disposeBag)`, `subscription = publisher.sink {…}`, \
        `cancellables.insert(…)`) while a closure of that subscription's chain (the `sink`, `subscribe`, or an \
        operator's such as `map`) captures `self` strongly (`self.presenter`, or a `[self]` capture list that lets \
        members go without `self.`), or that hands `self` to it (`assign(to:on: self)`, `sink(receiveValue: \
        self.update)`, or `update` bare), owns a subscription that owns it: neither is ever freed, and with it go the presenter, the \
        interactor and the router it holds. `[weak self]` or `[unowned self]`, a closure that names no `self`, a \
        subscription stored by another object or in a local, `assign(to: &$value)`, and value types (a struct \
        cannot be kept alive this way) are fine. A publisher a call returns (`service.fetchUsers()`, \
        `dataTaskPublisher(for:)`) completes, and a completed `sink` lets its closures go, so it keeps `self` only \
        until then: such a subscription is reported only when the call is one of `streamCalls`, which never \
        complete (`NotificationCenter`'s `publisher(for:)`, `Timer.publish`). Not reported either: a type that \
        empties or cancels the storage in a method other than the ones that subscribe (`cancellables.removeAll()` \
        in `onDisappear`: the cycle ends on that event; `deinit` never runs while it lasts), a type that lives as long \
        as the app by its declaration (it keeps its own shared instance, `static let shared = Store()`, or inherits one \
        of `appLivedSupertypes`, the app delegate), and test code. An object the app's root keeps (an `@main` app's \
        `@StateObject`) is still reported: nothing in its own declaration says it lives as long as the app, and a \
        second window or a test makes another.
        """,
        defaultSeverity: .warning,
        options: [
            Self.streamCalls.declared(
                "Calls whose publisher never completes: a subscription to one holds `self` for as long as it is stored.",
                default: ["publisher", "publish", "autoconnect", "CombineLatest", "CombineLatest3", "CombineLatest4", "Merge",
                          "Merge3", "Merge4", "combineLatest", "merge", "interval", "notification", "observe"]),
            Self.appLivedSupertypes.declared(
                "Framework types whose subclasses and conformers live as long as the app: their cycles free nothing.",
                default: ["UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate"]),
        ],
        scope: .ownDeclarations,
        triggering: [
            // Article 003's model layer, keeping the presenter as its output: a sink on its own flag keeps it all.
            RuleExample(pack: "viper-swiftui", """
            import Combine
            protocol LoginPresenterProtocol: AnyObject { func continueTapped(_ phone: String) }
            protocol LoginViewStateProtocol: AnyObject {}
            final class LoginViewState: ObservableObject, LoginViewStateProtocol {
                private var presenter: LoginPresenterProtocol?
                private var cancellables = Set<AnyCancellable>()
                @Published var phone = ""
                @Published var continueTapped = false
                init() {
                    $continueTapped.↓sink { tapped in
                        if tapped { self.presenter?.continueTapped(self.phone) }
                    }
                    .store(in: &cancellables)
                }
            }
            """),
            // `assign(to:on:)` holds the object it writes to.
            RuleExample(pack: "mvi", """
            import Combine
            final class ChatModel: ObservableObject {
                @Published var text = ""
                @Published var sendHidden = true
                private var cancellables: Set<AnyCancellable> = []
                init() {
                    $text
                        .map(\\.isEmpty)
                        .↓assign(to: \\.sendHidden, on: self)
                        .store(in: &cancellables)
                }
            }
            """),
            // A `[self]` capture list lets the body use members bare; an operator's closure counts as the sink's;
            // a method handed bare is `self.log`.
            RuleExample(pack: "viper-swiftui-presenter", """
            import Combine
            final class SettingsPresenter: ObservableObject {
                @Published var selected = 0
                @Published var title = ""
                let options = ["Light", "Dark"]
                private var subscription: AnyCancellable?
                private var cancellables = Set<AnyCancellable>()
                func start() {
                    subscription = $selected.↓sink { [self] index in title = options[index] }
                    $selected.map { self.options[$0] }.↓sink(receiveValue: { print($0) }).store(in: &cancellables)
                    $title.↓sink(receiveValue: log).store(in: &cancellables)
                }
                func log(_ title: String) {}
            }
            """),
            // RxSwift's dispose bag, and a notification stream that never completes.
            RuleExample(pack: "viper", """
            import RxSwift
            import Combine
            final class FeedPresenter {
                private let disposeBag = DisposeBag()
                private var cancellables = Set<AnyCancellable>()
                var items: [String] = []
                func attach(_ updates: Observable<[String]>) {
                    updates.↓subscribe(onNext: { items in self.items = items }).disposed(by: disposeBag)
                    NotificationCenter.default.publisher(for: .init("refresh"))
                        .↓sink { _ in self.items = [] }
                        .store(in: &cancellables)
                }
            }
            """),
        ],
        nonTriggering: [
            // Weak and unowned captures, a closure that names no self, and article 002's container, whose sink
            // holds the publisher's `send`, not the container.
            RuleExample(pack: "mvi", """
            import Combine
            final class ListContainer: ObservableObject {
                @Published var query = ""
                var presenter: AnyObject?
                private var cancellables: Set<AnyCancellable> = []
                init(modelChangePublisher: ObservableObjectPublisher) {
                    modelChangePublisher.sink(receiveValue: objectWillChange.send).store(in: &cancellables)
                    $query.sink { [weak self] query in self?.presenter = nil }.store(in: &cancellables)
                    $query.sink { [unowned self] _ in presenter = nil }.store(in: &cancellables)
                    $query.sink { print($0) }.store(in: &cancellables)
                }
            }
            """),
            // Stored by another object or in a local; `assign(to: &$value)` holds nothing; a struct has no identity to
            // keep; test code is not the app's.
            RuleExample(pack: "viper-swiftui", files: [
                ("Search/SearchViewState.swift", """
                import Combine
                final class Bag { var cancellables = Set<AnyCancellable>() }
                final class SearchViewState: ObservableObject {
                    @Published var query = ""
                    @Published var results: [String] = []
                    let bag = Bag()
                    func start() -> Set<AnyCancellable> {
                        var cancellables = Set<AnyCancellable>()
                        $query.sink { self.results = [$0] }.store(in: &cancellables)
                        $query.sink { self.results = [$0] }.store(in: &bag.cancellables)
                        $query.map { [$0] }.assign(to: &$results)
                        return cancellables
                    }
                }
                struct SearchRow {
                    var cancellables = Set<AnyCancellable>()
                    var title = ""
                    mutating func start(_ titles: AnyPublisher<String, Never>) {
                        titles.sink { [self] in print(title, $0) }.store(in: &cancellables)
                    }
                }
                """),
                ("SearchTests/SearchViewStateTests.swift", """
                import Combine
                import XCTest
                final class SearchViewStateTests: XCTestCase {
                    @Published var received: [String] = []
                    private var cancellables = Set<AnyCancellable>()
                    func testSearch() { $received.sink { _ in self.fulfilled = true }.store(in: &cancellables) }
                    var fulfilled = false
                }
                """),
            ]),
            // A request's publisher completes and the sink lets go of self then; a type that cancels its
            // subscriptions on disappearing ends the cycle there; a shared instance and the app delegate live as
            // long as the app.
            RuleExample(pack: "viper-swiftui-presenter", """
            import Combine
            protocol PokemonInteractor { func execute() -> AnyPublisher<[String], Never> }
            final class PokemonListPresenter: ObservableObject {
                @Published var names: [String] = []
                private let interactor: PokemonInteractor
                private var cancellables = Set<AnyCancellable>()
                init(interactor: PokemonInteractor) { self.interactor = interactor }
                func load() { interactor.execute().sink { self.names = $0 }.store(in: &cancellables) }
            }
            final class TimerPresenter: ObservableObject {
                @Published var ticks = 0
                private var cancellables = Set<AnyCancellable>()
                func onAppear() { Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.ticks += 1 }.store(in: &cancellables) }
                func onDisappear() { cancellables.removeAll() }
            }
            final class SessionStore {
                static let shared = SessionStore()
                @Published var token = ""
                var loggedIn = false
                private var cancellables = Set<AnyCancellable>()
                init() { $token.sink { self.loggedIn = !$0.isEmpty }.store(in: &cancellables) }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private var cancellables = Set<AnyCancellable>()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    SessionStore.shared.$token.sink { _ in self.reloadShortcuts() }.store(in: &cancellables)
                    return true
                }
                func reloadShortcuts() {}
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let streamCalls = Set(options[Self.streamCalls])
        var appLived = context.inheritsName(anyOf: Set(options[Self.appLivedSupertypes]))
        var subscriptions = context.storedSubscriptionsByDeclaration()
        let testFiles = context.testFiles
        for symbol in context.checkedSymbolIDs {
            let type = context.symbol(symbol)
            guard type.kind == .class || type.kind == .actor, type.declaration != nil else { continue }
            var found: [(ref: DeclarationRef, subscription: StoredSubscription)] = []
            // Most files keep no such subscription: they are let go before any grouping or path test.
            for ref in type.declarations where !context.project.files[ref.file].storedSubscriptions.isEmpty
                && !testFiles[ref.file] {
                for subscription in subscriptions.of(ref) where !subscription.released
                    && (!subscription.sourceIsCall || streamCalls.contains(subscription.source)) {
                    found.append((ref, subscription))
                }
            }
            guard !found.isEmpty, !appLived.holds(for: symbol), !Self.keepsSharedInstance(symbol, context) else { continue }
            for (ref, subscription) in found {
                let how: String, advice: String
                switch subscription.capture {
                case .closure:
                    (how, advice) = ("a closure of its chain names self with no [weak self]", "capture [weak self]")
                case .captureList:
                    (how, advice) = ("a closure of its chain holds self in its capture list", "capture [weak self]")
                case .argument:
                    (how, advice) = ("\(subscription.call) is handed self itself",
                                     subscription.call == "assign" ? "assign to the @Published property with assign(to: &$property)"
                                         : "subscribe with a closure that captures [weak self]")
                case .method:
                    (how, advice) = ("\(subscription.call) is handed self.\(subscription.captured), which holds self",
                                     "hand it a closure that captures [weak self]")
                }
                report.report(file: ref.file, at: subscription.position, length: subscription.call.utf8.count, symbol: symbol,
                              member: context.project.files[ref.file].functions[Int(subscription.function)].name,
                              subject: subscription.storage, message: """
                    \(context.describe(symbol)) keeps this \(subscription.call) in its own \(subscription.storage), and \(how) \
                    (line \(subscription.capturePosition.line)): the subscription keeps \(type.name) alive, so neither is ever freed; \
                    \(advice), or cancel the subscription when the screen goes away
                    """)
            }
        }
    }

    /// Whether the type keeps its own shared instance in a static constant (`static let shared =
    /// Store()`, `static let instance: Store = .init()`): it lives as long as the app, cycle or not.
    static func keepsSharedInstance(_ symbol: SymbolID, _ context: LintContext) -> Bool {
        let name = context.symbol(symbol).name
        for ref in context.symbol(symbol).declarations {
            let file = context.project.files[ref.file]
            for property in file.types[ref.type].properties where property.isStatic && !property.mutable && !property.computed {
                if let written = property.type, TypeText.unwrappingOptional(written) == name { return true }
                for reference in file.references[file.types[ref.type].referenceRange]
                where reference.isConstruction && reference.position.line == property.position.line
                    && reference.position.column > property.position.column && file.names[Int(reference.name)] == name {
                    return true
                }
            }
        }
        return false
    }
}
