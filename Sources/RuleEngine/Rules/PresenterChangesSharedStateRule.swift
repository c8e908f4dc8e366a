import ProjectIndex
import SourceModel

struct PresenterChangesSharedStateRule: ProjectRule {
    static let roles = OptionKey.roles("roles")

    let description = RuleDescription(
        id: "presenter-changes-shared-state",
        summary: "Presenters do not change the app's shared objects; the interactor makes that decision.",
        rationale: """
        Article 000 (SVIP, "Компоненты чистой архитектуры") keeps all business logic and state in the interactor, \
        the presenter being only its adapter to the screen; article 001 (Clean Swift, "Presentador") lets the \
        presenter format data for display and nothing more; article 003 (VIPER with SwiftUI, "Теория") keeps the \
        presenter to its original VIPER functions. A presenter that writes into an object of the app it holds — a \
        login flag on an `AppState`, the token of a session, the items of a shared cart — changes what the whole \
        app sees, a business decision taken where no interactor test covers it. Objects the pack gives a role (the \
        view, a SwiftUI Model, the router) are the presenter's to drive, and so is an object of its own scene (one \
        declared in its folder or named with its stem, such as the view model an SVIP presenter-router fills in, \
        seen from another pack), and so is an object the presenter constructs itself (the menu items it builds \
        for its screen); its own properties are `presenter-state`'s to judge, and writes in an initializer \
        set the presenter up. One finding per member written.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must not change shared objects.", default: [.presenter]),
        ],
        reads: ModelDetail(bodyFacts: true),
        scope: .referencedTypes,
        triggering: [
            // SwiftUI VIPER with no interactor: the presenter logs the user in itself.
            RuleExample(pack: "viper-swiftui-presenter", files: [
                ("Sources/App/Entities/AppState.swift", """
                import Combine
                final class AppState: ObservableObject { @Published var isLogin = false }
                """),
                ("Sources/App/Scenes/Login/LoginPresenter.swift", """
                import SwiftUI
                final class LoginPresenter: ObservableObject {
                    private let appState: AppState
                    init(appState: AppState) { self.appState = appState }
                    func didTapLogin() { ↓appState.isLogin = true }
                }
                """),
                ("Sources/App/Scenes/Login/LoginView.swift", """
                import SwiftUI
                struct LoginView: View {
                    @ObservedObject var presenter: LoginPresenter
                    var body: some View { Text("") }
                }
                """),
            ]),
            // A Clean Swift presenter clearing the session on logout.
            RuleExample(pack: "clean-swift", files: [
                ("Sources/App/Core/Session.swift", "final class Session { var token: String? }"),
                ("Sources/App/Scenes/Settings/SettingsPresenter.swift", """
                protocol SettingsPresentationLogic { func presentLogout() }
                final class SettingsPresenter: SettingsPresentationLogic {
                    private let session: Session
                    init(session: Session) { self.session = session }
                    func presentLogout() { ↓session.token = nil }
                }
                """),
            ]),
            // A mutating call counts as a write, through `self` too.
            RuleExample(pack: "viper", files: [
                ("Sources/App/Shared/CartStore.swift", "final class CartStore { var items: [String] = [] }"),
                ("Sources/App/Product/ProductPresenter.swift", """
                protocol ProductInteractorOutput: AnyObject {}
                final class ProductPresenter: ProductInteractorOutput {
                    var cart: CartStore?
                    func didTapAdd(_ item: String) { self.↓cart?.items.append(item) }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The menu items the presenter builds for its own screen are its own to update.
            RuleExample(pack: "clean-swift", """
            final class TransitionMenuBlock {
                var subtitle = ""
                var onTouch: (() -> Void)?
                init(id: String) {}
            }
            protocol CodeEditorSettingsPresentationLogic { func themeChanged(_ name: String) }
            final class CodeEditorSettingsPresenter: CodeEditorSettingsPresentationLogic {
                var themeBlock: TransitionMenuBlock?
                func buildMenu() { themeBlock = TransitionMenuBlock(id: "theme") }
                func themeChanged(_ name: String) {
                    themeBlock?.subtitle = name
                    themeBlock?.onTouch = {}
                }
            }
            """),
            // The interactor changes the app's state; the presenter asks it to.
            RuleExample(pack: "viper", """
            final class AppState { var isLogin = false }
            protocol LoginInteractorInput: AnyObject { func login() }
            final class LoginInteractor: LoginInteractorInput {
                private let appState: AppState
                init(appState: AppState) { self.appState = appState }
                func login() { appState.isLogin = true }
            }
            protocol LoginInteractorOutput: AnyObject {}
            final class LoginPresenter: LoginInteractorOutput {
                var interactor: LoginInteractorInput?
                func didTapLogin() { interactor?.login() }
            }
            """),
            // The observable presenter's own display state, and the Model it writes into (a role).
            RuleExample(pack: "viper-swiftui", """
            import SwiftUI
            protocol SceneModelInput: AnyObject { func setArticles(_ titles: [String]) }
            final class SceneModel: ObservableObject, SceneModelInput {
                @Published var titles: [String] = []
                @Published var spinner = false
                func setArticles(_ titles: [String]) { self.titles = titles }
            }
            final class ScenePresenter {
                weak var model: SceneModel?
                func didLoad(_ titles: [String]) { model?.spinner = false; model?.setArticles(titles) }
            }
            """),
            // The scene's own object, seen from a pack without its role: an SVIP view model the router fills in.
            RuleExample(pack: "viper", """
            final class LoginViewModel { var title = ""; var isButtonEnabled = false }
            final class LoginRouter {
                weak var viewModel: LoginViewModel?
                func present(title: String) { viewModel?.title = title; viewModel?.isButtonEnabled = true }
            }
            """),
            // A value held by the presenter, and a shared object set up in the initializer.
            RuleExample(pack: "viper", """
            struct Filter { var query = "" }
            final class Theme { var accent = "blue" }
            protocol SearchInteractorOutput: AnyObject {}
            final class SearchPresenter: SearchInteractorOutput {
                private var filter = Filter()
                private let theme: Theme
                init(theme: Theme) { self.theme = theme; theme.accent = "green" }
                func didType(_ text: String) { filter.query = text }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var memberWrites = context.memberWritesByDeclaration()
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            // The writes first: only the properties written through are resolved.
            let writes = context.symbol(symbol).declarations.flatMap { ref in
                memberWrites.of(ref).filter { !$0.inInitializer && $0.kind != .binding }.map { (ref, $0) }
            }
            guard !writes.isEmpty else { continue }
            let bases = Set(writes.map(\.1.base))
            // The properties written through that hold an object of the app with no role, from outside the scene,
            // and not one the presenter constructs itself (the menu items it builds for its screen are its own).
            let constructed = Set(context.referencesOfSymbol[symbol].filter(\.isConstruction).flatMap(\.targets))
            var shared: [String: SymbolID] = [:]
            for (ref, property) in context.storedInstanceProperties(of: symbol) where bases.contains(property.name) {
                guard let type = property.type,
                      let object = context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref).first?.symbol,
                      context.role(object) == nil, [.class, .actor].contains(context.symbol(object).kind),
                      !constructed.contains(object), !Self.sameScene(symbol, object, context) else { continue }
                shared[property.name] = object
            }
            for (ref, write) in writes {
                guard let object = shared[write.base] else { continue }
                let how = write.kind == .assignment ? "assigns to" : "mutates"
                report.report(file: ref.file, at: write.position, length: write.base.utf8.count, symbol: symbol,
                              subject: "\(write.base).\(write.member)", related: object, key: "\(symbol)->\(write.base).\(write.member)",
                              message: """
                    \(context.describe(symbol)) \(how) \(write.base).\(write.member), state of \(context.symbol(object).qualifiedName) \
                    the whole app shares; changing it is business logic: ask the interactor
                    """)
            }
        }
    }

    /// Whether the object belongs to the presenter's scene: declared in the presenter's folder,
    /// or named with its stem (`LoginViewModel` for `LoginRouter`).
    static func sameScene(_ presenter: SymbolID, _ object: SymbolID, _ context: LintContext) -> Bool {
        let name = context.symbol(presenter).name
        if let last = name.lastIndex(where: \.isUppercase), last > name.startIndex,
           context.symbol(object).name.hasPrefix(name[..<last]) { return true }
        guard let own = context.symbol(presenter).declaration, let other = context.symbol(object).declaration else { return false }
        return SceneEvidence.folder(of: context.relativePaths[own.file]) == SceneEvidence.folder(of: context.relativePaths[other.file])
    }
}
