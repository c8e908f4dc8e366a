import Platform
import ProjectIndex
import SourceModel

struct ConcreteDependencyRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let valueRoles = OptionKey.roles("valueRoles")
    static let concreteRoles = OptionKey.roles("concreteRoles")
    static let advice = OptionKey.pairs("advice")
    static let allowObserved = OptionKey.bool("allowObserved")
    static let plainClassRoles = OptionKey.roles("plainClassRoles")

    let description = RuleDescription(
        id: "concrete-dependency",
        summary: "Scene parts depend on protocols, not on each other's classes.",
        rationale: """
        Every arrow between VIPER/VIP roles is a protocol so that each part can be replaced by a test double and \
        rebuilt without touching its neighbours. A stored property or initializer parameter typed by another role's \
        class or actor (`let router: PinCodeEnterRouter`) welds the two together. Only types declared in the project \
        are judged; values (entities, DTOs, and any struct or enum) are data, not collaborators, and are not; an \
        initializer parameter of a type already stored is the same dependency and is not reported again. A pack \
        may name roles its pattern keeps concrete (Clean Swift's templates hold their workers as classes, and article \
        001 draws protocols only between the scene's own parts). The advice names the protocol the holder's role \
        should see (`advice`: an MVI intent is told the model's actions protocol, not its state protocol), else the \
        nearest protocol with a role above the class, else the first protocol the class conforms to. An edge the pack's `role-dependency` forbids outright (a \
        Clean Swift view controller holding its presenter) is that rule's finding, not this one's: no protocol \
        makes it right, so this rule stays silent there (one violation, one finding). A class with no role is a \
        collaborator too when it is the project's own object with behaviour (a storage shared between scenes, a \
        validator, a factory `*Impl`: it declares methods, is not generic, and names no supertype the project does \
        not declare but `AnyObject` and `Sendable`, so a record that is `Equatable` or `Codable`, an `NSObject` data \
        source and a generic box stay data); the roles in `plainClassRoles` must hold those through protocols as \
        well (article 000, \
        `000_27ea26e03bea9952.txt`, dependency inversion: an entity does not depend on another's concrete \
        implementation, only the "dirty" factories and routers that assemble modules do). Constructing the \
        collaborator in a stored property's initial value (`private let service: MessageServiceProtocol = \
        MockMessageService()`) is the same weld however the property is typed: the role picks its implementation \
        instead of receiving it from the assembly, unless it is a container the holder fills with its own \
        items (`var menu = Menu(blocks: [])`: it is given a collection of the project's records or values and \
        keeps nothing else but such data and a weak delegate), which is the holder's data. The app's composition root (a \
        view the app's entry point builds itself, such as the tab bar controller a scene delegate makes its root) assembles the scenes it \
        shows: the parts it constructs in its properties' initial values are assembly, not dependencies. \
        `archlint fix` gives a `private` stored property the advised \
        protocol's type where every use of it in its file is a member that protocol requires (called with the labels \
        it declares), so each call reaches the same method; any other use (passed on, compared with `===`, a member \
        the protocol lacks) leaves it as it is.
        """,
        options: [
            Self.roles.declared("Roles whose dependencies must be protocols.", default: [.interactor]),
            Self.valueRoles.declared("Roles of plain values a type may hold directly.", default: LintContext.valueRoles.sorted()),
            Self.concreteRoles.declared("Roles the pattern lets any role hold as a class.", default: "[]", note: "set by each pack"),
            Self.advice.declared("[holder role, protocol name glob]: the protocol to advise, among those the class conforms to.",
                       default: "[]", note: "set by each pack"),
            Self.allowObserved.declared("""
                Allow a class held through a SwiftUI observation wrapper (`@ObservedObject`, `@StateObject`, \
                `@EnvironmentObject`): SwiftUI observes only a concrete class.
                """, default: "false", note: "the viper pack allows it: its SwiftUI views observe their presenter"),
            Self.plainClassRoles.declared("""
                Roles that must also reach the project's classes with no role (a storage, a validator, a factory) \
                through protocols. A view's own helpers are UI plumbing, so packs leave views out.
                """, default: [.interactor], note: "set by each pack"),
        ],
        scope: .referencedTypes,
        triggering: [
            RuleExample(pack: "svip", """
            protocol PinCodeEnterInteractor: AnyActor { func submit() async }
            protocol PinCodeEnterPresenter: AnyObject {}
            @MainActor final class PinCodeEnterRouter: PinCodeEnterPresenter {}
            actor PinCodeEnterLogic: PinCodeEnterInteractor {
                private let ↓router: PinCodeEnterRouter
                private lazy var ↓worker = PinCodeService()
                init(router: PinCodeEnterRouter) { self.router = router }
                func submit() async {}
            }
            final class PinCodeService {}
            """),
            // An MVI intent holding its model's class is told the model's actions protocol, the one it writes through.
            RuleExample(pack: "mvi", """
            protocol CounterModelStateProtocol: AnyObject { var count: Int { get } }
            protocol CounterModelActionsProtocol: AnyObject { func display(count: Int) }
            protocol CounterIntentProtocol { func didTapIncrement() }
            final class CounterModel: ObservableObject, CounterModelStateProtocol, CounterModelActionsProtocol {
                @Published var count = 0
                func display(count: Int) { self.count = count }
            }
            final class CounterIntent: CounterIntentProtocol {
                private let ↓model: CounterModel
                init(model: CounterModel) { self.model = model }
                func didTapIncrement() { model.display(count: model.count + 1) }
            }
            """),
            // A storage shared between scenes, a validator and a factory have no role, but they are the project's own
            // objects with behaviour: held as classes, or constructed in place behind a protocol, they weld the scene.
            RuleExample(pack: "viper", """
            protocol StringValidator { func isValid(_ text: String) -> Bool }
            final class EmailValidator: StringValidator { func isValid(_ text: String) -> Bool { text.contains("@") } }
            protocol OverlayFactory: AnyObject { func circle() -> Int }
            final class OverlayFactoryImpl: OverlayFactory { func circle() -> Int { 1 } }
            final class SelectedImageStorage {
                private(set) var images: [String] = []
                func add(_ image: String) { images.append(image) }
            }
            protocol CameraInteractor: AnyObject {}
            final class CameraInteractorImpl: CameraInteractor {
                private let ↓storage: SelectedImageStorage
                init(storage: SelectedImageStorage) { self.storage = storage }
            }
            protocol LoginViewOutput: AnyObject {}
            final class LoginPresenter: LoginViewOutput {
                private let ↓emailValidator: EmailValidator
                private let ↓overlays = OverlayFactoryImpl()
                private let ↓checker: StringValidator = EmailValidator()
                init() { emailValidator = EmailValidator() }
            }
            """),
            // A class that fills itself with its own list, or keeps a service beside its items, is a provider.
            RuleExample(pack: "viper", """
            struct TaskCategory { let title: String }
            protocol CategoryLoading { func load() -> [TaskCategory] }
            final class TaskCategoryManager {
                private var categories = [TaskCategory(title: "Work")]
                func fetchCategories() -> [TaskCategory] { categories }
            }
            final class CategoryCatalog {
                var items: [TaskCategory]
                let loader: CategoryLoading
                init(items: [TaskCategory], loader: CategoryLoading) { self.items = items; self.loader = loader }
                func reload() { items = loader.load() }
            }
            protocol AddTaskInteractorInput: AnyObject {}
            final class AddTaskInteractor: AddTaskInteractorInput {
                private let ↓categories = TaskCategoryManager()
                private let ↓catalog = CategoryCatalog(items: [], loader: Loader())
            }
            final class Loader: CategoryLoading { func load() -> [TaskCategory] { [] } }
            """),
            // A parameter the initializer takes but the view does not store is reported at `init`.
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func fetchOrders() }
            protocol ListOrdersDisplayLogic: AnyObject {}
            protocol ListOrdersRoutingLogic {}
            final class ListOrdersInteractor: ListOrdersBusinessLogic { func fetchOrders() {} }
            final class ListOrdersRouter: ListOrdersRoutingLogic {}
            final class ListOrdersViewController: UIViewController, ListOrdersDisplayLogic {
                var ↓interactor: ListOrdersInteractor?
                ↓init(router: ListOrdersRouter) { super.init(nibName: nil, bundle: nil) }
            }
            """),
        ],
        nonTriggering: [
            // A container the presenter builds and fills with its own rows is the screen's data: it keeps
            // the items it is given (and tells a weak delegate of changes), no collaborator.
            RuleExample(pack: "clean-swift", """
            class MenuBlock { let id: String; var title: String; init(id: String, title: String) { self.id = id; self.title = title } }
            protocol MenuDelegate: AnyObject { func update(at index: Int) }
            final class Menu {
                var blocks: [MenuBlock]
                weak var delegate: MenuDelegate?
                init(blocks: [MenuBlock]) { self.blocks = blocks }
                func remove(at index: Int) { blocks.remove(at: index); delegate?.update(at: index) }
            }
            protocol SettingsPresentationLogic { func present() }
            final class SettingsPresenter: SettingsPresentationLogic {
                var menu = Menu(blocks: [])
                private var sized: Menu = Menu(blocks: [MenuBlock(id: "size", title: "Size")])
                func present() { menu = Menu(blocks: [MenuBlock(id: "theme", title: "Theme")]) }
            }
            """),
            // A class built by the app's own decoding contract (a protocol requiring `init(json:)`) is a record the
            // presenter keeps (presenter-state's matter), not a collaborator to hide behind a protocol.
            RuleExample(pack: "clean-swift", """
            protocol JSONSerializable { var id: Int { get }; init(json: [String: Any]); func update(json: [String: Any]) }
            final class Story: JSONSerializable {
                var id = 0
                var title = ""
                init(json: [String: Any]) {}
                func update(json: [String: Any]) {}
            }
            protocol StoryPresentationLogic { func present() }
            final class StoryPresenter: StoryPresentationLogic {
                private let story: Story
                init(story: Story) { self.story = story }
                func present() {}
            }
            """),
            // The view controller may not know the presenter at all: role-dependency's finding, no protocol advised.
            RuleExample(pack: "clean-swift", """
            protocol OrdersPresentationLogic { func present() }
            final class OrdersPresenter: OrdersPresentationLogic { func present() {} }
            final class OrdersViewController: UIViewController {
                let presenter = OrdersPresenter()
            }
            """),
            // The root the scene delegate builds assembles the first scene: constructing its parts is assembly.
            RuleExample(pack: "clean-swift", """
            protocol HomeBusinessLogic {}
            protocol HomePresentationLogic {}
            final class HomeInteractor: HomeBusinessLogic {}
            final class HomePresenter: HomePresentationLogic {}
            final class TabBarViewController: UITabBarController {
                let interactor = HomeInteractor()
                let presenter = HomePresenter()
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene) { window?.rootViewController = TabBarViewController() }
            }
            """),
            RuleExample(pack: "svip", """
            protocol PinCodeEnterInteractor: AnyActor { func submit() async }
            protocol PinCodeEnterPresenter: AnyObject {}
            protocol PinCodeWorker: Sendable {}
            struct PinCodeEntity { let digits: String }
            @MainActor final class PinCodeEnterRouter: PinCodeEnterPresenter {}
            actor PinCodeEnterLogic<Worker: PinCodeWorker>: PinCodeEnterInteractor {
                private let presenter: any PinCodeEnterPresenter
                private let worker: Worker
                private var last: PinCodeEntity?
                init(presenter: any PinCodeEnterPresenter, worker: Worker) { self.presenter = presenter; self.worker = worker }
                func submit() async {}
            }
            """),
            // Clean Swift's templates hold the worker as a class: the pack lists `worker` in `concreteRoles`.
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func fetchOrders() }
            protocol ListOrdersPresentationLogic { func presentOrders(count: Int) }
            final class ListOrdersWorker { func fetch() -> [String] { [] } }
            final class ListOrdersInteractor: ListOrdersBusinessLogic {
                var presenter: ListOrdersPresentationLogic?
                var worker = ListOrdersWorker()
                func fetchOrders() { presenter?.presentOrders(count: worker.fetch().count) }
            }
            final class ListOrdersPresenter: ListOrdersPresentationLogic { func presentOrders(count: Int) {} }
            """),
            // The viper pack: a SwiftUI view observes its presenter, which SwiftUI can do only with the class.
            RuleExample(pack: "viper", """
            protocol HomePresenterInterface: AnyObject { func load() }
            final class HomePresenter: ObservableObject, HomePresenterInterface { func load() {} }
            final class HomeInteractor {}
            struct HomeView: View {
                @ObservedObject var presenter: HomePresenter
                var body: some View { Text("").onAppear { presenter.load() } }
            }
            """),
            // With no role, a class that only carries data (no methods, or `Codable`), one built on a framework class,
            // a generic box and a view's own helper are not collaborators; a protocol-typed property the assembly
            // fills is the dependency done right.
            RuleExample(pack: "viper", """
            protocol SessionStoring: AnyObject { func save() }
            final class Session { var token = "" }
            final class Album: Equatable {
                let title: String
                init(title: String) { self.title = title }
                func renamed(_ title: String) -> Album { Album(title: title) }
                static func == (lhs: Album, rhs: Album) -> Bool { lhs.title == rhs.title }
            }
            final class Draft: Codable { var text = ""; func trimmed() -> String { text } }
            final class ImageDataSource: NSObject, UITableViewDataSource { func reload() {} }
            final class Box<Value> { var value: Value; init(_ value: Value) { self.value = value }; func set(_ v: Value) { value = v } }
            final class KeyboardObserver { func start() {} }
            protocol ProfileInteractorInput: AnyObject {}
            final class ProfileInteractor: ProfileInteractorInput {
                private let storage: SessionStoring
                private var session: Session?
                private(set) var album: Album?
                private var draft = Draft()
                private let count = Box(0)
                init(storage: SessionStoring) { self.storage = storage }
            }
            final class ProfileViewController: UIViewController {
                private let dataSource = ImageDataSource()
                private let keyboard = KeyboardObserver()
            }
            """),
            // A struct (here a service) is a value and an entity is data, class or not: neither is a collaborator to hide.
            RuleExample(pack: "viper", """
            protocol LoginInteractorInput: AnyObject { func login() }
            protocol LoginInteractorOutput: AnyObject {}
            struct AuthService { func login() {} }
            final class UserEntity { var name = "" }
            final class LoginInteractor: LoginInteractorInput {
                weak var output: LoginInteractorOutput?
                private let auth: AuthService
                private var user: UserEntity?
                init(auth: AuthService) { self.auth = auth }
                func login() { auth.login() }
            }
            final class LoginPresenter: LoginInteractorOutput {}
            """),
        ],
        fixes: [
            // `router` is private and used only through what LoginRouterInput requires: it takes the protocol's type.
            // `helpRouter` calls a method the protocol lacks, and `backup` is compared by identity: both stay classes.
            FixExample(pack: "viper", before: """
            protocol LoginRouterInput: AnyObject {
                var isShowingHelp: Bool { get }
                func openHome(user: String)
            }
            protocol LoginViewOutput: AnyObject { func didTapLogin() }
            final class LoginRouter: LoginRouterInput {
                var isShowingHelp = false
                func openHome(user: String) {}
                func openHelp() {}
            }
            final class LoginPresenter: LoginViewOutput {
                private let router: LoginRouter
                private let helpRouter = LoginRouter()
                private var backup: LoginRouter?
                init(router: LoginRouter) {
                    self.router = router
                }
                func didTapLogin() {
                    if !router.isShowingHelp { self.router.openHome(user: "me") }
                    helpRouter.openHelp()
                    if backup === helpRouter { backup = nil }
                }
            }
            """, after: """
            protocol LoginRouterInput: AnyObject {
                var isShowingHelp: Bool { get }
                func openHome(user: String)
            }
            protocol LoginViewOutput: AnyObject { func didTapLogin() }
            final class LoginRouter: LoginRouterInput {
                var isShowingHelp = false
                func openHome(user: String) {}
                func openHelp() {}
            }
            final class LoginPresenter: LoginViewOutput {
                private let router: LoginRouterInput
                private let helpRouter = LoginRouter()
                private var backup: LoginRouter?
                init(router: LoginRouter) {
                    self.router = router
                }
                func didTapLogin() {
                    if !router.isShowingHelp { self.router.openHome(user: "me") }
                    helpRouter.openHelp()
                    if backup === helpRouter { backup = nil }
                }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let valueRoles = Set(options[Self.valueRoles])
        var nearestRoleProtocol = context.nearestRoleProtocols()
        var adviceGlobs: [Role: [Glob]] = [:]
        for (holder, pattern) in options[Self.advice] {
            if let glob = try? Glob(pattern) { adviceGlobs[Role(holder), default: []].append(glob) }
        }
        /// The holder role's own protocol among those the class conforms to directly, else the nearest.
        func advice(_ symbol: SymbolID, _ target: SymbolID) -> SymbolID? {
            let wanted = context.role(symbol).flatMap { adviceGlobs[$0] } ?? []
            let preferred = context.project.directSupertypeSymbols[target].first { parent in
                context.symbol(parent).isProtocol && wanted.contains { $0.matches(context.symbol(parent).name) }
            }
            return preferred ?? nearestRoleProtocol.of(target)
                ?? context.project.directSupertypeSymbols[target].first { context.symbol($0).isProtocol }
        }
        func message(_ symbol: SymbolID, _ target: SymbolID) -> String {
            Self.message(context, symbol, target, advice: advice(symbol, target))
        }
        let retyping = ProtocolRetyping(context: context)
        let concreteRoles = Set(options[Self.concreteRoles])
        let allowObserved = options[Self.allowObserved]
        /// A collaborator held as a class: another role's class or actor, not a value, not a role
        /// the pattern keeps concrete, and not one the holder may not know at all (role-dependency
        /// reports that edge; "depend on a protocol" would point the wrong way).
        let plainClassRoles = Set(options[Self.plainClassRoles])
        var plainCollaborator = PlainCollaborators(context)
        func isConcreteCollaborator(_ target: SymbolID, of symbol: SymbolID, role ownRole: Role?) -> Bool {
            let kind = context.symbol(target).kind
            guard target != symbol, kind == .class || kind == .actor else { return false }
            guard let role = context.role(target) else {
                return ownRole.map(plainClassRoles.contains) == true && plainCollaborator.holds(for: target)
            }
            if let ownRole, context.forbiddenOutright[ownRole]?.contains(role) == true { return false }
            return role != ownRole && !valueRoles.contains(role) && !concreteRoles.contains(role)
        }
        let roots = RoleDependencyRule.compositionRoots(context)
        for symbol in context.checkedSymbols(withRoles: roles, implementationsOnly: true) {
            let ownRole = context.role(symbol)
            var storedTargets = Set<SymbolID>()
            func concreteTargets(_ text: String?, _ ref: DeclarationRef) -> [(name: String, symbol: SymbolID)] {
                guard let text else { return [] }
                return context.resolveTypeText(TypeText.unwrappingOptional(text), in: ref)
                    .filter { isConcreteCollaborator($0.symbol, of: symbol, role: ownRole) }
            }
            for (ref, property) in context.properties(of: symbol) where context.isStored(property) {
                if allowObserved && property.wrappers.contains(where: Self.observingWrappers.contains) { continue }
                var targets = concreteTargets(property.type, ref).map(\.symbol)
                // An annotation naming no class leaves what the initial value constructs, except in the
                // composition root, whose properties assemble the scenes it shows.
                let constructed = targets.isEmpty && !roots.contains(symbol)
                if constructed {
                    targets = constructedTarget(of: property, in: ref, symbol: symbol, context).filter { isConcreteCollaborator($0, of: symbol, role: ownRole) }
                }
                // A container the holder builds itself and fills with its own items is the holder's data.
                if targets.contains(where: { context.role($0) == nil }) {
                    let built = context.constructedReferences(of: property, in: ref, symbol: symbol).filter(\.isConstruction).compactMap(\.targets.first)
                    targets.removeAll { context.role($0) == nil && built.contains($0) && plainCollaborator.isItemContainer($0) }
                }
                for target in targets {
                    storedTargets.insert(target)
                    if constructed && property.type != nil {
                        report.report(property: property, in: ref, of: symbol, related: target,
                                      message: Self.constructionMessage(context, symbol, target, property: property))
                        continue
                    }
                    var text = message(symbol, target)
                    if property.wrappers.contains(where: Self.observingWrappers.contains) {
                        // SwiftUI observes only a concrete class: a protocol alone cannot be the answer.
                        text += " (SwiftUI observes a class only: hold it through a generic container over its protocols)"
                    }
                    let fix = advice(symbol, target).flatMap { retyping.fix(property, in: ref, holder: symbol, target: target, to: $0) }
                    report.report(property: property, in: ref, of: symbol, related: target, fix: fix, message: text)
                }
            }
            for ref in context.symbol(symbol).declarations {
                for initializer in context.declaration(ref).initializers {
                    for param in initializer.params {
                        for target in concreteTargets(param.type, ref) where storedTargets.insert(target.symbol).inserted {
                            report.report(file: ref.file, at: initializer.position, length: 4, symbol: symbol, member: "init",
                                          subject: param.name, related: target.symbol, message: message(symbol, target.symbol))
                        }
                    }
                }
            }
        }
    }

    /// `let worker = OrdersWorker()`: without an annotation, the first role type named after the
    /// property's name on its line is what it stores; with or without one, so is the first type
    /// constructed there (`let service: MessageServiceProtocol = MockMessageService()`).
    private func constructedTarget(of property: PropertyDecl, in ref: DeclarationRef, symbol: SymbolID, _ context: LintContext) -> [SymbolID] {
        for reference in context.constructedReferences(of: property, in: ref, symbol: symbol) {
            guard let target = reference.targets.first else { continue }
            if reference.isConstruction || (property.type == nil && context.role(target) != nil) { return [target] }
        }
        return []
    }

    /// A class of the project's own with no role that is a collaborator, not data: it declares a
    /// method, takes no generic parameter, and neither it nor a project supertype names a supertype
    /// the project does not declare other than marker protocols (a framework class or protocol makes
    /// it a framework piece; `Codable` or `Equatable` a record), nor conforms to a project protocol
    /// that requires an initializer (`init(json:)`: the app's own decoding contract makes a record).
    struct PlainCollaborators {
        private let context: LintContext
        private var framed: LintContext.InheritedTrait

        init(_ context: LintContext) {
            self.context = context
            framed = context.inheritedTrait { [project = context.project] symbol in
                project.directSupertypeNames[symbol].contains { !Self.markerProtocols.contains($0) }
                    || project.symbols[symbol].isProtocol && project.symbols[symbol].declarations.contains { ref in
                        !project.files[ref.file].types[ref.type].initializers.isEmpty
                    }
            }
        }

        mutating func holds(for target: SymbolID) -> Bool {
            let symbol = context.symbol(target)
            guard let primary = symbol.declaration, context.declaration(primary).genericParams.isEmpty else { return false }
            let hasMethod = symbol.declarations.contains { ref in context.declaration(ref).methods.contains { !$0.isStatic } }
            return hasMethod && !framed.holds(for: target)
        }

        /// A class that keeps the items it is given and nothing else (`Menu(blocks: [MenuBlock])`, a
        /// settings screen's list of rows): an initializer takes a collection of the project's records
        /// or values, and whatever else it holds strongly is such data or a standard value, so it brings
        /// no collaborator along (the delegate it tells of changes is held weakly). Its methods only
        /// manage those items. A class that fills itself (`TaskCategoryManager()` with its own list)
        /// or keeps a service is a provider, a collaborator.
        mutating func isItemContainer(_ target: SymbolID) -> Bool {
            let symbol = context.symbol(target)
            guard symbol.kind == .class else { return false }
            func isData(_ text: String, in ref: DeclarationRef) -> Bool {
                TypeText.mentionedNames(text).allSatisfy { name in
                    let found = context.project.resolve(name, file: ref.file, enclosingType: ref.type)
                    if found.isEmpty || found.allSatisfy({ context.symbol($0).kind == .extension }) {
                        return Self.standardValues.contains(name) || PresenterStateRule.displayScalars.contains(name)
                    }
                    return found.allSatisfy { item in
                        switch context.symbol(item).kind {
                        case .struct, .enum: return true
                        case .class: return item != target && context.role(item).map(LintContext.valueRoles.contains) ?? !holds(for: item)
                        default: return false
                        }
                    }
                }
            }
            var takesItems = false
            for ref in symbol.declarations {
                let declaration = context.declaration(ref)
                for property in declaration.properties where !property.computed && !property.isStatic && !property.weak && !property.unowned {
                    guard let type = property.type ?? property.literalType, isData(type, in: ref) else { return false }
                }
                takesItems = takesItems || declaration.initializers.contains { initializer in
                    initializer.params.contains { param in
                        let type = TypeText.unwrappingOptional(param.type)
                        return type.hasPrefix("[") && !TypeText.mentionedNames(type).isEmpty && isData(type, in: ref)
                    }
                }
            }
            return takesItems
        }

        /// The standard library's containers and the closure's `Void`: data whatever they hold.
        static let standardValues: Set<String> = ["Array", "Dictionary", "Set", "Optional", "Void"]

        /// Supertypes that say nothing of what a class is. Equality (`Equatable`, `Hashable`,
        /// `Identifiable`) is a value's trait: a class compared by content is a record.
        static let markerProtocols: Set<String> = ["AnyObject", "class", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible"]
    }

    private static func constructionMessage(_ context: LintContext, _ symbol: SymbolID, _ target: SymbolID, property: PropertyDecl) -> String {
        "\(context.describe(symbol)) constructs \(context.symbol(target).qualifiedName) itself for '\(property.name)'; " +
            "receive it from the assembly instead"
    }

    /// Property wrappers through which SwiftUI observes an `ObservableObject`.
    static let observingWrappers: Set<String> = ["@StateObject", "@ObservedObject", "@EnvironmentObject"]

    private static func message(_ context: LintContext, _ symbol: SymbolID, _ target: SymbolID, advice: SymbolID?) -> String {
        let advice = advice.map { "depend on the \(context.symbol($0).qualifiedName) protocol instead" } ?? "depend on a protocol instead"
        let kind = context.symbol(target).kind.rawValue
        return "\(context.describe(symbol)) stores \(context.symbol(target).qualifiedName), a concrete \(kind); \(advice)"
    }
}
