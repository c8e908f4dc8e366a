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

/// A type as the project sees it: its declaration merged with every extension of it.
public struct TypeSymbol: Sendable {
    public let id: Int
    public let qualifiedName: String
    /// The last component of the qualified name.
    public let name: String
    /// The kind of the primary declaration; `.extension` for a type the project only extends.
    public let kind: TypeKind
    public let module: String
    /// The primary declaration, nil for types declared outside the project.
    public let declaration: DeclarationRef?
    public internal(set) var extensions: [DeclarationRef]
    /// Inheritance entries of the declaration and all extensions, as base names (`Base<T>` → `Base`).
    public internal(set) var directSupertypes: [String]
    /// Every declaration of the symbol: the primary one first, then extensions.
    public var declarations: [DeclarationRef] { (declaration.map { [$0] } ?? []) + extensions }
    public var isDeclaredInProject: Bool { declaration != nil }
    public var isProtocol: Bool { kind == .protocol }
    /// A class, actor, struct or enum declared in the project.
    public var isImplementation: Bool { declaration != nil && kind != .protocol && kind != .extension }
}

/// The project-wide index: resolves names to symbols across files and modules, follows
/// typealiases, merges extensions, and answers conformance questions transitively.
public struct ProjectIndex: Sendable {
    public let files: [FileModel]
    /// Module of each file, parallel to `files`.
    public let moduleOfFile: [String]
    public private(set) var symbols: [TypeSymbol] = []
    /// Symbol of each declaration: `symbolOfDeclaration[file][type]`.
    public private(set) var symbolOfDeclaration: [[Int]] = []
    private var byQualifiedName: [String: [Int]] = [:]
    private var bySimpleName: [String: [Int]] = [:]
    /// Alias qualified name → the base names of its target.
    private var aliases: [String: [String]] = [:]
    private var aliasesBySimpleName: [String: [String]] = [:]
    /// Project symbols each symbol inherits from or conforms to directly (declaration and extensions).
    public private(set) var directSupertypeSymbols: [[Int]] = []
    /// Direct supertypes not declared in the project (`UIViewController`, `Sendable`), by name.
    public private(set) var directSupertypeNames: [[String]] = []
    private var directSubtypes: [[Int]] = []
    private var subtypesOfExternalName: [String: [Int]] = [:]

    public init(files: [FileModel], modules: [String]) {
        precondition(files.count == modules.count, "one module per file")
        self.files = files
        self.moduleOfFile = modules
        declareTypes()
        attachExtensions()
        collectAliases()
        linkSupertypes()
    }

    // MARK: Building

    private mutating func declareTypes() {
        symbolOfDeclaration = files.map { [Int](repeating: -1, count: $0.types.count) }
        for (fileIndex, file) in files.enumerated() {
            for (typeIndex, type) in file.types.enumerated() where !type.isExtension {
                let id = symbols.count
                symbols.append(TypeSymbol(
                    id: id, qualifiedName: type.qualifiedName, name: type.name, kind: type.kind,
                    module: moduleOfFile[fileIndex], declaration: DeclarationRef(file: fileIndex, type: typeIndex),
                    extensions: [], directSupertypes: type.inherits.flatMap(TypeText.baseNames)))
                symbolOfDeclaration[fileIndex][typeIndex] = id
                byQualifiedName[type.qualifiedName, default: []].append(id)
                bySimpleName[type.name, default: []].append(id)
            }
        }
    }

    private mutating func attachExtensions() {
        for (fileIndex, file) in files.enumerated() {
            for (typeIndex, type) in file.types.enumerated() where type.isExtension {
                let extended = TypeText.baseNames(type.qualifiedName).first ?? type.qualifiedName
                let module = moduleOfFile[fileIndex]
                let id: Int
                if let existing = preferred(byQualifiedName[extended] ?? [], module: module, file: fileIndex)
                    ?? uniqueBySimpleName(extended, module: module, file: fileIndex) {
                    id = existing
                } else {
                    id = symbols.count
                    let simple = extended.split(separator: ".").last.map(String.init) ?? extended
                    symbols.append(TypeSymbol(
                        id: id, qualifiedName: extended, name: simple, kind: .extension, module: module,
                        declaration: nil, extensions: [], directSupertypes: []))
                    byQualifiedName[extended, default: []].append(id)
                    bySimpleName[simple, default: []].append(id)
                }
                symbols[id].extensions.append(DeclarationRef(file: fileIndex, type: typeIndex))
                symbols[id].directSupertypes.append(contentsOf: type.inherits.flatMap(TypeText.baseNames))
                symbolOfDeclaration[fileIndex][typeIndex] = id
            }
        }
    }

    /// A dotted extension name may be written from inside its module's namespace; as a last
    /// resort an extension of `Bar` binds to the one project type named `Bar`.
    private func uniqueBySimpleName(_ name: String, module: String, file: Int) -> Int? {
        guard !name.contains(".") else { return nil }
        return preferred((bySimpleName[name] ?? []).filter { symbols[$0].declaration != nil }, module: module, file: file)
    }

    private mutating func collectAliases() {
        for file in files {
            for alias in file.typealiases {
                let targets = TypeText.baseNames(alias.target)
                aliases[alias.qualifiedName] = targets
                aliasesBySimpleName[alias.name, default: []].append(alias.qualifiedName)
            }
        }
    }

    /// Resolves each symbol's direct supertypes once and records the reverse edges, so that
    /// "everything below X" is one breadth-first walk: no closure is ever materialised, which
    /// keeps pathological inheritance chains linear in memory and time.
    private mutating func linkSupertypes() {
        directSupertypeSymbols = Array(repeating: [], count: symbols.count)
        directSupertypeNames = Array(repeating: [], count: symbols.count)
        directSubtypes = Array(repeating: [], count: symbols.count)
        for id in symbols.indices {
            for supertype in resolvedSupertypes(id) {
                if let parent = supertype.symbol {
                    if !directSupertypeSymbols[id].contains(parent) {
                        directSupertypeSymbols[id].append(parent)
                        directSubtypes[parent].append(id)
                    }
                } else if !directSupertypeNames[id].contains(supertype.name) {
                    directSupertypeNames[id].append(supertype.name)
                    subtypesOfExternalName[supertype.name, default: []].append(id)
                }
            }
        }
    }

    private func resolvedSupertypes(_ id: Int) -> [(name: String, symbol: Int?)] {
        let symbol = symbols[id]
        let context = symbol.declaration ?? symbol.extensions.first
        return symbol.directSupertypes.flatMap { name -> [(name: String, symbol: Int?)] in
            let resolved = context.map { resolve(name, file: $0.file, enclosingType: files[$0.file].types[$0.type].parent) }
                ?? resolve(name, file: nil, enclosingType: nil)
            if resolved.isEmpty { return [(name, nil)] }
            return resolved.filter { $0 != id }.map { (symbols[$0].qualifiedName, Optional($0)) }
        }
    }

    // MARK: Queries

    /// The project symbols a name written in `file` (inside `enclosingType`, if any) stands for:
    /// nested types of the enclosing types first, then module-preferred top-level types,
    /// typealiases followed. Empty when the name is not declared in the project or is ambiguous.
    public func resolve(_ name: String, file: Int?, enclosingType: Int?) -> [Int] {
        var visitedAliases = Set<String>()
        return resolve(name, file: file, enclosingType: enclosingType, visitedAliases: &visitedAliases)
    }

    private func resolve(_ name: String, file: Int?, enclosingType: Int?, visitedAliases: inout Set<String>) -> [Int] {
        let module = file.map { moduleOfFile[$0] }
        // Lexical scope: Outer.Inner.Name, Outer.Name, …
        if let file {
            var scope = enclosingType
            while let current = scope {
                let type = files[file].types[current]
                let candidate = type.qualifiedName + "." + name
                if let ids = byQualifiedName[candidate], let id = preferred(ids, module: module, file: file) { return [id] }
                if let target = aliases[candidate], visitedAliases.insert(candidate).inserted {
                    return target.flatMap { resolve($0, file: file, enclosingType: current, visitedAliases: &visitedAliases) }
                }
                scope = type.parent
            }
        }
        if let ids = byQualifiedName[name], let id = preferred(ids, module: module, file: file) { return [id] }
        if let target = aliases[name], visitedAliases.insert(name).inserted {
            return target.flatMap { resolve($0, file: file, enclosingType: nil, visitedAliases: &visitedAliases) }
        }
        // A nested type named from outside its namespace resolves only when unambiguous.
        if !name.contains("."), let ids = bySimpleName[name] {
            let declared = ids.filter { symbols[$0].declaration != nil }
            if declared.count == 1 { return declared }
        }
        return []
    }

    /// Among same-named symbols, the one in the same module, else the only one.
    private func preferred(_ ids: [Int], module: String?, file: Int?) -> Int? {
        if ids.count == 1 { return ids[0] }
        guard !ids.isEmpty else { return nil }
        if let module {
            let local = ids.filter { symbols[$0].module == module && symbols[$0].declaration != nil }
            if local.count == 1 { return local[0] }
        }
        let declared = ids.filter { symbols[$0].declaration != nil }
        return declared.count == 1 ? declared[0] : nil
    }

    /// The symbol of the type declared at `files[file].types[type]` (extensions map to what they extend).
    public func symbol(file: Int, type: Int) -> TypeSymbol {
        symbols[symbolOfDeclaration[file][type]]
    }

    /// Every supertype of a symbol, transitively, in breadth-first order: project symbols and
    /// external names (`UIViewController`, `ObservableObject`).
    public func supertypes(of id: Int) -> (symbols: [Int], externalNames: [String]) {
        var seen: Set<Int> = [id]
        var names: [String] = []
        var seenNames = Set<String>()
        var queue = [id]
        var head = 0
        var found: [Int] = []
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

    /// Whether the symbol inherits from or conforms to `name` (a project qualified name or an
    /// external name such as `UIViewController`), directly, via an extension, or transitively.
    public func conforms(_ id: Int, to name: String) -> Bool {
        let all = supertypes(of: id)
        return all.externalNames.contains(name) || all.symbols.contains { symbols[$0].qualifiedName == name }
    }

    /// Every symbol below the given roots (project symbols and external names), the roots
    /// excluded unless reached again: one walk over the reverse edges, linear in the project.
    public func descendants(ofSymbols roots: [Int], externalNames: [String] = []) -> Set<Int> {
        var seen = Set<Int>()
        var queue: [Int] = []
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

    /// The declaration of a symbol's primary declaration, or its first extension.
    public func primaryDeclaration(_ id: Int) -> TypeDecl? {
        guard let ref = symbols[id].declaration ?? symbols[id].extensions.first else { return nil }
        return files[ref.file].types[ref.type]
    }

    /// Modules each module imports (by first import path component), sorted and unique.
    public func moduleImports() -> [String: [String]] {
        var result: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() {
            for decl in file.imports {
                result[moduleOfFile[index], default: []].insert(String(decl.moduleName))
            }
        }
        return result.mapValues { $0.sorted() }
    }
}
