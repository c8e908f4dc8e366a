import ProjectIndex
import SourceModel

struct ViewAssemblesModuleRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let parts = OptionKey.roles("parts")

    let description = RuleDescription(
        id: "view-assembles-module",
        summary: "A view does not construct its module's presenter, interactor or router; the assembler does.",
        rationale: """
        Article 003 (VIPER with SwiftUI, "Реализация") changes only how the view is bound to the presentation \
        side and keeps every other part of VIPER as it was: a module is built and wired by its router, builder or \
        assembly, which hands the view its presenter (or Model). Article 001 ("Ver (Controlador de vista)", \
        configurator) names the same job apart, a `setup()` or configurator that constructs the interactor, \
        presenter and router. A view that constructs its presenter (`init(appState:) { presenter = \
        LoginPresenter(appState: appState) }`, `@StateObject var presenter = LoginPresenter()`) or another \
        module's parts has taken that job: it now knows the presenter's class and every dependency the presenter \
        needs, and cannot be given a stub in a test or a preview. A static factory on the view type is its \
        module's assembly written there, the view the app's entry point shows first is the composition root, \
        and a view that builds other views and uses no part but those it builds for them (a tab shell composing \
        the app's modules) is no module's view but part of that composition; none of them is reported. Where a pack lets the view assemble (Clean Swift's `setup()`), the rule is off; \
        where `role-dependency` already forbids the view a part (VIPER's view → interactor, view → router), the \
        pack leaves that part to it: one violation, one finding.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must not construct a module's parts.", default: [.view]),
            Self.parts.declared("The roles of a module's parts, built by its assembler.",
                                default: [.presenter, .model, .interactor, .router],
                                note: "the VIPER packs name only what role-dependency does not forbid the view already"),
        ],
        scope: .project,
        triggering: [
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            final class AppState: ObservableObject { @Published var isLogin = false }
            final class LoginPresenter: ObservableObject { init(appState: AppState) {} }
            final class LoginRouter {}
            struct LoginView: View {
                @ObservedObject var presenter: LoginPresenter
                init(appState: AppState) { self.presenter = ↓LoginPresenter(appState: appState) }
                var body: some View { Text("") }
            }
            """),
            // Article 003's Model is wired to the presenter by the assembler, not made by the view.
            RuleExample(pack: "viper-swiftui", """
            import SwiftUI
            protocol ArticlesModelOutput: AnyObject { func loadArticles() }
            final class ArticlesModel: ObservableObject { var output: ArticlesModelOutput! }
            final class ArticlesPresenter: ArticlesModelOutput { func loadArticles() {} }
            final class ArticlesInteractor {}
            struct ArticlesView: View {
                @StateObject var model = ↓ArticlesModel()
                var body: some View { Text("") }
            }
            """),
            // Another module's parts, built by the view that shows it.
            RuleExample(pack: "viper", """
            protocol DetailViewInput: AnyObject {}
            final class DetailPresenter { init(interactor: DetailInteractor) {} }
            final class DetailInteractor {}
            final class DetailViewController: UIViewController, DetailViewInput {}
            final class ListPresenter {}
            final class ListRouter {}
            final class ListViewController: UIViewController {
                var presenter: ListPresenter?
                func openDetail() {
                    let presenter = ↓DetailPresenter(interactor: DetailInteractor())
                    _ = presenter
                }
            }
            """),
        ],
        nonTriggering: [
            // The router builds the module and hands the view its presenter.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            final class LoginInteractor {}
            final class LoginPresenter: ObservableObject { init(interactor: LoginInteractor) {} }
            struct LoginView: View {
                @ObservedObject var presenter: LoginPresenter
                var body: some View { Text("") }
            }
            final class LoginRouter {
                static func makeModule() -> LoginView { LoginView(presenter: LoginPresenter(interactor: LoginInteractor())) }
            }
            """),
            // A static factory on the view type is the module's assembly, written there.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            final class ProfileInteractor {}
            final class ProfilePresenter: ObservableObject { init(interactor: ProfileInteractor) {} }
            final class ProfileRouter {}
            struct ProfileView: View {
                @ObservedObject var presenter: ProfilePresenter
                var body: some View { Text("") }
                static func build() -> ProfileView {
                    ProfileView(presenter: ProfilePresenter(interactor: ProfileInteractor()))
                }
            }
            """),
            // The view the app's entry point shows first is the composition root.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            @main struct FrogsApp: App { var body: some Scene { WindowGroup { RootView() } } }
            final class HomeInteractor {}
            final class HomePresenter: ObservableObject {}
            final class HomeRouter {}
            struct HomeView: View { @ObservedObject var presenter: HomePresenter; var body: some View { Text("") } }
            struct RootView: View {
                var body: some View { HomeView(presenter: HomePresenter()) }
            }
            """),
            // A tab shell that holds no presenter of its own composes the app's modules.
            RuleExample(pack: "viper-swiftui-presenter", """
            import SwiftUI
            final class FrogsListPresenter: ObservableObject {}
            final class FrogsListRouter {}
            final class SettingPresenter: ObservableObject {}
            struct FrogsListView: View { @ObservedObject var presenter: FrogsListPresenter; var body: some View { Text("") } }
            struct SettingView: View { @ObservedObject var presenter: SettingPresenter; var body: some View { Text("") } }
            struct HomeTabView: View {
                var body: some View {
                    TabView {
                        FrogsListView(presenter: FrogsListPresenter())
                        SettingView(presenter: SettingPresenter())
                    }
                }
            }
            """),
            // A view builds values and its own subviews; only the module's parts are the assembler's.
            RuleExample(pack: "viper", """
            protocol OrdersViewInput: AnyObject {}
            final class OrdersPresenter {}
            final class OrdersRouter {}
            struct OrderEntity { let id: Int }
            final class OrderCell: UITableViewCell {}
            final class OrdersViewController: UIViewController, OrdersViewInput {
                var presenter: OrdersPresenter?
                func render() { _ = OrderEntity(id: 1); _ = OrderCell(); _ = DateFormatter() }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let parts = Set(options[Self.parts])
        guard !parts.isEmpty else { return }
        func isPart(_ target: SymbolID, of symbol: SymbolID) -> Bool { target != symbol && context.plays(target, anyOf: parts) }
        let roots = RoleDependencyRule.compositionRoots(context)
        for symbol in context.symbols(withRoles: Set(options[Self.roles])) where !roots.contains(symbol) {
            // A view that builds other views and uses no part but the ones it builds for them is no
            // module's view: a tab or split shell composing the app's modules, the composition's work.
            var holdsPart = false, buildsViews = false
            for reference in context.referencesOfSymbol[symbol] {
                if !reference.isConstruction && reference.targets.contains(where: { isPart($0, of: symbol) }) { holdsPart = true }
                if reference.isConstruction && reference.targets.contains(where: { $0 != symbol && context.role($0) == .view }) {
                    buildsViews = true
                }
            }
            if buildsViews && !holdsPart { continue }
            report.reportReferences(from: symbol, in: context, where: { reference in
                guard reference.isConstruction, reference.function?.isStatic != true else { return nil }
                return reference.targets.first { isPart($0, of: symbol) }.map(FindingCollector.ReferenceMatch.symbol)
            }, message: { _, target in
                "\(context.describe(symbol)) constructs \(context.describe(target!)); building a module's parts is its "
                    + "assembler's work (router, builder or assembly), which hands the view what it needs"
            })
        }
    }
}
