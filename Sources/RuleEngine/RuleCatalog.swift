/// Every rule archlint has, in the order `archlint rules` lists them.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        PresenterStateRule(),
        InteractorUIImportRule(),
        InteractorUIReferenceRule(),
        InteractorDTOReferenceRule(),
        ConcreteDependencyRule(),
        LayerViolationRule(),
        RoleDependencyRule(),
        StrongBackReferenceRule(),
        InteractorExposedStateRule(),
        InteractorQueryRule(),
        InteractorNotActorRule(),
        PresenterNotMainActorRule(),
        ObservablePresenterRule(),
        ViewOwnsStateRule(),
        SingletonAccessRule(),
        ModuleCycleRule(),
        ForbiddenImportRule(),
        PrivateCallsPublicRule(),
        StorageOutsideDAORule(),
        ParsingOutsideParserRule(),
        NetworkOutsideServiceRule(),
        VIPCycleModelsRule(),
        WeakOwnerRule(),
        ObservableModelRule(),
        ViewNavigationRule(),
        WorkerNotActorRule(),
        ViewDisplayLogicRule(),
        DataStoreWriteRule(),
        IntentReadsStateRule(),
        SceneConfiguratorRule(),
        MassiveTypeRule(),
        UnusedSuppressionRule(),
    ]

    public static var ids: [String] { all.map(\.description.id) }

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }

    /// Roles the built-in packs and rules speak of.
    public static let knownRoles: Set<String> = [
        "view", "viewModel", "cell", "interactor", "dataStore", "presenter", "router", "worker", "service",
        "configurator", "entity", "dto", "model", "intent", "container", "dao", "parser",
    ]

    /// A loader that knows the built-in packs and this catalog's rule ids.
    public static func loader() -> ConfigurationLoader {
        ConfigurationLoader(builtinPacks: BuiltinPacks.all, knownRuleIDs: Set(ids), knownRoles: knownRoles)
    }
}
