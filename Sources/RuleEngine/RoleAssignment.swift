import Platform
import ProjectIndex
import SourceModel

/// The role of every symbol, decided once per run.
public struct RoleMap: Sendable {
    /// Role per symbol id, nil when the type has none.
    public let roleOfSymbol: [Role?]
    /// How each role was decided; `reason(_:)` words it.
    public let reasonOfSymbol: [Reason?]
    /// The top-level types the assignment considered (`RoleAssigner.candidates`), which the scene
    /// evidence reads again: found once per assignment, not once per rule that asks.
    public let topLevel: [SymbolID]
    /// What the assignment found that follows from the files' paths and the types' names alone,
    /// for the next assignment of the same files under the same roles (an editor's next edit).
    let learned: RoleAssigner.Learned

    /// The steps of `RoleAssigner` that give a role. Kept as a code, not a sentence: `dump`
    /// shows the reasons and `lint` does not, so a run of many types makes no string per type.
    public enum Reason: Sendable {
        case listed, cellSubclass, frameworkView, protocolName, protocolPath, refines, conforms, supertypeName, name, path, imports, holds, calls,
             implementationsCall, module
    }

    public func role(_ symbol: SymbolID) -> Role? { roleOfSymbol[symbol] }

    /// Its files' folders numbered, when the map was assigned for these paths.
    func folders(for relativePaths: [String]) -> FolderNumbers? {
        learned.relativePaths == relativePaths ? learned.folders : nil
    }

    /// Per file, whether it is test code by its path, when the map was assigned for these paths.
    func testFiles(for relativePaths: [String]) -> [Bool]? {
        learned.relativePaths == relativePaths ? learned.testFile : nil
    }

    func keeping(_ learned: RoleAssigner.Learned) -> RoleMap {
        RoleMap(roleOfSymbol: roleOfSymbol, reasonOfSymbol: reasonOfSymbol, topLevel: topLevel, learned: learned.kept(names: roleOfSymbol.count))
    }

    /// How the symbol's role was decided, for `archlint dump`.
    public func reason(_ symbol: SymbolID) -> String? {
        guard let reason = reasonOfSymbol[symbol], let role = roleOfSymbol[symbol] else { return nil }
        switch reason {
        case .listed: return "listed in roles.\(role).types"
        case .cellSubclass: return "subclass of a UIKit/AppKit cell"
        case .frameworkView: return "a UIKit/AppKit view or SwiftUI View"
        case .protocolName: return "protocol name matches roles.\(role).names"
        case .protocolPath: return "protocol path matches roles.\(role).paths"
        case .refines: return "refines \(role.article) \(role) protocol"
        case .conforms: return "conforms to \(role.article) \(role) protocol"
        case .supertypeName: return "protocol name matches roles.\(role).conformsTo"
        case .name: return "name matches roles.\(role).names"
        case .path: return "path matches roles.\(role).paths"
        case .imports: return "its file imports a module of roles.\(role).imports"
        case .holds: return "it stores a property of a type in roles.\(role).holds"
        case .calls: return "its body uses a name in roles.\(role).calls"
        case .implementationsCall: return "every implementation's body uses a name in roles.\(role).calls"
        case .module: return "its module is one of roles.\(role).modules"
        }
    }
}

/// Assigns roles in the order the configuration documents: explicit `types`; then what a type
/// is in its UI framework (a `UIViewController` subclass or SwiftUI `View` is a view whatever its
/// name); then conformance to a protocol that has the role (directly, via extensions, or via
/// protocol inheritance); then name patterns; then path globs.
public enum RoleAssigner {
    /// Linear in the symbols and the roles' globs: each step is one pass over the symbols (or one
    /// walk down the inheritance edges per role), and a symbol's name or file is looked up
    /// against all roles' globs at once, not tried on each role in turn, which would cost the
    /// number of roles times the number of types.
    ///
    /// A scene role (`RoleSpec.scene`) given by a name alone, the type's or its protocol's, needs
    /// a sibling: the assignment is made again without the names that have none, so the types
    /// below such a protocol lose its role too (a few rounds: a name dropped may have been the
    /// only sibling of another).
    ///
    /// `reusing`: the map of an earlier assignment under the same roles, whose test files (when
    /// the relative paths are the same) and names' matches are taken as they are; and, with
    /// `resolvedAgain` (per file of an index of the same files numbering the symbols alike,
    /// whether its names may resolve otherwise than in the earlier one's), the types the stored
    /// properties of the other files' types hold.
    public static func assign(project: ProjectIndex, roles specs: [RoleSpec], relativePaths: [String], reusing earlier: RoleMap? = nil,
                              resolvedAgain: [Bool]? = nil) -> RoleMap {
        var learned = Learned(earlier?.learned, relativePaths: relativePaths, resolvedAgain: resolvedAgain)
        var map = assign(project: project, roles: specs, relativePaths: relativePaths, barred: [], learned: &learned)
        guard specs.contains(where: \.scene) else { return map.keeping(learned) }
        var barred = Set<SymbolID>()
        for _ in 0..<3 {
            let unsupported = SceneEvidence.namesWithoutSiblings(map, project: project, specs: specs, relativePaths: relativePaths,
                                                                 learned: &learned)
            guard !unsupported.isSubset(of: barred) else { break }
            barred.formUnion(unsupported)
            map = assign(project: project, roles: specs, relativePaths: relativePaths, barred: barred, learned: &learned)
        }
        return map.keeping(learned)
    }

    /// What an assignment finds from the files' relative paths and the types' names alone, kept
    /// for the next one: an edit renames a type or two, and moves no file.
    struct Learned: Sendable {
        /// The paths `testFile` and `folders` were found for.
        private(set) var relativePaths: [String] = []
        /// Per file, whether it is test code by its path (`TestCode.isTestPath`).
        private(set) var testFile: [Bool] = []
        /// The files' folders, numbered.
        private(set) var folders = FolderNumbers(relativePaths: [])
        /// Per name, the specs whose names match it and whose exclusions do not, ascending.
        private var specsOfName: [String: [Int]] = [:]
        /// Per name, the specs whose supertype globs match it, with or without its protocol word, ascending.
        private var supertypeSpecsOfName: [String: [Int]] = [:]
        /// Per declaration of a scene type, the project types its stored properties hold
        /// (`SceneEvidence.rolesOfHolders`), itself left out.
        private var heldTypes: [DeclarationRef: [SymbolID]] = [:]
        /// Per symbol, the keys its name gives the scene evidence, while it has that name.
        private var nameKeys: [SceneEvidence.NameKeys?] = []

        init() {}

        /// The earlier assignment's findings: those of the paths only for the same paths, and
        /// the types held only in the files whose names resolve as they did (`resolvedAgain`
        /// false; nil: none do).
        init(_ earlier: Learned?, relativePaths: [String], resolvedAgain: [Bool]? = nil) {
            specsOfName = earlier?.specsOfName ?? [:]
            supertypeSpecsOfName = earlier?.supertypeSpecsOfName ?? [:]
            nameKeys = earlier?.nameKeys ?? []
            self.relativePaths = relativePaths
            if let earlier, earlier.relativePaths == relativePaths {
                testFile = earlier.testFile
                folders = earlier.folders
            } else {
                testFile = relativePaths.map(TestCode.isTestPath)
                folders = FolderNumbers(relativePaths: relativePaths)
            }
            if let earlier, let resolvedAgain, resolvedAgain.count == relativePaths.count {
                heldTypes = earlier.heldTypes.filter { $0.key.file < resolvedAgain.count && !resolvedAgain[$0.key.file] }
            }
        }

        mutating func nameKeys(of id: SymbolID, _ name: String, symbols: Int, _ make: (String) -> SceneEvidence.NameKeys)
            -> SceneEvidence.NameKeys {
            if nameKeys.count != symbols { nameKeys = Array(repeating: nil, count: symbols) }
            // The same text, unless the type was renamed: compared first by the storage they share.
            if let known = nameKeys[id.index], known.name == name { return known }
            let keys = make(name)
            nameKeys[id.index] = keys
            return keys
        }

        mutating func types(heldBy declaration: DeclarationRef, _ resolve: (DeclarationRef) -> [SymbolID]) -> [SymbolID] {
            Self.remembered(declaration, in: &heldTypes, resolve)
        }

        mutating func specs(matching name: String, _ find: (String) -> [Int]) -> [Int] {
            Self.remembered(name, in: &specsOfName, find)
        }

        mutating func supertypeSpecs(matching name: String, _ find: (String) -> [Int]) -> [Int] {
            Self.remembered(name, in: &supertypeSpecsOfName, find)
        }

        /// The answer kept for `key`, else the one found now, kept.
        private static func remembered<Key: Hashable, Answer>(_ key: Key, in table: inout [Key: Answer], _ find: (Key) -> Answer) -> Answer {
            if let known = table[key] { return known }
            let found = find(key)
            table[key] = found
            return found
        }

        /// For keeping after an assignment of `names` names: the names matched so far, unless
        /// they have grown to many more than that (an editor's renames, a name typed a letter at
        /// a time), when the next assignment matches its names afresh.
        func kept(names: Int) -> Learned {
            let bound = 2 * max(names, 1_024)
            guard specsOfName.count > bound || supertypeSpecsOfName.count > bound else { return self }
            var kept = self
            kept.specsOfName = [:]
            kept.supertypeSpecsOfName = [:]
            return kept
        }
    }

    /// The assignment, with `barred` symbols taking no role from their names.
    static func assign(project: ProjectIndex, roles specs: [RoleSpec], relativePaths: [String], barred: Set<SymbolID>,
                       learned: inout Learned) -> RoleMap {
        let symbols = project.symbols
        var role = [Role?](repeating: nil, count: symbols.count)
        var reason = [RoleMap.Reason?](repeating: nil, count: symbols.count)
        let (declared, topLevel) = candidates(project, testFile: learned.testFile)
        let nameGlobs = NameGlobSet(groups: specs.map(\.names))
        // What a name alone may give: the first spec whose names match and whose exclusions do
        // not; nothing to a barred symbol, and only the view role to a type that is a piece of a
        // UI framework other than a view (a SwiftUI `ViewModifier` named `*Router`).
        let exclusions = specs.map { spec in spec.excludeNames.isEmpty ? nil : NameGlobSet(spec.excludeNames) }
        let frameworkPieces = specs.contains(where: { !$0.names.isEmpty })
            ? project.descendants(ofSymbols: [], externalNames: FrameworkTypes.nonSceneBases) : []
        func specByName(_ id: SymbolID) -> Int? {
            guard !barred.contains(id) else { return nil }
            let matching = learned.specs(matching: symbols[id].name) { name in
                nameGlobs.matches(name).filter { spec in exclusions[spec].map { $0.firstMatch(name) == nil } ?? true }
            }
            return matching.first { spec in
                !frameworkPieces.contains(id) || specs[spec].role == .view || specs[spec].role == .cell
            }
        }

        func set(_ id: SymbolID, _ given: Role, _ why: RoleMap.Reason) {
            guard role[id] == nil else { return }
            role[id] = given
            reason[id] = why
        }
        // Every spec's supertype and path globs in one set each, grouped by spec: a match
        // answers with the spec, the first match with the first spec.
        let supertypeGlobs = NameGlobSet(groups: specs.map { $0.conformsTo + $0.inherits })
        let pathGlobs = GlobSet(groups: specs.map(\.paths))
        // Per file, the first spec whose paths match it or a folder above it (-1: none): asked
        // once per file, not per type (a file deep down has as many folders to try).
        var pathSpecOfFile = [Int?](repeating: nil, count: relativePaths.count)
        func firstSpec(byPathOf id: SymbolID) -> Int? {
            guard !pathGlobs.isEmpty, let file = symbols[id].declaration?.file else { return nil }
            if pathSpecOfFile[file] == nil {
                pathSpecOfFile[file] = pathGlobs.firstMatch(pathOrAncestor: relativePaths[file]) ?? -1
            }
            return pathSpecOfFile[file]! >= 0 ? pathSpecOfFile[file]! : nil
        }

        // 1. Explicit types: the first spec listing a type's qualified or simple name.
        var specListing: [String: Int] = [:]
        for (index, spec) in specs.enumerated() {
            for type in spec.types where specListing[type] == nil { specListing[type] = index }
        }
        if !specListing.isEmpty {
            for id in declared {
                let listing = [specListing[symbols[id].qualifiedName], specListing[symbols[id].name]].compactMap { $0 }.min()
                if let listing { set(id, specs[listing].role, .listed) }
            }
        }

        // 2. UI framework kind.
        var isCandidate = [Bool](repeating: false, count: symbols.count)
        for id in declared { isCandidate[id] = true }
        assignFrameworkKinds(project, specs) { id, name, why in if isCandidate[id] { set(id, name, why) } }
        assignByCalls(project, specs, topLevel: topLevel, isCandidate: isCandidate) { id, name, why in
            guard role[id] == nil else { return false }
            set(id, name, why)
            return true
        }

        // 3. Protocols get roles by their own name, path or explicit listing (the first spec
        //    whose names or paths match, names first within a spec); every type below a role
        //    protocol (or below a supertype matching `conformsTo` or `inherits`) takes that role.
        for id in topLevel where symbols[id].kind == .protocol && role[id] == nil {
            let byName = specByName(id)
            let byPath = firstSpec(byPathOf: id)
            guard let first = [byName, byPath].compactMap({ $0 }).min() else { continue }
            set(id, specs[first].role, first == byName ? .protocolName : .protocolPath)
        }
        // Per spec, what its walk down starts from: its role's protocols, the symbols and the
        // external names (known only from inheritance clauses) its supertype globs match.
        var protocolsOfRole: [Role: [SymbolID]] = [:]
        for id in declared where symbols[id].kind == .protocol {
            if let name = role[id] { protocolsOfRole[name, default: []].append(id) }
        }
        var supertypeRoots = [[SymbolID]](repeating: [], count: specs.count)
        var externalRoots = [[String]](repeating: [], count: specs.count)
        if !supertypeGlobs.isEmpty {
            func supertypeSpecs(_ name: String) -> [Int] {
                learned.supertypeSpecs(matching: name) { name in
                    Set(supertypeGlobs.matches(name) + supertypeGlobs.matches(withoutProtocolWord(name))).sorted()
                }
            }
            for id in project.symbolIDs {
                // Only what can be a supertype: a protocol or a class (a struct named `ViewOutput` is none).
                guard symbols[id].kind == .protocol || symbols[id].kind == .class else { continue }
                for spec in supertypeSpecs(symbols[id].name) { supertypeRoots[spec].append(id) }
            }
            var seen = Set<String>()
            for id in project.symbolIDs {
                for name in project.directSupertypeNames[id] where seen.insert(name).inserted {
                    for spec in supertypeSpecs(name) { externalRoots[spec].append(name) }
                }
            }
        }
        // Spec by spec, the types below its roots take its role, then its roots that its globs
        // match: a type takes the first spec that reaches it either way (below before root).
        let below = project.firstListAbove(specs.indices.map { index in
            ((protocolsOfRole[specs[index].role] ?? []) + supertypeRoots[index], externalRoots[index])
        })
        var rootOf = [Int](repeating: -1, count: symbols.count)
        for (index, roots) in supertypeRoots.enumerated() {
            for id in roots where rootOf[id] < 0 { rootOf[id] = index }
        }
        for id in project.symbolIDs where isCandidate[id] && (below[id] >= 0 || rootOf[id] >= 0) {
            if below[id] >= 0 && (rootOf[id] < 0 || below[id] <= rootOf[id]) {
                set(id, specs[below[id]].role, symbols[id].kind == .protocol ? .refines : .conforms)
            } else {
                set(id, specs[rootOf[id]].role, .supertypeName)
            }
        }

        // 4. Name patterns (top-level types only: nested ones are scene models and helpers).
        for id in topLevel where role[id] == nil {
            if let spec = specByName(id) { set(id, specs[spec].role, .name) }
        }

        // 5. Path globs.
        for id in declared where role[id] == nil {
            if let spec = firstSpec(byPathOf: id) { set(id, specs[spec].role, .path) }
        }

        // 6. What the type owns, then what its file imports, for the code no other evidence placed.
        assignByUse(project, specs, topLevel: topLevel) { id, name, why in if role[id] == nil { set(id, name, why) } }
        return RoleMap(roleOfSymbol: role, reasonOfSymbol: reason, topLevel: topLevel, learned: Learned())
    }

    /// The declared types that may take a role, and among them the top-level ones (those names
    /// and paths give roles to). Xcode template placeholders (`___VARIABLE_sceneName___Presenter`)
    /// are not code yet, and test code (files in test folders, test doubles) plays its part for
    /// a test, not in the architecture: no role.
    /// `testFile`: per file, whether its path is test code's.
    static func candidates(_ project: ProjectIndex, testFile: [Bool]) -> (declared: [SymbolID], topLevel: [SymbolID]) {
        let symbols = project.symbols
        let declared = project.symbolIDs.filter { id in
            guard let file = symbols[id].declaration?.file, !isTemplatePlaceholder(symbols[id].name),
                  !TestCode.isTestDouble(symbols[id].name) else { return false }
            return file >= testFile.count || !testFile[file]
        }
        let topLevel = declared.filter { id in
            let ref = symbols[id].declaration!
            return project.files[ref.file].types[ref.type].parent == nil
        }
        return (declared, topLevel)
    }

    /// Step 2: implementations below a UIKit/AppKit cell or view base, or SwiftUI's `View`, get
    /// the `cell` or `view` role when the configuration has it.
    static func assignFrameworkKinds(_ project: ProjectIndex, _ specs: [RoleSpec], _ set: (SymbolID, Role, RoleMap.Reason) -> Void) {
        let roles = Set(specs.map(\.role))
        guard roles.contains(.view) || roles.contains(.cell) else { return }
        let cellRole: Role = roles.contains(.cell) ? .cell : .view
        for id in project.descendants(ofSymbols: [], externalNames: FrameworkTypes.cellBases).sorted()
            where project.symbols[id].isImplementation {
            set(id, cellRole, .cellSubclass)
        }
        if roles.contains(.view) {
            for id in project.descendants(ofSymbols: [], externalNames: FrameworkTypes.viewBases).sorted()
                where project.symbols[id].isImplementation {
                set(id, .view, .frameworkView)
            }
        }
    }

    /// Records of the storage frameworks: data the code of `RoleSpec.imports` stores, not that code.
    static let frameworkRecordBases = ["NSManagedObject", "Object", "EmbeddedObject"]

    /// Step 2b: what a type does, before what it is named or conforms to. A top-level class,
    /// struct or actor no framework placed whose own body uses a name a spec's `calls` lists takes
    /// the first such spec's role (`KeychainPasswordServiceImpl` calling `SecItemAdd` is the
    /// keychain's DAO whatever its name says); a protocol no other protocol refines takes the role
    /// when every implementation outside test code that conforms to it took it so (the view holding
    /// `KeychainManager` holds what `KeychainManagerImpl` is; a second implementation keeping values
    /// in memory keeps the protocol out). Each file's names are looked up once, and the conformances
    /// read once, only when some type calls a listed function.
    static func assignByCalls(_ project: ProjectIndex, _ specs: [RoleSpec], topLevel: [SymbolID], isCandidate: [Bool],
                              _ set: (SymbolID, Role, RoleMap.Reason) -> Bool) {
        var specOfCalled: [String: Int] = [:]
        for (index, spec) in specs.enumerated() {
            for name in spec.calls where specOfCalled[name] == nil { specOfCalled[name] = index }
        }
        guard !specOfCalled.isEmpty else { return }
        var calledOfFile: [Int: [Int32: Int]] = [:]
        var specOfCaller: [SymbolID: Int] = [:]
        for id in topLevel {
            let symbol = project.symbols[id]
            guard let ref = symbol.declaration, symbol.kind == .class || symbol.kind == .struct || symbol.kind == .actor else { continue }
            // The lists read, not the whole file copied (a retain per list it holds).
            if calledOfFile[ref.file] == nil {
                var called: [Int32: Int] = [:]
                for (index, name) in project.files[ref.file].names.enumerated() {
                    // Only references' names are looked up, and none starts lower-case (`FileModel.names`).
                    if let head = name.utf8.first, head >= UInt8(ascii: "a") && head <= UInt8(ascii: "z") { continue }
                    if let spec = specOfCalled[name] { called[Int32(index)] = spec }
                }
                calledOfFile[ref.file] = called
            }
            guard let called = calledOfFile[ref.file], !called.isEmpty,
                  let spec = project.files[ref.file].references[project.files[ref.file].types[ref.type].referenceRange]
                      .compactMap({ called[$0.name] }).min(),
                  set(id, specs[spec].role, .calls) else { continue }
            specOfCaller[id] = spec
        }
        guard !specOfCaller.isEmpty else { return }
        // Per protocol, the spec every implementation outside test code that names it took by its
        // calls (-1: one did not), in one pass over the conformances written; a protocol another one
        // refines is left out, its implementations being that protocol's too.
        var agreed: [SymbolID: Int] = [:]
        var refined = Set<SymbolID>()
        for id in project.symbolIDs {
            let symbol = project.symbols[id]
            for parent in project.directSupertypeSymbols[id] where project.symbols[parent].kind == .protocol {
                if symbol.kind == .protocol { refined.insert(parent); continue }
                guard isCandidate[id], symbol.isImplementation else { continue }
                let spec = specOfCaller[id] ?? -1
                agreed[parent] = agreed[parent].map { $0 == spec ? spec : -1 } ?? spec
            }
        }
        for (parent, spec) in agreed where spec >= 0 && isCandidate[parent] && !refined.contains(parent) {
            _ = set(parent, specs[spec].role, .implementationsCall)
        }
    }

    /// Step 6: a top-level class, struct, actor or protocol (the interface such code is held by)
    /// that nothing else placed takes the role of the first spec whose `holds` names the type of
    /// one of its stored properties, else of the first spec one of whose `imports` its file
    /// imports, else (a class or struct) of the first spec whose `modules` names its module; a
    /// framework's records never (they are the data such code stores), nor code in a
    /// screen file, one that declares a view, cell or other UI-framework piece: its previews,
    /// toolbar items and helpers are the screen's, whatever it imports. A UI import alone does
    /// not make screen code (`TimelineCache` imports SwiftUI and is the app's SQLite cache). One
    /// pass over the types and their properties, one look at each file's imports.
    static func assignByUse(_ project: ProjectIndex, _ specs: [RoleSpec], topLevel: [SymbolID], _ set: (SymbolID, Role, RoleMap.Reason) -> Void) {
        var specOfModule: [Substring: Int] = [:]
        var specOfHeld: [String: Int] = [:]
        var specOfModuleName: [String: Int] = [:]
        for (index, spec) in specs.enumerated() {
            for module in spec.imports where specOfModule[module[...]] == nil { specOfModule[module[...]] = index }
            for type in spec.holds where specOfHeld[type] == nil { specOfHeld[type] = index }
            for module in spec.modules where specOfModuleName[module] == nil { specOfModuleName[module] = index }
        }
        guard !specOfModule.isEmpty || !specOfHeld.isEmpty || !specOfModuleName.isEmpty else { return }
        let records = project.descendants(ofSymbols: [], externalNames: frameworkRecordBases)
        var screenFiles = Set<Int>()
        for id in project.descendants(ofSymbols: [], externalNames: screenBases) {
            for ref in project.symbols[id].declarations { screenFiles.insert(ref.file) }
        }
        var specOfFile: [Int: Int?] = [:]
        for id in topLevel {
            let symbol = project.symbols[id]
            guard let ref = symbol.declaration, symbol.kind == .class || symbol.kind == .struct || symbol.kind == .actor
                    || symbol.kind == .protocol,
                  !records.contains(id), !screenFiles.contains(ref.file) else { continue }
            let type = project.files[ref.file].types[ref.type]
            guard !type.attributes.contains("@Model") else { continue }
            if !specOfHeld.isEmpty, let spec = type.properties.compactMap({ property in
                property.computed || property.isStatic ? nil : property.type.flatMap { specOfHeld[heldTypeName($0)] }
            }).min() {
                set(id, specs[spec].role, .holds)
                continue
            }
            if specOfFile[ref.file] == nil {
                specOfFile[ref.file] = project.files[ref.file].imports.compactMap { specOfModule[$0.moduleName] }.min()
            }
            if let spec = specOfFile[ref.file] ?? nil {
                set(id, specs[spec].role, .imports)
            } else if symbol.kind == .class || symbol.kind == .struct, let spec = specOfModuleName[project.moduleOfFile[ref.file]] {
                set(id, specs[spec].role, .module)
            }
        }
    }

    /// Whether two models of a file that declare alike (`ProjectIndex.declareAlike`) give the same
    /// role map under these roles: step 6 also reads which of the modules `imports` names the file
    /// imports, and which of the types `holds` names each type's stored properties keep
    /// (`var extra = 0` keeps none; `let context: NSManagedObjectContext` may).
    public static func assignsAlike(_ old: FileModel, _ new: FileModel, roles specs: [RoleSpec]) -> Bool {
        let modules = Set(specs.flatMap(\.imports))
        if !modules.isEmpty {
            func imported(_ model: FileModel) -> Set<Substring> { Set(model.imports.map(\.moduleName).filter { modules.contains(String($0)) }) }
            guard imported(old) == imported(new) else { return false }
        }
        let called = Set(specs.flatMap(\.calls))
        if !called.isEmpty {
            func calledNames(_ model: FileModel) -> [[String]] {
                model.types.map { type in model.references[type.referenceRange].compactMap { reference in
                    let name = model.names[Int(reference.name)]
                    return called.contains(name) ? name : nil
                } }
            }
            guard calledNames(old) == calledNames(new) else { return false }
        }
        let held = Set(specs.flatMap(\.holds))
        guard !held.isEmpty else { return true }
        func heldNames(_ type: TypeDecl) -> Set<String> {
            Set(type.properties.compactMap { property in
                property.computed || property.isStatic ? nil : property.type.map(heldTypeName).flatMap { held.contains($0) ? $0 : nil }
            })
        }
        return zip(old.types, new.types).allSatisfy { heldNames($0) == heldNames($1) }
    }

    /// What makes a file screen code: UI-framework views and cells, and the other pieces of a UI
    /// framework (modifiers, previews, scenes) and toolbar content.
    static let screenBases = FrameworkTypes.viewBases + FrameworkTypes.cellBases + FrameworkTypes.nonSceneBases
        + ["ToolbarContent", "CustomizableToolbarContent", "Commands"]

    /// `URLSession?`, `URLSession!`, `Foundation.URLSession`, `any Loading` → `URLSession`,
    /// `Loading`: the type a stored property keeps, as `holds` names it.
    static func heldTypeName(_ written: String) -> String {
        // Read as bytes: it is asked for every stored property of every scene type.
        let bounds = written.utf8.withContiguousStorageIfAvailable(heldTypeBounds)
            ?? Array(written.utf8).withUnsafeBufferPointer(heldTypeBounds)
        let utf8 = written.utf8
        // Most types are written bare: the text itself, no copy.
        guard bounds != 0..<utf8.count else { return written }
        return String(written[utf8.index(utf8.startIndex, offsetBy: bounds.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bounds.upperBound)])
    }

    /// Where, in a written type's bytes, `heldTypeName` is.
    private static func heldTypeBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") || bytes[end - 1] == UInt8(ascii: " ") {
            end -= 1
        }
        var start = 0
        if end >= 4, bytes[0..<4].elementsEqual("any ".utf8) { start = 4 }
        if let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = dot + 1 }
        return start..<end
    }

    /// `ListInteractorOutputProtocol` → `ListInteractorOutput`: many teams end every protocol's
    /// name with the word, which says nothing of its role.
    static func withoutProtocolWord(_ name: String) -> String {
        name.hasSuffix("Protocol") && name.utf8.count > 8 ? String(name.dropLast(8)) : name
    }

    private static let placeholderMarker = Array("___VARIABLE".utf8)

    /// Whether the name contains `___VARIABLE` (a byte search with the C library's: no Foundation,
    /// no allocation; asked of every declared type's name).
    static func isTemplatePlaceholder(_ name: String) -> Bool {
        let needle = placeholderMarker
        let found = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard var start = bytes.baseAddress, bytes.count >= needle.count else { return false }
            let end = start + bytes.count
            while end - start >= needle.count, let hit = Bytes.first(UInt8(ascii: "_"), in: start, count: end - start - needle.count + 1) {
                if needle.withUnsafeBufferPointer({ Bytes.compare(hit, $0.baseAddress!, count: needle.count) == 0 }) { return true }
                start = hit + 1
            }
            return false
        }
        return found ?? Array(name.utf8).withUnsafeBufferPointer { bytes in
            bytes.count >= needle.count && (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }
}

/// The folders of a project's files, numbered: which files share a folder, asked per type of a
/// scene on every edit, read from an array rather than by hashing paths. Found once per list of
/// files (`RoleMap` keeps it for the next assignment of the same paths).
struct FolderNumbers: Sendable {
    /// Per file, its folder's number.
    let ofFile: [Int]
    let count: Int

    init(relativePaths: [String]) {
        var numbers: [TextPrefix: Int] = [:]
        ofFile = relativePaths.map { path in
            let key = SceneEvidence.folderKey(path)
            if let number = numbers[key] { return number }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
        count = numbers.count
    }
}
