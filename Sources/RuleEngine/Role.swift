/// The part a type plays in its pattern: a presenter, an interactor, a view. A configuration
/// names its roles (`roles.<name>` in `.archlint.json`, the built-in packs' `Rules/*.json`); code
/// names the built-in ones through the statics below (`.presenter`, `.dataStore`), so a rule
/// reads as its rationale does and a misspelt role does not compile. A team's own role
/// (`Role("useCase")`) is as good as a built-in one.
public struct Role: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The name the configuration gives the role, as findings and `dump` show it.
    public let name: String

    public init(_ name: String) { self.name = name }

    public static func < (lhs: Role, rhs: Role) -> Bool { lhs.name < rhs.name }

    public var description: String { name }

    /// "an interactor", "a presenter": role names are English words.
    public var article: String {
        name.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
    }

    // The roles of the built-in packs.
    public static let view = Role("view")
    public static let cell = Role("cell")
    public static let presenter = Role("presenter")
    public static let interactor = Role("interactor")
    public static let router = Role("router")
    public static let configurator = Role("configurator")
    public static let dataStore = Role("dataStore")
    public static let worker = Role("worker")
    public static let service = Role("service")
    public static let entity = Role("entity")
    public static let dto = Role("dto")
    public static let viewModel = Role("viewModel")
    public static let model = Role("model")
    public static let intent = Role("intent")
    public static let container = Role("container")
    public static let dao = Role("dao")
    public static let parser = Role("parser")

    /// The roles the built-in packs and rules speak of.
    public static let builtIn: [Role] = [
        .view, .viewModel, .cell, .interactor, .dataStore, .presenter, .router, .worker, .service,
        .configurator, .entity, .dto, .model, .intent, .container, .dao, .parser,
    ]
}

extension RoleSpec {
    /// The role the specification gives.
    public var role: Role { Role(name) }
}
