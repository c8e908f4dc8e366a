import ProjectIndex
import SourceModel

struct StrongBackReferenceRule: ProjectRule {
    let description = RuleDescription(
        id: "strong-back-reference",
        summary: "References back up the ownership chain are weak or unowned.",
        rationale: """
        The view owns its presenter (or interactor), which owns what comes after it; the reference that points back \
        (presenter → view, router → view controller, intent → model) must be `weak` or `unowned`, or the whole \
        scene leaks when the screen closes. The back edges are the pack's `edges` option.
        """,
        options: [
            RuleOption("edges", .pairs, "[owner role, target role] edges that close a cycle.", default: "[]", note: "set by each pack"),
        ],
        triggering: [
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject {}
            final class LoginPresenter {
                var ↓view: LoginViewInput?
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject {}
            struct LoginViewState { let title: String }
            final class LoginPresenter {
                weak var view: LoginViewInput?
                let initial: LoginViewState
                init() { initial = LoginViewState(title: "") }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        var edges: [String: Set<String>] = [:]
        for (from, to) in options.pairs("edges") { edges[from, default: []].insert(to) }
        guard !edges.isEmpty else { return }
        for symbol in context.project.symbols.indices {
            guard let role = context.role(symbol), let targets = edges[role], context.symbol(symbol).isImplementation else { continue }
            for (ref, property) in context.properties(of: symbol)
                where context.isStored(property) && !property.weak && !property.unowned && !property.isStatic {
                // Structs and enums are values: there is no cycle to break and nothing to make weak.
                guard let target = context.roleTargets(ofType: property.type, in: ref).first(where: {
                    targets.contains(context.role($0.symbol)!) && ![.struct, .enum].contains(context.symbol($0.symbol).kind)
                }) else { continue }
                report.report(property: property, in: ref, of: symbol, related: target.symbol, message: """
                    \(context.describe(symbol)) holds \(context.describe(target.symbol)) strongly in '\(property.name)'; \
                    make it weak (or unowned) to break the retain cycle
                    """)
            }
        }
    }
}
