import ProjectIndex
import SourceModel

struct PresenterStateRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let allowWiring = OptionKey.bool("allowWiring")
    static let allowDisplayValues = OptionKey.bool("allowDisplayValues")

    let description = RuleDescription(
        id: "presenter-state",
        summary: "Presenters, routers and configurators hold no mutable data.",
        rationale: """
        In VIP, SVIP and VIPER the presenter formats what the interactor hands it and forgets it; state lives in the \
        interactor (business state) or the view model (display state). A presenter that stores data starts making \
        decisions on stale copies, and two sources of truth drift apart. Wiring (`var interactor: LoginInteractorInput!`, \
        Clean Swift's `var dataStore: XDataStore?`, a callback closure, optional or not) is set once by the assembly \
        and is allowed, but a collection of them (`[CartRowViewModel]`) is data the type keeps (article 000, \
        `000_27ea26e03bea9952.txt`, "Презентер": the presenter-router holds no mutable state); weak and unowned \
        references are back-references, not state; handles that keep subscriptions \
        alive (`Set<AnyCancellable>`, a `DisposeBag`) and a router's handle on the screens it presented \
        (`UIViewController?`, or a generic parameter constrained to a view controller) are lifecycle plumbing, not data; \
        a `private var` that only initializers assign is a constant in all but name. A protocol-typed `private var` the \
        type assigns in its methods, with an implementation it constructs there (a handler created on first use and \
        cached), is no wiring: no assembly can set it, so it is an object the presenter makes and keeps. Nor is a \
        property typed by a protocol without a role that is a mutable record, a readable property with its setter \
        method (`weight` and `setWeight(_:)`, a builder of a flow's answers): the presenter fills it in and decides on \
        what it reads back, which is keeping the data, whoever constructed the object. Test doubles (a `*Spy` presenter) \
        have no role.
        """,
        options: [
            Self.roles.declared("Roles whose implementations must be stateless.", default: [.presenter, .router, .configurator]),
            Self.allowWiring.declared("""
                Allow a non-static `var` typed by a protocol, a project class with a role, or a closure (not a record \
                protocol, nor an object the type constructs and caches itself).
                """, default: "true"),
            Self.allowDisplayValues.declared("""
                Allow display values: a `var` declared as a single scalar (`String`, `Bool`, a number, `Date`, `URL`…) or \
                an enum — a title, a flag, the current selection. Collections, models and unannotated values stay state.
                """, default: "false", note: "the viper pack allows them: a UIKit VIPER screen has no view model"),
        ],
        reads: ModelDetail(bodyFacts: true),
        scope: .referencedTypes,
        triggering: [
            RuleExample(pack: "svip", """
            protocol LoginInteractor: AnyActor {}
            protocol LoginPresenter: AnyObject {}
            @MainActor final class LoginRouter: LoginPresenter {
                ↓var attempts = 0
                static ↓var shared: LoginRouter?
                @Published ↓var title = ""
                lazy ↓var formatter = Formatter()
                ↓var observed: Int = 0 { didSet {} }
            }
            final class Formatter {}
            """),
            RuleExample(pack: "viper", """
            protocol ListViewInput: AnyObject {}
            final class ListPresenter {
                weak var view: ListViewInput?
                private ↓var items: [String] = []
                ↓var selected: (Int, Int)?
                ↓var reloads = 0
                func add(_ item: String) { items.append(item) }
            }
            final class ListInteractor {}
            """),
            // A `private var` changed after init (here in an extension, by `+=` and as `inout`) is state; so is
            // one typed by an unconstrained generic parameter.
            RuleExample(pack: "clean-swift", """
            protocol PhotosPresentationLogic {}
            struct CameraConfig { var front = false }
            final class PhotosPresenter: PhotosPresentationLogic {
                private ↓var config: CameraConfig
                private ↓var shots: Int
                private ↓var last: CameraConfig
                private ↓var history: [Int] = []
                init(config: CameraConfig) { self.config = config; shots = 0; last = config }
            }
            extension PhotosPresenter {
                func flip() { config = CameraConfig(front: !config.front); self.shots += 1; swap(&last, &config) }
                func later() { DispatchQueue.main.async { [weak self] in self?.history.append(1) } }
            }
            final class PhotosRouter<Item> { ↓var pending: Item? }
            final class PhotosInteractor {}
            """),
            // Even in VIPER, data the screen shows or the business reads is state: collections, models.
            RuleExample(pack: "viper", """
            protocol MediaViewInput: AnyObject {}
            struct MediaItem { let id: Int }
            final class Session {}
            final class MediaPresenter {
                weak var view: MediaViewInput?
                private ↓var notUploadedItems: [MediaItem] = []
                private ↓var session: Session?
                ↓var lastItem: MediaItem?
                ↓var counts: [String: Int] = [:]
                ↓var attempts = 0
                func upload(_ item: MediaItem) { notUploadedItems.removeAll(); session = Session() }
            }
            final class MediaInteractor {}
            """),
            RuleExample(pack: "clean-swift", """
            protocol ShowOrderRoutingLogic {}
            protocol ShowOrderDataStore { var order: String? { get } }
            final class ShowOrderRouter: ShowOrderRoutingLogic {
                var dataStore: ShowOrderDataStore?
                private ↓var history: [String] = []
                func record(_ id: String) { history += [id] }
            }
            final class ShowOrderInteractor: ShowOrderDataStore { var order: String? }
            """),
            // A private handler the presenter creates on first use and caches is its own object, not wiring, though
            // a protocol types it; so is a builder it fills with the flow's answers (a property and its setter). The
            // injected interactor and the weak view stay wiring.
            RuleExample(pack: "viper", """
            protocol ScannerViewInput: AnyObject {}
            protocol ScannerInteractorInput: AnyObject {}
            protocol OutputHandler: AnyObject { func handle() }
            protocol AnswersBuilderProtocol {
                var weight: Double? { get }
                func setWeight(_ weight: Double)
            }
            final class RecognitionHandler: OutputHandler { func handle() {} }
            final class ScannerPresenter {
                weak var view: ScannerViewInput?
                var interactor: ScannerInteractorInput?
                ↓var builder: AnswersBuilderProtocol?
                private ↓var handler: OutputHandler?
                func showScanner() {
                    let handler = self.handler ?? RecognitionHandler()
                    if self.handler == nil { self.handler = handler }
                }
            }
            final class ScannerInteractor {}
            """),
            // Article 000: a collection of view models (or of any role's objects) is data the router keeps,
            // not a collaborator the configurator wired in.
            RuleExample(pack: "svip", """
            final class CartRowViewModel: ObservableObject {}
            protocol CartWorker: AnyActor {}
            @MainActor protocol CartPresenter: AnyObject {}
            @MainActor final class CartRouter: CartPresenter {
                ↓var rows: [CartRowViewModel] = []
                ↓var rowsByID: [String: CartRowViewModel] = [:]
                ↓var workers: Array<CartWorker>?
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject {}
            protocol LoginInteractorInput: AnyObject {}
            final class LoginPresenter {
                weak var view: LoginViewInput?
                var interactor: LoginInteractorInput!
                var onFinish: (() -> Void)?
                let title = "Login"
                var computed: Int { 42 }
            }
            """),
            RuleExample(pack: "viper", """
            import Combine
            protocol MediaViewInput: AnyObject {}
            final class MediaPresenter {
                weak var view: MediaViewInput?
                var onItemMove: ((Int, Int) -> ())?
                var onConfirm: ((String) -> Void)!
                private var cancellables = Set<AnyCancellable>()
                private var bag: [AnyCancellable] = []
            }
            """),
            RuleExample(pack: "viper", """
            protocol CropViewInput: AnyObject {}
            final class CropPresenter { weak var view: CropViewInput? }
            final class CropRouter {
                private var presented: UIViewController?
                private var pushed: [WeakBox<UIViewController>] = []
            }
            """),
            // Set once by the initializer and never changed, or typed by a generic parameter that is a screen.
            RuleExample(pack: "clean-swift", """
            import UIKit
            protocol PhotosPresentationLogic {}
            struct CameraConfig { var front = false }
            final class PhotosPresenter: PhotosPresentationLogic {
                private var config: CameraConfig
                private(set) var source: CameraConfig
                init(config: CameraConfig) { self.config = config; source = config }
                func describe() -> String { config.front ? "front" : "back" }
            }
            class PhotosRouter<Screen> where Screen: UIViewController {
                private var temporaryStoredScreen: Screen?
                var screen: Screen? { defer { temporaryStoredScreen = nil }; return temporaryStoredScreen }
            }
            final class PhotosInteractor {}
            """),
            // Classic VIPER (no view model): the presenter may keep what the screen displays.
            RuleExample(pack: "viper", """
            protocol GenderViewInput: AnyObject {}
            enum Gender { case female, male }
            final class GenderPresenter {
                weak var view: GenderViewInput?
                var selectedGender: Gender?
                private var continueButtonTitle: String?
                private var hintDelay: TimeInterval?
                private var shouldScrollToTop: Bool = true
                private var isObservingLimitedAccessAlert = false
                private var placeholder = "Choose"
            }
            final class GenderInteractor {}
            """),
            // An API client held in a `var` is a collaborator the assembly hands over (concrete-dependency
            // reports the concrete class), not state.
            RuleExample(pack: "clean-swift", """
            final class AuthAPI { func signIn(_ email: String) {} }
            protocol RegistrationPresentationLogic { func presentResult() }
            final class RegistrationPresenter: RegistrationPresentationLogic {
                var authAPI: AuthAPI
                init(authAPI: AuthAPI) { self.authAPI = authAPI }
                func presentResult() {}
            }
            final class RegistrationInteractor {}
            """),
            // The app extending `String` does not make it a type of its own: a string is still a display value.
            RuleExample(pack: "viper", """
            protocol SignupViewProtocol: AnyObject {}
            extension String { var trimmed: String { self } }
            final class SignupPresenter {
                weak var view: SignupViewProtocol?
                private var selectedGender = ""
                private var selectedState: String?
                func pick(_ gender: String) { selectedGender = gender.trimmed }
            }
            final class SignupInteractor {}
            """),
            // A private protocol-typed property the module input sets from outside, or one the initializer builds, is
            // still wiring: the presenter constructs no implementation of it in a method. A protocol of operations (no
            // property with its setter method) is a collaborator.
            RuleExample(pack: "viper", """
            protocol ScannerModuleOutput: AnyObject {}
            protocol SettingsReading { var isDark: Bool { get }; func setUp() }
            final class SettingsPresenter { var settings: SettingsReading? }
            protocol OutputHandler: AnyObject { func handle() }
            final class RecognitionHandler: OutputHandler { func handle() {} }
            final class ScannerPresenter {
                private var output: ScannerModuleOutput?
                private var handler: OutputHandler
                private var fallback: OutputHandler?
                init() { handler = RecognitionHandler() }
                func configure(output: ScannerModuleOutput, fallback: OutputHandler) { self.output = output; self.fallback = fallback }
            }
            final class ScannerInteractor {}
            """),
            // A spy in a test target records calls; it is the test's, not the architecture's.
            RuleExample(pack: "clean-swift", files: [
                ("App/Orders/OrdersPresenter.swift", "protocol OrdersPresentationLogic {}\nfinal class OrdersPresenter: OrdersPresentationLogic {}\nfinal class OrdersInteractor {}\n"),
                ("AppTests/Orders/OrdersPresentationLogicSpy.swift", """
                final class OrdersPresentationLogicSpy: OrdersPresentationLogic {
                    var presentCalled = false
                }
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let allowWiring = options[Self.allowWiring]
        let allowDisplayValues = options[Self.allowDisplayValues]
        var kept = KeptObjects(context)
        for symbol in context.checkedSymbols(withRoles: roles, implementationsOnly: true) {
            for (ref, property) in context.properties(of: symbol) where property.mutable && context.isStored(property) {
                if property.weak || property.unowned { continue }
                var record: SymbolID?
                if allowWiring && context.isWiring(property, in: ref, of: symbol) {
                    record = kept.recordProtocol(of: property, in: ref)
                    if record == nil && !kept.isMadeBySelf(property, in: ref, of: symbol) { continue }
                }
                if allowDisplayValues && isDisplayValue(property, in: ref, of: symbol, context) { continue }
                if isSetOnlyInInitializers(property, in: ref, context) { continue }
                let held = record.map { " (a \(context.symbol($0).qualifiedName), a record of properties and their setters)" } ?? ""
                report.report(property: property, in: ref, of: symbol, atIntroducer: true, message: """
                    \(context.describe(symbol)) stores mutable state '\(property.name)'\(held); keep it stateless: move the \
                    data to the interactor or the view model
                    """)
            }
        }
    }

    /// What makes a wiring-typed `var` state after all: the object behind it is one the type makes
    /// or fills itself. Each protocol's shape and each type's constructions are read once, however
    /// many properties ask (a typealias may stand for hundreds of protocols).
    struct KeptObjects {
        private let context: LintContext
        private var isRecord: [SymbolID: Bool] = [:]
        private var protocolsConstructed: [SymbolID: Set<SymbolID>] = [:]

        init(_ context: LintContext) { self.context = context }

        /// The protocol without a role that types a `var` as a mutable record: it declares a
        /// readable property and the setter method named for it (`var weight: Double? { get }` with
        /// `func setWeight(_:)`), so what it holds is data the holder fills in and reads back, like a
        /// builder of the answers a flow collects, not a collaborator the assembly wired in.
        mutating func recordProtocol(of property: PropertyDecl, in ref: DeclarationRef) -> SymbolID? {
            guard !property.isStatic, let type = property.type else { return nil }
            for target in context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref).map(\.symbol) {
                if let known = isRecord[target] {
                    if known { return target }
                    continue
                }
                let record = isRecordProtocol(target)
                isRecord[target] = record
                if record { return target }
            }
            return nil
        }

        private func isRecordProtocol(_ target: SymbolID) -> Bool {
            guard context.symbol(target).isProtocol, context.role(target) == nil else { return false }
            var setters = Set<String>()
            for ref in context.symbol(target).declarations {
                for method in context.declaration(ref).methods where !method.isStatic { setters.insert(method.name) }
            }
            guard !setters.isEmpty else { return false }
            return context.symbol(target).declarations.contains { ref in
                context.declaration(ref).properties.contains { property in
                    !property.isStatic && setters.contains("set" + property.name.prefix(1).uppercased() + property.name.dropFirst())
                }
            }
        }

        /// A `private var` typed by a protocol that the type assigns outside its initializers and
        /// whose implementation it constructs itself in a method (`handler = cached ?? RecognitionHandler()`):
        /// no assembly can set a private property, so it is an object the type creates and caches, not wiring.
        mutating func isMadeBySelf(_ property: PropertyDecl, in ref: DeclarationRef, of symbol: SymbolID) -> Bool {
            guard !property.isStatic, property.accessLevel == .private || property.setterAccessLevel == .private,
                  let type = property.type.map(TypeText.unwrappingOptional),
                  PresenterStateRule.isWrittenOutsideInitializers(property, in: ref, context)
            else { return false }
            let constructed = protocolsConstructed(by: symbol)
            return context.resolveTypeText(type, in: ref).contains { constructed.contains($0.symbol) }
        }

        /// The protocols above the classes a type constructs in its methods (not its initializers).
        private mutating func protocolsConstructed(by symbol: SymbolID) -> Set<SymbolID> {
            if let known = protocolsConstructed[symbol] { return known }
            var protocols = Set<SymbolID>()
            var seen = Set<SymbolID>()
            for reference in context.referencesOfSymbol[symbol] where reference.isConstruction && reference.function.map({ $0.name != "init" }) == true {
                for target in reference.targets where seen.insert(target).inserted {
                    for parent in context.supertypes(of: target) where context.symbol(parent).isProtocol { protocols.insert(parent) }
                }
            }
            protocolsConstructed[symbol] = protocols
            return protocols
        }
    }

    /// A `private var` (or `private(set)`) that nothing assigns outside initializers is a constant
    /// in all but name: only its type and its extensions in the same file could change it.
    func isSetOnlyInInitializers(_ property: PropertyDecl, in ref: DeclarationRef, _ context: LintContext) -> Bool {
        guard !property.isStatic, property.accessLevel == .private || property.setterAccessLevel == .private else { return false }
        return !Self.isWrittenOutsideInitializers(property, in: ref, context)
    }

    /// Whether the type or its extensions in the file assign the property outside initializers.
    static func isWrittenOutsideInitializers(_ property: PropertyDecl, in ref: DeclarationRef, _ context: LintContext) -> Bool {
        context.project.files[ref.file].storedWrites.contains { Int($0.owner) == ref.type && $0.name == property.name }
    }

    /// Scalars a screen displays: text, flags, numbers, dates and the like (not collections).
    static let displayScalars: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Date", "URL", "UUID", "Locale",
        "TimeZone", "Dimension", "NSAttributedString", "AttributedString", "LocalizedStringKey",
    ]

    /// A display value: declared with one scalar or enum as its type, optional or not, or
    /// initialized with a Boolean or string literal (`var shouldScrollToTop = true` is a flag as
    /// much as `: Bool = true`). A number without an annotation is not read (`= 0` may count
    /// anything), so it stays state.
    func isDisplayValue(_ property: PropertyDecl, in ref: DeclarationRef, of symbol: SymbolID, _ context: LintContext) -> Bool {
        guard !property.isStatic else { return false }
        func isDisplayName(_ name: String, resolved targets: [SymbolID]) -> Bool {
            // An app's `extension String` makes `String` a project symbol with only extensions: still
            // the standard scalar.
            if let target = targets.first(where: { context.symbol($0).kind != .extension }) {
                return context.symbol(target).kind == .enum
            }
            return Self.displayScalars.contains(name)
        }
        guard let text = property.type ?? property.literalType else { return false }
        let type = TypeText.unwrappingOptional(text)
        let names = TypeText.mentionedNames(type)
        guard names.count == 1, names[0] == type else { return false }
        return isDisplayName(type, resolved: context.resolveTypeText(type, in: ref).map(\.symbol))
    }
}
