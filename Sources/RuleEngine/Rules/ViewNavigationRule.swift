import ProjectIndex
import SourceModel

struct ViewNavigationRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let calls = OptionKey.strings("calls")
    static let systemScreens = OptionKey.strings("systemScreens")
    static let containers = OptionKey.strings("containers")
    static let smallViewLines = OptionKey.int("smallViewLines")
    static let patternRoles = OptionKey.roles("patternRoles")

    let description = RuleDescription(
        id: "view-navigation",
        summary: "A view controller (or, where the pack says, a presenter) does not push or present other screens itself; the router does.",
        rationale: """
        Article 004 (`004_de65990a70fc16a8.txt`, the layered Redmadrobot architecture, "Переходим к presentation model и router" and \
        "Пересмотрели роутинг") takes navigation out of the view controller: configuring the next screen and \
        handing it its data swelled every controller, so a router builds and shows screens and the view controller \
        only asks for it through a handler on its presentation model. The app's own helpers count as UIKit's: a \
        method of an extension of a framework class (`extension UIViewController { func push(module:) }`) or of a \
        protocol, whose body shows the screen its caller hands it (with UIKit's call or through another such \
        helper), makes a view that calls it (bare or through `self`, on a type it inherits, with no method of that \
        name of its own) navigate; a helper that shows a screen of its own choosing (a loading overlay) does not. \
        Article 001 (`001_ec88cb080be885b6.txt`, Clean Swift, "Enrutador") gives \
        transitions and data passing between scenes to the router, and article 000 (`000_27ea26e03bea9952.txt`, SVIP, "Презентер" and "Вид") to the \
        presenter-router. A view controller calling UIKit's `pushViewController`, `present`, `show`, \
        `showDetailViewController` or `performSegue` itself is doing the router's work. System dialogs (an alert, an \
        action sheet, a share sheet, a picker) are the screen's own and are not reported (`systemScreens`, read in the \
        presented name or in the type a local of the method built it as), nor are \
        UIKit's containers (a `UINavigationController` subclass pushing is its job, a tab bar controller is the app's \
        root, not a screen); with \
        `smallViewLines` a short screen may navigate itself, as article 004 allows for screens of about 200 lines. \
        A presenter that builds the next scene and presents it on its view (`view?.present(…)`) does the same \
        router's work from the other side; the Clean Swift and VIPER packs name the presenter in `roles` too. \
        The rule holds where the pattern is built: a view in a module (a build target) with no type of the roles \
        the pattern hands navigation to or through (`patternRoles`), beside targets that have them, is a plain-MVC \
        screen, a demo target or a leftover sample, with no router to ask.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must not navigate themselves.", default: [.view]),
            Self.calls.declared("The UIKit calls that count as navigating.",
                       default: #"["pushViewController", "present", "show", "showDetailViewController", "performSegue"]"#),
            Self.systemScreens.declared("""
                Words that, found in the first argument's name or in the framework type a local of the method built \
                it as (`let controller = UIAlertController(…)`; not a type the project declares), ignoring case, mark a \
                system screen the view may show itself.
                """,
                       default: #"["alert", "actionSheet", "activity", "picker", "mail", "messageCompose", "safari", "share", "sharing", "documentInteraction", "QLPreview", "VoiceShortcut"]"#),
            Self.containers.declared("UIKit containers whose subclasses show screens as their job (a navigation controller's own push).",
                       default: #"["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]"#),
            Self.smallViewLines.declared("A view of fewer lines (all its declarations together) may navigate itself (1: none may).",
                       default: "1"),
            Self.patternRoles.declared("""
                Roles whose types in a view's module show the module follows the pattern; a view in a module with none \
                of them (a plain-MVC demo target), beside modules that have them, is not checked.
                """, default: [.presenter, .interactor, .router, .viewModel, .intent, .configurator]),
        ],
        scope: .referencedTypes,
        readsAcrossProject: true,
        triggering: [
            // A method of the view's own extension showing the screen it is handed, which the view builds
            // and hands it: the view navigates (an SDK's delegate callback, which the view never calls, is not).
            RuleExample(pack: "viper", files: [
                ("Cart/CartViewController.swift", """
                protocol CartViewInput: AnyObject {}
                final class CartViewController: UIViewController, CartViewInput {
                    func didTapCheckout() { open(screen: CheckoutViewController()) }
                }
                final class CheckoutViewController: UIViewController {}
                extension CartViewController {
                    func open(screen: UIViewController) { ↓present(screen, animated: true) }
                }
                """),
            ]),
            RuleExample(pack: "layered", """
            final class DealsPresentationModel {}
            final class DealDetailsViewController: UIViewController {}
            final class DealsViewController: UIViewController {
                var presentationModel: DealsPresentationModel!
                func didSelect() {
                    let details = DealDetailsViewController()
                    navigationController?.↓pushViewController(details, animated: true)
                }
            }
            """, options: #"{"smallViewLines": 1}"#),
            RuleExample(pack: "layered", """
            final class ProfilePresentationModel {}
            final class ProfileViewController: UIViewController {
                var presentationModel: ProfilePresentationModel!
                @objc func edit() {
                    ↓present(UINavigationController(rootViewController: EditProfileViewController()), animated: true)
                }
                func openSettings() { ↓performSegue(withIdentifier: "settings", sender: self) }
            }
            final class EditProfileViewController: UIViewController {}
            """, options: #"{"smallViewLines": 1}"#),
            RuleExample(pack: "clean-swift", """
            protocol OrdersDisplayLogic: AnyObject {}
            protocol OrdersRoutingLogic { func routeToDetails() }
            final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                var router: OrdersRoutingLogic?
                func didSelect() {
                    self.↓show(OrderDetailsViewController(), sender: self)
                }
            }
            final class OrderDetailsViewController: UIViewController {}
            """),
            // A local named `controller` holding an app screen is read by what built it; an alert built in
            // an earlier method does not excuse it.
            RuleExample(pack: "viper", """
            protocol GroupsViewInput: AnyObject {}
            final class CreateGroupViewController: UIViewController {}
            final class GroupsViewController: UIViewController, GroupsViewInput {
                func confirm() {
                    let controller = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
                    present(controller, animated: true)
                }
                func didTapCreate() {
                    let controller = CreateGroupViewController()
                    controller.modalPresentationStyle = .fullScreen
                    self.↓present(controller, animated: true, completion: nil)
                }
            }
            """),
            // The presenter presents the next scene on its view controller (clean-swift and viper packs).
            RuleExample(pack: "clean-swift", """
            protocol HomePresentationLogic { func presentProfile() }
            protocol HomeDisplayLogic: AnyObject {}
            enum ProfileAssembly { static func build() -> UIViewController { UIViewController() } }
            final class HomeViewController: UIViewController, HomeDisplayLogic {}
            final class HomePresenter: HomePresentationLogic {
                weak var view: HomeViewController?
                func presentProfile() {
                    view?.navigationController?.↓pushViewController(ProfileAssembly.build(), animated: true)
                }
            }
            """),
            // The app's own helper, declared once for every view controller, that pushes the module it is handed;
            // and one that hands its module on to it.
            RuleExample(pack: "clean-swift", files: [
                ("Legacy/PushRouterSource.swift", """
                protocol PushRouterSourceProtocol { func push(module: UIViewController) }
                extension UIViewController: PushRouterSourceProtocol {
                    @objc func push(module: UIViewController) {
                        self.navigationController?.pushViewController(module, animated: true)
                    }
                    func replace(by module: UIViewController) {
                        self.navigationController?.popViewController(animated: false)
                        self.push(module: module)
                    }
                }
                """),
                ("Reviews/ReviewsViewController.swift", """
                protocol ReviewsDisplayLogic: AnyObject { func displayCourse(id: Int) }
                final class ReviewsViewController: UIViewController, ReviewsDisplayLogic {
                    func displayCourse(id: Int) {
                        let assembly = CourseInfoAssembly(courseID: id)
                        self.↓push(module: assembly.makeModule())
                    }
                    func displayWriteReview() { ↓replace(by: WriteReviewAssembly().makeModule()) }
                }
                """),
            ]),
            // A helper presenting the controller it is handed with a style, called bare.
            RuleExample(pack: "viper", files: [
                ("Supporting Files/ViewControllerExtensions.swift", """
                extension UIViewController {
                    func present(_ viewController: UIViewController, presentationStyle: UIModalPresentationStyle) {
                        viewController.modalPresentationStyle = presentationStyle
                        self.present(viewController, animated: true)
                    }
                }
                """),
                ("Auth/AddMajorViewController.swift", """
                protocol AddMajorViewInput: AnyObject {}
                final class AddMajorViewController: UIViewController, AddMajorViewInput {
                    func didFinish() {
                        let nav = UINavigationController(rootViewController: InviteFriendViewController())
                        ↓present(nav, presentationStyle: .fullScreen)
                    }
                }
                final class InviteFriendViewController: UIViewController {}
                """),
            ]),
            // A protocol extension the view conforms to.
            RuleExample(pack: "viper", """
            protocol Routable: AnyObject {}
            extension Routable where Self: UIViewController {
                func open(_ screen: UIViewController) { show(screen, sender: nil) }
            }
            protocol OrdersViewInput: AnyObject {}
            final class OrdersViewController: UIViewController, OrdersViewInput, Routable {
                func didSelect() { self.↓open(OrderDetailsViewController()) }
            }
            final class OrderDetailsViewController: UIViewController {}
            """),
        ],
        nonTriggering: [
            // The app's helpers that show a screen of their own choosing (a loading overlay), a helper of a
            // protocol the view does not conform to, another object's `push(_:)`, the view's own `push(_:)`,
            // and a system dialog handed to a presenting helper.
            RuleExample(pack: "viper", files: [
                ("Extensions/UIViewController+Helpers.swift", """
                extension UIViewController {
                    func startLoading(title: String) {
                        let controller = LoadingController(title: title)
                        present(controller, animated: true, completion: nil)
                    }
                    func present(_ viewController: UIViewController, presentationStyle: UIModalPresentationStyle) {
                        viewController.modalPresentationStyle = presentationStyle
                        present(viewController, animated: true)
                    }
                    func push(module: UIViewController) { navigationController?.pushViewController(module, animated: true) }
                }
                protocol Coordinating: AnyObject {}
                extension Coordinating where Self: UIViewController {
                    func open(_ screen: UIViewController) { show(screen, sender: nil) }
                }
                final class LoadingController: UIViewController { init(title: String) { super.init(nibName: nil, bundle: nil) } }
                """),
                ("Feed/FeedViewController.swift", """
                protocol FeedViewInput: AnyObject {}
                final class Stack { func push(module: Int) {} ; func open(_ screen: UIViewController) {} }
                final class FeedViewController: UIViewController, FeedViewInput {
                    let stack = Stack()
                    func reload() { startLoading(title: "Loading") }
                    func keep() { stack.push(module: 1); stack.open(UIViewController()) }
                    func ask() {
                        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
                        present(alert, presentationStyle: .popover)
                    }
                    func open(_ screen: UIViewController) {}
                    func step() { open(UIViewController()) }
                }
                final class HistoryViewController: UIViewController, FeedViewInput {
                    func push(module: UIViewController) { addChild(module) }
                    func embed() { push(module: UIViewController()) }
                }
                """),
            ]),
            // A login SDK asks its delegate, the view, to host the SDK's own screen: the SDK chose it.
            RuleExample(pack: "viper", files: [
                ("Auth/MapsLoginProvider.swift", """
                protocol MapsLoginProviderDelegate: AnyObject { func presentLoginScreen(_ screen: UIViewController) }
                final class MapsLoginProvider {
                    weak var delegate: MapsLoginProviderDelegate?
                    func start() { delegate?.presentLoginScreen(UIViewController()) }
                }
                """),
                ("Auth/SignInViewController.swift", """
                protocol SignInViewInput: AnyObject {}
                final class SignInViewController: UIViewController, SignInViewInput {}
                extension SignInViewController: MapsLoginProviderDelegate {
                    func presentLoginScreen(_ screen: UIViewController) { self.present(screen, animated: true) }
                }
                """),
            ]),
            // A navigation controller pushing is doing its job.
            RuleExample(pack: "layered", """
            final class AppNavigationController: UINavigationController {
                override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                    if viewControllers.contains(viewController) { return }
                    super.pushViewController(viewController, animated: animated)
                }
                func open(_ screen: UIViewController) { pushViewController(screen, animated: true) }
            }
            """, options: #"{"smallViewLines": 1}"#),
            // The router navigates; the view controller asks its presentation model.
            RuleExample(pack: "layered", """
            final class DealsPresentationModel { var onShowDeal: (() -> Void)?; func select() { onShowDeal?() } }
            final class DealsViewController: UIViewController {
                var presentationModel: DealsPresentationModel!
                func didSelect() { presentationModel.select() }
            }
            final class MainRouter {
                weak var navigationController: UINavigationController?
                func showDeals() {
                    navigationController?.pushViewController(DealsViewController(), animated: true)
                }
            }
            """, options: #"{"smallViewLines": 1}"#),
            // An alert or a share sheet is the screen's own; `show(error:)` is the app's method, not UIKit's.
            RuleExample(pack: "layered", """
            final class LoginViewController: UIViewController {
                func fail(_ message: String) {
                    let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                    show(error: message)
                }
                func share(_ text: String) {
                    present(UIActivityViewController(activityItems: [text], applicationActivities: nil), animated: true)
                }
                func show(error: String) {}
            }
            """, options: #"{"smallViewLines": 1}"#),
            // A system screen in a local named otherwise is known by the initializer that built it.
            RuleExample(pack: "viper", """
            protocol ChatSettingsViewInput: AnyObject {}
            final class ChatSettingsViewController: UIViewController, ChatSettingsViewInput {
                func rename() {
                    let controller = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
                    controller.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                    self.present(controller, animated: true, completion: nil)
                }
                func sendSMS(_ phone: String) {
                    let controller = MFMessageComposeViewController()
                    controller.recipients = [phone]
                    present(controller, animated: true)
                }
            }
            """),
            // Article 004: a small screen may do without a router (the layered pack's 200 lines).
            RuleExample(pack: "layered", """
            final class AboutViewController: UIViewController {
                func openLicenses() {
                    navigationController?.pushViewController(LicensesViewController(), animated: true)
                }
            }
            final class LicensesViewController: UIViewController {}
            """),
            // Clean Swift routes segues through the router from `prepare(for:sender:)`.
            RuleExample(pack: "clean-swift", """
            protocol OrdersDisplayLogic: AnyObject {}
            final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                func didSelect() { performSegue(withIdentifier: "Details", sender: nil) }
                override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                    super.present(viewControllerToPresent, animated: flag, completion: completion)
                }
            }
            """),
            // A demo target of plain view controllers beside the app's VIPER modules has no router: it is
            // not built in the pattern.
            RuleExample(pack: "viper", files: [
                ("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Gallery", targets: [.target(name: "Gallery"), .executableTarget(name: "Demo")])
                """),
                ("Sources/Gallery/GalleryRouter.swift", """
                protocol GalleryRouterInput: AnyObject { func close() }
                final class GalleryRouter: GalleryRouterInput { func close() {} }
                final class GalleryPresenter { var router: GalleryRouterInput? }
                """),
                ("Sources/Demo/DemoViewController.swift", """
                final class DemoViewController: UIViewController {
                    func openGallery() { navigationController?.pushViewController(GalleryViewController(), animated: true) }
                }
                final class GalleryViewController: UIViewController {}
                """),
            ]),
        ])

    /// Which modules have types of the pattern's roles (`patternModules`): all it reads across the
    /// project. The navigation helpers follow from each file's own extensions (`HelperCalls`,
    /// updated per edit).
    func factsReadAcrossProject(_ context: LintContext, options: RuleOptions) -> Set<String>? {
        Self.patternModules(context, options)
    }

    /// The build targets holding a type of the pattern's roles. A build target is evidence of how
    /// the app is split; the folder guess is not, so the guessed folders count as one, `""` (a
    /// `Views/` folder beside `Presenters/` is one app).
    private static func patternModules(_ context: LintContext, _ options: RuleOptions) -> Set<String> {
        let patternRoles = options[Self.patternRoles]
        return context.derivedFacts.value("view-navigation modules of " + patternRoles.map(\.name).joined(separator: ",")) {
            var modules = Set<String>()
            for symbol in context.symbols(withRoles: Set(patternRoles), implementationsOnly: false) {
                for ref in context.symbol(symbol).declarations { modules.insert(unit(ref.file, context)) }
            }
            return modules
        }
    }

    private static func unit(_ file: Int, _ context: LintContext) -> String {
        let module = context.project.moduleOfFile[file]
        return context.project.describedModules.contains(module) ? module : ""
    }

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let calls = Set(options[Self.calls])
        let systemScreens = options[Self.systemScreens].map(Self.lowercased)
        let smallViewLines = options[Self.smallViewLines]
        var containers = options[Self.containers].map { context.project.conformanceTrait(to: $0) }
        var navigationCalls = context.navigationCallsByDeclaration()
        var ownCalls = context.ownCallsByDeclaration()
        var helpers = NavigationHelpers(context, calls: calls)
        func isSystemScreen(_ name: String) -> Bool {
            let name = Self.lowercased(name)
            return !name.isEmpty && systemScreens.contains(where: { !$0.isEmpty && Self.contains(name, $0) })
        }
        let patternModules = Self.patternModules(context, options)
        for symbol in context.checkedSymbols(withRoles: roles, implementationsOnly: true) {
            let declarations = context.symbol(symbol).declarations
            // Where no target shows the pattern, the pack was chosen for these views: they are checked.
            if !patternModules.isEmpty && !declarations.contains(where: { patternModules.contains(Self.unit($0.file, context)) }) { continue }
            if containers.indices.contains(where: { containers[$0].holds(for: symbol, in: context.project) }) { continue }
            if smallViewLines > 1 && context.lineCount(of: symbol) < smallViewLines { continue }
            // The methods the view calls bare or through `self`, in any of its declarations.
            let ownMethodsCalled = Set(declarations.flatMap { ref in
                ownCalls.of(ref).map { context.project.files[ref.file].names[Int($0.method)] }
            })
            for ref in declarations {
                let names = context.project.files[ref.file].names
                for call in ownCalls.of(ref) {
                    let method = names[Int(call.method)]
                    guard let helper = helpers.helper(method, reachableFrom: symbol, context),
                          call.argument < 0 || !isSystemScreen(names[Int(call.argument)]) else { continue }
                    report.report(file: ref.file, at: call.position, length: method.utf8.count, symbol: symbol,
                                  subject: method, message: """
                        \(context.describe(symbol)) navigates itself (\(method), the app's helper on \(helper.scope), \
                        which shows the screen it is handed with \(helper.call)); showing other screens is the router's work
                        """)
                }
                for call in navigationCalls.of(ref) where calls.contains(call.method) && call.receiver != "super" {
                    // A screen handed in as the parameter of a method the view never calls itself was chosen by
                    // whoever built it (an SDK asking its delegate to host its login screen); a method the view
                    // calls with a screen it built is the view navigating, and a view handing a screen to an
                    // app-wide helper is reported at its call.
                    if call.showsParameter, Int(call.function) < context.project.files[ref.file].functions.count,
                       !ownMethodsCalled.contains(context.project.files[ref.file].functions[Int(call.function)].name) { continue }
                    // A type the project declares is the app's own screen, whatever its name (a `DataPickerController`).
                    if isSystemScreen(call.argument) || (isSystemScreen(call.argumentType)
                        && context.project.resolve(call.argumentType, file: ref.file, enclosingType: ref.type).isEmpty) { continue }
                    let what = call.receiver.isEmpty || call.receiver == "?" ? call.method : "\(call.receiver).\(call.method)"
                    report.report(file: ref.file, at: call.position, length: call.method.utf8.count, symbol: symbol,
                                  subject: call.method, message: """
                        \(context.describe(symbol)) navigates itself (\(what)); showing other screens is the router's work
                        """)
                }
            }
        }
    }

    /// ASCII lower case: the names compared are Swift identifiers.
    private static func lowercased(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}

/// The app's own navigation helpers: methods declared in an extension of a framework class
/// (`extension UIViewController { func push(module: UIViewController) { … pushViewController(module, …) } }`)
/// or of a protocol of the project, that show the screen their caller hands them, with one of
/// UIKit's calls or through another such helper of the same extended type. A view calling one
/// (bare or through `self`) navigates as if it called UIKit itself. A helper that shows a
/// screen of its own choosing (a loading overlay, a video player) is the view's own business.
struct NavigationHelpers {
    /// Per method name, the extended types (a framework class's or a protocol's qualified name)
    /// whose helper of that name navigates, each with the UIKit call it ends in.
    private let scopesOfName: [String: [(scope: String, call: String)]]
    /// Per extended type asked about, which types inherit it; per method name asked about, which
    /// types (or their project superclasses) declare a method of that name themselves.
    private var inheriting: [String: LintContext.InheritedTrait] = [:]
    private var declaring: [String: LintContext.InheritedTrait] = [:]

    init(_ context: LintContext, calls: Set<String>) {
        let facts = context.helperCalls.value { HelperCalls(context) }
        var navigating: [HelperCalls.Key: String] = [:]
        var callers: [HelperCalls.Key: [HelperCalls.Key]] = [:]
        for file in facts.ofFile {
            for (key, method) in file.navigating where calls.contains(method) && navigating[key] == nil { navigating[key] = method }
            for (callee, caller) in file.calling { callers[callee, default: []].append(caller) }
        }
        // A helper that hands its screen to a navigating helper navigates too: a walk back along the calls, each key once.
        var queue = Array(navigating.keys).sorted { ($0.scope, $0.name) < ($1.scope, $1.name) }
        var next = 0
        while next < queue.count {
            let callee = queue[next]
            next += 1
            for caller in callers[callee] ?? [] where navigating[caller] == nil {
                navigating[caller] = navigating[callee]
                queue.append(caller)
            }
        }
        var scopesOfName: [String: [(scope: String, call: String)]] = [:]
        for key in queue { scopesOfName[key.name, default: []].append((key.scope, navigating[key] ?? "")) }
        self.scopesOfName = scopesOfName
    }

    /// The helper a call of `name` made by `symbol` (a view) reaches: one of an extended type
    /// that `symbol` inherits, when neither `symbol` nor a project class above it declares a
    /// method of that name itself (an unrelated `push(_:)` of the view's own).
    mutating func helper(_ name: String, reachableFrom symbol: SymbolID, _ context: LintContext) -> (scope: String, call: String)? {
        guard let scopes = scopesOfName[name] else { return nil }
        if declaring[name] == nil {
            declaring[name] = context.inheritedTrait { [project = context.project] id in
                project.symbols[id].isImplementation
                    && project.symbols[id].declarations.contains { project.files[$0.file].types[$0.type].methods.contains { $0.name == name } }
            }
        }
        if declaring[name]?.holds(for: symbol) == true { return nil }
        for helper in scopes {
            if inheriting[helper.scope] == nil {
                inheriting[helper.scope] = context.inheritedTrait { [project = context.project] id in
                    project.symbols[id].qualifiedName == helper.scope || project.directSupertypeNames[id].contains(helper.scope)
                }
            }
            if inheriting[helper.scope]?.holds(for: symbol) == true { return helper }
        }
        return nil
    }
}

/// The calls in extensions that show a parameter of their method, per file: the navigation calls
/// (with the framework method called) and the calls of the app's own methods, each keyed by the
/// extended type and the method making it. What a file contributes follows from its model and the
/// index's declarations alone, so an edit's lint takes the last lint's table and reads again only
/// the edited files (`updating`).
struct HelperCalls: Sendable {
    struct Key: Hashable, Sendable {
        var scope: String
        var name: String
    }

    struct OfFile: Sendable {
        /// Each method that shows its parameter through a framework call, with the call's method.
        var navigating: [(key: Key, method: String)] = []
        /// Each own call that hands a parameter on: the callee, then the method calling it.
        var calling: [(callee: Key, caller: Key)] = []
    }

    let ofFile: [OfFile]

    init(_ context: LintContext) {
        ofFile = context.project.files.indices.map { Self.calls(inFile: $0, context) }
    }

    private init(ofFile: [OfFile]) { self.ofFile = ofFile }

    /// The table after the `changed` files were edited (declaring alike), read from `context`.
    func updating(changed: [Int], _ context: LintContext) -> HelperCalls {
        var ofFile = self.ofFile
        for file in changed { ofFile[file] = Self.calls(inFile: file, context) }
        return HelperCalls(ofFile: ofFile)
    }

    // Only calls in extensions know whether they show a parameter: a pass over those facts, not over declarations.
    private static func calls(inFile file: Int, _ context: LintContext) -> OfFile {
        let project = context.project
        // The lists read, not the whole file copied (a retain per list it holds).
        let functions = project.files[file].functions
        let names = project.files[file].names
        func key(showsParameter: Bool, owner: Int32, function: Int32) -> Key? {
            guard showsParameter, Int(function) < functions.count,
                  let symbol = project.symbol(declaredAt: DeclarationRef(file: file, type: Int(owner))) else { return nil }
            let extended = project.symbols[symbol]
            guard extended.declaration == nil || extended.isProtocol else { return nil }
            return Key(scope: extended.qualifiedName, name: functions[Int(function)].name)
        }
        var facts = OfFile()
        for call in project.files[file].navigationCalls where call.receiver != "super" {
            if let key = key(showsParameter: call.showsParameter, owner: call.owner, function: call.function) {
                facts.navigating.append((key, call.method))
            }
        }
        for call in project.files[file].ownCalls {
            guard let caller = key(showsParameter: call.showsParameter, owner: call.owner, function: call.function) else { continue }
            facts.calling.append((Key(scope: caller.scope, name: names[Int(call.method)]), caller))
        }
        return facts
    }
}
