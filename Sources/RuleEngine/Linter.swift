import Platform
import ProjectIndex
import SourceModel

/// Runs the enabled rules of a configuration over an indexed project.
public enum Linter {
    public struct Result: Sendable {
        /// Sorted in report order.
        public var findings: [Finding]
        public var context: LintContext
        /// The rules that ran, with the severity the configuration gives them, in catalog order.
        public var enabledRules: [EnabledRule]
    }

    /// The rules a configuration turns on, with their severities and options, in catalog order.
    /// Option values are checked against each rule's declared options first.
    public static func enabledRules(_ configuration: Configuration) throws -> [(rule: any Rule, severity: Severity, options: RuleOptions)] {
        var enabled: [(rule: any Rule, severity: Severity, options: RuleOptions)] = []
        for rule in RuleCatalog.all {
            let description = rule.description
            guard let setting = configuration.rules[description.id], let severity = configuration.severity(of: description) else {
                continue
            }
            if let problem = RuleOptions.problems(setting.options, declared: description.options, ruleID: description.id).first {
                let origin = setting.optionOrigins[problem.key] ?? setting.origin
                throw ConfigurationError(file: origin?.file ?? configuration.file ?? ".archlint.json",
                                         line: origin?.line ?? 1, column: origin?.column ?? 1, message: problem.message)
            }
            enabled.append((rule, severity, RuleOptions(setting.options, declared: description.options)))
        }
        return enabled
    }

    /// What the rules the configuration turns on read of the model.
    public static func modelDetail(_ configuration: Configuration) -> ModelDetail {
        RuleCatalog.all.reduce(.rules) { detail, rule in
            configuration.severity(of: rule.description) == nil ? detail : detail.union(rule.description.reads)
        }
    }

    /// Runs the project rules, applies the inline suppressions, then the suppression rules.
    /// Suppressed findings stay in the result, marked; fingerprints are set.
    ///
    /// `jobs` threads resolve references and run the project rules side by side (each rule
    /// reads the shared, immutable context and collects its own findings); the findings are
    /// gathered in catalog order and sorted, so the result does not depend on `jobs`.
    ///
    /// `roles`: the role map of an earlier run whose index had the same declarations
    /// (`ProjectIndex.replacingFiles`) under the same configuration, which assignment would give again.
    public static func lint(project: ProjectIndex, configuration: Configuration, relativePaths: [String],
                            jobs: Int = 1, roles known: RoleMap? = nil,
                            source: @escaping @Sendable (Int) -> [UInt8]? = { _ in nil }) throws -> Result {
        let rules = try enabledRules(configuration)
        let roles = known ?? RoleAssigner.assign(project: project, roles: configuration.roles, relativePaths: relativePaths)
        var forbiddenOutright: [Role: Set<Role>] = [:]
        for entry in rules where entry.rule.description.id == RoleDependencyRule().description.id {
            for (from, to) in entry.options[RoleDependencyRule.forbidden] where !to.contains(":") {
                forbiddenOutright[Role(from), default: []].insert(Role(to))
            }
        }
        let context = LintContext(project: project, roles: roles, layers: configuration.layers, relativePaths: relativePaths,
                                  sceneRoles: Set(configuration.roles.filter(\.scene).map(\.role)),
                                  forbiddenOutright: forbiddenOutright, jobs: jobs, source: source)
        let projectRules = rules.compactMap { entry -> (rule: any ProjectRule, severity: Severity, options: RuleOptions)? in
            guard case .project(let rule) = entry.rule.kind else { return nil }
            return (rule, entry.severity, entry.options)
        }
        var findings: [Finding] = []
        do {
            let findingsOfRule = ParallelWork.map(count: projectRules.count, jobs: jobs) { index in
                let (rule, severity, options) = projectRules[index]
                var collector = FindingCollector(ruleID: rule.description.id, severity: severity, context: context)
                rule.check(context, options: options, report: &collector)
                return collector.findings
            }
            // Gathered into one list, the rules' own lists are let go before the findings are sorted.
            findings.reserveCapacity(findingsOfRule.reduce(0) { $0 + $1.count })
            for ruleFindings in findingsOfRule { findings += ruleFindings }
        }
        var directives: [SuppressionDirective] = []
        for (file, model) in project.files.enumerated() where !model.directives.isEmpty {
            directives += model.directives.compactMap { SuppressionDirective.parse($0, file: file) }
        }
        let suppressionRules = rules.compactMap { entry -> (any SuppressionRule, Severity)? in
            guard case .suppression(let rule) = entry.rule.kind else { return nil }
            return (rule, entry.severity)
        }
        if !directives.isEmpty {
            // Only findings in files with directives are looked up; without directives nothing is.
            let fileOfPath = Dictionary(project.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            Suppressor.apply(&directives, to: &findings, fileOfPath: fileOfPath, exempt: Set(suppressionRules.map(\.0.description.id)))
        }
        for (rule, severity) in suppressionRules {
            var collector = FindingCollector(ruleID: rule.description.id, severity: severity, context: context)
            rule.check(directives, context: context, enabledRules: Set(rules.map(\.rule.description.id)), report: &collector)
            findings += collector.findings
        }
        findings.sort(by: Finding.reportOrder)
        Fingerprints.assign(&findings)
        return Result(findings: findings, context: context,
                      enabledRules: rules.map { EnabledRule(description: $0.rule.description, severity: $0.severity) })
    }
}

/// A rule a configuration turns on, and the severity of its findings.
public struct EnabledRule: Sendable {
    public var description: RuleDescription
    public var severity: Severity
}
