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
        /// Each project rule's findings as it reported them (before suppressions), in catalog
        /// order: what `lint(previous:…)` keeps of the files it does not check again.
        public var findingsOfRule: [[Finding]]
        /// The paths of the files whose findings this lint worked out again, when it started from
        /// an earlier one and kept the other files' as they were (`lint(previous:…)`); nil: every file's.
        public var refreshedPaths: Set<String>?
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
            guard configuration.severity(of: rule.description) != nil, let setting = configuration.rules[rule.description.id] else { return detail }
            return detail.union(rule.reads(RuleOptions(setting.options, declared: rule.description.options)))
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
    ///
    /// `redeclared`: an earlier lint of the same files under the same configuration, some of
    /// them (`changed`) since replaced with models that need not declare alike. When both indexes
    /// number the symbols alike, the references of the files that resolve their names as before
    /// are copied from it, and the rules run as after an edit (`lint(previous:…)`) of the files
    /// whose facts may differ: the changed ones, those resolving their names again, and those
    /// declaring a type whose role or layer differs; a rule that reads the project as a whole
    /// (`RuleDescription.readsAcrossProject`) runs over every file.
    public static func lint(project: ProjectIndex, configuration: Configuration, relativePaths: [String],
                            jobs: Int = 1, roles known: RoleMap? = nil, redeclared: (previous: Result, changed: [Int])? = nil,
                            source: @escaping @Sendable (Int) -> [UInt8]? = { _ in nil }) throws -> Result {
        let rules = try enabledRules(configuration)
        let copied = redeclared.flatMap { unchangedResolutions($0.previous.context, project, changed: $0.changed) }
        let roles = known ?? RoleAssigner.assign(project: project, roles: configuration.roles, relativePaths: relativePaths,
                                                 reusing: redeclared?.previous.context.roles, resolvedAgain: copied?.changed)
        let context = LintContext(project: project, roles: roles, layers: configuration.layers, relativePaths: relativePaths,
                                  sceneRoles: Set(configuration.roles.filter(\.scene).map(\.role)),
                                  forbiddenOutright: forbiddenOutright(rules), jobs: jobs,
                                  previousReferences: copied, source: source)
        if let previous = redeclared?.previous, let copied {
            var touched = copied.changed
            var rolesChanged = Set<Role>()
            let old = previous.context
            for symbol in project.symbolIDs where old.roles.role(symbol) != roles.role(symbol)
                || old.roles.reasonOfSymbol[symbol] != roles.reasonOfSymbol[symbol] || old.layerOfSymbol[symbol] != context.layerOfSymbol[symbol] {
                for ref in project.symbols[symbol].declarations { touched[ref.file] = true }
                for case let role? in [old.roles.role(symbol), roles.role(symbol)] { rolesChanged.insert(role) }
            }
            return relint(previous: previous, context: context, rules: rules, changed: touched.indices.filter { touched[$0] },
                          declaresAlike: false, rolesChanged: rolesChanged, jobs: jobs)
        }
        let projectRules = self.projectRules(rules)
        let findingsOfRule = ParallelWork.map(count: projectRules.count, jobs: jobs) { index in
            run(projectRules[index], context)
        }
        return finish(rules: rules, context: context, findingsOfRule: findingsOfRule)
    }

    /// The references of `previous` and the files whose names may resolve otherwise in `project`
    /// (the `changed` ones and those naming what they declare or declared), when both index the
    /// same files numbering the symbols alike; nil otherwise.
    private static func unchangedResolutions(_ previous: LintContext, _ project: ProjectIndex, changed: [Int])
        -> (references: SymbolReferences, changed: [Bool])? {
        guard previous.relativePaths.count == project.files.count, previous.project.numbersSymbolsAlike(project) else { return nil }
        let names = NameSet(ProjectIndex.namesResolvedOtherwise(from: previous.project, to: project, changed: changed))
        var resolvedAgain = [Bool](repeating: false, count: project.files.count)
        for file in changed { resolvedAgain[file] = true }
        // Every name of every file asked: read in place, by position (an element taken out of the
        // list would be retained).
        project.files.withUnsafeBufferPointer { files in
            for file in files.indices where !resolvedAgain[file] {
                let fileNames = files[file].names
                resolvedAgain[file] = fileNames.indices.contains { names.contains(fileNames[$0]) }
            }
        }
        return (previous.referencesOfSymbol, resolvedAgain)
    }

    /// Lints `project` again after some of its files changed, each one declaring alike its model
    /// in `previous` (`ProjectIndex.replacingFiles`), under the same configuration: what
    /// `lint(project:…)` would find, with less work. The changed files' references are resolved
    /// again (the others' are copied).
    public static func lint(previous: Result, project: ProjectIndex, configuration: Configuration, changed: [Int],
                            jobs: Int = 1, source: @escaping @Sendable (Int) -> [UInt8]? = { _ in nil }) throws -> Result {
        let rules = try enabledRules(configuration)
        let old = previous.context
        var changedFiles = [Bool](repeating: false, count: project.files.count)
        for file in changed { changedFiles[file] = true }
        let context = LintContext(project: project, roles: old.roles, layers: configuration.layers, relativePaths: old.relativePaths,
                                  sceneRoles: old.sceneRoles, forbiddenOutright: forbiddenOutright(rules), jobs: jobs,
                                  previous: (old, changedFiles), source: source)
        return relint(previous: previous, context: context, rules: rules, changed: changed, declaresAlike: true, jobs: jobs)
    }

    /// The rules run again after the `changed` files' facts changed, from `previous`. Each rule
    /// whose scope (`RuleScope`) bounds what an edit can reach runs for the types declared in the
    /// files the change reaches, its findings elsewhere kept from `previous`: for
    /// `ownDeclarations`, the changed files and the other files declaring their types; for
    /// `referencedTypes`, also the types one hop away (`LintContext.neighbourhood`); for
    /// `strongReferenceCycles`, also the types whose cycle of strong references changed; for
    /// `imports`, nothing when the changed files' imports are as they were. The other rules run
    /// over the whole project.
    ///
    /// `declaresAlike`: the changed files declare what they did, and every type keeps its role.
    /// Otherwise (`changed` then holds every file whose references resolve otherwise, or that
    /// declares a type whose role or layer changed, and `rolesChanged` the roles some type took
    /// or lost) a rule reading the project as a whole runs over every file, unless it reads only
    /// where the types of some roles are and none of those changed, or only a few facts
    /// (`factsReadAcrossProject`) that are as they were; and one of scope
    /// `ownDeclarations` reaches as far as `referencedTypes`: what it reads of the types its
    /// references name (their roles) may have changed.
    private static func relint(previous: Result, context: LintContext, rules: [(rule: any Rule, severity: Severity, options: RuleOptions)],
                               changed: [Int], declaresAlike: Bool, rolesChanged: Set<Role> = [], jobs: Int) -> Result {
        let old = previous.context
        let project = context.project
        var edited = Set<SymbolID>()
        for file in changed {
            for case let id? in project.symbols(declaredIn: file) { edited.insert(id) }
        }
        let projectRules = self.projectRules(rules)
        // The same rules in the same order, or the earlier findings are not theirs; and, where the
        // build declares dependencies, the same imports (the narrowest rules read other files'
        // imports for the declared dependencies no file imports).
        let narrowed = previous.findingsOfRule.count == projectRules.count
            && previous.enabledRules.map(\.description.id) == rules.map(\.rule.description.id)
            && (project.declaredDependencies.isEmpty || changed.allSatisfy { ProjectIndex.importAlike(old.project.files[$0], project.files[$0]) })
        // A call through a receiver resolves by the methods the whole project declares: a file
        // calling a name whose declarations the edit changed is checked again with the edited ones.
        var callers: [Bool]?
        if narrowed, let methods = old.declaredMethods.peek() {
            let (updated, names) = methods.updating(changed: changed, project)
            _ = context.declaredMethods.value { updated }
            if !names.isEmpty {
                var files = [Bool](repeating: false, count: project.files.count)
                for file in project.files.indices where project.files[file].memberCalls.contains(where: { names.contains($0.method) }) {
                    files[file] = true
                }
                callers = files
            }
        }
        let runsInFull = projectRules.map { entry -> Bool in
            guard entry.rule.description.scope != .project else { return true }
            guard !declaresAlike, entry.rule.description.readsAcrossProject else { return false }
            if entry.rule.rolesReadAcrossProject(entry.options)?.isDisjoint(with: rolesChanged) == true { return false }
            guard let facts = entry.rule.factsReadAcrossProject(context, options: entry.options) else { return true }
            return facts != entry.rule.factsReadAcrossProject(old, options: entry.options)
        }
        let scopes = Set(projectRules.indices.filter { !runsInFull[$0] }.map { projectRules[$0].rule.description.scope })
        var neighbourhood: [Bool]?
        if narrowed && (scopes.contains(.referencedTypes) || scopes.contains(.strongReferenceCycles) || !declaresAlike) {
            let referrers = old.referrers.value { Referrers(old) }.updating(changed: changed, previous: old, context: context)
            _ = context.referrers.value { referrers }
            neighbourhood = context.neighbourhood(of: changed, edited: edited, previous: old, referrers: referrers)
        }
        // The graph of strong references is updated from the last lint's, when that one built it.
        var cycles: [Bool]?
        if let neighbourhood, scopes.contains(.strongReferenceCycles), let graph = old.strongReferences.peek() {
            // A holder's edge to its folder's view (`SceneViews`) follows the views there, whose
            // roles and inheritance an edit that declares otherwise may change: every type of a
            // folder declaring an edited type or one below it has its edges found again.
            let graphEdited = declaresAlike ? edited : context.symbolsOfFolders(declaring: edited.union(project.descendants(ofSymbols: Array(edited))))
            let updated = context.strongReferences.value { graph.updating(graphEdited, context, supertypesAlike: declaresAlike) }
            var files = neighbourhood
            for symbol in updated.changed {
                for ref in project.symbols[symbol].declarations { files[ref.file] = true }
            }
            if !declaresAlike {
                // A finding names the holders along its cycle, which a rename may rename: every
                // member of a cycle through an edited type, before the edit and after.
                var components = Set<Int>(), oldComponents = Set<Int>()
                for symbol in graphEdited {
                    components.insert(updated.componentOfSymbol[symbol.index])
                    oldComponents.insert(graph.componentOfSymbol[symbol.index])
                }
                for symbol in project.symbolIDs where components.contains(updated.componentOfSymbol[symbol.index])
                    || oldComponents.contains(graph.componentOfSymbol[symbol.index]) || graphEdited.contains(symbol) {
                    for ref in project.symbols[symbol].declarations { files[ref.file] = true }
                }
            }
            cycles = files
        }
        // The UI helpers, the navigation helpers' calls and the imports of the project's modules
        // follow from each file's own model, roles and resolved names (a helper's extended type is
        // one the file names, so a file whose type renames it resolves again and is among the
        // changed): only the changed files' are read again. The presenter protocols held read
        // which protocols are presenters too.
        if narrowed, let helpers = old.uiHelpers.peek() {
            _ = context.uiHelpers.value { helpers.updating(changed: changed, context) }
        }
        if narrowed, declaresAlike || !rolesChanged.contains(.presenter), let held = old.heldPresenterProtocols.peek() {
            _ = context.heldPresenterProtocols.value { held.updating(changed: changed, context) }
        }
        if narrowed, let helperCalls = old.helperCalls.peek() {
            _ = context.helperCalls.value { helperCalls.updating(changed: changed, context) }
        }
        if narrowed, let imports = old.projectImports.peek() {
            _ = context.projectImports.value { imports.updating(changed: changed, in: project) }
        }
        // Per scope, the files whose findings are found again and the context checking them.
        // A type's findings may be in any file declaring it: every file of a changed file's types.
        func withCallers(_ files: [Bool]?) -> [Bool]? {
            guard var files, let callers else { return files }
            for file in callers.indices where callers[file] { files[file] = true }
            return files
        }
        let filesOfScope: [RuleScope: [Bool]?] = [
            .ownDeclarations: withCallers(declaresAlike ? context.files(declaring: edited, besides: changed) : neighbourhood),
            .referencedTypes: withCallers(neighbourhood), .strongReferenceCycles: withCallers(cycles),
        ]
        func focusing(on files: [Bool]) -> (paths: Set<String>, context: LintContext) {
            (Set(files.indices.filter { files[$0] }.map { project.files[$0].path }), context.focused(on: files))
        }
        let focusOfScope: [RuleScope: (paths: Set<String>, context: LintContext)] = narrowed
            ? filesOfScope.compactMapValues { files in files.map(focusing) }
            : [:]
        // A rule reading the other types of each type's folder: its scope's files and those of the
        // folders of the changed files (a type renamed out of its role changes its folder's).
        let readsFolders = projectRules.map { !declaresAlike && $0.rule.readsFoldersAcrossProject($0.options) }
        var folderFocus: [RuleScope: (paths: Set<String>, context: LintContext)] = [:]
        if narrowed {
            let folderSymbols = readsFolders.contains(true) ? context.symbolsOfFolders(declaring: edited) : []
            for index in projectRules.indices where readsFolders[index] && !runsInFull[index] {
                let scope = projectRules[index].rule.description.scope
                guard folderFocus[scope] == nil, let scopeFiles = filesOfScope[scope] ?? nil else { continue }
                var files = scopeFiles
                for symbol in folderSymbols {
                    for ref in project.symbols[symbol].declarations { files[ref.file] = true }
                }
                folderFocus[scope] = focusing(on: files)
            }
        }
        let focusOfRule = projectRules.indices.map { index in
            let scope = projectRules[index].rule.description.scope
            return readsFolders[index] ? folderFocus[scope] : focusOfScope[scope]
        }
        let importsAlike = changed.allSatisfy { old.project.files[$0].imports == project.files[$0].imports }
        let keepsFindings = projectRules.map { narrowed && importsAlike && $0.rule.description.scope == .imports }
        let findingsOfRule = ParallelWork.map(count: projectRules.count, jobs: jobs) { index -> [Finding] in
            if keepsFindings[index] { return previous.findingsOfRule[index] }
            guard !runsInFull[index], let focus = focusOfRule[index] else {
                return run(projectRules[index], context)
            }
            var findings = previous.findingsOfRule[index].filter { !focus.paths.contains($0.path) }
            findings += run(projectRules[index], focus.context).filter { focus.paths.contains($0.path) }
            return findings
        }
        // The files whose findings may differ from the last lint's: the edited ones, those a rule
        // looked at again, and those where a rule run over the whole project found otherwise. The
        // other files' findings are the last lint's, suppressed, ordered and fingerprinted already.
        // (Not narrowed, the last lint's rules may not be these: every file's are finished.)
        var refreshed = Set(changed.map { project.files[$0].path })
        for index in projectRules.indices where narrowed && !keepsFindings[index] {
            if !runsInFull[index], let focus = focusOfRule[index] {
                refreshed.formUnion(focus.paths)
            } else {
                refreshed.formUnion(pathsWhereFindingsDiffer(previous.findingsOfRule[index], findingsOfRule[index]))
            }
        }
        return finish(rules: rules, context: context, findingsOfRule: findingsOfRule, kept: narrowed ? (previous.findings, refreshed) : nil)
    }

    /// The paths whose findings are not the same in both lists (in order, file by file).
    private static func pathsWhereFindingsDiffer(_ old: [Finding], _ new: [Finding]) -> Set<String> {
        func byPath(_ findings: [Finding]) -> [String: [Int]] {
            var indices: [String: [Int]] = [:]
            for index in findings.indices { indices[findings[index].path, default: []].append(index) }
            return indices
        }
        let (before, after) = (byPath(old), byPath(new))
        var paths = Set<String>()
        for (path, indices) in before where !(after[path].map { $0.elementsEqual(indices) { old[$1] == new[$0] } } ?? false) {
            paths.insert(path)
        }
        for path in after.keys where before[path] == nil { paths.insert(path) }
        return paths
    }

    private typealias ProjectRuleEntry = (rule: any ProjectRule, severity: Severity, options: RuleOptions)

    private static func projectRules(_ rules: [(rule: any Rule, severity: Severity, options: RuleOptions)]) -> [ProjectRuleEntry] {
        rules.compactMap { entry -> ProjectRuleEntry? in
            guard case .project(let rule) = entry.rule.kind else { return nil }
            return (rule, entry.severity, entry.options)
        }
    }

    private static func run(_ entry: ProjectRuleEntry, _ context: LintContext) -> [Finding] {
        var collector = FindingCollector(ruleID: entry.rule.description.id, severity: entry.severity, context: context)
        entry.rule.check(context, options: entry.options, report: &collector)
        return collector.findings
    }

    private static func forbiddenOutright(_ rules: [(rule: any Rule, severity: Severity, options: RuleOptions)]) -> [Role: Set<Role>] {
        var forbiddenOutright: [Role: Set<Role>] = [:]
        for entry in rules where entry.rule.description.id == RoleDependencyRule().description.id {
            for (from, to) in entry.options[RoleDependencyRule.forbidden] where !to.contains(":") {
                forbiddenOutright[Role(from), default: []].insert(Role(to))
            }
        }
        return forbiddenOutright
    }

    /// Applies the suppressions to the project rules' findings, runs the suppression rules, and
    /// sorts and fingerprints the lot.
    ///
    /// `kept`: the last lint's findings, of which those outside the `refreshed` paths stand. What
    /// this does to a finding depends on its file alone (a directive covers its own file, an
    /// ordinal counts a file's findings with the same base), so only the refreshed files' findings
    /// are finished, then merged with the kept ones in report order.
    private static func finish(rules: [(rule: any Rule, severity: Severity, options: RuleOptions)], context: LintContext,
                               findingsOfRule: [[Finding]], kept: (findings: [Finding], refreshed: Set<String>)? = nil) -> Result {
        let project = context.project
        let refreshedPaths = kept?.refreshed
        var findings: [Finding] = []
        if let refreshedPaths {
            for ruleFindings in findingsOfRule { findings += ruleFindings.lazy.filter { refreshedPaths.contains($0.path) } }
        } else {
            findings.reserveCapacity(findingsOfRule.reduce(0) { $0 + $1.count })
            for ruleFindings in findingsOfRule { findings += ruleFindings }
        }
        var directives: [SuppressionDirective] = []
        // By index: enumerating the files would copy each model (a retain per list it holds).
        let files = project.files
        for file in files.indices where !files[file].directives.isEmpty && refreshedPaths?.contains(files[file].path) ?? true {
            directives += files[file].directives.compactMap { SuppressionDirective.parse($0, file: file) }
        }
        let suppressionRules = rules.compactMap { entry -> (any SuppressionRule, Severity)? in
            guard case .suppression(let rule) = entry.rule.kind else { return nil }
            return (rule, entry.severity)
        }
        if !directives.isEmpty {
            // Only findings in files with directives are looked up; without directives nothing is.
            let fileOfPath = Dictionary(Set(directives.map(\.file)).map { (project.files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
            Suppressor.apply(&directives, to: &findings, fileOfPath: fileOfPath, exempt: Set(suppressionRules.map(\.0.description.id)))
        }
        for (rule, severity) in suppressionRules {
            var collector = FindingCollector(ruleID: rule.description.id, severity: severity, context: context)
            rule.check(directives, context: context, enabledRules: Set(rules.map(\.rule.description.id)), report: &collector)
            findings += collector.findings
        }
        findings.sort(by: Finding.reportOrder)
        Fingerprints.assign(&findings)
        if let kept, let refreshedPaths {
            findings = merged(kept.findings.filter { !refreshedPaths.contains($0.path) }, findings)
        }
        return Result(findings: findings, context: context,
                      enabledRules: rules.map { EnabledRule(description: $0.rule.description, severity: $0.severity) },
                      findingsOfRule: findingsOfRule, refreshedPaths: refreshedPaths)
    }

    /// Two lists in report order as one, each one's elements first where they compare equal.
    private static func merged(_ first: [Finding], _ second: [Finding]) -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count && j < second.count {
            if Finding.reportOrder(second[j], first[i]) {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }
}

/// A rule a configuration turns on, and the severity of its findings.
public struct EnabledRule: Sendable {
    public var description: RuleDescription
    public var severity: Severity
}
