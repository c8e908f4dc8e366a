import ProjectIndex
import SourceModel

struct MassiveTypeRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let maxLines = OptionKey.int("maxLines")

    let description = RuleDescription(
        id: "massive-type",
        summary: "Opt-in: types of the chosen roles stay under a line limit.",
        rationale: """
        The patterns exist to split the massive view controller; a view controller that grows past a few hundred lines \
        again is the first sign that logic is flowing back into it.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles to measure.", default: [.view]),
            Self.maxLines.declared("Longest allowed declaration, in lines.", default: "400"),
        ],
        optIn: true,
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "layered", """
            final ↓class ProfileViewController: UIViewController {
                func a() {}
                func b() {}
            }
            """, options: #"{"maxLines": 3}"#),
            // `roles` chooses what is measured.
            RuleExample(pack: "layered", """
            final ↓class ProfileViewModel {
                var name = ""
                func load() {}
                func save() {}
            }
            """, options: #"{"roles": ["viewModel"], "maxLines": 4}"#),
            // A SwiftUI view is measured like a view controller.
            RuleExample(pack: "mvi", """
            ↓struct CartView: View {
                let state: CartModelStateProtocol
                var body: some View {
                    VStack { Text("Cart") }
                }
            }
            protocol CartModelStateProtocol {}
            """, options: #"{"maxLines": 4}"#),
        ],
        nonTriggering: [
            RuleExample(pack: "layered", """
            final class ProfileViewController: UIViewController {
                func a() {}
            }
            """, options: #"{"maxLines": 3}"#),
            // By default only views are measured.
            RuleExample(pack: "layered", """
            final class ProfileViewModel {
                var name = ""
                func load() {}
                func save() {}
            }
            """, options: #"{"maxLines": 4}"#),
            // Protocols are not measured.
            RuleExample(pack: "layered", """
            protocol ProfileViewInput: AnyObject {
                func show(name: String)
                func show(error: String)
                func showLoading()
            }
            final class ProfileViewController: UIViewController, ProfileViewInput {
                func show(name: String) {}
            }
            """, options: #"{"maxLines": 4}"#),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        let maxLines = options[Self.maxLines]
        for symbol in context.checkedSymbols(withRoles: roles, implementationsOnly: true) {
            let lines = context.lineCount(of: context.symbol(symbol).declaration!)
            if lines > maxLines {
                report.report(declarationOf: symbol, message: "\(context.describe(symbol)) is \(lines) lines long (limit \(maxLines)); split it")
            }
        }
    }
}
