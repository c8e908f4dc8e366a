/// Which rules each built-in pack enables, and at what severity.
public enum PackCatalog {
    public static var names: [String] { BuiltinPacks.all.keys.sorted() }

    /// The pack a run without a configuration uses where no pattern is clear: the rules that need
    /// no pattern (module cycles, singletons in the logic types every pattern names alike, and
    /// layers by the folders that name them: Presentation, Data, Domain).
    public static let patternFree = "pattern-free"

    public static func severities() throws -> [String: [String: Severity]] {
        let loader = RuleCatalog.loader()
        var result: [String: [String: Severity]] = [:]
        for name in names {
            for rule in try Linter.enabledRules(loader.loadPack(named: name)) {
                result[name, default: [:]][rule.rule.description.id] = rule.severity
            }
        }
        return result
    }

    /// The packs that enable rule `id`, as `name (severity)` in pack-name order (`viper (error)`),
    /// from `severities()`: the `Packs:` line of the rule's documentation and the reports' pack tags.
    public static func enabling(_ id: String, in severities: [String: [String: Severity]]) -> [String] {
        names.compactMap { name in severities[name]?[id].map { "\(name) (\($0.rawValue))" } }
    }
}
