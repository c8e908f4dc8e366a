import Platform
import ProjectIndex
import SourceModel

struct UnusedSuppressionRule: SuppressionRule {
    let description = RuleDescription(
        id: "unused-suppression",
        summary: "An archlint:disable directive that suppressed nothing, or names no rule archlint has.",
        rationale: """
        Suppressions are debts with a receipt. Once the violation is fixed, the comment keeps silencing whatever \
        appears there next; a misspelt rule id silences nothing from the start. Both are reported so that the \
        suppressions in a code base always mean something. A directive for a rule the configuration turns off is \
        left alone: it may matter under another configuration.
        """,
        defaultSeverity: .warning,
        scope: .project,
        triggering: [
            RuleExample(pack: "viper", """
            protocol LoginViewInput: AnyObject {}
            final class LoginPresenter {
                ↓// archlint:disable:next presenter-state
                weak var view: LoginViewInput?
                ↓// archlint:disable:this presenter-stat
                let title = ""
            }
            """),
            // A directive that names no rule, and one that is misspelt.
            RuleExample(pack: "viper", """
            final class LoginInteractor {
                ↓// archlint:disable
                func login() {}
                ↓// archlint:disabel:next singleton-access
                func logout() {}
            }
            """),
            // A region whose violation was fixed: the `enable` closing it is not reported.
            RuleExample(pack: "viper", """
            protocol Storing: AnyObject {}
            final class LoginInteractor {
                ↓// archlint:disable singleton-access
                private let storage: Storing
                init(storage: Storing) { self.storage = storage }
                // archlint:enable singleton-access
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "viper", """
            final class LoginPresenter {
                // archlint:disable:next presenter-state -- migrating to the interactor in JIRA-12
                var attempts = 0
            }
            final class LoginInteractor {}
            """),
            RuleExample(pack: "viper", """
            final class Storage { static let shared = Storage() }
            protocol LoginInteractorInput: AnyObject { func save() }
            final class LoginInteractor: LoginInteractorInput {
                func save() { _ = Storage.shared } // archlint:disable:this singleton-access -- removed with the keychain migration
            }
            final class LoginPresenter {}
            """),
            // The viper pack turns interactor-query off: the directive may matter under another configuration.
            RuleExample(pack: "viper", """
            protocol SettingsInteractorInput: AnyObject {
                // archlint:disable:next interactor-query
                func isEnabled() -> Bool
            }
            """),
        ],
        fixes: [
            FixExample(pack: "viper", before: """
            final class LoginPresenter {
                // archlint:disable:next presenter-state
                weak var view: AnyObject?
                let title = "" // archlint:disable:this presenter-state
                // archlint:disable presenter-state
                let subtitle = ""
                // archlint:enable presenter-state
            }
            """, after: """
            final class LoginPresenter {
                weak var view: AnyObject?
                let title = ""
                let subtitle = ""
            }
            """),
        ])

    /// Takes out the directive at `position`, and for a region, the first `enable` of the same
    /// rules after it in the file, which would close nothing then.
    private func removal(of position: Int, in directives: [SuppressionDirective]) -> Fix {
        let directive = directives[position]
        var edits = [directive.removal]
        if directive.command == .disable, let enable = directives[(position + 1)...].prefix(while: { $0.file == directive.file }).first(where: {
            $0.command == .enable && Set($0.rules) == Set(directive.rules)
        }) {
            edits.append(enable.removal)
        }
        return Fix("Remove the directive", edits: edits)
    }

    func check(_ directives: [SuppressionDirective], context: LintContext, enabledRules: Set<String>, report: inout FindingCollector) {
        let known = Set(RuleCatalog.ids + [SuppressionDirective.allRules])
        for (position, directive) in directives.enumerated() {
            let length = directive.commandText.utf8.count + 11
            guard let command = directive.command else {
                let hint = Suggestions.closest(to: directive.commandText, among: SuppressionDirective.Command.allCases.map(\.rawValue))
                    .map { "; did you mean 'archlint:\($0)'?" } ?? ""
                report.report(file: directive.file, at: directive.position, length: length, symbol: nil, subject: directive.commandText,
                              message: "unknown archlint directive 'archlint:\(directive.commandText)'\(hint)")
                continue
            }
            let unknown = directive.rules.filter { !known.contains($0) }
            for rule in unknown {
                let hint = Suggestions.closest(to: rule, among: RuleCatalog.ids).map { "; did you mean '\($0)'?" } ?? ""
                report.report(file: directive.file, at: directive.position, length: length, symbol: nil, subject: rule,
                              message: "unknown rule '\(rule)' in archlint:\(command.rawValue)\(hint)")
            }
            if directive.rules.isEmpty && command != .enable {
                report.report(file: directive.file, at: directive.position, length: length, symbol: nil, subject: command.rawValue,
                              message: "archlint:\(command.rawValue) names no rule; list rule ids or 'all'")
            } else if directive.disables && !directive.used && unknown.isEmpty
                        && directive.rules.allSatisfy({ $0 == SuppressionDirective.allRules || enabledRules.contains($0) }) {
                report.report(file: directive.file, at: directive.position, length: length, symbol: nil,
                              subject: directive.rules.joined(separator: " "), fix: removal(of: position, in: directives),
                              message: "archlint:\(command.rawValue) \(directive.rules.joined(separator: " ")) suppressed nothing; remove it")
            }
        }
    }
}
