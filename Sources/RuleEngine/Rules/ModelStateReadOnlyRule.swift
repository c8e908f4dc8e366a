import Platform
import ProjectIndex
import SourceModel

struct ModelStateReadOnlyRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let protocols = OptionKey.globs("protocols")
    static let subjects = OptionKey.strings("subjects")
    static let controls = OptionKey.strings("controls")

    static let defaultSubjects = [
        "PassthroughSubject", "CurrentValueSubject", "PublishSubject", "BehaviorSubject", "ReplaySubject",
        "AsyncSubject", "PublishRelay", "BehaviorRelay", "ReplayRelay",
    ]

    /// The system's objects whose holder can make them act: a player plays, a controller presents,
    /// a context saves.
    static let defaultControls = [
        "AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioRecorder", "AVAudioEngine", "AVCaptureSession",
        "AVSpeechSynthesizer", "WKWebView", "UIViewController", "UINavigationController", "NSManagedObjectContext",
        "ModelContext", "Timer", "URLSessionTask", "URLSessionDataTask",
    ]

    let description = RuleDescription(
        id: "model-state-read-only",
        summary: "The state protocol a view reads its Model through is read-only.",
        rationale: """
        MVI for SwiftUI (article 002, the Model section) gives the Model two protocols: one through which the Intent \
        hands it data, and one through which the View sees the screen's state, whose properties the View can read \
        but never change (the article declares them `{ get }`); the container exists so the View cannot write the \
        Model and the flow stays one-way. A requirement declared `{ get set }` lets the View write the state \
        itself, and a subject exposed there (`PassthroughSubject`, a relay, or a value holding one, or one that \
        keeps its subjects inside and sends through them from public methods such as `routeTo(_:)`) lets it send \
        events, navigation included, past the Intent. So does a system object the holder can make act, a player \
        above all (`var player: AVPlayer { get }`): read-only as a property, it still lets the View play, pause and \
        seek what the Intent decides. The state should say what is shown and the Intent (or a service it holds) \
        drive the object; a system view that needs the object itself (SwiftUI's `VideoPlayer(player:)`) can be \
        given it by the module's assembly, outside the state the Model publishes.
        """,
        options: [
            Self.roles.declared("Roles whose state protocols are checked.", default: [.model]),
            Self.protocols.declared("Names of the state protocols among those the roles conform to.",
                                    default: ["*ModelStateProtocol", "*ModelStatePotocol", "*StateModel", "*ModelState"]),
            Self.subjects.declared("Types a holder can send values through.", default: Self.defaultSubjects),
            Self.controls.declared("System types whose holder can make them act (players, controllers, contexts).",
                                   default: Self.defaultControls),
        ],
        scope: .project,
        triggering: [
            RuleExample(pack: "mvi", """
            protocol AuthModelStateProtocol {
                var ↓login: String { get set }
                var isLoading: Bool { get }
            }
            final class AuthModel: ObservableObject, AuthModelStateProtocol {
                @Published var login = ""
                @Published private(set) var isLoading = false
            }
            """),
            // The article's spelling, and a setter that only some conformers would need.
            RuleExample(pack: "mvi", """
            protocol ListModelStatePotocol {
                var text: String { get }
                var ↓isSearching: Bool { get nonmutating set }
            }
            final class ListModel: ObservableObject, ListModelStatePotocol {
                @Published var text = ""
                var isSearching: Bool { get { false } nonmutating set {} }
            }
            """),
            // A subject hands the view a way to send navigation events, directly or in a value.
            RuleExample(pack: "mvi", """
            import Combine
            struct RouterEvents { let screen: PassthroughSubject<String, Never> }
            protocol RootStateModel {
                var ↓routerSubject: PassthroughSubject<String, Never> { get }
                var ↓routerEvents: RouterEvents { get }
            }
            final class RootModel: ObservableObject, RootStateModel {
                let routerSubject = PassthroughSubject<String, Never>()
                let routerEvents = RouterEvents(screen: PassthroughSubject<String, Never>())
            }
            final class RootIntent { let model: RootStateModel; init(model: RootStateModel) { self.model = model } }
            """),
            // Subjects kept inside, sent through by public methods: the view can navigate past the intent.
            RuleExample(pack: "mvi", """
            import Combine
            public struct RouterEvents<Screen> {
                let screenSubject = PassthroughSubject<Screen, Never>()
                let dismissSubject = PassthroughSubject<Void, Never>()
                public init() {}
                public func routeTo(_ screen: Screen) { screenSubject.send(screen) }
                public func dismiss() { dismissSubject.send() }
            }
            struct ListRouter { typealias RouterEventsType = RouterEvents<String> }
            protocol ListModelStatePotocol {
                var text: String { get }
                var ↓routerEvents: ListRouter.RouterEventsType { get }
            }
            final class ListModel: ObservableObject, ListModelStatePotocol {
                @Published var text = ""
                let routerEvents = ListRouter.RouterEventsType()
            }
            """),
            // A player handed to the view: read-only, yet the view can play and pause it past the intent.
            RuleExample(pack: "mvi", """
            import AVKit
            protocol ItemModelStatePotocol {
                var title: String { get }
                var ↓player: AVPlayer { get }
                var ↓queue: AVQueuePlayer? { get }
            }
            final class ItemModel: ObservableObject, ItemModelStatePotocol {
                @Published var title = ""
                @Published var player = AVPlayer(playerItem: nil)
                let queue: AVQueuePlayer? = nil
            }
            """),
        ],
        nonTriggering: [
            // What the player shows, as values: the intent drives the player.
            RuleExample(pack: "mvi", """
            import AVKit
            protocol ItemModelStatePotocol {
                var playingText: String { get }
                var isPlaying: Bool { get }
                var item: AVPlayerItem? { get }
            }
            final class ItemModel: ObservableObject, ItemModelStatePotocol {
                @Published var playingText = "play"
                @Published var isPlaying = false
                @Published var item: AVPlayerItem?
            }
            """),
            // The project's own type named like a system one is the project's.
            RuleExample(pack: "mvi", """
            struct Timer { let seconds: Int }
            protocol ClockModelStatePotocol { var timer: Timer { get } }
            final class ClockModel: ObservableObject, ClockModelStatePotocol { let timer = Timer(seconds: 3) }
            """),
            // The article's own Model: the view reads, the intent writes through the actions protocol.
            RuleExample(pack: "mvi", """
            protocol ListModelStatePotocol { var text: String { get } }
            protocol ListModelActionsProtocol: AnyObject { func parse(number: Int) }
            final class ListModel: ObservableObject, ListModelStatePotocol {
                @Published var text: String = ""
            }
            extension ListModel: ListModelActionsProtocol {
                func parse(number: Int) { text = "Random number: " + String(number) }
            }
            """),
            // A publisher can be observed, not sent through; a value that keeps its subject and offers
            // no method only hands out what it publishes.
            RuleExample(pack: "mvi", """
            import Combine
            struct RouteFeed {
                private let subject = PassthroughSubject<String, Never>()
                var routes: AnyPublisher<String, Never> { subject.eraseToAnyPublisher() }
            }
            protocol MenuModelStatePotocol { var feed: RouteFeed { get } }
            final class MenuModel: ObservableObject, MenuModelStatePotocol { let feed = RouteFeed() }
            """),
            RuleExample(pack: "mvi", """
            import Combine
            protocol RootStateModel {
                var routes: AnyPublisher<String, Never> { get }
                var title: String { get }
            }
            final class RootModel: ObservableObject, RootStateModel {
                var routes: AnyPublisher<String, Never> { subject.eraseToAnyPublisher() }
                private let subject = PassthroughSubject<String, Never>()
                @Published private(set) var title = ""
            }
            """),
            // The intent's protocol may hand the Model data through setters; only the view's is read-only.
            RuleExample(pack: "mvi", """
            protocol FormModelStateProtocol { var draft: String { get } }
            protocol FormModelActionsProtocol: AnyObject { var draft: String { get set } }
            final class FormModel: ObservableObject, FormModelStateProtocol, FormModelActionsProtocol {
                @Published var draft = ""
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let patterns = NameGlobSet(options[Self.protocols])
        let subjects = Set(options[Self.subjects])
        let controls = Set(options[Self.controls])
        var checked = Set<SymbolID>()
        for model in context.symbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            for state in context.supertypes(of: model)
            where context.symbol(state).isProtocol && context.symbol(state).isDeclaredInProject
                && !patterns.matches(context.symbol(state).name).isEmpty && checked.insert(state).inserted {
                for (ref, property) in context.properties(of: state) where !property.isStatic {
                    if property.settable {
                        report.report(property: property, in: ref, of: state, message: """
                            \(context.describe(state)) lets the view set '\(property.name)'; declare it { get } and \
                            let the intent change the model
                            """)
                    } else if let type = property.type, sendsValues(type, in: ref, subjects: subjects, context) {
                        report.report(property: property, in: ref, of: state, message: """
                            \(context.describe(state)) hands the view '\(property.name)', which it can send events \
                            through past the intent; expose a publisher or plain state instead
                            """)
                    } else if let type = property.type, let control = self.control(type, in: ref, controls: controls, context) {
                        report.report(property: property, in: ref, of: state, message: """
                            \(context.describe(state)) hands the view '\(property.name)', a \(control) it can make act \
                            past the intent; keep it out of the state: the intent (or its service) drives it, and a view \
                            that must show it (VideoPlayer) is given it when the module is built
                            """)
                    }
                }
            }
        }
    }

    /// The system type among `controls` the property's type is (or is optionally), unless the
    /// project declares a type of that name.
    private func control(_ type: String, in ref: DeclarationRef, controls: Set<String>, _ context: LintContext) -> String? {
        let unwrapped = TypeText.unwrappingOptional(type)
        guard let outer = TypeText.mentionedNames(unwrapped).first, controls.contains(outer),
              context.resolveTypeText(unwrapped, in: ref).isEmpty else { return nil }
        return outer
    }

    /// A subject, or a project type that lets its holder send through one it holds (one step,
    /// reached through typealiases too): a non-private stored subject (`RouterEvents { let screen:
    /// PassthroughSubject<…> }`), or a subject it names outside its methods, in a stored property's
    /// type or initial value (`let screenSubject = PassthroughSubject<…>()`, whatever its access),
    /// together with a non-private method (`public func routeTo(_:)`), which is how the holder sends.
    private func sendsValues(_ type: String, in ref: DeclarationRef, subjects: Set<String>, _ context: LintContext) -> Bool {
        let outer = TypeText.mentionedNames(TypeText.unwrappingOptional(type)).first ?? ""
        if subjects.contains(outer) { return true }
        guard let target = context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref).first?.symbol,
              context.symbol(target).isImplementation else { return false }
        let exposesSubject = context.properties(of: target).contains { inner in
            !inner.property.isStatic && !inner.property.computed && inner.property.accessLevel != .private
                && inner.property.accessLevel != .fileprivate
                && inner.property.type.map { subjects.contains(TypeText.mentionedNames(TypeText.unwrappingOptional($0)).first ?? "") } == true
        }
        if exposesSubject { return true }
        let sends = context.methods(of: target).contains { _, method in
            !method.isStatic && method.accessLevel != .private && method.accessLevel != .fileprivate
        }
        return sends && context.symbol(target).declarations.contains { declaration in
            let file = context.project.files[declaration.file]
            return file.references[file.types[declaration.type].referenceRange].contains { reference in
                Int(reference.owner) == declaration.type && reference.function < 0 && subjects.contains(file.names[Int(reference.name)])
            }
        }
    }
}
