import Platform
import SourceModel

/// One declaration: `files[file].types[type]`.
public struct DeclarationRef: Sendable, Hashable {
    public var file: Int
    public var type: Int
    public init(file: Int, type: Int) {
        self.file = file
        self.type = type
    }
}

/// A symbol's declarations, the primary one first, then its extensions, read in place: asked
/// of many symbols on every lint, so no list is made for them.
public struct DeclarationRefs: RandomAccessCollection, Sendable {
    @usableFromInline let declaration: DeclarationRef?
    @usableFromInline let extensions: [DeclarationRef]

    @inlinable init(declaration: DeclarationRef?, extensions: [DeclarationRef]) {
        self.declaration = declaration
        self.extensions = extensions
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { extensions.count + (declaration == nil ? 0 : 1) }
    @inlinable public subscript(position: Int) -> DeclarationRef {
        guard let declaration else { return extensions[position] }
        return position == 0 ? declaration : extensions[position - 1]
    }
}

/// A type as the project sees it: its declaration merged with every extension of it.
public struct TypeSymbol: Sendable {
    public let id: SymbolID
    public let qualifiedName: String
    /// The last component of the qualified name.
    public let name: String
    /// The kind of the primary declaration; `.extension` for a type the project only extends.
    public let kind: TypeKind
    public let module: String
    /// The primary declaration, nil for types declared outside the project.
    public let declaration: DeclarationRef?
    public internal(set) var extensions: [DeclarationRef]
    /// Every declaration of the symbol: the primary one first, then extensions.
    public var declarations: DeclarationRefs { DeclarationRefs(declaration: declaration, extensions: extensions) }
    public var isDeclaredInProject: Bool { declaration != nil }
    public var isProtocol: Bool { kind == .protocol }
    /// A class, actor, struct or enum declared in the project.
    public var isImplementation: Bool { declaration != nil && kind != .protocol && kind != .extension }
}

/// The project-wide index: resolves names to symbols across files and modules, follows
/// typealiases, merges extensions, and answers conformance questions transitively.
///
/// Building it is linear in the number of declarations, and every query is independent of
/// the project's size: names are looked up in one hash table, same-named symbols are told
/// apart by precomputed per-module tables rather than by scanning them, and the lexical
/// scope walk only runs for names some nested type or typealias carries. The index holds the
/// file models (which hold no tokens) and small integer tables; nothing is quadratic in the
/// number of types, modules, extensions or supertypes.
public struct ProjectIndex: Sendable {
    public private(set) var files: [FileModel]
    /// Module of each file, parallel to `files`.
    public let moduleOfFile: [String]
    /// The modules each module's build description says it depends on (an Xcode target's
    /// dependencies, a podspec's, XcodeGen's or Tuist's), as `ModuleResolver.sources` records
    /// them: edges the build has whether or not a file imports the module.
    public var declaredDependencies: [String: [String]] = [:]
    /// The modules a build description or the configuration gives; the others are folder guesses
    /// (each top-level folder), which say nothing of how the project is built.
    public var describedModules: Set<String> = []
    /// The build description (absolute) that declares each module's dependencies, for evidence.
    public var declaredDependencySources: [String: String] = [:]
    public private(set) var symbols: [TypeSymbol] = []
    /// Symbol of each declaration, -1 for none, every file's in one list (one per file would be
    /// an allocation per file): `symbolOfType[firstTypeOfFile[file] + type]`.
    private var symbolOfType: [Int32] = []
    /// Where each file's declarations start in `symbolOfType`, and one more entry for the end.
    private var firstTypeOfFile: [Int] = []
    /// Project symbols each symbol inherits from or conforms to directly (declaration and extensions).
    public private(set) var directSupertypeSymbols: [[SymbolID]] = []
    /// Direct supertypes not declared in the project (`UIViewController`, `Sendable`), by name.
    public private(set) var directSupertypeNames: [[String]] = []

    /// Everything a name can stand for, so that resolving one costs one hash lookup: the
    /// number of the name's entry (the table stays small and cache-friendly), then the entry.
    private var nameNumbers: [String: Int32] = [:]
    private var entries: [NameEntry] = []
    /// Module number of each file and symbol (modules are compared as integers).
    private var moduleIndexOfFile: [Int32] = []
    private var moduleIndexOfSymbol: [Int32] = []
    private var directSubtypes: [[SymbolID]] = []
    private var subtypesOfExternalName: [String: [SymbolID]] = [:]

    /// Candidates for one name: symbols with that qualified name, the typealias of that
    /// qualified name, and declared symbols with that simple (last-component) name.
    private struct NameEntry: Sendable {
        var qualified = Candidates()
        var simple = Candidates()
        /// The base names of the aliased type, when a typealias has this qualified name.
        var aliasTargets: [String]?
        /// Some dotted qualified name (nested type, extension or typealias) ends with this
        /// name: only then can `Scope.name` resolve in a lexical scope walk.
        var isMember = false

        /// Adds a top-level type (its qualified and simple names are one); true when either list
        /// just became crowded.
        mutating func addTopLevel(_ id: SymbolID) -> Bool {
            let qualifiedCrowded = qualified.add(id, declared: true)
            return simple.add(id, declared: true) || qualifiedCrowded
        }
    }

    /// Same-named symbols: how many, the first, and the ones declared in the project (in id
    /// order) with, when there are many, a module → unique declared symbol table. One name,
    /// one symbol (the usual case) allocates nothing.
    private struct Candidates: Sendable {
        var count: Int32 = 0
        var first: Int32 = -1
        var declaredCount: Int32 = 0
        var firstDeclared: Int32 = -1
        /// Declared symbols after the first.
        var moreDeclared: [Int32] = []
        /// Module → the one declared symbol of the name in it, or -1 when several; built when
        /// there are many declared ones, so that telling them apart never scans them.
        var declaredByModule: [Int32: Int32]?

        var uniqueDeclared: SymbolID? { declaredCount == 1 ? SymbolID(Int(firstDeclared)) : nil }

        /// Adds a symbol; true when the declared ones just became too many to scan.
        @discardableResult
        mutating func add(_ symbol: SymbolID, declared isDeclared: Bool) -> Bool {
            let id = Int32(symbol.index)
            if count == 0 { first = id }
            count += 1
            guard isDeclared else { return false }
            if declaredCount == 0 { firstDeclared = id } else { moreDeclared.append(id) }
            declaredCount += 1
            return declaredCount == ProjectIndex.crowd + 1
        }

        mutating func index(moduleOf moduleIndexOfSymbol: [Int32]) {
            var table: [Int32: Int32] = [:]
            for id in CollectionOfOne(firstDeclared) + moreDeclared {
                let module = moduleIndexOfSymbol[Int(id)]
                table[module] = table[module] == nil ? id : -1
            }
            declaredByModule = table
        }
    }

    /// Above this many declared same-named symbols, module preference uses a table.
    private static let crowd: Int32 = 8

    /// The number of a name's entry, a new empty entry when the name has none (one hash).
    private mutating func entryNumber(_ name: String) -> Int {
        let next = Int32(entries.count)
        let number = ProjectIndex.settle(&nameNumbers[name, default: -1], next)
        if number == next { entries.append(NameEntry()) }
        return Int(number)
    }

    private static func settle(_ slot: inout Int32, _ next: Int32) -> Int32 {
        if slot < 0 { slot = next }
        return slot
    }

    /// The symbol `files[file].types[type]` declares or extends, if any.
    public func symbol(declaredAt ref: DeclarationRef) -> SymbolID? {
        let id = symbolOfType[firstTypeOfFile[ref.file] + ref.type]
        return id >= 0 ? SymbolID(Int(id)) : nil
    }

    /// The symbols of a file's declarations, in `FileModel.types` order (nil for none).
    public func symbols(declaredIn file: Int) -> DeclaredSymbols {
        DeclaredSymbols(ids: symbolOfType[firstTypeOfFile[file]..<firstTypeOfFile[file + 1]])
    }

    /// The symbol of each of a file's declarations, read from the index's compact table.
    public struct DeclaredSymbols: RandomAccessCollection, Sendable {
        fileprivate let ids: ArraySlice<Int32>
        public var startIndex: Int { 0 }
        public var endIndex: Int { ids.count }
        public subscript(type: Int) -> SymbolID? {
            let id = ids[ids.startIndex + type]
            return id >= 0 ? SymbolID(Int(id)) : nil
        }
    }

    /// Every symbol's id, in order.
    public var symbolIDs: SymbolIDs { SymbolIDs(count: symbols.count) }

    private func entry(_ name: String) -> NameEntry? {
        guard let number = nameNumbers[name] else { return nil }
        return entries[Int(number)]
    }

    /// Indexes the files; `jobs` threads resolve the inheritance clauses (the index is the
    /// same whatever the number).
    public init(files: [FileModel], modules: [String], jobs: Int = 1) {
        self.init(files: files, modules: modules, jobs: jobs, earlier: nil)
    }

    /// `earlier`: an index of the same files before the `changed` ones were replaced. Where both
    /// number the symbols alike, a symbol whose inheritance clauses are in unchanged files and name
    /// nothing that may resolve otherwise (`namesResolvedOtherwise`) keeps its supertypes as they
    /// were resolved there.
    private init(files: [FileModel], modules: [String], jobs: Int, earlier: (index: ProjectIndex, changed: [Int])?) {
        precondition(files.count == modules.count, "one module per file")
        self.files = files
        self.moduleOfFile = modules
        numberModules()
        declareTypes()
        attachExtensions()
        collectAliases()
        if let earlier, earlier.index.numbersSymbolsAlike(self) {
            var changed = [Bool](repeating: false, count: files.count)
            for file in earlier.changed { changed[file] = true }
            let names = Self.namesResolvedOtherwise(from: earlier.index, to: self, changed: earlier.changed)
            linkSupertypes(jobs: jobs, keeping: (earlier.index, changed, names))
        } else {
            linkSupertypes(jobs: jobs, keeping: nil)
        }
        aliasesCutShort = findAliasesCutShort()
    }

    /// The same index with some files' models replaced by newer ones (an editor's file after an
    /// edit), or nil when a replacement does not `declareAlike` the model it replaces: then the
    /// tables built from the declarations could differ and the index is built again.
    public func replacingFiles(_ replacements: [(file: Int, model: FileModel)]) -> ProjectIndex? {
        // Checked before the copy: the files are copied (a retain per model's list) at the first replacement.
        guard replacements.allSatisfy({ Self.declareAlike(files[$0.file], $0.model) }) else { return nil }
        var index = self
        for (file, model) in replacements { index.files[file] = model }
        return index
    }

    /// The index of the same files in the same modules, some of them replaced by newer models
    /// that need not declare alike, built again; the build's declared dependencies are kept
    /// (they come from build descriptions, not from the Swift files).
    public func rebuilt(replacing replacements: [(file: Int, model: FileModel)], jobs: Int = 1) -> ProjectIndex {
        var files = self.files
        for (file, model) in replacements { files[file] = model }
        var index = ProjectIndex(files: files, modules: moduleOfFile, jobs: jobs, earlier: (self, replacements.map(\.file)))
        index.declaredDependencies = declaredDependencies
        index.describedModules = describedModules
        index.declaredDependencySources = declaredDependencySources
        return index
    }

    /// Whether `other`, an index of the same files, numbers the same symbols the same way: each
    /// declaration and extension of each file stands for the same symbol number in both (what the
    /// declarations say, names and inheritance, may differ).
    public func numbersSymbolsAlike(_ other: ProjectIndex) -> Bool {
        symbols.count == other.symbols.count && firstTypeOfFile == other.firstTypeOfFile && symbolOfType == other.symbolOfType
    }

    /// The names that may resolve otherwise in `new` than in `old`, two indexes of the same files
    /// whose `changed` files were replaced: every name those files declare in either (the types'
    /// and typealiases' names, each component of a qualified one), and every typealias that stands
    /// for one of them, through any chain of typealiases. A file that names none of them resolves
    /// its names as before.
    public static func namesResolvedOtherwise(from old: ProjectIndex, to new: ProjectIndex, changed: [Int]) -> Set<String> {
        var names = Set<String>()
        func insert(_ qualifiedName: String) {
            for component in qualifiedName.split(separator: ".") { names.insert(String(component)) }
        }
        for index in [old, new] {
            for file in changed {
                for type in index.files[file].types { insert(type.qualifiedName) }
                for alias in index.files[file].typealiases { insert(alias.qualifiedName) }
            }
        }
        // The typealiases by the names their targets mention, followed from the names found so far.
        var aliasesNaming: [String: [String]] = [:]
        for file in new.files.indices {
            for alias in new.files[file].typealiases {
                for target in TypeText.baseNames(alias.target) {
                    for component in target.split(separator: ".") { aliasesNaming[String(component), default: []].append(alias.qualifiedName) }
                }
            }
        }
        var pending = Array(names)
        while let name = pending.popLast() {
            for alias in aliasesNaming[name] ?? [] {
                for component in alias.split(separator: ".") where names.insert(String(component)).inserted { pending.append(String(component)) }
            }
        }
        return names
    }

    /// Whether two models of a file give the same index: what `init` reads of them (each
    /// declaration's names, kind, parent and inheritance clause, the typealiases), and what role
    /// assignment reads of the declarations besides (their attributes and modifiers). The imports
    /// are not among them (names resolve whatever a file imports): those who read them, role
    /// assignment and configuration grouping, compare them themselves. Besides, what the rules read
    /// of types they do not check, beyond one hop: whether a declaration has an instance method,
    /// and a protocol an initializer (a class with behaviour is a collaborator, not data, to
    /// whoever holds it or reaches it through another type's static constant). Everything else
    /// (positions, members, bodies) is read live by the rules.
    public static func declareAlike(_ old: FileModel, _ new: FileModel) -> Bool {
        guard old.path == new.path, old.types.count == new.types.count, old.typealiases.count == new.typealiases.count else { return false }
        for (a, b) in zip(old.types, new.types) {
            guard a.name == b.name, a.qualifiedName == b.qualifiedName, a.kind == b.kind, a.parent == b.parent,
                  a.isLocal == b.isLocal, a.inherits == b.inherits, a.attributes == b.attributes, a.modifiers == b.modifiers,
                  a.accessLevel == b.accessLevel, a.genericParams == b.genericParams,
                  a.methods.contains(where: { !$0.isStatic }) == b.methods.contains(where: { !$0.isStatic }),
                  a.initializers.isEmpty == b.initializers.isEmpty else { return false }
        }
        return zip(old.typealiases, new.typealiases).allSatisfy {
            $0.name == $1.name && $0.qualifiedName == $1.qualifiedName && $0.target == $1.target && $0.parent == $1.parent
        }
    }

    /// Whether two models of a file import the same modules the same way.
    public static func importAlike(_ old: FileModel, _ new: FileModel) -> Bool {
        old.imports.count == new.imports.count
            && zip(old.imports, new.imports).allSatisfy { $0.module == $1.module && $0.kind == $1.kind && $0.conditional == $1.conditional }
    }

    /// A typealias whose meaning a bound cut short: it follows more than
    /// `maximumAliasesFollowed` typealiases, or stands for more than `maximumAliasNames` names.
    /// Its uses stand for what was found before the bound.
    public struct AliasCutShort: Sendable, Equatable {
        public var file: Int
        public var alias: Int
        public var message: String
    }

    /// The typealiases a bound cut short that no other typealias names (the head of a long
    /// chain, not each of its links), in file order; the first one cut short when all are named
    /// by others (a cycle). Each is resolved once from where it is declared, as its uses there.
    public private(set) var aliasesCutShort: [AliasCutShort] = []

    private func findAliasesCutShort() -> [AliasCutShort] {
        // Only an alias naming another alias, or more names than the bound, can be cut short.
        let aliasNames = Set(files.lazy.flatMap(\.typealiases).map(\.name))
        func mayBeCutShort(_ targets: [String]) -> Bool {
            targets.count > Self.maximumAliasNames || targets.contains { aliasNames.contains(String($0.afterLastDot ?? Substring($0))) }
        }
        var cut: [(alias: TypealiasDecl, found: AliasCutShort)] = []
        var walk = AliasWalk()
        var result: [SymbolID] = []
        for file in files.indices {
            for (number, alias) in files[file].typealiases.enumerated() where mayBeCutShort(TypeText.baseNames(alias.target)) {
                walk.reset()
                result.removeAll(keepingCapacity: true)
                resolve(alias.name, file: file, enclosingType: alias.parent, walk: &walk, into: &result)
                let what: String
                switch walk.cutShort {
                case nil: continue
                case .aliasesFollowed?: what = "leads through more than \(Self.maximumAliasesFollowed) typealiases"
                case .names?: what = "stands for more than \(Self.maximumAliasNames) names"
                }
                cut.append((alias, AliasCutShort(file: file, alias: number, message: """
                    typealias '\(alias.qualifiedName)' \(what); its uses stand only for the types found before that bound
                    """)))
            }
        }
        guard !cut.isEmpty else { return [] }
        let namedByAliases = Set(files.lazy.flatMap(\.typealiases).flatMap { TypeText.baseNames($0.target) })
        let heads = cut.filter { !namedByAliases.contains($0.alias.name) && !namedByAliases.contains($0.alias.qualifiedName) }
        return (heads.isEmpty ? [cut[0]] : heads).map(\.found)
    }

    // MARK: Building

    private mutating func numberModules() {
        var numbers: [String: Int32] = [:]
        var previous: (module: String, number: Int32)?
        moduleIndexOfFile = moduleOfFile.map { module in
            // Files of a module are usually listed together.
            if let previous, previous.module == module { return previous.number }
            let number = numbers[module] ?? Int32(numbers.count)
            numbers[module] = number
            previous = (module, number)
            return number
        }
    }

    private mutating func declareTypes() {
        var typeCount = 0
        var declaredCount = 0
        for file in files {
            typeCount += file.types.count
            for type in file.types where type.kind != .extension { declaredCount += 1 }
        }
        // Arrays get room for every declaration (extensions of types the project does not
        // declare add symbols too): room never filled costs address space, not memory. The name
        // table gets room for the declared names only, since probing touches all of its room.
        symbols.reserveCapacity(typeCount)
        moduleIndexOfSymbol.reserveCapacity(typeCount)
        symbolOfType.reserveCapacity(typeCount)
        firstTypeOfFile.reserveCapacity(files.count + 1)
        nameNumbers.reserveCapacity(declaredCount)
        entries.reserveCapacity(typeCount)
        var crowded: [Int] = []
        for fileIndex in files.indices {
            let types = files[fileIndex].types
            let module = moduleOfFile[fileIndex]
            let moduleIndex = moduleIndexOfFile[fileIndex]
            let first = symbolOfType.count
            firstTypeOfFile.append(first)
            symbolOfType.append(contentsOf: repeatElement(-1, count: types.count))
            for typeIndex in types.indices where types[typeIndex].kind != .extension {
                let id = SymbolID(symbols.count)
                let qualifiedName = types[typeIndex].qualifiedName
                let name = types[typeIndex].name
                symbols.append(TypeSymbol(
                    id: id, qualifiedName: qualifiedName, name: name, kind: types[typeIndex].kind,
                    module: module, declaration: DeclarationRef(file: fileIndex, type: typeIndex), extensions: []))
                moduleIndexOfSymbol.append(moduleIndex)
                symbolOfType[first + typeIndex] = Int32(id.index)
                if qualifiedName == name {
                    let number = entryNumber(name)
                    if entries[number].addTopLevel(id) { crowded.append(number) }
                } else {
                    let qualified = entryNumber(qualifiedName)
                    if entries[qualified].qualified.add(id, declared: true) { crowded.append(qualified) }
                    let simple = entryNumber(name)
                    if entries[simple].simple.add(id, declared: true) { crowded.append(simple) }
                    noteMember(qualifiedName)
                }
            }
        }
        firstTypeOfFile.append(symbolOfType.count)
        // Declared symbols are all known now; symbols added later (extended external types) are
        // not declared, so the per-module tables built here stay exact.
        for number in crowded {
            if entries[number].qualified.declaredCount > ProjectIndex.crowd { entries[number].qualified.index(moduleOf: moduleIndexOfSymbol) }
            if entries[number].simple.declaredCount > ProjectIndex.crowd { entries[number].simple.index(moduleOf: moduleIndexOfSymbol) }
        }
    }

    /// Attaches each extension to the symbol it extends; the first extension of a name the
    /// project does not declare makes a symbol for it.
    private mutating func attachExtensions() {
        for fileIndex in files.indices {
            let types = files[fileIndex].types
            for typeIndex in types.indices where types[typeIndex].kind == .extension {
                let written = types[typeIndex].qualifiedName
                let extended = TypeText.firstBaseName(written) ?? written
                let module = moduleIndexOfFile[fileIndex]
                let id: SymbolID
                if let existing = extendedSymbol(extended, module: module) {
                    id = existing
                } else {
                    id = SymbolID(symbols.count)
                    let simple = Self.simpleName(ofExtended: extended)
                    symbols.append(TypeSymbol(
                        id: id, qualifiedName: extended, name: simple, kind: .extension, module: moduleOfFile[fileIndex],
                        declaration: nil, extensions: []))
                    moduleIndexOfSymbol.append(module)
                    entries[entryNumber(extended)].qualified.add(id, declared: false)
                    noteMember(extended)
                }
                symbols[id].extensions.append(DeclarationRef(file: fileIndex, type: typeIndex))
                symbolOfType[firstTypeOfFile[fileIndex] + typeIndex] = Int32(id.index)
            }
        }
    }

    /// The last component of an extended type's dotted name, found in its bytes (`split` walks
    /// Characters, a few hundred instructions a byte).
    private static func simpleName(ofExtended name: String) -> String {
        guard let last = name.afterLastDot else { return name }
        // A name ending in `.` (broken code): its last non-empty component, as `split` finds it.
        return last.isEmpty ? name.split(separator: ".").last.map(String.init) ?? name : String(last)
    }

    /// The symbol an extension of `extended` in `module` extends, if any yet. A dotted
    /// extension name may be written from inside its module's namespace; as a last resort an
    /// extension of `Bar` binds to the one project type named `Bar`.
    private func extendedSymbol(_ extended: String, module: Int32) -> SymbolID? {
        guard let entry = entry(extended) else { return nil }
        return preferred(entry.qualified, module: module)
            ?? (extended.afterLastDot != nil ? nil : preferred(entry.simple, module: module))
    }

    private mutating func collectAliases() {
        for file in files.indices {
            for alias in files[file].typealiases {
                entries[entryNumber(alias.qualifiedName)].aliasTargets = TypeText.baseNames(alias.target)
                noteMember(alias.qualifiedName)
            }
        }
    }

    /// Marks the last component of a dotted qualified name as a possible member name.
    private mutating func noteMember(_ qualifiedName: String) {
        guard let member = qualifiedName.afterLastDot else { return }
        entries[entryNumber(String(member))].isMember = true
    }

    /// Fewest symbols one thread resolves the supertypes of.
    static let supertypeChunk = 1024

    /// Resolves each symbol's direct supertypes once and records the reverse edges, so that
    /// "everything below X" is one breadth-first walk: no closure is ever materialised, which
    /// keeps pathological inheritance chains linear in memory and time. The resolving (reads
    /// only) runs on `jobs` threads over chunks of symbols; the reverse edges are then added in
    /// symbol order, the same whatever the thread count.
    /// `keeping`: an earlier index numbering the symbols alike, which files changed since, and
    /// the names that may resolve otherwise (`init(files:modules:jobs:earlier:)`).
    private mutating func linkSupertypes(jobs: Int, keeping earlier: (index: ProjectIndex, changed: [Bool], names: Set<String>)?) {
        let index = self
        let chunks = ParallelWork.mapChunks(count: symbols.count, jobs: jobs, minimumChunk: ProjectIndex.supertypeChunk) { range in
            index.resolveSupertypes(of: range, keeping: earlier)
        }
        directSupertypeSymbols = Array(repeating: [], count: symbols.count)
        directSupertypeNames = Array(repeating: [], count: symbols.count)
        directSubtypes = Array(repeating: [], count: symbols.count)
        for chunk in chunks {
            for resolved in chunk {
                let id = resolved.symbol
                for parent in resolved.parents { directSubtypes[parent].append(id) }
                for name in resolved.names { subtypesOfExternalName[name, default: []].append(id) }
                directSupertypeSymbols[id] = resolved.parents
                directSupertypeNames[id] = resolved.names
            }
        }
    }

    /// A symbol's direct supertypes as resolved, each once, in order: project symbols and
    /// external names.
    private struct ResolvedSupertypes: Sendable {
        var symbol: SymbolID
        var parents: [SymbolID] = []
        var names: [String] = []
    }

    /// The resolved direct supertypes of some symbols. Every entry is resolved where the
    /// primary declaration (else the first extension) stands.
    private func resolveSupertypes(of range: Range<Int>, keeping earlier: (index: ProjectIndex, changed: [Bool], names: Set<String>)?)
        -> [ResolvedSupertypes] {
        var result: [ResolvedSupertypes] = []
        var resolved: [SymbolID] = []
        var walk = AliasWalk()
        // The inheritance entries of the declaration and its extensions, as base names (`Base<T>`
        // → `Base`): made here, per symbol, rather than kept for every symbol.
        var supertypes: [String] = []
        func appendSupertypes(of ref: DeclarationRef) {
            for entry in files[ref.file].types[ref.type].inherits { TypeText.appendBaseNames(entry, to: &supertypes) }
        }
        // The names that may resolve otherwise, as bytes to look for in the clauses as written: one
        // found inside a longer name only costs a resolution that finds what it found before.
        let changedNames = earlier.map { $0.names.map { Array($0.utf8) } } ?? []
        func keepsEarlier(_ ref: DeclarationRef, _ earlier: (index: ProjectIndex, changed: [Bool], names: Set<String>)) -> Bool {
            !earlier.changed[ref.file] && !files[ref.file].types[ref.type].inherits.contains { Self.mentions($0, any: changedNames) }
        }
        for id in range.lazy.map(SymbolID.init) {
            if let earlier, symbols[id].declaration.map({ keepsEarlier($0, earlier) }) ?? true,
               symbols[id].extensions.allSatisfy({ keepsEarlier($0, earlier) }) {
                let (parents, names) = (earlier.index.directSupertypeSymbols[id], earlier.index.directSupertypeNames[id])
                if !parents.isEmpty || !names.isEmpty { result.append(ResolvedSupertypes(symbol: id, parents: parents, names: names)) }
                continue
            }
            supertypes.removeAll(keepingCapacity: true)
            if let declaration = symbols[id].declaration { appendSupertypes(of: declaration) }
            for ref in symbols[id].extensions { appendSupertypes(of: ref) }
            guard !supertypes.isEmpty, let context = symbols[id].declaration ?? symbols[id].extensions.first else { continue }
            let enclosing = files[context.file].types[context.type].parent
            var entry = ResolvedSupertypes(symbol: id)
            var parents = SmallSet<SymbolID>()
            var names = SmallSet<String>()
            for name in supertypes {
                resolved.removeAll(keepingCapacity: true)
                walk.reset()
                resolve(name, file: context.file, enclosingType: enclosing, walk: &walk, into: &resolved)
                // A name the project only extends (`extension UIViewController { … }`) is still the
                // framework's type: what inherits from it inherits from `UIViewController` too, or one
                // helper extension would hide every screen of the app from the rules about views.
                if resolved.isEmpty || resolved.allSatisfy({ symbols[$0].declaration == nil }) {
                    if names.insert(name, into: entry.names) { entry.names.append(name) }
                }
                for parent in resolved where parent != id && parents.insert(parent, into: entry.parents) {
                    entry.parents.append(parent)
                }
            }
            if !entry.parents.isEmpty || !entry.names.isEmpty { result.append(entry) }
        }
        return result
    }

    /// Whether `text` contains one of `names`' bytes (text not stored contiguously: yes).
    private static func mentions(_ text: String, any names: [[UInt8]]) -> Bool {
        names.contains { name in
            text.utf8.withContiguousStorageIfAvailable { bytes in
                guard let base = bytes.baseAddress, !name.isEmpty, bytes.count >= name.count else { return name.isEmpty }
                var start = base
                let end = base + bytes.count
                while end - start >= name.count, let hit = Bytes.first(name[0], in: start, count: end - start - name.count + 1) {
                    if name.withUnsafeBufferPointer({ Bytes.compare(hit, $0.baseAddress!, count: name.count) == 0 }) { return true }
                    start = hit + 1
                }
                return false
            } ?? true
        }
    }

    // MARK: Queries

    /// The project symbols a name written in `file` (inside `enclosingType`, if any) stands for:
    /// nested types of the enclosing types first, then module-preferred top-level types,
    /// typealiases followed. Empty when the name is not declared in the project or is ambiguous.
    public func resolve(_ name: String, file: Int?, enclosingType: Int?) -> [SymbolID] {
        var walk = AliasWalk()
        var result: [SymbolID] = []
        resolve(name, file: file, enclosingType: enclosingType, walk: &walk, into: &result)
        return result
    }

    /// One name's way through typealiases: the ones followed (each once), how many of their
    /// target names it took, and whether a bound (`maximumAliasesFollowed`, `maximumAliasNames`)
    /// cut it short.
    struct AliasWalk {
        enum Bound { case aliasesFollowed, names }
        var followed: Set<String> = []
        var targetsTaken = 0
        var cutShort: Bound?

        mutating func reset() {
            if !followed.isEmpty { followed.removeAll() }
            targetsTaken = 0
            cutShort = nil
        }
    }

    /// Target names one name may stand for through typealiases, at most (those of every
    /// typealias on the way, counted once per appearance). A composition of protocols
    /// (`typealias Dependencies = HasNetwork & HasStore & …`) has a few dozen; without the
    /// bound, N classes inheriting a generated composition of N protocols would make N × N
    /// edges. A name's meaning is cut after this many, with a note.
    static let maximumAliasNames = 512

    private func resolve(_ name: String, file: Int?, enclosingType: Int?, walk: inout AliasWalk,
                         into result: inout [SymbolID]) {
        let module = file.map { moduleIndexOfFile[$0] } ?? -1
        // Typealias targets still to resolve, each with the scope to resolve it from, the next one
        // last: the order a recursive walk would take them in, without its stack (a generated
        // chain of 100,000 aliases overflowed it).
        var pending: [(name: String, scope: Int?)] = []
        var next = (name: name, scope: enclosingType)
        while true {
            if let alias = resolveName(next.name, scope: next.scope, module: module, file: file,
                                       walk: &walk, into: &result) {
                // Only as many as the bound leaves room for: an alias of N names, used N times,
                // must not cost N each.
                let room = max(0, Self.maximumAliasNames - walk.targetsTaken)
                walk.targetsTaken += min(room, alias.targets.count)
                for target in alias.targets.prefix(room).reversed() { pending.append((target, alias.scope)) }
                if alias.targets.count > room { walk.cutShort = .names }
            }
            guard let following = pending.popLast() else { return }
            next = following
        }
    }

    /// One name of `resolve`: appends the symbol it stands for to `result`, or returns the targets
    /// of the typealias it names (the first time that alias is met) with the scope they are
    /// resolved from. Nil when the name is decided, or names nothing in the project.
    private func resolveName(_ name: String, scope enclosingType: Int?, module: Int32, file: Int?, walk: inout AliasWalk,
                             into result: inout [SymbolID]) -> (targets: [String], scope: Int?)? {
        let number = nameNumbers[name]
        // Lexical scope: Outer.Inner.Name, Outer.Name, … (only for names some nested declaration
        // carries). A nested type is not named bare anywhere else: outside its namespace, `Result`
        // is Swift's, not some `Linter.Result`. (Member types a class inherits from its superclass,
        // `State` for `Base.State` in `class Child: Base`, are not looked up: doing it per
        // reference walks the superclass chain, quadratic in a deep one.)
        if let file, enclosingType != nil, isMember(name, number) {
            let types = files[file].types
            var scope = enclosingType
            while let current = scope {
                let candidate = types[current].qualifiedName + "." + name
                if let scoped = nameNumbers[candidate] {
                    switch meaning(ofEntry: Int(scoped), named: candidate, module: module, walk: &walk, into: &result) {
                    case .symbol: return nil
                    case .alias(let targets): return (targets, current)
                    case .nothing: break
                    }
                }
                scope = types[current].parent
            }
        }
        guard let number,
              case .alias(let targets) = meaning(ofEntry: Int(number), named: name, module: module, walk: &walk,
                                                 into: &result) else { return nil }
        return (targets, nil)
    }

    private enum EntryMeaning {
        /// Nothing by itself: look further.
        case nothing
        /// A symbol, appended to the result.
        case symbol
        /// A typealias followed for the first time, with its targets' base names.
        case alias([String])
    }

    /// Typealiases followed for one name at most. Real chains are a few links long; the bound
    /// keeps resolving linear in the references however long a (generated) chain is, where each
    /// reference to the head of a chain would otherwise walk all of it. A name further down
    /// stays unresolved, with a note.
    static let maximumAliasesFollowed = 64

    /// What the entry of `name` stands for by itself: its preferred qualified symbol, else (the
    /// first time `name` is followed, within `maximumAliasesFollowed`) the typealias it names.
    private func meaning(ofEntry number: Int, named name: String, module: Int32, walk: inout AliasWalk,
                         into result: inout [SymbolID]) -> EntryMeaning {
        if let id = preferred(entries[number].qualified, module: module) {
            result.append(id)
            return .symbol
        }
        guard let targets = entries[number].aliasTargets, !walk.followed.contains(name) else { return .nothing }
        guard walk.followed.count < Self.maximumAliasesFollowed else {
            walk.cutShort = .aliasesFollowed
            return .nothing
        }
        walk.followed.insert(name)
        return .alias(targets)
    }

    /// Whether `Scope.name` can be a nested type or typealias for some scope: the name's last
    /// component ends some dotted qualified name.
    private func isMember(_ name: String, _ number: Int32?) -> Bool {
        guard let member = name.afterLastDot else { return number.map { entries[Int($0)].isMember } ?? false }
        return entry(String(member))?.isMember ?? false
    }

    /// Among same-named symbols, the one in the same module, else the only one declared.
    private func preferred(_ candidates: Candidates, module: Int32) -> SymbolID? {
        if candidates.count == 1 { return SymbolID(Int(candidates.first)) }
        guard candidates.count > 0 else { return nil }
        if module >= 0 && candidates.declaredCount > 1 {
            if let byModule = candidates.declaredByModule {
                if let local = byModule[module], local >= 0 { return SymbolID(Int(local)) }
            } else {
                var local = moduleIndexOfSymbol[Int(candidates.firstDeclared)] == module ? candidates.firstDeclared : -1
                var found = local >= 0 ? 1 : 0
                for id in candidates.moreDeclared where moduleIndexOfSymbol[Int(id)] == module {
                    local = id
                    found += 1
                }
                if found == 1 { return SymbolID(Int(local)) }
            }
        }
        return candidates.uniqueDeclared
    }

    /// Every supertype of a symbol, transitively, in breadth-first order: project symbols and
    /// external names (`UIViewController`, `ObservableObject`).
    public func supertypes(of id: SymbolID) -> (symbols: [SymbolID], externalNames: [String]) {
        if directSupertypeSymbols[id].isEmpty { return ([], directSupertypeNames[id]) }
        var seen: Set<SymbolID> = [id]
        var names: [String] = []
        var seenNames = Set<String>()
        var queue = [id]
        var head = 0
        var found: [SymbolID] = []
        while head < queue.count {
            let current = queue[head]
            head += 1
            for name in directSupertypeNames[current] where seenNames.insert(name).inserted { names.append(name) }
            for parent in directSupertypeSymbols[current] where seen.insert(parent).inserted {
                found.append(parent)
                queue.append(parent)
            }
        }
        return (found, names)
    }

    /// A value per symbol made from its direct supertypes' values, for many symbols at the cost
    /// of one walk of the hierarchy: every value found on the way is kept. (Walking each
    /// symbol's supertypes anew, as `supertypes(of:)` does, is quadratic in a deep hierarchy.)
    /// Depth first, on a stack of its own (a chain may be deeper than the thread's stack). In a
    /// cycle of inheritance, which only broken code has, a symbol's value leaves out the
    /// supertype that closes the cycle.
    public struct InheritedValue<Value> {
        private var values: [Value?]
        /// The value when it does not depend on the supertypes (a trait the symbol has itself).
        private let settled: (SymbolID) -> Value?
        /// The value from the direct supertypes' values, in the order of the inheritance clauses.
        private let combine: (_ symbol: SymbolID, _ parents: [(parent: SymbolID, value: Value)]) -> Value

        public init(_ project: ProjectIndex, settled: @escaping (SymbolID) -> Value? = { _ in nil },
                    combine: @escaping (_ symbol: SymbolID, _ parents: [(parent: SymbolID, value: Value)]) -> Value) {
            values = Array(repeating: nil, count: project.symbols.count)
            self.settled = settled
            self.combine = combine
        }

        public mutating func value(of id: SymbolID, in project: ProjectIndex) -> Value {
            if let known = values[id] { return known }
            var inProgress = Set<SymbolID>()
            var stack = [(symbol: id, expanded: false)]
            while let (symbol, expanded) = stack.popLast() {
                if values[symbol] != nil { continue }
                let parents = project.directSupertypeSymbols[symbol]
                if !expanded {
                    if let value = settled(symbol) {
                        values[symbol] = value
                        continue
                    }
                    guard inProgress.insert(symbol).inserted else { continue }
                    stack.append((symbol, true))
                    for parent in parents.reversed() where values[parent] == nil && !inProgress.contains(parent) {
                        stack.append((parent, false))
                    }
                    continue
                }
                values[symbol] = combine(symbol, parents.compactMap { parent in values[parent].map { (parent, $0) } })
            }
            return values[id]!
        }
    }

    /// Whether a symbol or any of its supertypes, transitively, has some trait of its own: an
    /// `InheritedValue` that stops at the first symbol having it.
    public struct InheritedTrait {
        private var fold: InheritedValue<Bool>

        /// `ownTrait(symbol)`: whether the symbol has the trait itself.
        public init(_ project: ProjectIndex, ownTrait: @escaping (SymbolID) -> Bool) {
            fold = InheritedValue(project, settled: { ownTrait($0) ? true : nil }) { _, parents in parents.contains { $0.value } }
        }

        public mutating func holds(for id: SymbolID, in project: ProjectIndex) -> Bool {
            fold.value(of: id, in: project)
        }
    }

    /// Whether the symbol inherits from or conforms to `name` (a project qualified name or an
    /// external name such as `UIViewController`), directly, via an extension, or transitively.
    /// One walk per call: for many symbols, `conformanceTrait(to:)`.
    public func conforms(_ id: SymbolID, to name: String) -> Bool {
        let all = supertypes(of: id)
        return all.externalNames.contains(name) || all.symbols.contains { symbols[$0].qualifiedName == name }
    }

    /// `conforms(_:to: name)` for many symbols at the cost of one walk of the hierarchy: the
    /// trait of naming `name` among one's direct supertypes, inherited.
    public func conformanceTrait(to name: String) -> InheritedTrait {
        InheritedTrait(self) { [directSupertypeNames, directSupertypeSymbols, symbols] id in
            directSupertypeNames[id].contains(name) || directSupertypeSymbols[id].contains { symbols[$0].qualifiedName == name }
        }
    }

    /// Every symbol below the given roots (project symbols and external names), the roots
    /// excluded unless reached again: one walk over the reverse edges, linear in the project.
    public func descendants(ofSymbols roots: [SymbolID], externalNames: [String] = []) -> Set<SymbolID> {
        var seen = Set<SymbolID>()
        var queue: [SymbolID] = []
        for root in roots { queue.append(contentsOf: directSubtypes[root]) }
        for name in externalNames { queue.append(contentsOf: subtypesOfExternalName[name] ?? []) }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            guard seen.insert(current).inserted else { continue }
            queue.append(contentsOf: directSubtypes[current])
        }
        return seen
    }

    /// For several lists of roots (project symbols and external names), each symbol's first list
    /// with the symbol below it (-1: none), the roots excluded unless reached again: one walk in
    /// all, each symbol entered once, not one walk per list (a walk below what an earlier list
    /// reached finds only what that one did).
    public func firstListAbove(_ lists: [(symbols: [SymbolID], externalNames: [String])]) -> [Int] {
        var first = [Int](repeating: -1, count: symbols.count)
        var queue: [SymbolID] = []
        for (index, list) in lists.enumerated() {
            queue.removeAll(keepingCapacity: true)
            for root in list.symbols { queue.append(contentsOf: directSubtypes[root]) }
            for name in list.externalNames { queue.append(contentsOf: subtypesOfExternalName[name] ?? []) }
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                guard first[current] < 0 else { continue }
                first[current] = index
                queue.append(contentsOf: directSubtypes[current])
            }
        }
        return first
    }

    /// Modules each module imports (by first import path component), sorted and unique.
    public func moduleImports() -> [String: [String]] {
        var result: [String: Set<String>] = [:]
        for index in files.indices {
            for decl in files[index].imports {
                result[moduleOfFile[index], default: []].insert(String(decl.moduleName))
            }
        }
        return result.mapValues { $0.sorted() }
    }
}

/// Keeps a short list duplicate-free: a linear scan while it is short, a hash set once it is
/// long (a type with thousands of conformances added by extensions stays linear).
struct SmallSet<Element: Hashable> {
    private var set: Set<Element>?

    /// Whether `element` is new to `list` (the list being built alongside this set).
    mutating func insert(_ element: Element, into list: [Element]) -> Bool {
        if set == nil {
            if list.count < 16 { return !list.contains(element) }
            set = Set(list)
        }
        return set!.insert(element).inserted
    }
}

