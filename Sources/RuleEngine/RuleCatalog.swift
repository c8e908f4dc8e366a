/// The rules archlint has (`all`, generated from `Sources/RuleEngine/Rules/` by
/// Scripts/generate-rule-catalog.py) and the roles they speak of.
public enum RuleCatalog {
    public static var ids: [String] { all.map(\.description.id) }

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }

    /// Roles the built-in packs and rules speak of.
    public static let knownRoles = Set(Role.builtIn.map(\.name))

    /// A loader that knows the built-in packs and this catalog's rule ids.
    public static func loader() -> ConfigurationLoader {
        ConfigurationLoader(builtinPacks: BuiltinPacks.all, knownRuleIDs: Set(ids), knownRoles: knownRoles)
    }
}
