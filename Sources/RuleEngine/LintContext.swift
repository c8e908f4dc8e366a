import Platform
import ProjectIndex
import SourceModel

/// A use of a name inside a symbol's declarations, with what it resolves to in the project.
/// A view of the stored references (`SymbolReferences`): made as a rule reads it, its names and
/// targets read from the storage only when asked, so a rule passing over references it does not
/// want copies and releases none of their names.
public struct ResolvedReference: Sendable {
    fileprivate let storage: ReferenceStorage
    public let file: Int
    /// The reference as the file's model records it: numbers into the file's names and functions.
    private let reference: TypeReference
    /// As `CompactReference.target`.
    private let target: Int32

    fileprivate init(storage: ReferenceStorage, file: Int, reference: TypeReference, target: Int32) {
        self.storage = storage
        self.file = file
        self.reference = reference
        self.target = target
    }

    public var position: SourcePosition { reference.position }
    /// A call of the type's initializer (`Foo(…)`).
    public var isConstruction: Bool { reference.isConstruction }
    /// The member was written without the type: `s: UserService = .shared`.
    public var isImplicitMember: Bool { reference.isImplicitMember }
    public var name: String { storage.names[file][Int(reference.name)] }
    /// Project symbols the name stands for; empty for framework or unknown names.
    public var targets: ArraySlice<SymbolID> {
        if target >= 0 { return storage.symbolIDs[Int(target)...Int(target)] }
        return target == -1 ? [] : storage.multiTargets[Int(-2 - target)][...]
    }
    /// The member accessed right after the name (`shared` in `Storage.shared`).
    public var member: String? { reference.member >= 0 ? storage.names[file][Int(reference.member)] : nil }
    /// The method or initializer of the referring type whose body holds the reference.
    public var function: EnclosingFunction? { reference.function >= 0 ? storage.functions[file][Int(reference.function)] : nil }

    /// The metatype `Foo.self`: the type is named (a string's interpolation, a container's type
    /// argument), not held or called.
    public var isMetatype: Bool { member == "self" }
}

/// A value worked out on first use and shared by whoever holds the memo; threads asking at once
/// wait for the first one's answer.
final class Memo<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    init(_ value: Value? = nil) { self.value = value }

    /// The value, if it has been worked out.
    func peek() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}

/// Facts a rule works out from the roles, the declarations, the modules and the paths alone
/// (the folders of the types a framework is confined to, the modules that show the pattern), by
/// a key naming the rule and the options they follow from. A focused context and the next
/// edit's context, whose declarations and roles are alike, share them.
final class DerivedFacts: @unchecked Sendable {
    private let lock = Lock()
    private var facts: [String: any Sendable] = [:]

    /// Worked out outside the lock: a fact may ask for another.
    func value<Value: Sendable>(_ key: String, _ make: () -> Value) -> Value {
        lock.lock()
        let known = facts[key] as? Value
        lock.unlock()
        if let known { return known }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let known = facts[key] as? Value { return known }
        facts[key] = made
        return made
    }
}

/// What every rule reads: the index, roles, layers and each role-bearing symbol's references.
public final class LintContext: Sendable {
    public let project: ProjectIndex
    public let roles: RoleMap
    public let layers: [LayerSpec]
    /// Layer index per symbol (0 = highest), nil when the symbol is in no layer.
    public let layerOfSymbol: [Int?]
    /// Per file, the layer of the layer folder it is filed in (`layers[].folders`) when that folder
    /// holds types of that layer's roles or higher ones and none of a lower layer's: whatever the
    /// file's code is, it is at least that high. Nil for a file in no such folder.
    public let layerFloorOfFile: [Int?]
    /// Paths relative to the configuration's root, for globs; parallel to `project.files`.
    public let relativePaths: [String]
    /// The roles the configuration marks as parts of a scene (`"scene": true`).
    public let sceneRoles: Set<Role>
    /// Per role, the roles `role-dependency` forbids it outright (any type of the role, not only its
    /// implementations), when that rule runs: a rule whose advice would keep such an edge (hold it
    /// through a protocol) leaves it to that rule, so one violation draws one finding pointing one way.
    public let forbiddenOutright: [Role: Set<Role>]
    /// A file's text as it was modelled, by file index (nil when it cannot be read again): for
    /// the few findings whose fix needs the tokens the model does not keep.
    public let source: @Sendable (Int) -> [UInt8]?
    /// Resolved references of each symbol with a role or a layer, from all its declarations, in
    /// file and source order: `referencesOfSymbol[symbol]` is a collection of `ResolvedReference`.
    public let referencesOfSymbol: SymbolReferences
    /// The symbols of each role, in id order.
    private let symbolsOfRole: [Role: [SymbolID]]
    /// Every layer's module globs, grouped by layer: the first match is the first layer
    /// (thousands of layers cost a lookup, not a try of each).
    private let layerModuleGlobs: GlobSet
    /// The scene folders' types with no role, found on first use. They follow from the roles, the
    /// paths and the declarations alone, so a focused context and the next edit's context (same
    /// declarations) share them instead of scanning every scene type's folder again.
    let sceneFolders: Memo<SceneFolders>
    /// The rules' other facts that follow from the roles, declarations and paths alone.
    let derivedFacts: DerivedFacts
    /// Per symbol, the symbols whose references name it: built on the first edit's lint, then
    /// updated from the edited files' references (`Linter.lint(previous:)`).
    let referrers: Memo<Referrers>
    /// Who keeps whom alive, built by the first rule that asks; an edit's lint derives its own
    /// from the last one's (`StrongReferenceGraph.updating`) when that one had it.
    let strongReferences: Memo<StrongReferenceGraph>
    /// The project's UI helpers, found by the first rule that asks; an edit's lint derives its own
    /// from the last one's (`UIHelpers.updating`) when that one had it.
    let uiHelpers: Memo<UIHelpers>
    /// The presenter protocols the types with a role store, found by the first rule that asks; an
    /// edit's lint derives its own from the last one's (`HeldPresenterProtocols.updating`).
    let heldPresenterProtocols: Memo<HeldPresenterProtocols>
    /// The calls in extensions that show what their method is handed (the app's navigation
    /// helpers), found by the first rule that asks; an edit's lint derives its own from the last one's.
    let helperCalls: Memo<HelperCalls>
    /// The methods the project declares by name, found by the first rule that asks; an edit's lint
    /// derives its own from the last one's (`DeclaredMethods.updating`).
    let declaredMethods: Memo<DeclaredMethods>
    /// The project's imports of its own modules, found by the first rule that asks; an edit's
    /// lint derives its own from the last one's, whether or not a rule asks again.
    let projectImports: Memo<ProjectImports>

    /// The files and types the rules of the narrowest scope check when only some files changed
    /// (`Linter.lint(previous:)`); nil when every file is checked.
    public let focus: Focus?

    /// Some files, and the types declared or extended in them.
    public struct Focus: Sendable {
        /// Per file, whether it is checked.
        public let files: [Bool]
        /// Every symbol with a declaration in a checked file, in id order.
        public let symbols: [SymbolID]
    }

    /// `jobs` threads resolve the references, file by file; the result does not depend on it.
    /// `everySymbolsReferences`: resolve the references of every symbol, not only of those with
    /// a role or a layer (`why` follows any type).
    ///
    /// `previous`: the context of an earlier lint whose index had the same declarations
    /// (`ProjectIndex.replacingFiles`), roles, layers and paths; only the files `changed` marks
    /// have their references resolved again, the others' are copied from it.
    /// `previousReferences`: without such a context, the references of an earlier lint whose
    /// index numbered the same symbols alike, copied for the files `changed` does not mark (those
    /// that resolve their names as before, `ProjectIndex.namesResolvedOtherwise`).
    public init(project: ProjectIndex, roles: RoleMap, layers: [LayerSpec], relativePaths: [String], sceneRoles: Set<Role> = [],
                forbiddenOutright: [Role: Set<Role>] = [:], jobs: Int = 1, everySymbolsReferences: Bool = false,
                previous: (context: LintContext, changed: [Bool])? = nil,
                previousReferences: (references: SymbolReferences, changed: [Bool])? = nil,
                source: @escaping @Sendable (Int) -> [UInt8]? = { _ in nil }) {
        self.project = project
        self.source = source
        self.roles = roles
        self.layers = layers
        self.relativePaths = relativePaths
        self.sceneRoles = sceneRoles
        self.forbiddenOutright = forbiddenOutright
        focus = nil
        referrers = Memo()
        strongReferences = Memo()
        uiHelpers = Memo()
        heldPresenterProtocols = Memo()
        helperCalls = Memo()
        declaredMethods = Memo()
        projectImports = Memo()
        if let previous, previous.context.layers == layers, previous.context.relativePaths == relativePaths,
           previous.context.project.symbols.count == project.symbols.count {
            // The layers of the symbols and the symbols of the roles follow from the declarations alone.
            layerModuleGlobs = previous.context.layerModuleGlobs
            let layerOfSymbol = previous.context.layerOfSymbol
            self.layerOfSymbol = layerOfSymbol
            layerFloorOfFile = previous.context.layerFloorOfFile
            symbolsOfRole = previous.context.symbolsOfRole
            sceneFolders = previous.context.sceneRoles == sceneRoles ? previous.context.sceneFolders : Memo()
            derivedFacts = previous.context.derivedFacts
            let wanted = Self.wanted(project, roles, layerOfSymbol, everySymbolsReferences)
            referencesOfSymbol = SymbolReferences(project: project, wanted: wanted, jobs: jobs,
                                                  previous: (previous.context.referencesOfSymbol, previous.changed))
            return
        }
        sceneFolders = Memo()
        derivedFacts = DerivedFacts()
        let moduleGlobs = GlobSet(groups: layers.map(\.modules))
        layerModuleGlobs = moduleGlobs
        let pathGlobs = GlobSet(groups: layers.map(\.paths))
        var layerOfSymbol = [Int?](repeating: nil, count: project.symbols.count)
        var layerFloorOfFile = [Int?](repeating: nil, count: project.files.count)
        if !layers.isEmpty {
            // A symbol's layer is the first one that lists its role or matches its module or path:
            // the first layer of each role is looked up once, and only layers with globs are matched.
            var firstLayerOfRole: [Role: Int] = [:]
            for (index, layer) in layers.enumerated() {
                for role in layer.roles.map(Role.init) where firstLayerOfRole[role] == nil { firstLayerOfRole[role] = index }
            }
            // Module and path are the file's: the first layer whose globs match them is found once
            // per file (-1 for none), not per type (a file deep down has as many folders to try).
            var globbedLayerOfFile = [Int?](repeating: nil, count: project.files.count)
            func globbedLayer(of file: Int) -> Int {
                if let known = globbedLayerOfFile[file] { return known }
                let byModule = moduleGlobs.firstMatch(pathOrAncestor: project.moduleOfFile[file])
                let byPath = pathGlobs.firstMatch(pathOrAncestor: relativePaths[file])
                let layer = min(byModule ?? Int.max, byPath ?? Int.max)
                globbedLayerOfFile[file] = layer == Int.max ? -1 : layer
                return globbedLayerOfFile[file]!
            }
            for id in project.symbolIDs {
                guard let declaration = project.symbols[id].declaration else { continue }
                let byRole = roles.role(id).flatMap { firstLayerOfRole[$0] }
                let byGlob = globbedLayer(of: declaration.file)
                // The first layer that takes the symbol: by role or by glob, whichever comes first.
                layerOfSymbol[id] = byGlob >= 0 && byGlob < (byRole ?? Int.max) ? byGlob : byRole
            }
            Self.assignFolderLayers(&layerOfSymbol, floors: &layerFloorOfFile, project: project, roles: roles, layers: layers,
                                    firstLayerOfRole: firstLayerOfRole, relativePaths: relativePaths)
            Self.assignEnclosingLayers(&layerOfSymbol, project: project, roles: roles)
        }
        self.layerOfSymbol = layerOfSymbol
        self.layerFloorOfFile = layerFloorOfFile
        var symbolsOfRole: [Role: [SymbolID]] = [:]
        for (id, role) in zip(project.symbolIDs, roles.roleOfSymbol) where role != nil { symbolsOfRole[role!, default: []].append(id) }
        self.symbolsOfRole = symbolsOfRole
        self.referencesOfSymbol = SymbolReferences(project: project, wanted: Self.wanted(project, roles, layerOfSymbol, everySymbolsReferences),
                                                   jobs: jobs, previous: previousReferences)
    }

    /// A type with no role and no layer takes the layer of the folder it is filed in, when the app
    /// names its layers by folders: the outermost folder of the file named as a layer's `folders`
    /// decides (`Presentation/Services/` is a screen about services, not the services layer), and
    /// only a folder that holds a type of that layer's roles counts, so a `Services/` folder of UI
    /// helpers with no service in it stays out of the services layer. The folder must name that
    /// layer alone: one that holds a lower layer's types too (`Business Logic/` with the DAOs and
    /// the records they store) files role-less types of either, and one whose typed types are
    /// mostly of higher layers (`Presentation/` full of view controllers) is theirs.
    ///
    /// `floors`: per file, its folder's layer when the folder holds no lower layer's types, but
    /// some of its own or a higher one's (`layerFloorOfFile`).
    private static func assignFolderLayers(_ layerOfSymbol: inout [Int?], floors: inout [Int?], project: ProjectIndex, roles: RoleMap,
                                           layers: [LayerSpec], firstLayerOfRole: [Role: Int], relativePaths: [String]) {
        var layerOfFolder: [String: Int] = [:]
        for (index, layer) in layers.enumerated() {
            for folder in layer.folders where layerOfFolder[folder.lowercased()] == nil { layerOfFolder[folder.lowercased()] = index }
        }
        guard !layerOfFolder.isEmpty else { return }
        // A folder of a length no layer folder has is not lowercased and looked up (most are not).
        let folderLengths = layerOfFolder.keys.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.utf8.count, 63)) }
        // Per file, the path of its outermost layer folder and that folder's layer, found once.
        var folderOfFile = [(path: Substring, layer: Int)??](repeating: nil, count: project.files.count)
        func layerFolder(of file: Int) -> (path: Substring, layer: Int)? {
            if let known = folderOfFile[file] { return known }
            var found: (path: Substring, layer: Int)?
            guard file < relativePaths.count else { return nil }
            // Bytes, not characters: `/` is ASCII, so the byte after it starts a character.
            var path = relativePaths[file]
            let outermost = path.withUTF8 { bytes -> (end: Int, layer: Int)? in
                var start = 0
                for end in bytes.indices where bytes[end] == UInt8(ascii: "/") {
                    defer { start = end + 1 }
                    guard folderLengths & (1 << UInt64(min(end - start, 63))) != 0,
                          let layer = layerOfFolder[String(decoding: bytes[start..<end], as: UTF8.self).lowercased()] else { continue }
                    return (end, layer)
                }
                return nil
            }
            if let (end, layer) = outermost {
                found = (path[..<path.utf8.index(path.startIndex, offsetBy: end)], layer)
            }
            folderOfFile[file] = .some(found)
            return found
        }
        // Per layer folder, its typed types: of its layer, of higher layers, of lower ones.
        var typed: [Substring: (own: Int, higher: Int, lower: Int)] = [:]
        for id in project.symbolIDs {
            guard let role = roles.role(id), let layer = firstLayerOfRole[role], let file = project.symbols[id].declaration?.file,
                  let folder = layerFolder(of: file) else { continue }
            var counts = typed[folder.path] ?? (0, 0, 0)
            if layer == folder.layer { counts.own += 1 } else if layer < folder.layer { counts.higher += 1 } else { counts.lower += 1 }
            typed[folder.path] = counts
        }
        for file in project.files.indices {
            guard let folder = layerFolder(of: file), let counts = typed[folder.path], counts.lower == 0 else { continue }
            floors[file] = folder.layer
        }
        let evidenced = Set(typed.compactMap { $0.value.own > 0 && $0.value.lower == 0 && $0.value.own >= $0.value.higher ? $0.key : nil })
        guard !evidenced.isEmpty else { return }
        for id in project.symbolIDs where layerOfSymbol[id] == nil && roles.role(id) == nil {
            // A nested type is its enclosing type's (`assignEnclosingLayers`), not its folder's.
            guard let declaration = project.symbols[id].declaration,
                  project.files[declaration.file].types[declaration.type].parent == nil,
                  let folder = layerFolder(of: declaration.file),
                  evidenced.contains(folder.path) else { continue }
            layerOfSymbol[id] = folder.layer
        }
    }

    /// A type with no role declared inside another (`UserSessionFlowCoordinator.State`) is part of
    /// it, and in its layer: naming the coordinator's state is depending on the coordinator.
    private static func assignEnclosingLayers(_ layerOfSymbol: inout [Int?], project: ProjectIndex, roles: RoleMap) {
        var settled = [Bool](repeating: false, count: project.symbols.count)
        func layer(of id: SymbolID) -> Int? {
            if settled[id] { return layerOfSymbol[id] }
            settled[id] = true
            guard layerOfSymbol[id] == nil, roles.role(id) == nil, let declaration = project.symbols[id].declaration,
                  let parent = project.files[declaration.file].types[declaration.type].parent,
                  let enclosing = project.symbol(declaredAt: DeclarationRef(file: declaration.file, type: parent)),
                  enclosing != id else { return layerOfSymbol[id] }
            layerOfSymbol[id] = layer(of: enclosing)
            return layerOfSymbol[id]
        }
        for id in project.symbolIDs { _ = layer(of: id) }
    }

    /// The symbols whose references are resolved: those with a role or a layer, or every one.
    private static func wanted(_ project: ProjectIndex, _ roles: RoleMap, _ layerOfSymbol: [Int?], _ every: Bool) -> [Bool] {
        project.symbolIDs.map { every || roles.role($0) != nil || layerOfSymbol[$0] != nil }
    }

    private init(_ other: LintContext, focus: Focus) {
        project = other.project
        roles = other.roles
        layers = other.layers
        layerOfSymbol = other.layerOfSymbol
        layerFloorOfFile = other.layerFloorOfFile
        relativePaths = other.relativePaths
        sceneRoles = other.sceneRoles
        forbiddenOutright = other.forbiddenOutright
        source = other.source
        referencesOfSymbol = other.referencesOfSymbol
        symbolsOfRole = other.symbolsOfRole
        layerModuleGlobs = other.layerModuleGlobs
        sceneFolders = other.sceneFolders
        derivedFacts = other.derivedFacts
        referrers = other.referrers
        strongReferences = other.strongReferences
        uiHelpers = other.uiHelpers
        heldPresenterProtocols = other.heldPresenterProtocols
        helperCalls = other.helperCalls
        declaredMethods = other.declaredMethods
        projectImports = other.projectImports
        self.focus = focus
    }

    /// The same context, checking only the files `files` marks and the types declared in them.
    public func focused(on files: [Bool]) -> LintContext {
        var symbols = Set<SymbolID>()
        for file in files.indices where files[file] {
            for case let id? in project.symbols(declaredIn: file) { symbols.insert(id) }
        }
        return LintContext(self, focus: Focus(files: files, symbols: symbols.sorted()))
    }

    /// The files holding the types whose findings an edit of the `changed` files can change for
    /// a rule of scope `referencedTypes` (`RuleScope`): the edited types, their supertypes and
    /// subtypes, the types referencing any of these, and the types the edited files name, before
    /// the edit (in `previous`) or after it, with their subtypes; every file declaring one of them.
    /// `edited`: the symbols the changed files declare; `referrers` must be this context's.
    func neighbourhood(of changed: [Int], edited: Set<SymbolID>, previous: LintContext, referrers: Referrers) -> [Bool] {
        var around = edited
        for symbol in edited { around.formUnion(project.supertypes(of: symbol).symbols) }
        around.formUnion(project.descendants(ofSymbols: Array(edited)))
        var reached = around
        for symbol in around {
            for referrer in referrers.ofSymbol[symbol.index] { reached.insert(referrer.symbol) }
        }
        var named = Set<SymbolID>()
        for context in [previous, self] {
            for file in changed {
                let model = context.project.files[file]
                for reference in model.references where reference.owner >= 0 && !reference.isGenericParameter {
                    var name = model.names[Int(reference.name)]
                    named.formUnion(context.project.resolve(name, file: file, enclosingType: Int(reference.owner)))
                    if reference.member >= 0 {
                        name += "." + model.names[Int(reference.member)]
                        named.formUnion(context.project.resolve(name, file: file, enclosingType: Int(reference.owner)))
                    }
                }
            }
        }
        reached.formUnion(named)
        reached.formUnion(project.descendants(ofSymbols: Array(named)))
        return files(declaring: reached, besides: changed)
    }

    /// Every symbol declared in a folder where one of `symbols` is declared.
    func symbolsOfFolders(declaring symbols: Set<SymbolID>) -> Set<SymbolID> {
        let folders = self.folders
        var declaring = [Bool](repeating: false, count: folders.count)
        for symbol in symbols {
            for ref in project.symbols[symbol].declarations where ref.file < folders.ofFile.count { declaring[folders.ofFile[ref.file]] = true }
        }
        var found = Set<SymbolID>()
        for file in project.files.indices where file < folders.ofFile.count && declaring[folders.ofFile[file]] {
            for case let id? in project.symbols(declaredIn: file) { found.insert(id) }
        }
        return found
    }

    /// The files' folders numbered: the role map's, found with it for these paths.
    var folders: FolderNumbers { roles.folders(for: relativePaths) ?? FolderNumbers(relativePaths: relativePaths) }

    /// Per file, whether it is test code by its path (`TestCode.isTestPath`): the role map's, found with it.
    var testFiles: [Bool] { roles.testFiles(for: relativePaths) ?? relativePaths.map(TestCode.isTestPath) }

    /// The `changed` files and every file declaring or extending one of `symbols`.
    func files(declaring symbols: Set<SymbolID>, besides changed: [Int]) -> [Bool] {
        var files = [Bool](repeating: false, count: project.files.count)
        for file in changed { files[file] = true }
        for symbol in symbols {
            for ref in project.symbols[symbol].declarations { files[ref.file] = true }
        }
        return files
    }

    /// Whether the rules check this file (every file but outside a focus).
    public func checks(file: Int) -> Bool { focus?.files[file] ?? true }

    /// Whether the rules check this symbol: it has a declaration in a checked file.
    public func checks(symbol: SymbolID) -> Bool {
        guard let focus else { return true }
        return project.symbols[symbol].declarations.contains { focus.files[$0.file] }
    }

    /// The symbols the rules check, in id order: every one, or the focus's.
    public var checkedSymbolIDs: [SymbolID] { focus?.symbols ?? Array(project.symbolIDs) }

    /// `symbols(withRoles:…)` of the checked symbols only: what a rule of the narrowest scope
    /// iterates over (a rule looking other types up asks `symbols(withRoles:…)`).
    public func checkedSymbols(withRoles wanted: Set<Role>, implementationsOnly: Bool = false, protocolsOnly: Bool = false) -> [SymbolID] {
        guard let focus else { return symbols(withRoles: wanted, implementationsOnly: implementationsOnly, protocolsOnly: protocolsOnly) }
        // The focus's few symbols filtered, not every symbol of the roles looked up.
        return focus.symbols.filter { id in
            roles.role(id).map(wanted.contains) == true && isKind(id, implementationsOnly: implementationsOnly, protocolsOnly: protocolsOnly)
        }
    }

    // MARK: Queries for rules

    /// The first layer whose `modules` globs match the module name, if any.
    public func layer(ofModule module: String) -> Int? {
        layerModuleGlobs.firstMatch(pathOrAncestor: module)
    }

    public func role(_ symbol: SymbolID) -> Role? { roles.role(symbol) }

    /// Roles whose types are plain data rather than collaborators.
    public static let valueRoles: Set<Role> = [.entity, .dto]

    public func symbol(_ id: SymbolID) -> TypeSymbol { project.symbols[id] }

    public func declaration(_ ref: DeclarationRef) -> TypeDecl { project.files[ref.file].types[ref.type] }

    /// Symbols with one of the roles, in id order (stable across runs).
    public func symbols(withRoles wanted: Set<Role>, implementationsOnly: Bool = false, protocolsOnly: Bool = false) -> [SymbolID] {
        var ids: [SymbolID] = []
        for role in wanted { ids += symbolsOfRole[role] ?? [] }
        if wanted.count > 1 { ids.sort() }
        return ids.filter { isKind($0, implementationsOnly: implementationsOnly, protocolsOnly: protocolsOnly) }
    }

    private func isKind(_ id: SymbolID, implementationsOnly: Bool, protocolsOnly: Bool) -> Bool {
        (!implementationsOnly || project.symbols[id].isImplementation) && (!protocolsOnly || project.symbols[id].kind == .protocol)
    }

    /// The project symbols a type annotation written in a declaration mentions (`[Foo]?` → Foo).
    public func resolveTypeText(_ text: String, in ref: DeclarationRef) -> [(name: String, symbol: SymbolID)] {
        TypeText.mentionedNames(text).flatMap { name in
            project.resolve(name, file: ref.file, enclosingType: ref.type).map { (name, $0) }
        }
    }

    /// `LoginPresenter (presenter)`.
    public func describe(_ symbol: SymbolID) -> String {
        let name = project.symbols[symbol].qualifiedName
        return roles.role(symbol).map { "\(name) (\($0))" } ?? name
    }
}

/// Per symbol, the symbols whose resolved references name it (one entry per referring symbol
/// and file): what an edit of a type reaches of the rules of scope `referencedTypes`.
struct Referrers: Sendable {
    struct Referrer: Hashable, Sendable {
        var symbol: SymbolID
        var file: Int
    }

    private(set) var ofSymbol: [[Referrer]]

    init(_ context: LintContext) {
        ofSymbol = Array(repeating: [], count: context.project.symbols.count)
        for symbol in context.project.symbolIDs { add(symbol, inFile: nil, context) }
    }

    /// The same table after the `changed` files were edited: their entries as `previous` resolved
    /// them are dropped and `context`'s added (the other files' references are the same).
    func updating(changed: [Int], previous: LintContext, context: LintContext) -> Referrers {
        var updated = self
        for file in changed {
            var symbols = Set<SymbolID>()
            for case let id? in context.project.symbols(declaredIn: file) { symbols.insert(id) }
            for symbol in symbols.sorted() {
                for reference in previous.referencesOfSymbol[symbol] where reference.file == file {
                    for target in reference.targets {
                        updated.ofSymbol[target.index].removeAll { $0.symbol == symbol && $0.file == file }
                    }
                }
                updated.add(symbol, inFile: file, context)
            }
        }
        return updated
    }

    /// Enters the symbol as a referrer of what its references name (in one file, or in all).
    private mutating func add(_ symbol: SymbolID, inFile only: Int?, _ context: LintContext) {
        // Each target and file once: the symbol's entries are not in the table yet (it is built a
        // symbol at a time, and `updating` dropped the file's first).
        var entered = Set<Int64>()
        for reference in context.referencesOfSymbol[symbol] where only == nil || reference.file == only {
            for target in reference.targets where target != symbol
                && entered.insert(Int64(target.index) << 32 | Int64(reference.file)).inserted {
                ofSymbol[target.index].append(Referrer(symbol: symbol, file: reference.file))
            }
        }
    }
}

/// Collects one rule's findings, filling in path, type and role, and keeping one finding per key.
public struct FindingCollector {
    public let ruleID: String
    public let severity: Severity
    let context: LintContext
    public private(set) var findings: [Finding] = []
    private var keys = Set<String>()

    init(ruleID: String, severity: Severity, context: LintContext) {
        self.ruleID = ruleID
        self.severity = severity
        self.context = context
    }

    /// Reports at a position of a file; `key` (when given) keeps only the first finding per key
    /// (the evidence is worked out for that one only).
    public mutating func report(file: Int, at position: SourcePosition, length: Int, symbol: SymbolID?, member: String? = nil,
                                subject: String, related: SymbolID? = nil, key: String? = nil, fix: Fix? = nil,
                                evidence: @autoclosure () -> [EvidenceHop] = [], message: String) {
        if let key, !keys.insert(key).inserted { return }
        var finding = Finding(
            ruleID: ruleID, severity: severity, message: message, path: context.project.files[file].path,
            line: Int(position.line), column: Int(position.column), length: length,
            typeName: symbol.map { context.project.symbols[$0].qualifiedName }, role: symbol.flatMap(context.role)?.name,
            member: member, subject: subject, relativePath: context.relativePaths[file])
        finding.relatedType = related.map { context.project.symbols[$0].qualifiedName }
        finding.fix = fix
        finding.evidence = evidence()
        findings.append(finding)
    }

    /// Reports at a symbol's declaration (its introducer keyword).
    public mutating func report(declarationOf symbol: SymbolID, message: String) {
        guard let ref = context.project.symbols[symbol].declaration else { return }
        let type = context.declaration(ref)
        report(file: ref.file, at: type.position, length: type.kind.rawValue.utf8.count, symbol: symbol,
               subject: type.qualifiedName, message: message)
    }
}

/// The resolved references of every symbol, stored flat: 12 bytes a reference (the file, the
/// reference's place in the file model, the target), grouped by symbol, with `ResolvedReference`
/// values made when read, from the file model, which keeps the names and positions anyway.
/// Millions of references cost a fraction of an array of structs per symbol, and building
/// them allocates nothing per reference.
///
/// Built in three passes: per file (in parallel), how many references each symbol gets; in file
/// order, where each file's share of each symbol starts; per file (in parallel), the names
/// resolved (once per owner and name) and written in place. Each symbol's references are in
/// file and source order whatever the thread count.
public struct SymbolReferences: Sendable {
    private let storage: ReferenceStorage

    /// The references of one symbol, in file and source order.
    public subscript(symbol: SymbolID) -> ReferenceList {
        ReferenceList(storage: storage, range: storage.start[symbol.index]..<storage.start[symbol.index + 1])
    }

    /// The number of symbols.
    public var count: Int { storage.start.count - 1 }

    /// `previous`: a build for an index of the same files numbering the same symbols alike
    /// (`ProjectIndex.numbersSymbolsAlike`), whose files `changed` does not mark resolve their
    /// names as before. A file declaring a symbol wanted by one build and not the other is
    /// resolved again too (its slots differ).
    init(project: ProjectIndex, wanted: [Bool], jobs: Int, previous: (references: SymbolReferences, changed: [Bool])? = nil) {
        let reusable = previous.flatMap { previous -> (ReferenceStorage, [Bool])? in
            let old = previous.references.storage
            guard old.wanted.count == wanted.count, previous.changed.count == project.files.count,
                  old.references.count == project.files.count else { return nil }
            var changed = previous.changed
            for symbol in project.symbolIDs where old.wanted[symbol.index] != wanted[symbol.index] {
                for ref in project.symbols[symbol].declarations { changed[ref.file] = true }
            }
            return (old, changed)
        }
        storage = ReferenceStorage(project: project, wanted: wanted, jobs: jobs, previous: reusable)
    }
}

/// One symbol's references.
public struct ReferenceList: RandomAccessCollection, Sendable {
    fileprivate let storage: ReferenceStorage
    fileprivate let range: Range<Int>

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(position: Int) -> ResolvedReference { storage.reference(at: position) }
}

private struct CompactReference {
    var file: Int32
    /// Index in the file model's `references`.
    var reference: Int32
    /// The one target symbol (≥ 0), none (-1), or several: `-2 - index` into `multiTargets`.
    var target: Int32
}

/// Immutable once built (`@unchecked` for the buffer that several threads fill in `init`).
private final class ReferenceStorage: @unchecked Sendable {
    /// Each file's references and names, which the records point into.
    let references: [[TypeReference]]
    let names: [[String]]
    let functions: [[EnclosingFunction]]
    var records: [CompactReference] = []
    /// Per symbol, the first record; one more entry for the end.
    var start: [Int] = []
    /// Every symbol id in order: a reference's only target is a one-element slice of it, so
    /// reading allocates nothing and no list is kept per symbol.
    var symbolIDs: [SymbolID] = []
    var multiTargets: [[SymbolID]] = []

    func reference(at index: Int) -> ResolvedReference {
        let record = records[index]
        let file = Int(record.file)
        return ResolvedReference(storage: self, file: file, reference: references[file][Int(record.reference)], target: record.target)
    }

    /// Where one symbol's references in one file go: a file has a slot per wanted symbol it
    /// declares or extends. All files' slots are in one list, in file order, so the work of
    /// placing the records makes no allocation per file.
    private struct Slot: Sendable {
        var file: Int32
        var symbol: Int32
        /// How many references the symbol's declarations in the file own.
        var count: Int32
    }

    /// The symbols whose references were resolved.
    let wanted: [Bool]
    /// Every file's slots, in file order, where each one's records start, and each file's first slot
    /// (one more entry for the end): what a later build copies an unchanged file's records by.
    private var slots: [Slot] = []
    private var offsets: [Int] = []
    private var firstSlotOfFile: [Int] = []

    /// `previous`: a build for the same declarations and `wanted`; the files `changed` does not
    /// mark have their slots and records copied from it instead of resolved.
    init(project: ProjectIndex, wanted: [Bool], jobs: Int, previous: (storage: ReferenceStorage, changed: [Bool])?) {
        references = project.files.map(\.references)
        names = project.files.map(\.names)
        functions = project.files.map(\.functions)
        self.wanted = wanted
        let fileCount = project.files.count
        let symbolCount = project.symbols.count
        // 1. Per file: its slots and how many references each gets.
        let slots = ParallelWork.mapChunks(count: fileCount, jobs: jobs, minimumChunk: 64) { range in
            var slots: [Slot] = []
            for file in range {
                if let previous, !previous.changed[file] {
                    let old = previous.storage
                    slots += old.slots[old.firstSlotOfFile[file]..<old.firstSlotOfFile[file + 1]]
                } else {
                    ReferenceStorage.appendSlots(ofFile: file, project: project, wanted: wanted, to: &slots)
                }
            }
            return slots
        }.flatMap { $0 }
        // 2. In file order: each symbol's first record, and where each slot's records start.
        var total = [Int](repeating: 0, count: symbolCount + 1)
        for slot in slots { total[Int(slot.symbol)] += Int(slot.count) }
        var next = [Int](repeating: 0, count: symbolCount + 1)
        var running = 0
        for symbol in 0..<symbolCount {
            next[symbol] = running
            running += total[symbol]
        }
        next[symbolCount] = running
        start = next
        let offsets = slots.map { slot in
            defer { next[Int(slot.symbol)] += Int(slot.count) }
            return next[Int(slot.symbol)]
        }
        // Slots are in file order: a count per file, then running sums.
        var slotEnds = [Int](repeating: 0, count: fileCount + 1)
        for slot in slots { slotEnds[Int(slot.file) + 1] += 1 }
        for file in 0..<fileCount { slotEnds[file + 1] += slotEnds[file] }
        let firstSlotOfFile = slotEnds
        // 3. Per file: resolve and write in place (each file writes its own disjoint ranges).
        let count = running
        let multi = MultiTargets()
        records = [CompactReference](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = UncheckedBuffer(buffer.baseAddress)
            _ = ParallelWork.mapChunks(count: fileCount, jobs: jobs, minimumChunk: 64) { range in
                for file in range where firstSlotOfFile[file] < firstSlotOfFile[file + 1] {
                    let own = firstSlotOfFile[file]..<firstSlotOfFile[file + 1]
                    if let previous, !previous.changed[file] {
                        ReferenceStorage.copy(file: file, slots: slots[own], offsets: offsets[own], from: previous.storage, into: base,
                                              multi: multi)
                    } else {
                        ReferenceStorage.write(file: file, offsets: offsets[own], project: project, wanted: wanted, into: base,
                                               multi: multi)
                    }
                }
                return 0
            }
            initialized = count
        }
        multiTargets = multi.lists
        symbolIDs = Array(project.symbolIDs)
        self.slots = slots
        self.offsets = offsets
        self.firstSlotOfFile = firstSlotOfFile
    }

    /// Writes an unchanged file's records as an earlier build resolved them, slot by slot (its
    /// slots there are the same ones, in the same order).
    private static func copy(file: Int, slots: ArraySlice<Slot>, offsets: ArraySlice<Int>, from old: ReferenceStorage,
                             into base: UncheckedBuffer, multi: MultiTargets) {
        var oldSlot = old.firstSlotOfFile[file]
        for (slot, offset) in zip(slots, offsets) {
            let oldOffset = old.offsets[oldSlot]
            for index in 0..<Int(slot.count) {
                var record = old.records[oldOffset + index]
                if record.target <= -2 { record.target = -2 - multi.add(old.multiTargets[Int(-2 - record.target)]) }
                (base.pointer! + offset + index).initialize(to: record)
            }
            oldSlot += 1
        }
    }

    /// Appends the file's slots: one per wanted symbol it declares or extends, with how many of
    /// the file's references their declarations own. A file without such references has none.
    private static func appendSlots(ofFile fileIndex: Int, project: ProjectIndex, wanted: [Bool], to slots: inout [Slot]) {
        // The one list read, not the whole model copied (a retain per list it holds).
        let references = project.files[fileIndex].references
        guard !references.isEmpty else { return }
        let first = slots.count
        let slotOfType = slotsOfTypes(inFile: fileIndex, project: project, wanted: wanted) { symbol in
            slots.append(Slot(file: Int32(fileIndex), symbol: symbol, count: 0))
            return slots.count - 1 - first
        }
        guard slots.count > first else { return }
        for reference in references where reference.owner >= 0 && !reference.isGenericParameter {
            let slot = slotOfType[Int(reference.owner)]
            if slot >= 0 { slots[first + Int(slot)].count += 1 }
        }
    }

    /// Per type of the file, the number of its symbol's slot among the file's slots (numbered
    /// in order of first appearance by `newSlot`), or -1 when its symbol is not wanted. A symbol
    /// has one slot per file, though a type and its extensions may share the file.
    private static func slotsOfTypes(inFile fileIndex: Int, project: ProjectIndex, wanted: [Bool],
                                     newSlot: (Int32) -> Int) -> [Int32] {
        let symbolOfType = project.symbols(declaredIn: fileIndex)
        var slotOfType = [Int32](repeating: -1, count: symbolOfType.count)
        var slotOfSymbol: [Int32: Int32] = [:]
        for (type, id) in symbolOfType.enumerated() {
            guard let id, wanted[id] else { continue }
            let symbol = Int32(id.index)
            if let slot = slotOfSymbol[symbol] {
                slotOfType[type] = slot
            } else {
                let slot = Int32(newSlot(symbol))
                slotOfSymbol[symbol] = slot
                slotOfType[type] = slot
            }
        }
        return slotOfType
    }

    /// Resolves a file's references (a name once per owner) and writes each at its slot's
    /// offset; the slots are numbered again as `appendSlots` numbered them.
    private static func write(file fileIndex: Int, offsets: ArraySlice<Int>, project: ProjectIndex, wanted: [Bool],
                              into base: UncheckedBuffer, multi: MultiTargets) {
        let references = project.files[fileIndex].references
        let names = project.files[fileIndex].names
        var next = Array(offsets)
        var slots = 0
        let slotOfType = slotsOfTypes(inFile: fileIndex, project: project, wanted: wanted) { _ in
            defer { slots += 1 }
            return slots
        }
        // Sized once (a file's references bound it), so it never rehashes while it fills.
        var memo: [Int64: Int32] = [:]
        memo.reserveCapacity(references.count)
        for (index, reference) in references.enumerated() where reference.owner >= 0 && !reference.isGenericParameter {
            let owner = Int(reference.owner)
            let slot = Int(slotOfType[owner])
            guard slot >= 0 else { continue }
            let key = Int64(owner) << 32 | Int64(reference.name)
            let target: Int32
            if reference.member >= 0, let head = names[Int(reference.member)].utf8.first,
               head >= UInt8(ascii: "A"), head <= UInt8(ascii: "Z") {
                // `Orders.Request`: a use of the nested type, not of the type around it (a model nested
                // in a view's namespace is data, not the view). Unknown to the project, it is no use
                // of a project type at all.
                let qualified = names[Int(reference.name)] + "." + names[Int(reference.member)]
                let targets = project.resolve(qualified, file: fileIndex, enclosingType: owner)
                switch targets.count {
                case 0: target = -1
                case 1: target = Int32(targets[0].index)
                default: target = -2 - multi.add(targets)
                }
            } else if let cached = memo[key] {
                target = cached
            } else {
                let targets = project.resolve(names[Int(reference.name)], file: fileIndex, enclosingType: owner)
                switch targets.count {
                case 0: target = -1
                case 1: target = Int32(targets[0].index)
                default: target = -2 - multi.add(targets)
                }
                memo[key] = target
            }
            (base.pointer! + next[slot]).initialize(to: CompactReference(file: Int32(fileIndex), reference: Int32(index), target: target))
            next[slot] += 1
        }
    }
}

/// The records' buffer, written by several threads at disjoint indices.
private struct UncheckedBuffer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<CompactReference>?
    init(_ pointer: UnsafeMutablePointer<CompactReference>?) { self.pointer = pointer }
}

/// Target lists of more than one symbol (a typealias of a composition): rare, shared by the
/// writing threads. Their order is not seen by anyone: each reference keeps its own list.
private final class MultiTargets: @unchecked Sendable {
    private let lock = Lock()
    private(set) var lists: [[SymbolID]] = []

    func add(_ targets: [SymbolID]) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        lists.append(targets)
        return Int32(lists.count - 1)
    }
}
