import JSON
import Platform
import ProjectIndex

/// Finds, reads, validates and merges `.archlint.json` files.
///
/// Merging: `extends` entries are applied in order, each fully resolved (with its own
/// `extends`) before the next, and the file's own keys last, so later entries override earlier
/// ones and the file overrides all its packs. Per key:
/// - `include`, `exclude`, `modules`, `layers`, `baseline`, `strictBaseline`: a value given replaces the whole
///   earlier value.
/// - `roles`: merged by role name; within a role, each key given (`names`, `paths`…) replaces
///   that key of the earlier definition, keys not given are kept. Roles keep the order in which
///   they were first defined.
/// - `rules`: merged by rule id; a severity given replaces the severity, each option given
///   replaces that option, other options are kept. `"warning"` therefore keeps a pack's options.
///
/// An `extends` entry that contains `/` or ends in `.json` is a path relative to the directory
/// of the file that contains it; anything else names a built-in pack. Built-in packs may extend
/// other built-in packs but not files.
///
/// A `.archlint.json` without `extends` (and without `"root": true`) inherits the next
/// `.archlint.json` above its folder, as if it extended it: a nested file that turns off one
/// rule for its subtree keeps every pack and setting of its parent. Only `include` is not
/// inherited (the parent's globs name its own folders; the nested file's folder is what it
/// governs). `"root": true` starts afresh, as does an `extends`.
public struct ConfigurationLoader: Sendable {
    /// Pack name → JSON text of the pack (same format as `.archlint.json`).
    public var builtinPacks: [String: String]
    public var knownRuleIDs: Set<String>
    /// Roles the engine knows without a declaration. When nil, layers' role references are not
    /// checked; when given, a layer may only name these roles and roles declared in the
    /// configuration or its packs.
    public var knownRoles: Set<String>?
    /// `JSONParser.Options.configuration` unless changed: comments and trailing commas allowed,
    /// duplicate keys rejected, 16 MiB at most.
    public var parserOptions: JSONParser.Options = .configuration
    /// Longest chain of `extends`.
    public var maxExtendsDepth = 32
    /// Most configurations one load applies, repeats included: each file extending the next one
    /// twice doubles the count at every level, exponential in the depth, and real setups apply a
    /// handful.
    public var maxConfigurationsApplied = 256

    /// Whether `extends` may name a file outside the project: the folder of the configuration
    /// loaded (`load(file:)`), or `projectRoot`. The command line allows it only with
    /// `--allow-external-config`: a repository's configuration must not make archlint read
    /// the CI machine's other files.
    public var allowsExternalFiles = true
    /// The folder `extends` is confined to; nil: the folder of each configuration loaded.
    public var projectRoot: String?

    public init(builtinPacks: [String: String], knownRuleIDs: Set<String>, knownRoles: Set<String>? = nil) {
        self.builtinPacks = builtinPacks
        self.knownRuleIDs = knownRuleIDs
        self.knownRoles = knownRoles
    }

    // MARK: Public API

    /// The nearest `.archlint.json` at or above `path` (a directory, or the directory of a
    /// file; relative paths start at the current directory), up to the filesystem root.
    /// Returns an absolute, normalized path, or nil when there is none.
    public func discover(forLintedPath path: String) -> String? {
        let absolute = ModuleResolver.absolute(path)
        var discovery = Discovery()
        return discovery.nearestFile(inDirectory: ConfigurationPaths.isDirectory(absolute) ? absolute : ConfigurationPaths.directory(of: absolute))
    }

    /// `discover` for many folders: each folder's own `.archlint.json` is looked for once, and
    /// the answer remembered for it and every folder on the way up.
    public struct Discovery {
        private var fileOfDirectory: [String: String?] = [:]

        public init() {}

        /// The nearest `.archlint.json` in `directory` (absolute and normalized) or above it.
        public mutating func nearestFile(inDirectory directory: String) -> String? {
            if let known = fileOfDirectory[directory] { return known }
            let candidate = (directory == "/" ? "" : directory) + "/" + Configuration.fileName
            let file = ConfigurationPaths.isRegularFile(candidate) ? candidate
                : directory == "/" ? nil : nearestFile(inDirectory: String(ModuleResolver.directory(ofAbsolute: directory)))
            fileOfDirectory[directory] = file
            return file
        }
    }

    /// No file, no pack, nothing configured; `root` made absolute.
    public func defaultConfiguration(root: String) -> Configuration {
        Configuration(root: ModuleResolver.absolute(root))
    }

    /// The configuration for linting `path`: the discovered file, or the default configuration
    /// rooted at the directory of `path` when there is none.
    public func configuration(forLintedPath path: String) throws -> Configuration {
        if let file = discover(forLintedPath: path) { return try load(file: file) }
        let absolute = ModuleResolver.absolute(path)
        return defaultConfiguration(
            root: ConfigurationPaths.isDirectory(absolute) ? absolute : ConfigurationPaths.directory(of: absolute))
    }

    /// Reads `file`, resolves its `extends`, validates and merges. Errors name files the way
    /// they were reached: `file` as given, extended files joined to it.
    public func load(file: String) throws -> Configuration {
        var discovery = Discovery()
        return try load(file: file, discovery: &discovery)
    }

    /// `load(file:)`, finding the configurations it inherits with `discovery` (shared by the
    /// lookups of one run, so each folder is looked at once).
    public func load(file: String, discovery: inout Discovery) throws -> Configuration {
        let absolute = ModuleResolver.absolute(file)
        let root = ConfigurationPaths.directory(of: absolute)
        let source = Source(
            display: file, absolutePath: absolute, identity: ConfigurationPaths.identity(absolute),
            chainName: ConfigurationPaths.display(absolute, relativeTo: root))
        var state = MergeState()
        var decoded: [String: Fragment] = [:]
        // The file and the ones it inherits, nearest first.
        var lineage = [source]
        while let last = lineage.last, let parent = try inheritedParent(of: last, root: root, decoded: &decoded, discovery: &discovery) {
            lineage.append(parent)
        }
        // `extends` of an inherited file may reach as far as its own folder would let it.
        var loader = self
        if lineage.count > 1, loader.projectRoot == nil, let top = lineage.last?.absolutePath {
            loader.projectRoot = ConfigurationPaths.directory(of: top)
        }
        var top: Fragment?
        for (position, inherited) in lineage.enumerated().reversed() {
            let fragment = try loader.resolve(inherited, chain: [], root: root, state: &state, decoded: &decoded)
            if position == 0 { top = fragment }
        }
        return try loader.finish(state, file: file, root: root, extends: top?.extends.map(\.value) ?? [])
    }

    /// The `.archlint.json` that `source` inherits: the nearest one above its folder, when
    /// `source` is a `.archlint.json` without `extends` and without `"root": true`.
    private func inheritedParent(of source: Source, root: String, decoded: inout [String: Fragment],
                                 discovery: inout Discovery) throws -> Source? {
        guard let path = source.absolutePath, path.hasSuffix("/" + Configuration.fileName) else { return nil }
        let fragment = try self.fragment(source, root: root, decoded: &decoded)
        guard fragment.extends.isEmpty, !fragment.isRoot else { return nil }
        let folder = ConfigurationPaths.directory(of: path)
        guard folder != "/" else { return nil }
        guard let parent = discovery.nearestFile(inDirectory: ConfigurationPaths.directory(of: folder)) else { return nil }
        let identity = ConfigurationPaths.identity(parent)
        // A folder reached again through a link: stop rather than go round.
        guard identity != source.identity else { return nil }
        let display: String
        if source.display.hasPrefix("/") {
            display = parent
        } else if let relative = ModuleResolver.relative(parent, to: ModuleResolver.currentDirectory), !relative.isEmpty {
            display = relative
        } else {
            display = parent
        }
        return Source(display: display, absolutePath: parent, identity: identity,
                      chainName: ConfigurationPaths.display(parent, relativeTo: root), inherited: true)
    }

    /// The fragment of `source`, decoded once per load.
    private func fragment(_ source: Source, root: String, decoded: inout [String: Fragment]) throws -> Fragment {
        if let known = decoded[source.identity] { return known }
        let fragment = try FragmentDecoder(source: source, root: root, knownRuleIDs: knownRuleIDs).decode(try parse(source))
        decoded[source.identity] = fragment
        return fragment
    }

    /// A built-in pack on its own, as if a configuration in `root` contained only
    /// `"extends": [name]`. For checking that every pack loads.
    public func loadPack(named name: String, root: String = "/") throws -> Configuration {
        guard builtinPacks[name] != nil else {
            throw ConfigurationError(file: "pack:\(name)", line: 1, column: 1, message: unknownPackMessage(name))
        }
        let absoluteRoot = ModuleResolver.absolute(root)
        var state = MergeState()
        var decoded: [String: Fragment] = [:]
        _ = try resolve(packSource(name), chain: [], root: absoluteRoot, state: &state, decoded: &decoded)
        return try finish(state, file: nil, root: absoluteRoot, extends: [name])
    }

    // MARK: Resolution

    struct Source {
        /// How errors name it: the path as reached, or `pack:NAME`.
        var display: String
        /// nil for a built-in pack.
        var absolutePath: String?
        var identity: String
        /// How a cycle names it: path relative to the root, or the pack name.
        var chainName: String
        var packName: String? = nil
        /// Inherited by a nested `.archlint.json` (not extended): its `include` does not apply.
        var inherited = false

        func error(_ message: String, at position: JSONPosition) -> ConfigurationError {
            ConfigurationError(file: display, line: position.line, column: position.column, message: message)
        }

        func error(_ message: String) -> ConfigurationError {
            ConfigurationError(file: display, line: 1, column: 1, message: message)
        }
    }

    private func packSource(_ name: String) -> Source {
        Source(display: "pack:\(name)", absolutePath: nil, identity: "pack:\(name)", chainName: name, packName: name)
    }

    private func unknownPackMessage(_ name: String) -> String {
        let names = builtinPacks.keys.sorted()
        if let suggestion = Suggestions.closest(to: name, among: names) {
            return "unknown pack \(Suggestions.quoted(name)); did you mean '\(suggestion)'?"
        }
        let list = names.isEmpty ? "none" : names.joined(separator: ", ")
        return "unknown pack \(Suggestions.quoted(name)) (built-in packs: \(list))"
    }

    private func isPathEntry(_ entry: String) -> Bool { entry.contains("/") || entry.hasSuffix(".json") }

    /// Applies `source` (after everything it extends) to `state`; returns its own fragment.
    /// `decoded` keeps each configuration read so far, by identity: one extended many times is
    /// read once.
    @discardableResult
    private func resolve(_ source: Source, chain: [Source], root: String, state: inout MergeState,
                         decoded: inout [String: Fragment]) throws -> Fragment {
        let fragment = try self.fragment(source, root: root, decoded: &decoded)
        let chain = chain + [source]
        for entry in fragment.extends {
            let target: Source
            if isPathEntry(entry.value) {
                guard let absolutePath = source.absolutePath else {
                    throw source.error(
                        "a built-in pack cannot extend a file (\(Suggestions.quoted(entry.value)))", at: entry.position)
                }
                let targetPath = ConfigurationPaths.join(ConfigurationPaths.directory(of: absolutePath), entry.value)
                if ConfigurationPaths.isDirectory(targetPath) {
                    throw source.error("extended path \(Suggestions.quoted(entry.value)) is a directory", at: entry.position)
                }
                if !allowsExternalFiles {
                    // Links resolved on both sides: a link inside the project to a file outside is outside.
                    let project = ModuleResolver.absolute(projectRoot ?? root)
                    let resolvedProject = ConfigurationPaths.identity(project)
                    let resolvedTarget = ConfigurationPaths.identity(targetPath)
                    if ModuleResolver.relative(resolvedTarget, to: resolvedProject) == nil {
                        throw source.error(
                            "extended file \(Suggestions.quoted(entry.value)) is outside the project (\(Suggestions.quoted(project))); "
                                + "pass --allow-external-config to read it, or --config-root to widen the project", at: entry.position)
                    }
                }
                // Why, in the C library's words: no such file, permission denied, a loop of links…
                // (a FIFO or a device is refused when read, with its kind).
                let (info, code) = POSIX.fileStatus(PathBytes.cString(targetPath))
                if info == nil {
                    throw source.error(
                        "extended file \(Suggestions.quoted(entry.value)) cannot be read: \(POSIX.errorMessage(code)) "
                            + "(looked for \(Suggestions.quoted(targetPath)))", at: entry.position)
                }
                target = Source(
                    display: ConfigurationPaths.join(ConfigurationPaths.directory(of: source.display), entry.value),
                    absolutePath: targetPath, identity: ConfigurationPaths.identity(targetPath),
                    chainName: ConfigurationPaths.display(targetPath, relativeTo: root))
            } else {
                guard builtinPacks[entry.value] != nil else {
                    throw source.error(unknownPackMessage(entry.value), at: entry.position)
                }
                target = packSource(entry.value)
            }
            if let first = chain.firstIndex(where: { $0.identity == target.identity }) {
                let names = chain[first...].map(\.chainName) + [target.chainName]
                throw source.error("cyclic extends: " + names.joined(separator: " → "), at: entry.position)
            }
            guard chain.count < maxExtendsDepth else {
                throw source.error("'extends' is nested more than \(maxExtendsDepth) levels deep", at: entry.position)
            }
            guard state.sources.count < maxConfigurationsApplied else {
                throw source.error("'extends' applies more than \(maxConfigurationsApplied) configurations (the same ones again and again?)",
                                   at: entry.position)
            }
            try resolve(target, chain: chain, root: root, state: &state, decoded: &decoded)
        }
        state.apply(fragment)
        return fragment
    }

    private func parse(_ source: Source) throws -> JSONNode {
        let parser = JSONParser(options: parserOptions)
        do {
            if let packName = source.packName {
                return try parser.parse(builtinPacks[packName] ?? "")
            }
            guard let path = source.absolutePath else { throw source.error("no configuration text") }
            if ConfigurationPaths.isDirectory(path) { throw source.error("configuration path is a directory") }
            // Only a regular file is read (a FIFO or a link to /dev/zero could block or never end),
            // and the size limit holds while reading, whatever the file's size said before.
            switch POSIX.readFile(path, limit: parserOptions.maxBytes) {
            case .success(let bytes):
                return try parser.parse(bytes)
            case .failure(.tooLarge):
                let size = POSIX.fileStatus(path).map { Int($0.st_size) }.flatMap { $0 > parserOptions.maxBytes ? $0 : nil }
                throw source.error("configuration file is too large (\(size.map { "\($0) bytes" } ?? "more than \(parserOptions.maxBytes) bytes"); "
                    + "the limit is \(parserOptions.maxBytes) bytes)")
            case .failure(.notRegularFile(let kind)):
                throw source.error("configuration file is not a regular file (\(kind)); it is not read")
            case .failure(let error):
                // The `errno` text: no such file, permission denied, a loop of links…
                throw source.error("cannot read configuration file: \(error.message)")
            }
        } catch let error as JSONParseError {
            throw source.error(error.message, at: error.position)
        }
    }

    private func finish(_ state: MergeState, file: String?, root: String, extends: [String]) throws -> Configuration {
        let layers = state.layers ?? []
        if let knownRoles {
            let declared = Set(state.roles.map(\.name))
            let candidates = Array(knownRoles.union(declared)).sorted()
            for layer in layers {
                for (role, position) in zip(layer.spec.roles, layer.rolePositions)
                where !knownRoles.contains(role) && !declared.contains(role) {
                    throw layer.source.error(
                        "layer \(Suggestions.quoted(layer.spec.name)) references unknown role \(Suggestions.quoted(role))"
                            + Suggestions.didYouMean(role, among: candidates),
                        at: position)
                }
            }
        }
        // Path globs that name no folder are tried on every path: their work is bounded together.
        let pathGlobs = (state.include ?? []) + (state.exclude ?? []) + (state.modules ?? []).flatMap(\.paths)
            + state.roles.flatMap(\.paths) + layers.flatMap { $0.spec.paths + $0.spec.modules }
        let workPerPath = pathGlobs.reduce(0) { $0 + ($1.isTriedOnEveryPath ? $1.work : 0) }
        if workPerPath > Glob.maxWorkPerPath {
            throw ConfigurationError(file: file ?? "pack", line: 1, column: 1, message:
                "the path globs that name no folder add up to \(workPerPath) pattern elements, tried on every path; "
                    + "the limit is \(Glob.maxWorkPerPath) (name a folder in them, or use fewer alternatives)")
        }
        var configuration = Configuration(
            file: file, root: root, extends: extends, include: state.include ?? [], exclude: state.exclude ?? [],
            modules: state.modules ?? [], roles: state.roles, layers: layers.map(\.spec), rules: state.rules,
            baseline: state.baseline, sources: state.sources)
        configuration.strictBaseline = state.strictBaseline ?? false
        return configuration
    }
}

// MARK: - Fragments: one file's own keys, validated

struct PartialRole {
    var name: String
    var names: [Glob]?
    var conformsTo: [Glob]?
    var paths: [Glob]?
    var types: [String]?
    var inherits: [Glob]?
    var excludeNames: [Glob]?
    var imports: [String]?
    var holds: [String]?
    var calls: [String]?
    var modules: [String]?
    var scene: Bool?
    var description: String?
}

struct DecodedLayer {
    var spec: LayerSpec
    var rolePositions: [JSONPosition]
    var source: ConfigurationLoader.Source
}

struct PartialRule {
    var severity: SeveritySetting?
    var options: [(String, JSONNode)]
    var origin: ConfigurationLocation
}

struct Fragment {
    var source: ConfigurationLoader.Source
    var extends: [(value: String, position: JSONPosition)] = []
    var include: [Glob]?
    var exclude: [Glob]?
    var modules: [(name: String, paths: [Glob])]?
    var roles: [PartialRole] = []
    var layers: [DecodedLayer]?
    var rules: [(id: String, setting: PartialRule)] = []
    var baseline: String?
    var strictBaseline: Bool?
    /// `"root": true`: no configuration above is inherited.
    var isRoot = false
}

struct MergeState {
    var include: [Glob]?
    var exclude: [Glob]?
    var modules: [(name: String, paths: [Glob])]?
    var roles: [RoleSpec] = []
    var roleIndex: [String: Int] = [:]
    var layers: [DecodedLayer]?
    var rules: [String: RuleSetting] = [:]
    var baseline: String?
    var strictBaseline: Bool?
    var sources: [String] = []

    mutating func apply(_ fragment: Fragment) {
        sources.append(fragment.source.packName.map { "pack:\($0)" } ?? fragment.source.display)
        if let value = fragment.include, !fragment.source.inherited { include = value }
        if let value = fragment.exclude { exclude = value }
        if let value = fragment.modules { modules = value }
        if let value = fragment.layers { layers = value }
        if let value = fragment.baseline { baseline = value }
        if let value = fragment.strictBaseline { strictBaseline = value }
        for partial in fragment.roles {
            let index: Int
            if let existing = roleIndex[partial.name] {
                index = existing
            } else {
                index = roles.count
                roleIndex[partial.name] = index
                roles.append(RoleSpec(name: partial.name))
            }
            if let value = partial.names { roles[index].names = value }
            if let value = partial.conformsTo { roles[index].conformsTo = value }
            if let value = partial.paths { roles[index].paths = value }
            if let value = partial.types { roles[index].types = value }
            if let value = partial.inherits { roles[index].inherits = value }
            if let value = partial.excludeNames { roles[index].excludeNames = value }
            if let value = partial.imports { roles[index].imports = value }
            if let value = partial.holds { roles[index].holds = value }
            if let value = partial.calls { roles[index].calls = value }
            if let value = partial.modules { roles[index].modules = value }
            if let value = partial.scene { roles[index].scene = value }
            if let value = partial.description { roles[index].description = value }
        }
        for (id, partial) in fragment.rules {
            var setting = rules[id] ?? RuleSetting()
            if let severity = partial.severity { setting.severity = severity }
            for (key, value) in partial.options {
                setting.options[key] = value
                setting.optionOrigins[key] = ConfigurationLocation(
                    file: partial.origin.file, line: value.line, column: value.column)
            }
            setting.origin = partial.origin
            rules[id] = setting
        }
    }
}

struct FragmentDecoder {
    let source: ConfigurationLoader.Source
    let root: String
    let knownRuleIDs: Set<String>

    private func fail(_ message: String, _ position: JSONPosition) -> ConfigurationError {
        source.error(message, at: position)
    }

    func decode(_ node: JSONNode) throws -> Fragment {
        guard let members = node.members else {
            throw fail("a configuration must be a JSON object, not \(article(node.kindName))", node.position)
        }
        var fragment = Fragment(source: source)
        for member in members {
            let value = member.value
            switch member.key {
            case "$schema":
                guard value.string != nil else { throw fail("'$schema' must be a string", value.position) }
            case "extends":
                fragment.extends = try extends(value)
            case "root":
                guard let flag = value.bool else { throw fail("'root' must be true or false", value.position) }
                fragment.isRoot = flag
            case "include":
                fragment.include = try globs(value, key: "include", isPath: true)
            case "exclude":
                fragment.exclude = try globs(value, key: "exclude", isPath: true)
            case "modules":
                fragment.modules = try modules(value)
            case "roles":
                fragment.roles = try roles(value)
            case "layers":
                fragment.layers = try layers(value)
            case "rules":
                fragment.rules = try rules(value)
            case "baseline":
                guard let path = value.string else { throw fail("'baseline' must be a string", value.position) }
                guard !path.isEmpty else { throw fail("'baseline' must not be empty", value.position) }
                let base = source.absolutePath.map(ConfigurationPaths.directory(of:)) ?? root
                fragment.baseline = ConfigurationPaths.join(base, path)
            case "strictBaseline":
                guard let strict = value.bool else { throw fail("'strictBaseline' must be true or false", value.position) }
                fragment.strictBaseline = strict
            default:
                throw fail(
                    "unknown top-level key \(Suggestions.quoted(member.key))"
                        + Suggestions.didYouMean(member.key, among: Configuration.topLevelKeys),
                    member.keyPosition)
            }
        }
        return fragment
    }

    private func article(_ kind: String) -> String {
        kind == "array" || kind == "object" ? "an \(kind)" : kind == "null" ? "null" : "a \(kind)"
    }

    // MARK: Values

    private func strings(_ node: JSONNode, key: String) throws -> [(value: String, position: JSONPosition)] {
        guard let items = node.array else { throw fail("'\(key)' must be an array of strings", node.position) }
        return try items.map { item in
            guard let string = item.string else { throw fail("'\(key)' must be an array of strings", item.position) }
            return (string, item.position)
        }
    }

    /// An array of strings none of which is empty (`what` names one in the error).
    private func nonEmptyStrings(_ node: JSONNode, key: String, what: String) throws -> [String] {
        try strings(node, key: key).map { value, position in
            guard !value.isEmpty else { throw fail("empty \(what) in '\(key)'", position) }
            return value
        }
    }

    private func globs(_ node: JSONNode, key: String, isPath: Bool) throws -> [Glob] {
        try strings(node, key: key).map { string, position in
            var pattern = Substring(string)
            if isPath { while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) } }
            do {
                return try Glob(String(pattern))
            } catch let error as Glob.PatternError {
                if error == .empty { throw fail("empty glob in '\(key)'", position) }
                throw fail("malformed glob \(Glob.quoted(string)) in '\(key)': \(error.reason)", position)
            }
        }
    }

    private func extends(_ node: JSONNode) throws -> [(value: String, position: JSONPosition)] {
        let entries: [(value: String, position: JSONPosition)]
        if let single = node.string {
            entries = [(single, node.position)]
        } else if let items = node.array {
            entries = try items.map { item in
                guard let string = item.string else {
                    throw fail("'extends' must be a string or an array of strings", item.position)
                }
                return (string, item.position)
            }
        } else {
            throw fail("'extends' must be a string or an array of strings", node.position)
        }
        for entry in entries where entry.value.isEmpty { throw fail("empty entry in 'extends'", entry.position) }
        return entries
    }

    private func modules(_ node: JSONNode) throws -> [(name: String, paths: [Glob])] {
        guard let members = node.members else {
            throw fail("'modules' must be an object mapping module names to arrays of globs", node.position)
        }
        return try members.map { member in
            guard !member.key.isEmpty else { throw fail("module name must not be empty", member.keyPosition) }
            return (member.key, try globs(member.value, key: "modules.\(member.key)", isPath: true))
        }
    }

    private func roles(_ node: JSONNode) throws -> [PartialRole] {
        guard let members = node.members else {
            throw fail("'roles' must be an object mapping role names to role definitions", node.position)
        }
        return try members.map { member in
            let name = member.key
            guard !name.isEmpty else { throw fail("role name must not be empty", member.keyPosition) }
            guard let fields = member.value.members else {
                throw fail("'roles.\(name)' must be an object", member.value.position)
            }
            var role = PartialRole(name: name)
            for field in fields {
                let key = "roles.\(name).\(field.key)"
                switch field.key {
                case "names": role.names = try globs(field.value, key: key, isPath: false)
                case "conformsTo": role.conformsTo = try globs(field.value, key: key, isPath: false)
                case "inherits": role.inherits = try globs(field.value, key: key, isPath: false)
                case "paths": role.paths = try globs(field.value, key: key, isPath: true)
                case "excludeNames": role.excludeNames = try globs(field.value, key: key, isPath: false)
                case "imports": role.imports = try nonEmptyStrings(field.value, key: key, what: "module name")
                case "holds": role.holds = try nonEmptyStrings(field.value, key: key, what: "type name")
                case "calls": role.calls = try nonEmptyStrings(field.value, key: key, what: "function name")
                case "modules": role.modules = try nonEmptyStrings(field.value, key: key, what: "module name")
                case "scene":
                    guard let flag = field.value.bool else { throw fail("'\(key)' must be true or false", field.value.position) }
                    role.scene = flag
                case "types": role.types = try nonEmptyStrings(field.value, key: key, what: "type name")
                case "description":
                    guard let text = field.value.string else { throw fail("'\(key)' must be a string", field.value.position) }
                    role.description = text
                default:
                    throw fail(
                        "unknown key \(Suggestions.quoted(field.key)) in role \(Suggestions.quoted(name))"
                            + Suggestions.didYouMean(field.key, among: Configuration.roleKeys),
                        field.keyPosition)
                }
            }
            return role
        }
    }

    private func layers(_ node: JSONNode) throws -> [DecodedLayer] {
        guard let items = node.array else { throw fail("'layers' must be an array of layer objects", node.position) }
        var firstLine: [String: Int] = [:]
        return try items.enumerated().map { index, item in
            let path = "layers[\(index)]"
            guard let fields = item.members else { throw fail("'\(path)' must be an object", item.position) }
            var spec = LayerSpec(name: "")
            var rolePositions: [JSONPosition] = []
            var hasName = false
            for field in fields {
                let key = "\(path).\(field.key)"
                switch field.key {
                case "name":
                    guard let name = field.value.string, !name.isEmpty else {
                        throw fail("'\(key)' must be a non-empty string", field.value.position)
                    }
                    if let line = firstLine[name] {
                        throw fail("duplicate layer name \(Suggestions.quoted(name)) (first declared on line \(line))", field.value.position)
                    }
                    firstLine[name] = field.value.line
                    spec.name = name
                    hasName = true
                case "roles":
                    let roles = try strings(field.value, key: key)
                    for role in roles where role.value.isEmpty { throw fail("empty role name in '\(key)'", role.position) }
                    spec.roles = roles.map(\.value)
                    rolePositions = roles.map(\.position)
                case "modules": spec.modules = try globs(field.value, key: key, isPath: false)
                case "paths": spec.paths = try globs(field.value, key: key, isPath: true)
                case "folders":
                    let folders = try strings(field.value, key: key)
                    for folder in folders where folder.value.isEmpty || folder.value.contains("/") {
                        throw fail("'\(key)' holds folder names, not paths", folder.position)
                    }
                    spec.folders = folders.map(\.value)
                case "transport":
                    guard let flag = field.value.bool else { throw fail("'\(key)' must be true or false", field.value.position) }
                    spec.transport = flag
                case "description":
                    guard let text = field.value.string else { throw fail("'\(key)' must be a string", field.value.position) }
                    spec.description = text
                default:
                    throw fail(
                        "unknown key \(Suggestions.quoted(field.key)) in \(Suggestions.quoted(path))"
                            + Suggestions.didYouMean(field.key, among: Configuration.layerKeys),
                        field.keyPosition)
                }
            }
            guard hasName else { throw fail("'\(path)' is missing 'name'", item.position) }
            return DecodedLayer(spec: spec, rolePositions: rolePositions, source: source)
        }
    }

    private func rules(_ node: JSONNode) throws -> [(id: String, setting: PartialRule)] {
        guard let members = node.members else {
            throw fail("'rules' must be an object mapping rule ids to severities or settings", node.position)
        }
        let known = knownRuleIDs.sorted()
        return try members.map { member in
            let id = member.key
            guard knownRuleIDs.contains(id) else {
                throw fail("unknown rule \(Suggestions.quoted(id))" + Suggestions.didYouMean(id, among: known), member.keyPosition)
            }
            let value = member.value
            let origin = ConfigurationLocation(file: source.display, line: value.line, column: value.column)
            if let text = value.string {
                return (id, PartialRule(severity: try severity(text, rule: id, at: value.position), options: [], origin: origin))
            }
            guard let fields = value.members else {
                throw fail("rule '\(id)' must be a severity string (off, note, warning, error) or an object", value.position)
            }
            var rule = PartialRule(severity: nil, options: [], origin: origin)
            for field in fields {
                if field.key == "severity" {
                    guard let text = field.value.string else {
                        throw fail(
                            "severity of rule '\(id)' must be a string: off, note, warning or error", field.value.position)
                    }
                    rule.severity = try severity(text, rule: id, at: field.value.position)
                } else {
                    rule.options.append((field.key, field.value))
                }
            }
            return (id, rule)
        }
    }

    private func severity(_ text: String, rule: String, at position: JSONPosition) throws -> SeveritySetting {
        if let severity = SeveritySetting(rawValue: text) { return severity }
        let names = SeveritySetting.allCases.map(\.rawValue)
        if let suggestion = Suggestions.closest(to: text, among: names) {
            throw fail("invalid severity '\(text)' for rule '\(rule)'; did you mean '\(suggestion)'?", position)
        }
        throw fail("invalid severity '\(text)' for rule '\(rule)'; expected off, note, warning or error", position)
    }
}
