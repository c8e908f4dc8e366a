import Platform
import ProjectIndex
import SourceModel

struct RoleDependencyRule: ProjectRule {
    static let forbidden = OptionKey.pairs("forbidden")
    static let assemblers = OptionKey.roles("assemblers")
    static let smallViewLines = OptionKey.int("smallViewLines")
    static let smallViewMayUse = OptionKey.roles("smallViewMayUse")
    static let splitViewRoles = OptionKey.roles("splitViewRoles")
    static let splitViewMayNotCall = OptionKey.roles("splitViewMayNotCall")
    static let assemblyMethods = OptionKey.globs("assemblyMethods")

    let description = RuleDescription(
        id: "role-dependency",
        summary: "References between roles follow the pattern's data flow.",
        rationale: """
        Each pattern draws its cycle one way: in Clean Swift view → interactor → presenter → view; in VIPER the \
        interactor talks to its output protocol, never to the view or router. An edge the pattern forbids (a \
        presenter calling the interactor, a view creating a worker) shortcuts the cycle and hides logic where no \
        test looks for it. The forbidden edges are the pack's `forbidden` option; `role:implementation` on the \
        right side means only the class counts, not its protocol. Building and wiring a scene is not such an edge: \
        the roles a pack names in `assemblers` may construct the others in a static factory (VIPER's \
        `createModule()`), an initializer, or a method named like `setup()` (Clean Swift's view controller, which \
        article 001 allows to configure its scene), or call another scene's factory (a method named so, or any \
        static method of an assembler's type: `TransfersRouter.makeTransfersController()`). A nested type or a static \
        member reached through a type (`Orders.Request`) is a dependency on that member, not on the outer role. \
        Article 004 lets a small screen (under about 200 lines) do without a presentation model: with \
        `smallViewLines`, a view shorter than that may use the services itself. The allowance is for a screen \
        not split: once a small view stores its presentation model (`splitViewRoles`), the article's view \
        controller no longer knows the services, and calling one of them itself (`splitViewMayNotCall`) is \
        reported; handing it to the presentation model is not.
        """,
        options: [
            Self.forbidden.declared("Forbidden [from, to] role edges.", default: "[]", note: "set by each pack"),
            Self.assemblers.declared("Roles that may build and wire a scene's other roles.", default: "[]",
                       note: "set by each pack"),
            Self.smallViewLines.declared("A view of fewer lines may use the `smallViewMayUse` roles itself (1: none may).",
                       default: "1", note: "200 in the layered pack"),
            Self.smallViewMayUse.declared("The roles a small view may use itself.", default: [.service]),
            Self.splitViewRoles.declared("Roles whose stored property makes a small view a split screen (its presentation model).",
                       default: "[]", note: "[\"viewModel\"] in the layered pack"),
            Self.splitViewMayNotCall.declared("The roles whose methods a split small view may not call itself, allowance or not.",
                       default: "[]", note: "[\"service\"] in the layered pack"),
            Self.assemblyMethods.declared("Names of the methods whose bodies build a scene (and of factories called on a type).",
                       default: #"["setup", "setUp", "setup*Scene", "setupVIP", "setupModule", "configure", "configureModule", "configureScene", "configureVIP", "assemble*", "build", "buildModule*", "create", "createModule*", "make*Module*", "makeScene*", "makeViewController"]"#),
        ],
        scope: .referencedTypes,
        triggering: [
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func fetch() }
            protocol ListOrdersPresentationLogic { func present() }
            final class ListOrdersPresenter: ListOrdersPresentationLogic {
                var interactor: ↓ListOrdersBusinessLogic?
                func present() {}
            }
            """),
            RuleExample(pack: "viper", """
            protocol LoginInteractorInput: AnyObject { func login() }
            final class LoginInteractor: LoginInteractorInput { func login() {} }
            final class LoginPresenter {}
            final class LoginRouter {
                func refresh() { ↓LoginInteractor().login() }
            }
            """),
            RuleExample(pack: "svip", """
            protocol OrdersInteractor: AnyObject {}
            actor OrdersLogic: OrdersInteractor {}
            @MainActor final class OrdersRouter {}
            final class OrdersConfigurator {}
            final class OrdersViewModel {
                // The view model talks to the interactor only, and builds nothing.
                let router = ↓OrdersRouter()
                init() {}
            }
            """),
            RuleExample(pack: "clean-swift", """
            protocol CartBusinessLogic { func load() }
            final class CartInteractor: CartBusinessLogic { func load() {} }
            final class CartPresenter {}
            final class CartViewController: UIViewController {
                // Not assembly: the view controller creates a presenter while it runs.
                func reload() { _ = ↓CartPresenter() }
            }
            """),
            // A scene's own view is no composition root: building another module is the router's job.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            final class GenreListPresenter: ObservableObject {}
            final class GenreListInteractor {}
            final class MovieListRouter { static func createModule() -> some View { Text("") } }
            final class MovieListPresenter {}
            struct GenreListView: View {
                @ObservedObject var presenter: GenreListPresenter
                var body: some View { ↓MovieListRouter.createModule() }
            }
            @main struct MoviesApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View { var body: some View { MovieListRouter.createModule() } }
            """),
            // A small screen that has its presentation model yet calls the service itself.
            RuleExample(pack: "layered", """
            final class FeedService { func deletePost(id: Int) {} }
            final class FeedPresentationModel { var posts: [Int] = [] }
            final class FeedViewController: UIViewController {
                private let model = FeedPresentationModel()
                private let feedService: ↓FeedService
                init(feedService: FeedService) { self.feedService = feedService; super.init(nibName: nil, bundle: nil) }
                func delete(_ id: Int) { feedService.deletePost(id: id) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersBusinessLogic { func fetch() }
            protocol ListOrdersPresentationLogic { func present() }
            final class ListOrdersInteractor: ListOrdersBusinessLogic {
                var presenter: ListOrdersPresentationLogic?
                func fetch() { presenter?.present() }
            }
            """),
            RuleExample(pack: "clean-swift", """
            protocol CreateOrderBusinessLogic { func load() }
            protocol CreateOrderDisplayLogic: AnyObject {}
            final class CreateOrderInteractor: CreateOrderBusinessLogic { var presenter: CreateOrderPresenter?; func load() {} }
            final class CreateOrderPresenter { weak var viewController: CreateOrderDisplayLogic? }
            final class CreateOrderViewController: UIViewController, CreateOrderDisplayLogic {
                var interactor: CreateOrderBusinessLogic?
                private func setup() {
                    let interactor = CreateOrderInteractor()
                    let presenter = CreateOrderPresenter()
                    interactor.presenter = presenter
                    presenter.viewController = self
                    self.interactor = interactor
                }
            }
            """),
            RuleExample(pack: "viper", """
            protocol LoginInteractorInput: AnyObject {}
            final class LoginInteractor: LoginInteractorInput {}
            final class LoginPresenter { var interactor: LoginInteractorInput?; weak var router: LoginRouter? }
            final class LoginViewController: UIViewController { var presenter: LoginPresenter? }
            final class LoginRouter {
                static func createModule() -> UIViewController {
                    let view = LoginViewController()
                    let presenter = LoginPresenter()
                    presenter.interactor = LoginInteractor()
                    view.presenter = presenter
                    return view
                }
            }
            """),
            // The view the app's entry point shows first builds the first module: the composition root.
            RuleExample(pack: "viper-swiftui-presenter", files: [
                ("App/MoviesApp.swift", """
                import SwiftUI
                @main struct MoviesApp: App { var body: some Scene { WindowGroup { ContentView() } } }
                """),
                ("App/ContentView.swift", """
                import SwiftUI
                struct ContentView: View { var body: some View { GenreListRouter.createModule() } }
                """),
                ("App/Modules/GenreList/GenreList.swift", """
                import SwiftUI
                final class GenreListPresenter: ObservableObject {}
                final class GenreListInteractor {}
                final class GenreListRouter {
                    static func createModule() -> some View { GenreListView(presenter: GenreListPresenter()) }
                }
                struct GenreListView: View {
                    @ObservedObject var presenter: GenreListPresenter
                    var body: some View { Text("") }
                }
                """),
            ]),
            // The tab shell the scene delegate makes its root builds its tabs through the routers' factories,
            // whatever they are called.
            RuleExample(pack: "viper", files: [
                ("App/SceneDelegate.swift", """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = TabBarController() }
                }
                """),
                ("App/TabBarController.swift", """
                import UIKit
                protocol TransfersViewInput: AnyObject {}
                final class TransfersViewController: UIViewController, TransfersViewInput {}
                final class TransfersPresenter {}
                final class TransfersRouter {
                    static func makeTransfersController() -> UIViewController { TransfersViewController() }
                }
                final class TabBarController: UITabBarController {
                    override func viewWillAppear(_ animated: Bool) {
                        viewControllers = [TransfersRouter.makeTransfersController()]
                    }
                }
                """),
            ]),
            // A small screen with no presentation model may call its service (article 004's simple screens).
            RuleExample(pack: "layered", """
            final class FeedService { func deletePost(id: Int) {} }
            final class FeedViewController: UIViewController {
                private let feedService = FeedService()
                func delete(_ id: Int) { feedService.deletePost(id: id) }
            }
            """),
            // A small screen handing the service to its presentation model calls nothing on it.
            RuleExample(pack: "layered", """
            final class FeedService { func deletePost(id: Int) {} }
            final class FeedViewModel { var service: FeedService?; func delete(_ id: Int) { service?.deletePost(id: id) } }
            final class FeedViewController: UIViewController {
                private let viewModel = FeedViewModel()
                private let feedService = FeedService()
                override func viewDidLoad() { viewModel.service = feedService }
            }
            """),
            RuleExample(pack: "mvi", """
            final class ItemsView: View { var body: some View { Text("") } }
            final class ItemsModel {
                // A value nested in the view's namespace is the model's data, not the view.
                func make() -> ItemsView.Row { ItemsView.Row() }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        // Per role, the roles it may not reference: any of their symbols, or (`role:implementation`)
        // only implementations. Looked up per reference, not scanned.
        var forbidden: [Role: [Role: (any: Bool, implementations: Bool)]] = [:]
        for (from, to) in options[Self.forbidden] {
            let parts = to.split(separator: ":")
            let implementationOnly = parts.count > 1 && parts[1] == "implementation"
            let (from, to) = (Role(from), Role(String(parts[0])))
            var edge = forbidden[from]?[to] ?? (false, false)
            if implementationOnly { edge.implementations = true } else { edge.any = true }
            forbidden[from, default: [:]][to] = edge
        }
        guard !forbidden.isEmpty else { return }
        let assemblers = Set(options[Self.assemblers])
        let smallViewLines = options[Self.smallViewLines]
        let smallViewMayUse = Set(options[Self.smallViewMayUse])
        let splitViewRoles = Set(options[Self.splitViewRoles])
        let splitViewMayNotCall = Set(options[Self.splitViewMayNotCall])
        var tokens = DeclarationTokens()
        // Per protocol with no role, whether a presentation model implements it: found once, however
        // many small views hold it.
        var implementedByModel: [SymbolID: Bool] = [:]
        /// The roles a small view gives up its allowance for: those of `splitViewMayNotCall` whose
        /// methods it calls on a stored property while it stores a presentation model. Only a small
        /// view that stores both is read token by token.
        func calledDespiteModel(_ view: SymbolID) -> Set<Role> {
            guard !splitViewRoles.isEmpty, !splitViewMayNotCall.isEmpty else { return [] }
            var held: [String: Role] = [:]
            var others: [SymbolID] = []
            // What each stored property keeps: its written type, else what its initial value builds.
            let built = context.referencesOfSymbol[view].filter { $0.isConstruction && $0.function == nil }
            for (ref, property) in context.storedInstanceProperties(of: view) {
                let targets = property.writtenOrCastType.map { type in
                    context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref).map(\.symbol)
                } ?? built.filter { $0.file == ref.file && $0.position.line == property.position.line && $0.position > property.position }
                    .flatMap(\.targets)
                for target in targets where target != view {
                    if let role = context.role(target), splitViewMayNotCall.contains(role) {
                        held[property.name] = role
                    } else {
                        others.append(target)
                    }
                }
            }
            // The presentation model, held by its class or by a protocol with no role of its own that it
            // implements (`PostFeedDataSourceViewModelProtocol`).
            func isModel(_ symbol: SymbolID) -> Bool {
                if let role = context.role(symbol) { return splitViewRoles.contains(role) }
                guard context.symbol(symbol).isProtocol else { return false }
                if let known = implementedByModel[symbol] { return known }
                let found = context.project.descendants(ofSymbols: [symbol]).contains { context.role($0).map(splitViewRoles.contains) == true }
                implementedByModel[symbol] = found
                return found
            }
            guard !held.isEmpty, others.contains(where: isModel) else { return [] }
            var called = Set<Role>()
            for (_, file, range) in tokens.of(view, in: context) {
                for use in HeldMemberUses.scan(file, range: range, holders: Set(held.keys)) where use.ending == .call {
                    called.insert(held[use.holder]!)
                }
            }
            return called
        }
        /// A view short enough to skip the presentation model (all its declarations' lines together).
        func isSmallView(_ symbol: SymbolID) -> Bool {
            smallViewLines > 1 && context.role(symbol) == .view && context.lineCount(of: symbol) < smallViewLines
        }
        let assemblyMethods = NameGlobSet(options[Self.assemblyMethods])
        func isAssembly(_ reference: ResolvedReference) -> Bool {
            if let member = reference.member, assemblyMethods.firstMatch(member) != nil { return true }
            guard let function = reference.function else { return false }
            return function.isStatic || function.name == "init" || assemblyMethods.firstMatch(function.name) != nil
        }
        // A static method of an assembler's type (`TransfersRouter.makeTransfersController()`) is another
        // scene's factory whatever it is called, as `createModule()` is.
        func callsFactory(_ reference: ResolvedReference) -> Bool {
            guard let member = reference.member else { return false }
            return reference.targets.contains { target in
                context.plays(target, anyOf: assemblers)
                    && context.methods(of: target).contains { $0.method.isStatic && $0.method.name == member }
            }
        }
        let roots = Self.compositionRoots(context)
        for symbol in context.checkedSymbolIDs {
            guard let role = context.role(symbol), var edges = forbidden[role] else { continue }
            if isSmallView(symbol) {
                let called = calledDespiteModel(symbol)
                edges = edges.filter { !smallViewMayUse.contains($0.key) || called.contains($0.key) }
            }
            let assembles = assemblers.contains(role) || roots.contains(symbol)
            report.reportReferences(from: symbol, in: context, where: { reference in
                if assembles && (isAssembly(reference) || callsFactory(reference)) { return nil }
                for target in reference.targets where target != symbol {
                    guard let targetRole = context.role(target), let edge = edges[targetRole] else { continue }
                    if edge.any || (edge.implementations && context.symbol(target).isImplementation) { return .symbol(target) }
                }
                return nil
            }, message: { _, target in
                "\(context.describe(symbol)) references \(context.describe(target!)); the pattern forbids \(role) → \(context.role(target!)!)"
            })
        }
    }

    /// The app's entry points: the SwiftUI `App`, the app and scene delegates.
    static let entryPointBases = ["App", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate"]

    /// The views the app's entry point builds itself (`WindowGroup { ContentView() }`, a scene
    /// delegate's root view controller): the composition root, which builds the first module as
    /// an assembler does. The entry points have no role, so their few references are read here.
    static func compositionRoots(_ context: LintContext) -> Set<SymbolID> {
        let project = context.project
        var roots = Set<SymbolID>()
        for entry in project.descendants(ofSymbols: [], externalNames: entryPointBases).sorted() {
            for ref in project.symbols[entry].declarations {
                let file = project.files[ref.file]
                for reference in file.references[file.types[ref.type].referenceRange] where reference.isConstruction {
                    let name = file.names[Int(reference.name)]
                    for target in project.resolve(name, file: ref.file, enclosingType: Int(reference.owner))
                        where context.role(target) == .view {
                        roots.insert(target)
                    }
                }
            }
        }
        return roots
    }
}
