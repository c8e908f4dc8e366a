import ProjectIndex
import SourceModel

struct StrongBackReferenceRule: ProjectRule {
    static let edges = OptionKey.rolePairs("edges")

    let description = RuleDescription(
        id: "strong-back-reference",
        summary: "References back up the ownership chain are weak or unowned.",
        rationale: """
        The view owns its presenter (or interactor), which owns what comes after it; the reference that points back \
        (presenter → view, router → view controller, interactor → presenter) must be `weak` or `unowned`, or the \
        whole scene leaks when the screen closes. The back edges are the pack's `edges` option. A strong reference \
        along such an edge is reported only where it closes a cycle: the type it holds (or a type conforming to the \
        protocol it holds) holds, strongly and through any chain of stored properties, the holder again. Where \
        nothing points back (an MVI intent that is its model's only owner), the strong reference is the ownership, \
        and making it weak would free the object. A property typed by a UIKit class (a router's \
        `var view: UIViewController?`) holds the scene's view when exactly one view of the holder's folder inherits \
        that class and the holder never assigns the property itself outside initializers (a child screen it builds \
        and swaps is not its view); a navigation controller it was handed names no view of its scene. The finding \
        names the types through which the held one keeps its holder alive.
        """,
        options: [
            Self.edges.declared("[owner role, target role] edges that close a cycle.", default: "[]", note: "set by each pack"),
        ],
        scope: .strongReferenceCycles,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject {}
            protocol LoginViewOutput: AnyObject {}
            final class LoginPresenter: LoginViewOutput {
                var ↓view: LoginViewInput?
            }
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginViewOutput!
            }
            """),
            // A lazy cast of the weak view reference keeps the view strongly: its type is the cast's.
            RuleExample(pack: "clean-swift", """
            protocol ExploreViewControllerProtocol: AnyObject { func displayContent() }
            protocol ExploreInteractorProtocol { func load() }
            protocol ExplorePresenterProtocol { func presentContent() }
            final class ExplorePresenter: ExplorePresenterProtocol {
                weak var viewController: ExploreViewControllerProtocol?
                lazy var ↓exploreViewController = self.viewController as? ExploreViewControllerProtocol
                func presentContent() { exploreViewController?.displayContent() }
            }
            final class ExploreInteractor: ExploreInteractorProtocol {
                private let presenter: ExplorePresenterProtocol
                init(presenter: ExplorePresenterProtocol) { self.presenter = presenter }
                func load() { presenter.presentContent() }
            }
            final class ExploreViewController: UIViewController, ExploreViewControllerProtocol {
                private let interactor: ExploreInteractorProtocol
                init(interactor: ExploreInteractorProtocol) { self.interactor = interactor; super.init(nibName: nil, bundle: nil) }
                func displayContent() {}
            }
            """),
            RuleExample(pack: "viper", """
            protocol CartInteractorOutput: AnyObject {}
            final class CartPresenter: CartInteractorOutput {
                var interactor: CartInteractor?
            }
            final class CartInteractor {
                var ↓output: CartInteractorOutput?
            }
            """),
            // The cycle runs through a type of no role, and through a subclass's inherited storage.
            RuleExample(pack: "clean-swift", """
            protocol OrdersDisplayLogic: AnyObject {}
            final class OrdersPresenter {
                var ↓viewController: OrdersDisplayLogic?
            }
            final class Wiring { var presenter: OrdersPresenter? }
            class BaseViewController: UIViewController { var wiring = Wiring() }
            final class OrdersViewController: BaseViewController, OrdersDisplayLogic {}
            """),
            // A longer cycle, over four files: the view keeps a coordinator, which keeps a session, which keeps the presenter.
            RuleExample(pack: "viper", files: [
                ("Cart/CartPresenter.swift", """
                protocol CartViewInput: AnyObject {}
                final class CartPresenter {
                    var ↓view: CartViewInput?
                }
                """),
                ("Cart/CartSession.swift", """
                final class CartSession {
                    var presenter: CartPresenter?
                }
                """),
                ("Cart/CartCoordinator.swift", """
                final class CartCoordinator {
                    var session: CartSession?
                }
                """),
                ("Cart/CartViewController.swift", """
                final class CartViewController: UIViewController, CartViewInput {
                    var coordinator: CartCoordinator?
                }
                """),
            ]),
            // The router keeps its scene's view as a UIKit class: the folder's one view controller is what it holds.
            RuleExample(pack: "viper", files: [
                ("Home/HomeRouter.swift", """
                protocol HomeRouterProtocol { func openProfile() }
                final class HomeRouter: HomeRouterProtocol {
                    var ↓view: UIViewController?
                    func openProfile() { view?.present(ProfileConfigurator.createModule(), animated: true) }
                }
                """),
                ("Home/HomePresenter.swift", """
                protocol HomePresenterProtocol { func viewDidLoad() }
                protocol HomeViewInput: AnyObject {}
                final class HomePresenter: HomePresenterProtocol {
                    weak var view: HomeViewInput?
                    var router: HomeRouterProtocol?
                    func viewDidLoad() {}
                }
                """),
                ("Home/HomeViewController.swift", """
                final class HomeViewController: UIViewController, HomeViewInput {
                    var presenter: HomePresenterProtocol?
                }
                """),
                ("Home/HomeConfigurator.swift", """
                enum HomeConfigurator {
                    static func createModule() -> UIViewController {
                        let view = HomeViewController(), presenter = HomePresenter(), router = HomeRouter()
                        router.view = view
                        view.presenter = presenter
                        presenter.view = view
                        presenter.router = router
                        return view
                    }
                }
                """),
            ]),
            // Handed in through the initializer, in a project that extends UIViewController itself.
            RuleExample(pack: "viper", files: [
                ("Extensions/UIViewController+Alert.swift", """
                extension UIViewController { func showError() {} }
                """),
                ("Transfers/TransfersRouter.swift", """
                protocol TransfersRouterProtocol: AnyObject {}
                final class TransfersRouter: TransfersRouterProtocol {
                    var ↓viewController: UIViewController?
                    init(viewController: UIViewController? = nil) { self.viewController = viewController }
                }
                """),
                ("Transfers/TransfersViewController.swift", """
                protocol TransfersViewInput: AnyObject {}
                final class TransfersPresenter { weak var view: TransfersViewInput?; var router: TransfersRouterProtocol? }
                final class TransfersViewController: UIViewController, TransfersViewInput {
                    var presenter: TransfersPresenter?
                }
                """),
            ]),
        ],
        nonTriggering: [
            // A weak view controller, a navigation controller the router was handed, a child screen the
            // presenter builds and swaps itself: none is the scene's view kept alive by its own presenter.
            RuleExample(pack: "viper", files: [
                ("Cart/CartRouter.swift", """
                protocol CartRouterInput: AnyObject {}
                final class CartRouter: CartRouterInput {
                    weak var viewController: UIViewController?
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                }
                """),
                ("Cart/CartPresenter.swift", """
                protocol CartViewInput: AnyObject {}
                final class CartPresenter {
                    weak var view: CartViewInput?
                    var router: CartRouterInput?
                    private var resultsController: UIViewController?
                    func showResults() { resultsController = ResultsAssembly.make() }
                }
                """),
                ("Cart/CartViewController.swift", """
                final class CartViewController: UIViewController, CartViewInput {
                    var presenter: CartPresenter?
                }
                """),
            ]),
            // Two screens in one folder: which one the router keeps is not known, so nothing is said.
            RuleExample(pack: "viper", files: [
                ("Auth/AuthRouter.swift", """
                protocol AuthRouterInput: AnyObject {}
                final class AuthRouter: AuthRouterInput { var view: UIViewController? }
                """),
                ("Auth/AuthPresenter.swift", """
                protocol AuthViewInput: AnyObject {}
                final class AuthPresenter { weak var view: AuthViewInput?; var router: AuthRouterInput? }
                """),
                ("Auth/LoginViewController.swift", """
                final class LoginViewController: UIViewController, AuthViewInput { var presenter: AuthPresenter? }
                """),
                ("Auth/SignupViewController.swift", """
                final class SignupViewController: UIViewController, AuthViewInput { var presenter: AuthPresenter? }
                """),
            ]),
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject {}
            struct LoginViewState { let title: String }
            final class LoginPresenter {
                weak var view: LoginViewInput?
                let initial: LoginViewState
                init() { initial = LoginViewState(title: "") }
            }
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginPresenter?
            }
            """),
            // The intent owns the model, which never points back: no cycle, nothing to make weak.
            RuleExample(pack: "mvi", """
            protocol RootModelStatePotocol: AnyObject {}
            final class RootModel: RootModelStatePotocol {}
            final class RootIntent {
                private let model: RootModelStatePotocol
                init(model: RootModelStatePotocol) { self.model = model }
            }
            """),
            // The view holds its presenter weakly: the presenter's strong reference is the owner's.
            RuleExample(pack: "viper", """
            protocol ProfileViewInput: AnyObject {}
            final class ProfilePresenter {
                var view: ProfileViewInput?
            }
            final class ProfileViewController: UIViewController, ProfileViewInput {
                weak var presenter: ProfilePresenter?
            }
            """),
        ],
        fixes: [
            // An optional var of a class-bound protocol is made weak; a non-optional one is left to its author
            // (weak makes it optional, which changes every use).
            FixExample(pack: "viper", before: """
            protocol LoginViewInput: AnyObject {}
            protocol LoginViewOutput: AnyObject {}
            final class LoginPresenter: LoginViewOutput {
                private(set) var view: LoginViewInput?
            }
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginViewOutput!
            }
            protocol SignupViewInput: AnyObject {}
            final class SignupPresenter {
                var view: SignupViewInput
                init(view: SignupViewInput) { self.view = view }
            }
            final class SignupViewController: UIViewController, SignupViewInput {
                var presenter: SignupPresenter!
            }
            """, after: """
            protocol LoginViewInput: AnyObject {}
            protocol LoginViewOutput: AnyObject {}
            final class LoginPresenter: LoginViewOutput {
                private(set) weak var view: LoginViewInput?
            }
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginViewOutput!
            }
            protocol SignupViewInput: AnyObject {}
            final class SignupPresenter {
                var view: SignupViewInput
                init(view: SignupViewInput) { self.view = view }
            }
            final class SignupViewController: UIViewController, SignupViewInput {
                var presenter: SignupPresenter!
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var edges: [Role: Set<Role>] = [:]
        for (from, to) in options[Self.edges] { edges[from, default: []].insert(to) }
        guard !edges.isEmpty else { return }
        // The strong references along a back edge first; the graph of who keeps whom alive is
        // built only when there is one to judge.
        var candidates: [(symbol: SymbolID, ref: DeclarationRef, property: PropertyDecl, targets: [SymbolID], framework: String?)] = []
        var sceneViews = SceneViews()
        for symbol in context.checkedSymbolIDs {
            guard let role = context.role(symbol), let targets = edges[role], context.symbol(symbol).isImplementation else { continue }
            for (ref, property) in context.strongStoredProperties(of: symbol) {
                // Structs and enums are values: there is no cycle to break and nothing to make weak.
                let held = context.roleTargets(ofType: property.writtenOrCastType, in: ref).map(\.symbol).filter {
                    context.plays($0, anyOf: targets) && ![.struct, .enum].contains(context.symbol($0).kind)
                }
                if !held.isEmpty {
                    candidates.append((symbol, ref, property, held, nil))
                } else if let framework = SceneViews.frameworkType(of: property, in: ref, of: symbol, context) {
                    if let view = sceneViews.view(inheriting: framework, in: ref, context), context.plays(view, anyOf: targets) {
                        candidates.append((symbol, ref, property, [view], framework))
                    }
                }
            }
        }
        guard !candidates.isEmpty else { return }
        let graph = context.strongReferences.value { StrongReferenceGraph(context) }
        let component = graph.componentOfSymbol
        // One search per type held, whatever the number of its holders.
        var chainsOfTarget: [SymbolID: [Int: Int]] = [:]
        for (symbol, ref, property, held, framework) in candidates {
            guard let target = held.first(where: { component[$0] == component[symbol] }) else { continue }
            if chainsOfTarget[target] == nil { chainsOfTarget[target] = graph.chains(from: target) }
            let path = StrongReferenceGraph.holders(to: symbol, on: chainsOfTarget[target] ?? [:], context)
            let back = path.isEmpty ? "" : " through " + path.map { context.symbol($0).name }.joined(separator: " → ")
            let typed = framework.map { " (typed \($0): the one \($0) of its scene's folder)" } ?? ""
            report.report(property: property, in: ref, of: symbol, related: target, fix: weakening(property, in: ref, context), message: """
                \(context.describe(symbol)) holds \(context.describe(target)) strongly in '\(property.name)'\(typed), \
                which holds it back\(back); make it weak (or unowned) to break the retain cycle
                """)
        }
    }
}

extension StrongBackReferenceRule {
    /// The views of a holder's folder (`SceneViews`); the graph is kept across edits
    /// (`Linter`), with the folders whose types' edges changed.
    func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>? { [.view] }

    /// `weak` before the property's `var`, where that compiles and changes nothing else: an
    /// optional `var` (`T?`, or `T!`) with no property wrapper, not `lazy`, of a type named once
    /// that is a class or a protocol bound to classes (`AnyObject`, `class`, `NSObjectProtocol`,
    /// or a class above it). A weak reference that the cycle kept alive now ends with its owner,
    /// which is the point; nothing else reads differently.
    func weakening(_ property: PropertyDecl, in ref: DeclarationRef, _ context: LintContext) -> Fix? {
        guard property.mutable, !property.lazy, !property.computed, property.wrappers.isEmpty, let type = property.type,
              let last = type.last, last == "?" || last == "!" else { return nil }
        let name = type.dropLast()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let resolved = context.project.resolve(String(name), file: ref.file, enclosingType: ref.type)
        guard resolved.count == 1, Self.isClassBound(resolved[0], context.project) else { return nil }
        return Fix("Make the reference weak", edits: [TextEdit(start: property.introducer, end: property.introducer, replacement: "weak ")])
    }

    static func isClassBound(_ symbol: SymbolID, _ project: ProjectIndex) -> Bool {
        switch project.symbols[symbol].kind {
        case .class: return true
        case .protocol:
            let supertypes = project.supertypes(of: symbol)
            return supertypes.externalNames.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }
                || supertypes.symbols.contains { project.symbols[$0].kind == .class }
        default: return false
        }
    }
}

/// Who keeps whom alive: an edge from each type to the types its strong stored properties name
/// (its superclasses' included), and from each protocol or class to the types below it (a
/// property of a protocol's type may hold any of them). Types in one strongly connected
/// component keep each other alive.
struct StrongReferenceGraph: Sendable {
    /// Per symbol, the number of its strongly connected component.
    let componentOfSymbol: [Int]
    /// Per symbol, the symbols its own strong stored properties name (the edges from its declarations).
    private let own: [[Int]]
    /// Per symbol, whom it keeps alive: its own edges, its superclasses', and for a protocol or a
    /// class the types below it.
    private let successors: [[Int]]
    /// The symbols whose component holds other symbols than in the graph this one was updated
    /// from (`updating`); empty for a graph built whole.
    let changed: [SymbolID]

    /// How far up a superclass chain a type's inherited storage is looked for.
    static let maximumSuperclassDepth = 32

    /// How many types a search for the path that closes a cycle visits at most.
    static let maximumPathSearch = 4_096

    init(_ context: LintContext) {
        var views = SceneViews()
        own = context.project.symbolIDs.map { Self.ownEdges(of: $0, &views, context) }
        successors = Self.successors(own, context.project)
        componentOfSymbol = StronglyConnectedComponents.numbers(successors)
        changed = []
    }

    private init(own: [[Int]], successors: [[Int]], componentOfSymbol: [Int], changed: [SymbolID]) {
        self.own = own
        self.successors = successors
        self.componentOfSymbol = componentOfSymbol
        self.changed = changed
    }

    /// The shortest chains of strong references from `start` to the types of its component, as
    /// each type's predecessor on its chain (`start`'s is -1); a bounded search (`maximumPathSearch`
    /// types): a type not reached has none.
    func chains(from start: SymbolID) -> [Int: Int] {
        let component = componentOfSymbol[start.index]
        var previous: [Int: Int] = [start.index: -1]
        var queue = [start.index], next = 0
        while next < queue.count && queue.count < Self.maximumPathSearch {
            let current = queue[next]
            next += 1
            for successor in successors[current] where componentOfSymbol[successor] == component && previous[successor] == nil {
                previous[successor] = current
                queue.append(successor)
            }
        }
        return previous
    }

    /// The types that hold one another from `start` to `end` on a chain of `chains(from: start)`,
    /// both excluded; a protocol on the way is how a reference is typed, not a holder.
    static func holders(to end: SymbolID, on chains: [Int: Int], _ context: LintContext) -> [SymbolID] {
        guard var current = chains[end.index] else { return [] }
        var path: [SymbolID] = []
        while let previous = chains[current], previous >= 0 {
            if !context.symbol(SymbolID(current)).isProtocol { path.append(SymbolID(current)) }
            current = previous
        }
        return path.reversed()
    }

    /// The graph after the `symbols` were edited: their edges found again in `context`, the
    /// components found again only when an edge changed or, `supertypesAlike` false, a type's
    /// supertypes may have, and `changed` the symbols whose component's members changed. The
    /// other symbols' edges must be as they were: `symbols` holds, with the edited types, every
    /// type of a folder whose views changed (`SceneViews`).
    func updating(_ symbols: Set<SymbolID>, _ context: LintContext, supertypesAlike: Bool = true) -> StrongReferenceGraph {
        var own = self.own
        var views = SceneViews()
        for symbol in symbols { own[symbol.index] = Self.ownEdges(of: symbol, &views, context) }
        guard !supertypesAlike || own != self.own else {
            return StrongReferenceGraph(own: own, successors: successors, componentOfSymbol: componentOfSymbol, changed: [])
        }
        let successors = Self.successors(own, context.project)
        let components = StronglyConnectedComponents.numbers(successors)
        // A symbol's component has the same members exactly when the old and new numbers map one to one over it.
        var newOfOld = [Int](repeating: -1, count: components.count), oldOfNew = newOfOld
        var split = [Bool](repeating: false, count: components.count), merged = split
        for symbol in components.indices {
            let (old, new) = (componentOfSymbol[symbol], components[symbol])
            if newOfOld[old] == -1 { newOfOld[old] = new } else if newOfOld[old] != new { split[old] = true }
            if oldOfNew[new] == -1 { oldOfNew[new] = old } else if oldOfNew[new] != old { merged[new] = true }
        }
        let changed = components.indices.filter { split[componentOfSymbol[$0]] || merged[components[$0]] }.map(SymbolID.init)
        return StrongReferenceGraph(own: own, successors: successors, componentOfSymbol: components, changed: changed)
    }

    /// The types a symbol's strong stored properties name or construct, and the scene's view a
    /// property of a UIKit type above it holds (`SceneViews`).
    private static func ownEdges(of symbol: SymbolID, _ views: inout SceneViews, _ context: LintContext) -> [Int] {
        guard context.project.symbols[symbol].declaration != nil && !context.project.symbols[symbol].isProtocol else { return [] }
        var edges: [Int] = []
        for (ref, property) in context.strongStoredProperties(of: symbol) {
            if let type = property.writtenOrCastType {
                guard !TypeText.isFunctionType(type) else { continue }
                let named = context.resolveTypeText(type, in: ref)
                edges += named.map(\.symbol.index)
                if let framework = SceneViews.frameworkType(of: property, in: ref, of: symbol, context),
                   let view = views.view(inheriting: framework, in: ref, context) {
                    edges.append(view.index)
                }
            } else if context.role(symbol) != nil || context.layerOfSymbol[symbol] != nil {
                if let constructed = context.constructedReferences(of: property, in: ref, symbol: symbol).first?.targets.first {
                    edges.append(constructed.index)
                }
            }
        }
        return edges
    }

    private static func successors(_ own: [[Int]], _ project: ProjectIndex) -> [[Int]] {
        var successors = own
        for symbol in project.symbolIDs {
            // Inherited storage: the superclasses' properties, a bounded way up.
            var current = symbol
            for _ in 0..<Self.maximumSuperclassDepth {
                guard let parent = project.directSupertypeSymbols[current].first(where: { project.symbols[$0].kind == .class }),
                      parent != symbol else { break }
                successors[symbol.index] += own[parent.index]
                current = parent
            }
            for parent in project.directSupertypeSymbols[symbol] { successors[parent.index].append(symbol.index) }
        }
        return successors
    }
}

/// The view a scene part holds through a UIKit type: a router's `var view: UIViewController?`
/// names no type of the project, yet the only view controller of its scene is what the assembly
/// puts there. A property typed by a framework class counts as holding the scene's view when
/// exactly one view of the holder's folder inherits that class; a navigation controller the
/// router was handed, or a folder with several screens, names none.
struct SceneViews {
    /// Per folder, its view classes; found on the first question (an edit's graph update asks none
    /// unless an edited type holds such a property).
    private var viewsOfFolder: [Substring: [SymbolID]]?
    /// Per framework class asked about, per folder: how many of its views inherit it, and one of them.
    private var inheritingOfFramework: [String: [Substring: (count: Int, view: SymbolID)]] = [:]

    private static func viewsOfFolder(_ context: LintContext) -> [Substring: [SymbolID]] {
        var viewsOfFolder: [Substring: [SymbolID]] = [:]
        for view in context.symbols(withRoles: [.view], implementationsOnly: true) where context.symbol(view).kind == .class {
            guard let file = context.symbol(view).declaration?.file, file < context.relativePaths.count else { continue }
            viewsOfFolder[SceneEvidence.folder(of: context.relativePaths[file]), default: []].append(view)
        }
        return viewsOfFolder
    }

    /// The framework class a stored property is typed by (`UIViewController` of
    /// `UIViewController?`), when it names no type of the project, its holder is a scene part
    /// other than a view, and the holder never assigns it outside initializers: what the holder
    /// sets itself (a child screen it builds and swaps) is not the view the assembly hands it.
    static func frameworkType(of property: PropertyDecl, in ref: DeclarationRef, of holder: SymbolID, _ context: LintContext) -> String? {
        guard let type = property.writtenOrCastType, let role = context.role(holder), context.sceneRoles.contains(role),
              role != .view, role != .cell, !PresenterStateRule.isWrittenOutsideInitializers(property, in: ref, context) else { return nil }
        let name = TypeText.unwrappingOptional(type)
        // The project may extend the framework class (`extension UIViewController`): it declares no such class still.
        guard name.hasPrefix("UI"), name.allSatisfy({ $0.isLetter || $0.isNumber }),
              context.project.resolve(name, file: ref.file, enclosingType: ref.type).allSatisfy({ context.symbol($0).declaration == nil })
        else { return nil }
        return name
    }

    /// The one view of the holder's folder that inherits `framework`, if there is exactly one.
    /// The views inheriting a framework class are found once per class, with one walk of the
    /// hierarchy, so that a folder of many views and many holders costs no product of the two.
    mutating func view(inheriting framework: String, in ref: DeclarationRef, _ context: LintContext) -> SymbolID? {
        guard ref.file < context.relativePaths.count else { return nil }
        if inheritingOfFramework[framework] == nil {
            if viewsOfFolder == nil { viewsOfFolder = Self.viewsOfFolder(context) }
            var trait = context.project.conformanceTrait(to: framework)
            var inheriting: [Substring: (count: Int, view: SymbolID)] = [:]
            for (folder, views) in viewsOfFolder ?? [:] {
                for view in views where trait.holds(for: view, in: context.project) {
                    inheriting[folder] = (count: (inheriting[folder]?.count ?? 0) + 1, view: view)
                }
            }
            inheritingOfFramework[framework] = inheriting
        }
        guard let found = inheritingOfFramework[framework]?[SceneEvidence.folder(of: context.relativePaths[ref.file])],
              found.count == 1 else { return nil }
        return found.view
    }
}
