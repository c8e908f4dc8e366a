import ProjectIndex
import SourceModel

struct PresenterBuildsViewRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let viewTypes = OptionKey.strings("viewTypes")

    /// Framework views a presenter could build or hold: UIKit's and AppKit's views and screens,
    /// SwiftUI's view protocol and the views a body is made of, WebKit's web view. Values a
    /// screen shows (`Color`, `Font`, `UIImage`) and bar items are not views.
    static let defaultViewTypes: [String] = FrameworkTypes.viewBases + FrameworkTypes.cellBases + [
        "Text", "Button", "Label", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "List",
        "ScrollView", "NavigationView", "NavigationStack", "NavigationLink", "Spacer", "AnyView", "EmptyView",
        "Alert", "ActionSheet", "Toggle", "TextField", "WKWebView",
    ]

    /// What a class adopts to drive a UIKit view from outside it.
    static let componentProtocols: Set<String> = [
        "UITableViewDataSource", "UITableViewDelegate", "UITableViewDataSourcePrefetching", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UICollectionViewDataSourcePrefetching",
        "UIPickerViewDataSource", "UIPickerViewDelegate",
    ]

    let description = RuleDescription(
        id: "presenter-builds-view",
        summary: "Presenters do not build or hold views.",
        rationale: """
        VIPER with SwiftUI (article 003) keeps the presenter to its original VIPER work, preparing what is shown, \
        and draws a line between the layers: the view builds itself from the state it reads (the article's Model \
        layer, the observable presenter of its variant, or in UIKit VIPER what the presenter tells its passive \
        view), and the router assembles the screens. A presenter that returns a `Button` or `some View`, \
        constructs a screen, stores a web view it drives, or keeps a collection view's data source has taken the \
        view's work: the screen's look is then split across two layers and the presenter cannot be tested \
        without the UI. Hand the view display values and let it build the controls.
        """,
        options: [
            Self.roles.declared("Roles that must not build or hold views.", default: [.presenter]),
            Self.viewTypes.declared("Framework view types (the project's own views are known by their role).",
                                    default: Self.defaultViewTypes),
        ],
        scope: .referencedTypes,
        readsAcrossProject: true,
        triggering: [
            // The presenter serving as the table's data source fills the cells; its conformances to its own
            // input and output protocols build nothing.
            RuleExample(pack: "viper", """
            protocol ContactListPresenterInput { func viewWillAppear() }
            protocol ContactListInteractorOutput: AnyObject { func didFetch(_ names: [String]) }
            protocol ContactListViewInput: AnyObject { func reload() }
            final class ContactListPresenter: NSObject {
                weak var view: ContactListViewInput?
                private var names: [String] = []
            }
            extension ContactListPresenter: ContactListPresenterInput {
                func viewWillAppear() {}
            }
            extension ContactListPresenter: ContactListInteractorOutput {
                func didFetch(_ names: [String]) { self.names = names; view?.reload() }
            }
            extension ContactListPresenter: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
                ↓func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            """),
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            protocol SettingInteractorProtocol: AnyObject {}
            final class SettingInteractor: SettingInteractorProtocol {}
            final class SettingPresenter: ObservableObject {
                @Published var isLoggedOut = false
                ↓func makeLogoutButton() -> some View {
                    Button(action: { self.isLoggedOut = true }) { Text("Log out") }
                }
            }
            """),
            // The project's own view, constructed by the presenter instead of the router.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            struct WebView: View { let url: String; var body: some View { EmptyView() } }
            final class FrogsListRouter { func makeAboutView() -> WebView { WebView(url: "about") } }
            final class FrogsListPresenter: ObservableObject {
                @Published var showsAbout = false
                func aboutPage() { let page = ↓WebView(url: "about"); _ = page }
            }
            """),
            // A UIKit VIPER presenter keeping the collection view's data source, behind a protocol.
            RuleExample(pack: "viper", """
            import UIKit
            protocol ShortcutsViewManagerProtocol { func show(_ titles: [String]) }
            final class ShortcutsViewManager: NSObject, ShortcutsViewManagerProtocol {
                func show(_ titles: [String]) {}
            }
            extension ShortcutsViewManager: UICollectionViewDataSource {}
            protocol MainViewInput: AnyObject {}
            final class MainViewController: UIViewController, MainViewInput, UICollectionViewDelegate {}
            final class MainInteractor {}
            final class MainPresenter {
                weak var view: MainViewInput?
                var shortcutsManager: ↓ShortcutsViewManagerProtocol?
            }
            """),
            // A web view stored and driven by the presenter.
            RuleExample(pack: "viper-swiftui", """
            import WebKit
            final class BrowserInteractor {}
            final class BrowserPresenter {
                weak var webView: ↓WKWebView?
                private let interactor: BrowserInteractor
                init(interactor: BrowserInteractor) { self.interactor = interactor }
                func reload() { webView?.reload() }
            }
            """),
        ],
        nonTriggering: [
            // Display values, not views: the view builds the button from them.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            final class SettingInteractor {}
            final class SettingPresenter: ObservableObject {
                @Published var logoutTitle = "Log out"
                @Published var accent: Color = .red
                func didTapLogout() {}
            }
            """),
            // The router assembles the next screen; the presenter asks it and passes it on.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            struct WebView: View { let url: String; var body: some View { EmptyView() } }
            protocol FrogsListRouterProtocol { func makeAboutView() -> AnyView }
            final class FrogsListRouter: FrogsListRouterProtocol {
                func makeAboutView() -> AnyView { AnyView(WebView(url: "about")) }
            }
            final class FrogsListPresenter: ObservableObject {
                private let router: FrogsListRouterProtocol
                init(router: FrogsListRouterProtocol) { self.router = router }
                func makeAboutView() -> AnyView { router.makeAboutView() }
            }
            """),
            // The screen it talks to, held by its class: concrete-dependency's finding, not a view built here.
            RuleExample(pack: "viper", """
            import UIKit
            final class LoginInteractor {}
            final class LoginView: UIViewController {}
            final class LoginPresenter {
                weak var view: LoginView?
                func loaded() { view?.title = "Log in" }
            }
            """),
            // The view it talks to is held through the view's protocol, as VIPER wires it.
            RuleExample(pack: "viper-swiftui", """
            protocol SceneModelInput: AnyObject { func setArticles(_ titles: [String]) }
            final class SceneInteractor {}
            final class ScenePresenter {
                weak var model: SceneModelInput?
                func articlesLoaded(_ titles: [String]) { model?.setArticles(titles) }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let viewTypes = Set(options[Self.viewTypes])
        func isView(_ target: SymbolID) -> Bool {
            let role = context.role(target)
            return context.symbol(target).isImplementation && (role == .view || role == .cell)
        }
        // Whether a type adopts a collection view's data source or delegate, itself or through a
        // supertype: one walk of the hierarchy for all types (a chain of N classes costs N, not N²).
        var drivesView = context.inheritsName(anyOf: Self.componentProtocols)
        func isComponentImplementation(_ target: SymbolID) -> Bool {
            context.symbol(target).isImplementation && !isView(target) && drivesView.holds(for: target)
        }
        /// The protocols above some implementation that drives a view, and those above some other
        /// implementation: each set is one upward walk from its implementations, made once.
        var protocolSides: (aboveComponents: Set<SymbolID>, aboveOthers: Set<SymbolID>)?
        func ancestors(of starts: [SymbolID]) -> Set<SymbolID> {
            var seen = Set<SymbolID>()
            var stack = starts
            while let symbol = stack.popLast() {
                for parent in context.project.directSupertypeSymbols[symbol] where seen.insert(parent).inserted { stack.append(parent) }
            }
            return seen
        }
        /// A helper that drives a view (a collection view's data source or delegate), or a protocol
        /// only such helpers implement; the screen itself, held through its protocol, is wiring.
        func isComponent(_ target: SymbolID) -> Bool {
            if context.symbol(target).isImplementation { return isComponentImplementation(target) }
            guard context.symbol(target).isProtocol else { return false }
            if protocolSides == nil {
                let implementations = context.project.symbolIDs.filter { context.symbol($0).isImplementation }
                let components = implementations.filter(isComponentImplementation)
                let componentSet = Set(components)
                protocolSides = (ancestors(of: components), ancestors(of: implementations.filter { !componentSet.contains($0) }))
            }
            return protocolSides!.aboveComponents.contains(target) && !protocolSides!.aboveOthers.contains(target)
        }
        func viewNamed(_ name: String, targets: ArraySlice<SymbolID>) -> (isView: Bool, symbol: SymbolID?) {
            if let target = targets.first { return (isView(target) || isComponent(target), target) }
            return (viewTypes.contains(name), nil)
        }
        func describeView(_ target: SymbolID) -> String {
            isView(target) ? context.describe(target) : "\(context.describe(target)), which drives a view (its data source or delegate)"
        }
        func message(_ symbol: SymbolID, _ what: String) -> String {
            "\(context.describe(symbol)) builds or holds \(what); hand the view display values and let it build itself "
                + "(the router assembles screens)"
        }
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            // The presenter naming itself or its own protocols (`extension ListPresenter: ListPresenterInput`)
            // builds and holds nothing, even when it is a data source itself: that is reported where it serves.
            // Found only for a presenter that names a view: walking every presenter's supertypes
            // would be quadratic in a deep hierarchy.
            var own: Set<SymbolID>?
            // One finding per method (a builder names many views), at its name when it returns what its
            // body builds; a method that returns a view the router built only passes it on.
            var buildingMethods = Set<String>()
            for reference in context.referencesOfSymbol[symbol] {
                if let function = reference.function, viewNamed(reference.name, targets: reference.targets).isView {
                    buildingMethods.insert("\(reference.file):\(function.name)")
                }
            }
            var signatureLines = Set<String>()
            for (ref, method) in context.methods(of: symbol) {
                signatureLines.insert("\(ref.file):\(method.position.line)")
                guard let returned = method.returnType, buildingMethods.contains("\(ref.file):\(method.name)") else { continue }
                for name in TypeText.mentionedNames(returned) {
                    let view = viewNamed(name, targets: context.resolveTypeText(name, in: ref).map(\.symbol)[...])
                    guard view.isView else { continue }
                    report.report(file: ref.file, at: method.position, length: method.name.utf8.count, symbol: symbol,
                                  member: method.name, subject: name, related: view.symbol,
                                  key: "\(symbol)@\(ref.file):\(method.name)",
                                  message: message(symbol, view.symbol.map(describeView) ?? "the view type \(name)"))
                    break
                }
            }
            for reference in context.referencesOfSymbol[symbol] {
                let view = viewNamed(reference.name, targets: reference.targets)
                guard view.isView else { continue }
                if own == nil { own = Set(context.selfAndSupertypes(of: symbol)) }
                guard !reference.targets.contains(where: own!.contains) else { continue }
                let place: String
                if let target = view.symbol, !isView(target) {
                    // A component is one finding per presenter: holding it and serving as its delegate are one choice.
                    place = "component \(target)"
                } else if let function = reference.function {
                    place = "\(reference.file):\(function.name)"
                } else if signatureLines.contains("\(reference.file):\(reference.position.line)") {
                    continue
                } else if !reference.isConstruction, let target = view.symbol, context.role(target) == .view {
                    // The screen the presenter talks to, held outside any method: VIPER's wiring, even when
                    // typed by the class (concrete-dependency reports that), not a view it builds.
                    continue
                } else {
                    place = "\(reference.file):line \(reference.position.line)"
                }
                report.report(file: reference.file, at: reference.position, length: reference.name.utf8.count, symbol: symbol,
                              subject: reference.name, related: view.symbol, key: "\(symbol)@\(place)",
                              message: message(symbol, view.symbol.map(describeView) ?? "the view type \(reference.name)"))
            }
        }
    }
}
