import ProjectIndex
import SourceModel

/// A use of a name inside a symbol's declarations, with what it resolves to in the project.
public struct ResolvedReference: Sendable {
    public let file: Int
    public let name: String
    public let position: SourcePosition
    /// Project symbols the name stands for; empty for framework or unknown names.
    public let targets: [Int]
    /// The member accessed right after the name (`shared` in `Storage.shared`).
    public let member: String?
}

/// What every rule reads: the index, roles, layers and each role-bearing symbol's references.
public final class LintContext: Sendable {
    public let project: ProjectIndex
    public let roles: RoleMap
    public let layers: [LayerSpec]
    /// Layer index per symbol (0 = highest), nil when the symbol is in no layer.
    public let layerOfSymbol: [Int?]
    /// Paths relative to the configuration's root, for globs; parallel to `project.files`.
    public let relativePaths: [String]
    /// Resolved references of each symbol with a role or a layer, from all its declarations.
    public let referencesOfSymbol: [[ResolvedReference]]

    /// `jobs` threads resolve the references, file by file; the result does not depend on it.
    public init(project: ProjectIndex, roles: RoleMap, layers: [LayerSpec], relativePaths: [String], jobs: Int = 1) {
        self.project = project
        self.roles = roles
        self.layers = layers
        self.relativePaths = relativePaths
        var layerOfSymbol = [Int?](repeating: nil, count: project.symbols.count)
        if !layers.isEmpty {
            // A symbol's layer is the first one that lists its role or matches its module or path:
            // the first layer of each role is looked up once, and only layers with globs are matched.
            var firstLayerOfRole: [String: Int] = [:]
            for (index, layer) in layers.enumerated() {
                for role in layer.roles where firstLayerOfRole[role] == nil { firstLayerOfRole[role] = index }
            }
            let globbed = layers.indices.filter { !layers[$0].modules.isEmpty || !layers[$0].paths.isEmpty }
            for id in project.symbols.indices {
                guard let declaration = project.symbols[id].declaration else { continue }
                let byRole = roles.role(id).flatMap { firstLayerOfRole[$0] }
                var layer = byRole
                for index in globbed {
                    if let byRole, index >= byRole { break }
                    if layers[index].modules.contains(where: { $0.matches(project.symbols[id].module) })
                        || layers[index].paths.contains(where: { $0.matches(relativePaths[declaration.file]) }) {
                        layer = index
                        break
                    }
                }
                layerOfSymbol[id] = layer
            }
        }
        self.layerOfSymbol = layerOfSymbol
        let wanted = project.symbols.indices.map { roles.role($0) != nil || layerOfSymbol[$0] != nil }
        self.referencesOfSymbol = LintContext.resolveReferences(project: project, wanted: wanted, jobs: jobs)
    }

    /// One pass over every file's references; a name is resolved once per file and owner.
    /// Files are resolved in parallel chunks, then the references are appended per symbol in
    /// file order, so the lists are the same whatever the thread count.
    private static func resolveReferences(project: ProjectIndex, wanted: [Bool], jobs: Int) -> [[ResolvedReference]] {
        let chunks = ParallelWork.mapChunks(count: project.files.count, jobs: jobs, minimumChunk: 32) { range in
            var found: [(symbol: Int, reference: ResolvedReference)] = []
            for fileIndex in range {
                resolveReferences(ofFile: fileIndex, project: project, wanted: wanted, into: &found)
            }
            return found
        }
        var result = [[ResolvedReference]](repeating: [], count: project.symbols.count)
        for chunk in chunks {
            for entry in chunk { result[entry.symbol].append(entry.reference) }
        }
        return result
    }

    private static func resolveReferences(ofFile fileIndex: Int, project: ProjectIndex, wanted: [Bool],
                                          into found: inout [(symbol: Int, reference: ResolvedReference)]) {
        let file = project.files[fileIndex]
        let symbolOfType = project.symbolOfDeclaration[fileIndex]
        var memo: [Int64: [Int]] = [:]
        for reference in file.references where reference.owner >= 0 && !reference.isGenericParameter {
            let owner = Int(reference.owner)
            let symbol = symbolOfType[owner]
            guard symbol >= 0, wanted[symbol] else { continue }
            let key = Int64(owner) << 32 | Int64(reference.name)
            let name = file.names[Int(reference.name)]
            let targets: [Int]
            if let cached = memo[key] {
                targets = cached
            } else {
                targets = project.resolve(name, file: fileIndex, enclosingType: owner)
                memo[key] = targets
            }
            found.append((symbol, ResolvedReference(
                file: fileIndex, name: name, position: reference.position, targets: targets,
                member: reference.member >= 0 ? file.names[Int(reference.member)] : nil)))
        }
    }

    // MARK: Queries for rules

    public func role(_ symbol: Int) -> String? { roles.role(symbol) }

    /// Roles whose types are plain data rather than collaborators.
    public static let valueRoles: Set<String> = ["entity", "dto"]

    public func symbol(_ id: Int) -> TypeSymbol { project.symbols[id] }

    public func declaration(_ ref: DeclarationRef) -> TypeDecl { project.files[ref.file].types[ref.type] }

    /// Symbols with one of the roles, in id order (stable across runs).
    public func symbols(withRoles wanted: Set<String>, implementationsOnly: Bool = false, protocolsOnly: Bool = false) -> [Int] {
        project.symbols.indices.filter { id in
            guard let role = roles.role(id), wanted.contains(role) else { return false }
            let symbol = project.symbols[id]
            if implementationsOnly && !symbol.isImplementation { return false }
            if protocolsOnly && !symbol.isProtocol { return false }
            return true
        }
    }

    /// The project symbols a type annotation written in a declaration mentions (`[Foo]?` → Foo).
    public func resolveTypeText(_ text: String, in ref: DeclarationRef) -> [(name: String, symbol: Int)] {
        TypeText.mentionedNames(text).flatMap { name in
            project.resolve(name, file: ref.file, enclosingType: ref.type).map { (name, $0) }
        }
    }

    /// `LoginPresenter (presenter)`.
    public func describe(_ symbol: Int) -> String {
        let name = project.symbols[symbol].qualifiedName
        return roles.role(symbol).map { "\(name) (\($0))" } ?? name
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

    /// Reports at a position of a file; `key` (when given) keeps only the first finding per key.
    public mutating func report(file: Int, at position: SourcePosition, length: Int, symbol: Int?, member: String? = nil,
                                subject: String, related: Int? = nil, key: String? = nil, message: String) {
        if let key, !keys.insert(key).inserted { return }
        var finding = Finding(
            ruleID: ruleID, severity: severity, message: message, path: context.project.files[file].path,
            line: Int(position.line), column: Int(position.column), length: length,
            typeName: symbol.map { context.project.symbols[$0].qualifiedName }, role: symbol.flatMap(context.role),
            member: member, subject: subject, relativePath: context.relativePaths[file])
        finding.relatedType = related.map { context.project.symbols[$0].qualifiedName }
        findings.append(finding)
    }

    /// Reports at a symbol's declaration (its introducer keyword).
    public mutating func report(declarationOf symbol: Int, message: String) {
        guard let ref = context.project.symbols[symbol].declaration else { return }
        let type = context.declaration(ref)
        report(file: ref.file, at: type.position, length: type.kind.rawValue.utf8.count, symbol: symbol,
               subject: type.qualifiedName, message: message)
    }
}
