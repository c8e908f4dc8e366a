import ProjectIndex
import SourceModel

struct InteractorQueryRule: ProjectRule {
    let description = RuleDescription(
        id: "interactor-query",
        summary: "Interactor protocols take commands; they return nothing.",
        rationale: """
        The unidirectional cycle of VIP, SVIP and VIPER has the view send commands and the presenter push results. \
        A method on the interactor's protocol that returns a value, or a property it requires, turns the cycle into a \
        request/response call from the UI, and the presenter is bypassed.
        """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample(pack: "viper", """
            protocol SettingsInteractorInput: AnyObject {
                ↓func isEnabled() -> Bool
                var ↓isLoaded: Bool { get }
                func toggle()
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "viper", """
            protocol SettingsInteractorInput: AnyObject {
                func toggle()
                func reset() -> Void
                func clear() -> ()
                func load() async throws
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        for symbol in context.symbols(withRoles: ["interactor"], protocolsOnly: true) {
            for (ref, method) in context.methods(of: symbol) {
                guard let returned = method.returnType, returned != "Void", returned != "()" else { continue }
                report.report(method: method, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) method '\(method.name)' returns \(returned); the UI sends commands only: \
                    deliver results through the presenter
                    """)
            }
            for (ref, property) in context.properties(of: symbol) {
                report.report(property: property, in: ref, of: symbol, message: """
                    \(context.describe(symbol)) requires the property '\(property.name)'; the UI sends commands only: \
                    deliver state through the presenter
                    """)
            }
        }
    }
}
