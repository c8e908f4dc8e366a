import ProjectIndex
import SourceModel

struct SingletonAccessRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let members = OptionKey.strings("members")
    static let singletons = OptionKey.strings("singletons")
    static let libraryFacadeRoles = OptionKey.roles("libraryFacadeRoles")
    static let ownSingletonsOnlyRoles = OptionKey.roles("ownSingletonsOnlyRoles")
    static let assemblerRoles = OptionKey.roles("assemblerRoles")
    static let platformQueries = OptionKey.strings("platformQueries")

    let description = RuleDescription(
        id: "singleton-access",
        summary: "Scene logic gets its collaborators injected instead of reaching for singletons.",
        rationale: """
        An interactor that calls `Storage.shared` or `UserDefaults.standard` hides a dependency the configurator \
        cannot replace, so tests share global state and the scene cannot be assembled differently. Inject a protocol \
        instead; configurators, which assemble the scene, are exempt. One finding per type and singleton. A \
        singleton is a project type's member named like one (`members`), or any static constant holding an object \
        of the app with behaviour (`APIManager.auth`, where `static let auth = AuthManager()`, or the class's own \
        `static let manager = CategoryManager()`); an enum's case \
        (`State.default`), a static computed property and a value type's static method (queries answered on \
        each use) are not. Where a pack checks views for the app's own singletons only \
        (`ownSingletonsOnlyRoles`), an app singleton that is a piece of the UI is the view's plumbing as \
        `UIApplication.shared` is: its class names a UIKit supertype (a transitioning delegate) or keeps UI \
        objects and no collaborator (the holder of the app's window); and so is one that passes on a query \
        of the device (`platformQueries`): it keeps no state of the app's, only values read from the \
        platform (`private let device = Device.current`), answers in computed properties alone, makes \
        nothing and reaches none of the app's objects (`DeviceInfo.current.isPad`). A helper with methods \
        (`DateManager.shared.title(for:)`) or a cache of the app's data stays the app's singleton.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must not reach singletons.", default: [.interactor, .presenter, .worker]),
            Self.members.declared("Members that name a singleton on a project type.", default: #"["shared", "default", "standard", "current", "instance", "sharedInstance"]"#),
            Self.singletons.declared("Singletons of framework types, as Type.member.", default: FrameworkTypes.knownSingletons),
            Self.libraryFacadeRoles.declared("""
                Roles that may reach the singleton facade of a library the project builds as another module \
                (`Web3Wallet.instance` from the app's interactor): the part of a scene that talks to the outside world.
                """, default: "[]", note: "the viper pack lets the interactor, VIPER's gateway to services, reach them"),
            Self.ownSingletonsOnlyRoles.declared("""
                Roles checked for the project's own singletons only (`FavoritesManager.shared`), not the \
                framework's (`UIApplication.shared`, `NotificationCenter.default`), which a view uses as UI plumbing. \
                A framework type the project only extends (`extension UIApplication { … }`) stays the framework's.
                """, default: "[]", note: "the clean-swift pack checks its view controllers so: business work is the interactor's (article 001)"),
            Self.assemblerRoles.declared("""
                Roles whose shared instance is the scene's assembly, not a collaborator: article 001's view \
                controller calls `Configurator.sharedInstance.configure(self)` from `awakeFromNib()`.
                """, default: [.configurator]),
            Self.platformQueries.declared("""
                Singletons and queries of the platform or a library, as Type.member, that say what the device \
                and the running app are. Where views are checked for the app's own singletons only, an app type \
                that merely passes these on (`DeviceInfo.current.isPad` over `Device.current`) is the platform's too.
                """, default: FrameworkTypes.platformQueries),
        ],
        reads: ModelDetail(implementationMethods: true),
        scope: .referencedTypes,
        triggering: [
            // A static constant holding one of the app's objects is a shared instance whatever its name.
            RuleExample(pack: "viper", """
            final class AuthManager { func login(email: String) {} }
            final class APIManager {
                static let auth = AuthManager()
                static let loginRetryLimit = 3
            }
            protocol LoginInteractorProtocol: AnyObject { func login(with email: String) }
            final class LoginInteractor: LoginInteractorProtocol {
                func login(with email: String) {
                    ↓APIManager.auth.login(email: email)
                    _ = APIManager.loginRetryLimit
                }
            }
            final class LoginPresenter {}
            """),
            // A class keeping its own shared instance under another name is a singleton as `shared` is.
            RuleExample(pack: "viper", """
            final class TaskCategoryManager {
                static let manager = TaskCategoryManager()
                private var categories = ["Work", "Home"]
                func category(at index: Int) -> String { categories[index] }
            }
            protocol TaskDetailInteractorInputProtocol: AnyObject { func editTask(categoryIndex: Int) }
            final class TaskDetailInteractor: TaskDetailInteractorInputProtocol {
                func editTask(categoryIndex: Int) { _ = ↓TaskCategoryManager.manager.category(at: categoryIndex) }
            }
            final class TaskDetailPresenter {}
            """),
            // A library's facade is no excuse for the presenter, nor is the app's own singleton for the interactor.
            RuleExample(pack: "viper", files: [
                ("Sources/WalletKit/WalletKit.swift", """
                public final class WalletKit {
                    public static let instance = WalletKit()
                    public func pair() {}
                }
                """),
                ("Sources/App/Pairing/PairingInteractor.swift", """
                final class SessionStore { static let shared = SessionStore() }
                protocol PairingInteractorInput: AnyObject { func pair() }
                final class PairingInteractor: PairingInteractorInput {
                    func pair() { _ = ↓SessionStore.shared }
                }
                final class PairingPresenter {
                    func copy() { ↓WalletKit.instance.pair() }
                }
                """),
            ]),
            RuleExample(pack: "viper", """
            final class Storage { static let shared = Storage() }
            protocol LoginInteractorInput: AnyObject { func save() }
            final class LoginInteractor: LoginInteractorInput {
                func save() {
                    _ = ↓Storage.shared
                    _ = Storage.shared
                    ↓UserDefaults.standard.set(true, forKey: "saved")
                }
            }
            """),
            // A worker is scene logic too: members like `current` name a singleton of a project type.
            RuleExample(pack: "svip", """
            import Foundation
            final class Session { static let current = Session() }
            final class ProfileWorker {
                func cacheURL() -> URL? {
                    _ = ↓Session.current
                    return ↓FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
                }
            }
            """),
            // A default argument that reaches the singleton is reached by the interactor itself when
            // the assembly calls `HomeInteractor()`, as Infinum's template does.
            RuleExample(pack: "viper", """
            final class UserService { static let shared = UserService(); func logout() {} }
            protocol HomeInteractorInterface: AnyObject { func logout() }
            final class HomeInteractor: HomeInteractorInterface {
                private let userService: UserService
                init(userService: ↓UserService = .shared) { self.userService = userService }
                func logout() { userService.logout() }
            }
            final class HomePresenter {}
            """),
            // Clean Swift: a view controller that reaches the app's own manager does the interactor's work.
            RuleExample(pack: "clean-swift", """
            import UIKit
            final class FavoritesManager { static let shared = FavoritesManager(); func remove(_ id: Int) {} }
            protocol ProgramBusinessLogic { func load() }
            protocol ProgramDisplayLogic: AnyObject {}
            final class ProgramViewController: UIViewController, ProgramDisplayLogic {
                var interactor: ProgramBusinessLogic?
                func didTapUnfavourite(_ id: Int) { ↓FavoritesManager.shared.remove(id) }
            }
            """),
            // The viper pack checks views for the app's own singletons: a passive view is handed its data.
            RuleExample(pack: "viper", """
            import UIKit
            final class TaskCategoryManager {
                static let manager = TaskCategoryManager()
                private var categories = ["Work", "Home"]
                func fetchCategories() -> [String] { categories }
            }
            protocol AddTaskViewProtocol: AnyObject {}
            final class AddTaskViewController: UIViewController, AddTaskViewProtocol {
                func didSelectRow(at index: Int) { title = ↓TaskCategoryManager.manager.fetchCategories()[index] }
            }
            """),
            // A class keeping UI objects is no UI piece once it keeps a service too: it does the app's work.
            RuleExample(pack: "viper", """
            import UIKit
            protocol LinksServiceProtocol { func magicLink(for url: URL) -> URL }
            final class WebControllerManager {
                static let shared = WebControllerManager(service: nil)
                private var current: UIViewController?
                private let service: LinksServiceProtocol?
                init(service: LinksServiceProtocol?) { self.service = service }
                func present(_ url: URL, from controller: UIViewController) {}
            }
            protocol LessonViewInput: AnyObject {}
            final class LessonViewController: UIViewController, LessonViewInput {
                func open(_ url: URL) { ↓WebControllerManager.shared.present(url, from: self) }
            }
            """),
            // Close to a wrapper of the device query, but it keeps the app's data too: a cache of the app's.
            RuleExample(pack: "clean-swift", """
            import UIKit
            final class CatalogLayoutStore {
                static let shared = CatalogLayoutStore()
                private var columnsByCatalog: [String: Int] = [:]
                var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                var lastColumns: Int { columnsByCatalog["main"] ?? 1 }
            }
            protocol CatalogBusinessLogic { func load() }
            protocol CatalogDisplayLogic: AnyObject {}
            final class CatalogViewController: UIViewController, CatalogDisplayLogic {
                var interactor: CatalogBusinessLogic?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if ↓CatalogLayoutStore.shared.isPad { view.layoutMargins.left = 32 }
                }
            }
            """),
            RuleExample(pack: "mvi", """
            final class AnalyticsTracker { static let instance = AnalyticsTracker(); func track(_ event: String) {} }
            protocol CounterIntentProtocol { func didTapIncrement() }
            final class CounterIntent: CounterIntentProtocol {
                func didTapIncrement() { ↓AnalyticsTracker.instance.track("increment") }
            }
            """),
        ],
        nonTriggering: [
            // The mvi pack checks views for the app's own singletons; an app's extension of the framework's
            // application object leaves `UIApplication.shared` the framework's.
            RuleExample(pack: "mvi", """
            import SwiftUI
            extension UIApplication {
                func hideKeyboard() { sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) }
            }
            protocol SigninIntentProtocol { func signin() }
            struct SigninView: View {
                let intent: SigninIntentProtocol
                var body: some View {
                    Button("Sign in") {
                        UIApplication.shared.hideKeyboard()
                        intent.signin()
                    }
                }
            }
            """),
            // The viper pack: the interactor, VIPER's gateway to the outside world, may reach a library's facade.
            RuleExample(pack: "viper", files: [
                ("Sources/WalletKit/WalletKit.swift", """
                public final class WalletKit {
                    public static let instance = WalletKit()
                    public func pair() {}
                }
                """),
                ("Sources/App/Pairing/PairingInteractor.swift", """
                protocol PairingInteractorInput: AnyObject { func pair() }
                final class PairingInteractor: PairingInteractorInput {
                    func pair() { WalletKit.instance.pair() }
                }
                final class PairingPresenter {}
                """),
            ]),
            RuleExample(pack: "viper", """
            final class Storage { static let shared = Storage() }
            protocol Storing: AnyObject {}
            protocol LoginInteractorInput: AnyObject { func save() }
            final class LoginInteractor: LoginInteractorInput {
                private let storage: Storing
                init(storage: Storing) { self.storage = storage }
                func save() { _ = Storage.make() }
            }
            final class LoginAssembly {
                func build() { _ = Storage.shared }
            }
            """),
            // The MVI pack checks intents and workers; the dependency is injected.
            RuleExample(pack: "mvi", """
            protocol CounterModelStateProtocol { var count: Int { get } }
            protocol CounterIntentProtocol { func didTapIncrement() }
            protocol Tracking { func track(_ event: String) }
            final class CounterIntent: CounterIntentProtocol {
                private let tracker: Tracking
                init(tracker: Tracking) { self.tracker = tracker }
                func didTapIncrement() { tracker.track("increment") }
            }
            struct CounterView: View {
                let state: CounterModelStateProtocol
                var body: some View { Text(UserDefaults.standard.string(forKey: "title") ?? "") }
            }
            """),
            // A static computed property answers a query each time it is read: no instance is shared.
            RuleExample(pack: "clean-swift", """
            enum NotificationPermissionStatus {
                case authorized, denied
                static var current: NotificationPermissionStatus { .denied }
            }
            protocol StreakBusinessLogic { func load() }
            final class StreakInteractor: StreakBusinessLogic {
                func load() { _ = NotificationPermissionStatus.current }
            }
            """),
            // `.default` of a struct or an enum left implicit is a value (a case, a preset), no singleton, and so
            // is an enum's case written with its type (`FeedOrder.default`); a system singleton as a parameter's
            // default is the usual seam for tests.
            RuleExample(pack: "viper", """
            struct FeedStyle { static let `default` = FeedStyle() }
            enum FeedOrder { case `default`, newest }
            protocol FeedInteractorInput: AnyObject { func load() }
            final class FeedInteractor: FeedInteractorInput {
                private var order = FeedOrder.default
                init(style: FeedStyle = .default, order: FeedOrder = .default, session: URLSession = .shared) {}
                func load() { order = FeedOrder.newest }
            }
            final class FeedPresenter {}
            """),
            // Clean Swift: a view controller's UI plumbing through the framework's singletons is the view's own business.
            RuleExample(pack: "clean-swift", """
            import UIKit
            protocol FormBusinessLogic { func submit() }
            protocol FormDisplayLogic: AnyObject {}
            final class FormViewController: UIViewController, FormDisplayLogic {
                var interactor: FormBusinessLogic?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    _ = UIScreen.main.bounds
                }
                @objc func keyboardWillShow() {}
            }
            """),
            // A view's UI plumbing may be the app's own: a transitioning delegate (a UIKit supertype), the
            // window's holder (UI objects and no collaborator), and a value's static method, a query.
            RuleExample(pack: "viper", """
            import UIKit
            final class CameraTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
                static let shared = CameraTransitioningDelegate()
            }
            final class Application {
                static let shared = Application()
                var window: UIWindow?
                var safeAreaInsets: UIEdgeInsets { window?.safeAreaInsets ?? .zero }
                func switchToLogin() {}
            }
            struct DiskSpace {
                let free: Int
                static func current() -> DiskSpace { DiskSpace(free: 0) }
            }
            protocol CameraViewInput: AnyObject {}
            final class CameraViewController: UIViewController, CameraViewInput {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    transitioningDelegate = CameraTransitioningDelegate.shared
                    additionalSafeAreaInsets.top = Application.shared.safeAreaInsets.top
                    title = "\\(DiskSpace.current().free)"
                    UIApplication.shared.isIdleTimerDisabled = true
                }
            }
            """),
            // Clean Swift: the view lays itself out by the device through the app's wrapper of a library's
            // query, which keeps only a value read from it (`DeviceKit.Device`, not the app's `Device`).
            RuleExample(pack: "clean-swift", """
            import DeviceKit
            import UIKit
            final class Device { let pushToken: String; init(pushToken: String) { self.pushToken = pushToken } }
            final class DeviceInfo {
                static var current = DeviceInfo()
                private var device: DeviceKit.Device = DeviceKit.Device.current
                private init() {}
                var isPad: Bool { device.isPad }
                var isSmallDiagonal: Bool { device.diagonal <= 4.7 }
                var isLandscape: Bool { UIDevice.current.orientation.isLandscape }
            }
            protocol OnboardingBusinessLogic { func start() }
            protocol OnboardingDisplayLogic: AnyObject {}
            final class OnboardingViewController: UIViewController, OnboardingDisplayLogic {
                var interactor: OnboardingBusinessLogic?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.layoutMargins.left = DeviceInfo.current.isPad ? 64 : (DeviceInfo.current.isSmallDiagonal ? 8 : 16)
                }
            }
            """),
            // Making one's own instance is injection-friendly; only the listed singletons count.
            RuleExample(pack: "viper", """
            import Foundation
            protocol FeedInteractorInput: AnyObject { func load() }
            final class FeedInteractor: FeedInteractorInput {
                private let session = URLSession(configuration: .ephemeral)
                private let decoder = JSONDecoder()
                func load() { _ = Date.now; _ = Locale.autoupdatingCurrent }
            }
            """),
        ])

    /// A UIKit name (`UIWindow`, `UIImagePickerControllerDelegate`): `UI` and a capital letter.
    static func isUIKitName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count > 2, name.hasPrefix("UI") else { return false }
        let third = bytes[bytes.index(bytes.startIndex, offsetBy: 2)]
        return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let members = Set(options[Self.members])
        let singletons = Set(options[Self.singletons])
        let facadeRoles = Set(options[Self.libraryFacadeRoles])
        let ownOnlyRoles = Set(options[Self.ownSingletonsOnlyRoles])
        let assemblerRoles = Set(options[Self.assemblerRoles])
        func isCase(_ member: String, of target: SymbolID) -> Bool {
            context.symbol(target).declarations.contains { ref in
                context.declaration(ref).cases.contains { $0.name == member }
            }
        }
        // `static let auth = AuthManager()`: a static constant holding an object of the app with behaviour is
        // a shared instance whatever its name, as `shared` is. The type may have no role, so its file's
        // references are read here.
        var collaborators = ConcreteDependencyRule.PlainCollaborators(context)
        var holdsSharedObject: [String: Bool] = [:]
        func isStaticInstance(_ member: String, of target: SymbolID) -> Bool {
            let key = "\(target):\(member)"
            if let known = holdsSharedObject[key] { return known }
            var found = false
            search: for ref in context.symbol(target).declarations {
                let file = context.project.files[ref.file]
                for property in file.types[ref.type].properties
                where property.isStatic && !property.mutable && !property.computed && property.name == member {
                    for reference in file.references[file.types[ref.type].referenceRange]
                    where reference.isConstruction && reference.position.line == property.position.line
                        && reference.position.column > property.position.column {
                        let name = file.names[Int(reference.name)]
                        if context.project.resolve(name, file: ref.file, enclosingType: Int(reference.owner)).contains(where: {
                            context.symbol($0).kind == .class && collaborators.holds(for: $0)
                        }) {
                            found = true
                            break search
                        }
                    }
                }
            }
            holdsSharedObject[key] = found
            return found
        }
        // `static var current: Guarantee<Status> { … }` computes an answer on each read: a query, not
        // an instance the app shares; so does a value type's static method (`DiskSpace.current()`
        // measures the disk and returns a struct). A class's `shared()` may hand out its one instance.
        func isComputedQuery(_ member: String, of target: SymbolID) -> Bool {
            let isValue = context.symbol(target).kind == .struct || context.symbol(target).kind == .enum
            return context.symbol(target).declarations.contains { ref in
                context.declaration(ref).properties.contains { $0.isStatic && $0.computed && $0.name == member }
                    || isValue && context.declaration(ref).methods.contains { $0.isStatic && $0.name == member }
            }
        }
        // A view's UI plumbing may be the app's own as well as the framework's: a class that is a piece
        // of the UI (a transitioning delegate, the picker it presents, the window's holder, an avatar
        // image cache) names a UI supertype, or keeps UI objects and no collaborator, and serves the
        // view as `UIApplication.shared` does. One that keeps a service (a manager presenting web
        // pages through its network service) does the app's work, whatever UI it also holds.
        var uiPieces: [SymbolID: Bool] = [:]
        func isUIPiece(_ target: SymbolID) -> Bool {
            if let known = uiPieces[target] { return known }
            var keepsUI = false, keepsCollaborator = false
            for ref in context.symbol(target).declarations {
                for property in context.declaration(ref).properties where !property.isStatic && !property.computed {
                    guard let type = property.type ?? property.literalType else { continue }
                    for name in TypeText.mentionedNames(type) {
                        let found = context.project.resolve(name, file: ref.file, enclosingType: ref.type).filter { context.symbol($0).kind != .extension }
                        if found.isEmpty {
                            keepsUI = keepsUI || FrameworkTypes.uiTypeNames.contains(name) || Self.isUIKitName(name)
                        } else if found.contains(where: { found in
                            let symbol = context.symbol(found)
                            return symbol.isProtocol || (symbol.kind == .class && context.role(found).map { !LintContext.valueRoles.contains($0) } ?? collaborators.holds(for: found))
                        }) {
                            keepsCollaborator = true
                        }
                    }
                }
            }
            let piece = context.project.directSupertypeNames[target].contains { FrameworkTypes.uiTypeNames.contains($0) || Self.isUIKitName($0) }
                || (keepsUI && !keepsCollaborator)
            uiPieces[target] = piece
            return piece
        }
        // A view lays itself out by the device (`UIDevice.current`, `UIScreen.main`), and may as well
        // through the app's wrapper of such a query: a type keeping no state of the app's. Its stored
        // properties are its own shared instance or values read from the platform's queries
        // (`private var device = DeviceKit.Device.current`), set only by itself; it answers in
        // computed properties alone (a method, `DateManager.shared.title(for:)`, is a helper doing
        // work); it makes nothing but its instance (no formatter, no record); it reaches no class,
        // actor or protocol of the app's and no singleton but the platform's queries
        // (`UserDefaults.standard` reads what the app stored); and it reads at least one of them.
        let queries = Set(options[Self.platformQueries])
        var platformQueryTypes: [SymbolID: Bool] = [:]
        func isPlatformQuery(_ target: SymbolID) -> Bool {
            if let known = platformQueryTypes[target] { return known }
            var readsQuery = false, keepsOther = false
            check: for ref in context.symbol(target).declarations {
                let file = context.project.files[ref.file]
                let type = file.types[ref.type]
                if type.methods.contains(where: { !$0.isStatic }) || type.properties.contains(where: { $0.computed && $0.settable }) {
                    keepsOther = true
                    break
                }
                let references = file.references[type.referenceRange]
                func resolved(_ reference: TypeReference) -> [SymbolID] {
                    guard !reference.isModuleQualified else { return [] }
                    return context.project.resolve(file.names[Int(reference.name)], file: ref.file, enclosingType: Int(reference.owner))
                        .filter { context.symbol($0).kind != .extension }
                }
                func query(_ reference: TypeReference) -> String? {
                    guard reference.member >= 0, resolved(reference).isEmpty else { return nil }
                    let name = file.names[Int(reference.name)] + "." + file.names[Int(reference.member)]
                    return queries.contains(name) ? name : nil
                }
                for property in type.properties where !property.computed {
                    let onLine = references.filter { $0.position.line == property.position.line && $0.position.column > property.position.column }
                    let holds = property.isStatic
                        ? onLine.contains { resolved($0).contains(target) }
                        : (!property.mutable || property.accessLevel == .private || property.accessLevel == .fileprivate
                            || property.setterAccessLevel == .private || property.setterAccessLevel == .fileprivate)
                            && onLine.contains { query($0) != nil }
                    if !holds {
                        keepsOther = true
                        break check
                    }
                }
                for reference in references where reference.owner == Int32(ref.type) && !reference.isGenericParameter {
                    let found = resolved(reference)
                    if found.contains(target) { continue }
                    if query(reference) != nil {
                        readsQuery = true
                        continue
                    }
                    let name = file.names[Int(reference.name)]
                    let reachesSingleton = reference.member >= 0 && {
                        let member = file.names[Int(reference.member)]
                        return found.isEmpty ? members.contains(member) || singletons.contains(name + "." + member)
                            : members.contains(member) || found.contains { isStaticInstance(member, of: $0) }
                    }()
                    if reference.isConstruction || reachesSingleton || found.contains(where: {
                        let symbol = context.symbol($0)
                        return symbol.isProtocol || symbol.kind == .class || symbol.kind == .actor
                    }) {
                        keepsOther = true
                        break check
                    }
                }
            }
            let answer = readsQuery && !keepsOther
            platformQueryTypes[target] = answer
            return answer
        }
        for symbol in context.checkedSymbols(withRoles: roles).filter({ context.symbol($0).isImplementation }) {
            let module = context.symbol(symbol).module
            let mayReachFacades = context.plays(symbol, anyOf: facadeRoles)
            let ownOnly = context.plays(symbol, anyOf: ownOnlyRoles)
            // A view is not given collaborators to inject: the logic behind it is.
            let advice = context.plays(symbol, anyOf: [.view, .cell])
                ? "send the user's action to the intent or presenter behind the view, and inject it there through a protocol"
                : "inject it through a protocol instead"
            report.reportReferences(from: symbol, in: context, where: { reference in
                guard let member = reference.member else { return nil }
                // A framework type the app only extends (`extension UIApplication { func hideKeyboard() }`)
                // is still the framework's: its singletons are judged by name below.
                if let target = reference.targets.first, context.symbol(target).kind != .extension {
                    if mayReachFacades && context.symbol(target).module != module { return nil }
                    if context.plays(target, anyOf: assemblerRoles) { return nil }
                    // `style: Style = .default` names a value (a case, a preset); only a class's shared
                    // instance is a singleton when the type is left implicit.
                    if reference.isImplicitMember && context.symbol(target).kind != .class && context.symbol(target).kind != .actor {
                        return nil
                    }
                    // `State.default` with `case \`default\`` names the enum's case, a value.
                    if context.symbol(target).kind == .enum && isCase(member, of: target) { return nil }
                    if isComputedQuery(member, of: target) { return nil }
                    if ownOnly && (isUIPiece(target) || isPlatformQuery(target)) { return nil }
                    return (members.contains(member) || isStaticInstance(member, of: target)) && target != symbol ? .symbol(target) : nil
                }
                // `session: URLSession = .shared` is the usual seam of a system singleton: tests pass
                // their own session. The project's own singletons, the rule's concern, are reported above.
                if reference.isImplicitMember || ownOnly { return nil }
                return singletons.contains(reference.name + "." + member) ? .name : nil
            }, message: { reference, _ in
                "\(context.describe(symbol)) reaches the singleton \(reference.name).\(reference.member!); \(advice)"
            })
        }
    }
}
