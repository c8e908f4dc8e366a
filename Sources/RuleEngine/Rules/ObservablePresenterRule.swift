import ProjectIndex
import SourceModel

struct ObservablePresenterRule: ProjectRule {
    let description = RuleDescription(
        id: "observable-presenter",
        summary: "VIPER with SwiftUI: the presenter is not observable; the Model is.",
        rationale: """
        In VIPER with a SwiftUI Model layer, the SwiftUI view observes an `ObservableObject` Model and the presenter \
        writes into it. A presenter that is itself observable (`ObservableObject`, `@Observable`, `@Published`) \
        becomes a second view model and the Model layer loses its purpose.
        """,
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "viper-swiftui", """
            protocol ProfilePresenterInput: AnyObject {}
            protocol ProfileInteractorInput: AnyObject {}
            final ↓class ProfilePresenter: ObservableObject, ProfilePresenterInput {
                @Published var name = ""
            }
            """),
            // The Observation framework's macro makes it a view model too.
            RuleExample(pack: "viper-swiftui", """
            import Observation
            protocol ProfileModelInput: AnyObject {}
            final class ProfileModel: ObservableObject, ProfileModelInput {}
            @Observable
            final ↓class ProfilePresenter {
                var title = ""
            }
            """),
            // Observable through a protocol it conforms to.
            RuleExample(pack: "viper-swiftui", """
            protocol CartPresenterProtocol: ObservableObject {}
            protocol CartModelInput: AnyObject {}
            final class CartModel: ObservableObject, CartModelInput {}
            final ↓class CartPresenter: CartPresenterProtocol {
                weak var model: CartModelInput?
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "viper-swiftui", """
            protocol ProfileModelInput: AnyObject {}
            final class ProfileModel: ObservableObject, ProfileModelInput { @Published var name = "" }
            final class ProfilePresenter {
                weak var model: ProfileModelInput?
            }
            """),
            // A presenter may subscribe to the Model's publishers; it is just not observed itself.
            RuleExample(pack: "viper-swiftui", """
            import Combine
            protocol SearchModelInput: AnyObject { func show(results: [String]) }
            final class SearchModel: ObservableObject, SearchModelInput {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                func show(results: [String]) { self.results = results }
            }
            final class SearchPresenter {
                weak var model: SearchModelInput?
                private var cancellables = Set<AnyCancellable>()
                func bind(to model: SearchModel) {
                    model.$query.sink { _ in }.store(in: &cancellables)
                }
            }
            """),
            // A test double plays no role.
            RuleExample(pack: "viper-swiftui", files: [
                ("Sources/App/Profile/ProfilePresenter.swift", """
                protocol ProfileModelInput: AnyObject {}
                final class ProfileModel: ObservableObject, ProfileModelInput {}
                final class ProfilePresenter { weak var model: ProfileModelInput? }
                """),
                ("Tests/AppTests/ProfilePresenterSpy.swift", """
                final class ProfilePresenterSpy: ObservableObject {
                    @Published var calls: [String] = []
                }
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var observableObject = context.project.conformanceTrait(to: "ObservableObject")
        for symbol in context.checkedSymbols(withRoles: [.presenter], implementationsOnly: true) {
            let declarations = context.symbol(symbol).declarations.map(context.declaration)
            let observable = observableObject.holds(for: symbol, in: context.project)
                || declarations.contains { $0.attributes.contains("@Observable") }
                || declarations.contains { $0.properties.contains { $0.wrappers.contains("@Published") } }
            if observable {
                report.report(declarationOf: symbol, message: """
                    \(context.describe(symbol)) is observable; let the SwiftUI view observe the Model and keep the presenter plain
                    """)
            }
        }
    }
}
