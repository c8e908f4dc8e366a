import JSON
import Platform
import ProjectIndex

/// The settings of one lint run: `.archlint.json` with everything it extends merged in.
///
/// Path globs (`include`, `exclude`, `modules`, role and layer `paths`) are matched against
/// paths relative to `root`, the directory of the configuration file that was loaded — also for
/// globs that come from packs or extended files elsewhere (packs describe conventions, not
/// locations). A leading `./` is dropped from path globs. A path glob that matches a directory
/// also matches everything under it (`"exclude": ["Pods"]` works like `"Pods/**"`).
public struct Configuration: Sendable, Equatable {
    /// Path of the configuration file as given to `ConfigurationLoader.load(file:)`; nil when
    /// no file was found.
    public var file: String?
    /// Absolute, normalized directory that path globs are relative to.
    public var root: String
    /// The `extends` entries of `file`, as written.
    public var extends: [String]
    /// Files to lint; empty means all.
    public var include: [Glob] { didSet { includeSet = GlobSet(include) } }
    /// Files not to lint; wins over `include`.
    public var exclude: [Glob] { didSet { excludeSet = GlobSet(exclude) } }
    /// The same globs, looked up by the folders they name: every file is checked against them.
    private var includeSet: GlobSet
    private var excludeSet: GlobSet
    /// Module name → path globs, in the order written; the first module matching a path wins.
    public var modules: [(name: String, paths: [Glob])]
    /// In order of first definition across the packs and files applied.
    public var roles: [RoleSpec]
    /// Highest first.
    public var layers: [LayerSpec]
    public var rules: [String: RuleSetting]
    /// Absolute path of the baseline file (relative paths are resolved against the directory of
    /// the file that set it; for a built-in pack, against `root`).
    public var baseline: String?
    /// Baseline entries that no longer occur fail the run (`"strictBaseline": true`), so the
    /// baseline only shrinks.
    public var strictBaseline = false
    /// What was applied, in order, the loaded file last: `pack:NAME` for built-in packs, the
    /// display path for files. Empty for the default configuration.
    public var sources: [String]

    public init(
        file: String? = nil, root: String, extends: [String] = [], include: [Glob] = [], exclude: [Glob] = [],
        modules: [(name: String, paths: [Glob])] = [], roles: [RoleSpec] = [], layers: [LayerSpec] = [],
        rules: [String: RuleSetting] = [:], baseline: String? = nil, sources: [String] = []
    ) {
        self.file = file
        self.root = root
        self.extends = extends
        self.include = include
        self.exclude = exclude
        includeSet = GlobSet(include)
        excludeSet = GlobSet(exclude)
        self.modules = modules
        self.roles = roles
        self.layers = layers
        self.rules = rules
        self.baseline = baseline
        self.sources = sources
    }

    /// Every key `.archlint.json` accepts at its top level (`$schema` is accepted and ignored).
    public static let topLevelKeys = ["$schema", "extends", "root", "include", "exclude", "modules", "roles", "layers", "rules", "baseline", "strictBaseline"]
    /// Keys of a role definition.
    public static let roleKeys = ["names", "conformsTo", "paths", "types", "inherits", "excludeNames", "imports", "holds", "calls", "modules", "scene", "description"]
    /// Keys of a layer.
    public static let layerKeys = ["name", "roles", "modules", "paths", "folders", "transport", "description"]
    /// The name of the configuration file.
    public static let fileName = ".archlint.json"

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
        lhs.file == rhs.file && lhs.root == rhs.root && lhs.extends == rhs.extends && lhs.include == rhs.include
            && lhs.exclude == rhs.exclude
            && lhs.modules.map(\.name) == rhs.modules.map(\.name) && lhs.modules.map(\.paths) == rhs.modules.map(\.paths)
            && lhs.roles == rhs.roles && lhs.layers == rhs.layers && lhs.rules == rhs.rules
            && lhs.baseline == rhs.baseline && lhs.strictBaseline == rhs.strictBaseline && lhs.sources == rhs.sources
    }

    // MARK: Queries

    public func role(named name: String) -> RoleSpec? { roles.first { $0.name == name } }

    /// The severity of the rule's findings under this configuration, nil when it leaves the rule
    /// off (not named, or `off`): the one place a severity is resolved.
    public func severity(of rule: RuleDescription) -> Severity? {
        guard let setting = rules[rule.id] else { return nil }
        guard let configured = setting.severity else { return rule.defaultSeverity }
        return configured.severity
    }

    /// `path` (absolute, or relative to the current directory) relative to `root`; nil when
    /// outside `root`. `root` itself gives "".
    public func relativePath(of path: String) -> String? {
        ModuleResolver.relative(ModuleResolver.absolute(path), to: root)
    }

    /// The configuration with globs of its own to match paths with (`Glob.unshared`), for one
    /// chunk of parallel work.
    public var withUnsharedGlobs: Configuration {
        var copy = self
        copy.include = include.map(\.unshared)
        copy.exclude = exclude.map(\.unshared)
        return copy
    }

    /// Whether a path relative to `root` is to be linted: matched by `include` (or `include`
    /// is empty) and not by `exclude`.
    public func includes(relativePath: String) -> Bool {
        (include.isEmpty || includeSet.anyMatches(pathOrAncestor: relativePath)) && !isExcluded(relativePath: relativePath)
    }

    /// Whether `exclude` matches the path or one of its directories; usable to prune a
    /// directory walk early.
    public func isExcluded(relativePath: String) -> Bool { excludeSet.anyMatches(pathOrAncestor: relativePath) }

    /// Whether one of `globs` matches `path` or a directory containing it: `Glob.anyMatches(_:pathOrAncestor:)`.
    public static func anyMatches(_ globs: [Glob], _ path: String) -> Bool { Glob.anyMatches(globs, pathOrAncestor: path) }
}

/// What makes a type play a role (Interactor, Presenter, View…). A type has the role when any
/// given criterion matches; an omitted criterion is empty and matches nothing.
public struct RoleSpec: Sendable, Equatable {
    public var name: String
    /// Globs on the type's name (`*Interactor`).
    public var names: [Glob]
    /// Globs on the names of protocols the type conforms to (`*BusinessLogic`).
    public var conformsTo: [Glob]
    /// Globs on the path of the declaring file, relative to the configuration root.
    public var paths: [Glob]
    /// Exact type names.
    public var types: [String]
    /// Globs on superclass or conformance names, for framework types (`UIViewController`).
    public var inherits: [Glob]
    /// Names `names` must not give the role to (`*ViewModel` for a `*Model` role): a longer word
    /// that ends the same way.
    public var excludeNames: [Glob]
    /// Modules whose import gives the role to a top-level class, struct or actor of the importing
    /// file that nothing else gave a role: what a type talks to says what it is when its name
    /// does not (`TasksStorage` importing `CoreData` is the data layer). A framework's own records
    /// (`NSManagedObject` and Realm `Object` subclasses, SwiftData `@Model` classes) are data, not
    /// the code that stores them, and take no role this way.
    public var imports: [String]
    /// Type names whose stored property gives the role to a top-level class, struct or actor that
    /// nothing else placed: what a type owns says what it is when its name does not
    /// (`MastodonClient` keeping a `URLSession` is a network service, whatever `*Client` means).
    public var holds: [String]
    /// Function or type names whose use in a type's own body gives the role to a top-level class,
    /// struct or actor that nothing else placed, and to a protocol with no role that every one of
    /// its implementations takes this way: what a type does says what it is when its name does not
    /// (`KeychainManagerImpl` calling `SecItemCopyMatching` is the keychain's DAO).
    public var calls: [String]
    /// Names of modules (a package's targets, a project's) whose top-level classes and structs
    /// that nothing else placed, by name, framework, conformance, what they hold or what their
    /// file imports, take the role: a module the team named for a layer says what its plain
    /// types are (IceCubesApp's `Models` package holds the server's data: entities).
    public var modules: [String]
    /// A part of a scene (view, presenter, interactor, router…): a name alone gives the role only
    /// to a type with a sibling of another scene role, sharing its name's stem or its folder.
    public var scene: Bool
    public var description: String?

    public init(
        name: String, names: [Glob] = [], conformsTo: [Glob] = [], paths: [Glob] = [], types: [String] = [],
        inherits: [Glob] = [], excludeNames: [Glob] = [], imports: [String] = [], holds: [String] = [], calls: [String] = [], modules: [String] = [], scene: Bool = false,
        description: String? = nil
    ) {
        self.name = name
        self.names = names
        self.conformsTo = conformsTo
        self.paths = paths
        self.types = types
        self.inherits = inherits
        self.excludeNames = excludeNames
        self.imports = imports
        self.holds = holds
        self.calls = calls
        self.modules = modules
        self.scene = scene
        self.description = description
    }
}

/// One architectural layer. Layers are listed highest first; a layer may depend on the layers
/// below it. A type belongs to the layer when its role is in `roles`, its module matches
/// `modules` or its file matches `paths`.
public struct LayerSpec: Sendable, Equatable {
    public var name: String
    public var roles: [String]
    /// Globs on module names.
    public var modules: [Glob]
    /// Globs on file paths relative to the configuration root.
    public var paths: [Glob]
    /// Folder names an app may name this layer by (compared without regard to case): a type with
    /// no role filed below such a folder is in this layer when a type of the layer's roles is too.
    public var folders: [String]
    /// A transport layer (DTOs, data passed between layers) that any layer may use.
    public var transport: Bool
    public var description: String?

    public init(
        name: String, roles: [String] = [], modules: [Glob] = [], paths: [Glob] = [], folders: [String] = [],
        transport: Bool = false, description: String? = nil
    ) {
        self.name = name
        self.roles = roles
        self.modules = modules
        self.paths = paths
        self.folders = folders
        self.transport = transport
        self.description = description
    }
}

/// Where something was written in a configuration file (or `pack:NAME` for a built-in pack).
public struct ConfigurationLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// The configuration of one rule: `"error"` or `{ "severity": "error", "maxLines": 400 }`.
public struct RuleSetting: Sendable, Equatable {
    /// nil: not set, the rule's default applies.
    public var severity: SeveritySetting?
    /// Every key other than `severity`, for the rule to read and validate.
    public var options: [String: JSONNode]
    /// Where the last value that changed this setting was written (the rule's value).
    public var origin: ConfigurationLocation?
    /// Where each option's value was written: its node's line and column in that file, so an
    /// invalid option can be reported as `FILE:LINE:COL`.
    public var optionOrigins: [String: ConfigurationLocation]

    public init(
        severity: SeveritySetting? = nil, options: [String: JSONNode] = [:], origin: ConfigurationLocation? = nil,
        optionOrigins: [String: ConfigurationLocation] = [:]
    ) {
        self.severity = severity
        self.options = options
        self.origin = origin
        self.optionOrigins = optionOrigins
    }
}
