import ProjectIndex
import SourceModel

struct ObservableModelRule: ProjectRule {
    static let roles = OptionKey.roles("roles")

    let description = RuleDescription(
        id: "observable-model",
        summary: "The Model that a SwiftUI view reads is observable.",
        rationale: """
        In MVI for SwiftUI (article 002, the Model section) and in VIPER with a SwiftUI Model layer (article 003, \
        the implementation section) the view renders the Model's state and SwiftUI redraws when that state changes: \
        the Model is an `ObservableObject` with `@Published` properties (or an `@Observable` class). A Model class \
        that is neither changes without the screen ever hearing of it. Value types are not checked.
        """,
        options: [
            Self.roles.declared("Roles whose classes must be observable.", default: [.model]),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "mvi", """
            protocol ListModelStatePotocol { var text: String { get } }
            final ↓class ListModel: ListModelStatePotocol {
                var text: String = ""
            }
            """),
            RuleExample(pack: "viper-swiftui", """
            protocol SceneModelInput: AnyObject { func setArticles(_ titles: [String]) }
            ↓class SceneModel: SceneModelInput {
                var articles: [String] = []
                func setArticles(_ titles: [String]) { articles = titles }
            }
            """),
            RuleExample(pack: "mvi", """
            protocol ProfileModelActionsProtocol: AnyObject { func show(name: String) }
            final ↓class ProfileModel: NSObject, ProfileModelActionsProtocol {
                private(set) var name = ""
                func show(name: String) { self.name = name }
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "mvi", """
            protocol ListModelStatePotocol { var text: String { get } }
            final class ListModel: ObservableObject, ListModelStatePotocol {
                @Published var text: String = ""
            }
            """),
            RuleExample(pack: "viper-swiftui", """
            protocol SceneModelInput: AnyObject {}
            @Observable final class SceneModel: SceneModelInput {
                var articles: [String] = []
            }
            """),
            RuleExample(pack: "mvi", """
            // Observable through a base class of the project; a value type named *Model is data.
            class BaseStateModel: ObservableObject {}
            final class ListModel: BaseStateModel {}
            struct RowModel { let title: String }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var observableObject = context.project.conformanceTrait(to: "ObservableObject")
        for symbol in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true)
        where context.symbol(symbol).kind == .class {
            let declarations = context.symbol(symbol).declarations.map(context.declaration)
            let observable = observableObject.holds(for: symbol, in: context.project)
                || declarations.contains { $0.attributes.contains("@Observable") }
            if !observable {
                report.report(declarationOf: symbol, message: """
                    \(context.describe(symbol)) is not observable, so the SwiftUI view never hears of its changes; \
                    make it an ObservableObject with @Published state (or an @Observable class)
                    """)
            }
        }
    }
}
