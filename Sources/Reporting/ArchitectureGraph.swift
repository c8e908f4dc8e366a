import ProjectIndex
import RuleEngine
import SourceModel

/// The architecture as nodes and counted edges, at one level of detail, with the edges that
/// break a rule marked by rule id. Renderers draw it as Mermaid, DOT or JSON.
public struct ArchitectureGraph: Sendable {
    public enum Level: String, Sendable, CaseIterable {
        case module, layer, role, type
    }

    public struct Node: Sendable, Equatable {
        public var id: String
        public var label: String
        /// The cluster the node is drawn in (a layer, a folder), if any.
        public var group: String?
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var count: Int
        /// Rule id → findings on this edge.
        public var violations: [String: Int]
        /// The build description declares this dependency (module level), whether or not a file imports it.
        public var declared = false
        /// The findings on this edge: indices into the `findings` the graph was built from, in their order.
        public var findings: [Int] = []
        public var isViolation: Bool { !violations.isEmpty }
    }

    public var level: Level
    public var nodes: [Node]
    public var edges: [Edge]
    /// Cluster names top to bottom (layers highest first).
    public var groups: [String]

    /// Each group's nodes in node order, parallel to `groups`, and the nodes of no listed group:
    /// sorted out in one pass, not one pass over the nodes per group.
    var nodesByGroup: (members: [[Node]], ungrouped: [Node]) {
        var indexOfGroup: [String: Int] = [:]
        for (index, group) in groups.enumerated() where indexOfGroup[group] == nil { indexOfGroup[group] = index }
        var members = [[Node]](repeating: [], count: groups.count)
        var ungrouped: [Node] = []
        for node in nodes {
            if let group = node.group, let index = indexOfGroup[group] { members[index].append(node) } else { ungrouped.append(node) }
        }
        return (members, ungrouped)
    }

    /// Builds the graph of one linted project. `scene` keeps, at role and type level, only the
    /// types whose name starts with it (`PinCodeEnter` → `PinCodeEnterLogic`, `PinCodeEnterRouter`…).
    public static func build(_ context: LintContext, findings: [Finding], level: Level, scene: String? = nil) -> ArchitectureGraph {
        var builder = Builder(context: context, level: level)
        switch level {
        case .module: builder.addModules(findings)
        case .layer: builder.addSymbols(findings, scene: nil, key: { context.layerOfSymbol[$0].map { context.layers[$0].name } })
        case .role: builder.addSymbols(findings, scene: scene, key: { context.role($0)?.name })
        case .type: builder.addSymbols(findings, scene: scene, key: { context.role($0) != nil ? context.symbol($0).qualifiedName : nil })
        }
        return builder.graph()
    }

    /// The items of `sorted` (sorted by name, bytewise) whose names start with `prefix`, in
    /// ascending order of the items: found by halving, not by reading every name.
    static func named<Item: Comparable>(startingWith prefix: String, in sorted: [Item], name: (Item) -> String) -> [Item] {
        let bytes = Array(prefix.utf8)
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if name(sorted[middle]).utf8.lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        var found: [Item] = []
        while low < sorted.count, name(sorted[low]).utf8.starts(with: bytes) {
            // As `scene` filters in `build`: by characters, which bytes agree with but for odd Unicode.
            if name(sorted[low]).hasPrefix(prefix) { found.append(sorted[low]) }
            low += 1
        }
        return found.sorted()
    }

    /// The role graph of each scene, as `build(level: .role, scene:)` draws it, with the symbols
    /// sorted by name once and each scene's found by halving, and the findings looked up by
    /// type: linear in the project and the scenes' members, not in the project times the scenes.
    public static func sceneGraphs(_ context: LintContext, findings: [Finding], scenes: [String]) -> [ArchitectureGraph] {
        let symbols = context.project.symbols
        let byName = context.project.symbolIDs.sorted { symbols[$0].name.utf8.lexicographicallyPrecedes(symbols[$1].name.utf8) }
        var findingsOfType: [String: [Int]] = [:]
        for index in findings.indices { if let type = findings[index].typeName { findingsOfType[type, default: []].append(index) } }
        return scenes.map { scene in
            let members = named(startingWith: scene, in: byName) { symbols[$0].name }
            var about = Set<Int>()
            for member in members where symbols[member].declaration != nil {
                about.formUnion(findingsOfType[symbols[member].qualifiedName] ?? [])
            }
            var builder = Builder(context: context, level: .role)
            builder.addSymbols(findings, scene: scene, key: { context.role($0)?.name }, members: members, findingIndices: about.sorted())
            return builder.graph()
        }
    }

    private struct Builder {
        let context: LintContext
        let level: Level
        var nodes: [String: Node] = [:]
        var order: [String] = []
        var edges: [String: Edge] = [:]
        var edgeOrder: [String] = []

        init(context: LintContext, level: Level) {
            self.context = context
            self.level = level
        }

        mutating func node(_ id: String, group: String?) {
            guard nodes[id] == nil else { return }
            nodes[id] = Node(id: id, label: id, group: group)
            order.append(id)
        }

        mutating func edge(_ from: String, _ to: String, count: Int = 1, violation: (rule: String, finding: Int)? = nil) {
            let key = from + "\u{0}" + to
            if edges[key] == nil {
                edges[key] = Edge(from: from, to: to, count: 0, violations: [:])
                edgeOrder.append(key)
            }
            edges[key]!.count += count
            if let violation {
                edges[key]!.violations[violation.rule, default: 0] += 1
                edges[key]!.findings.append(violation.finding)
            }
        }

        /// Modules as nodes (grouped by their layer, else by top folder), imports and the
        /// dependencies the build declares as edges.
        mutating func addModules(_ findings: [Finding]) {
            let project = context.project
            let modules = Set(project.moduleOfFile)
            var firstFileOfModule: [String: Int] = [:]
            for (file, module) in project.moduleOfFile.enumerated() where firstFileOfModule[module] == nil {
                firstFileOfModule[module] = file
            }
            func group(_ module: String) -> String? {
                context.layer(ofModule: module).map { context.layers[$0].name }
                    ?? firstFileOfModule[module].flatMap { context.relativePaths[$0].split(separator: "/").first.map(String.init) }
            }
            for module in modules.sorted() { node(module, group: group(module)) }
            var seen = Set<String>()
            for (file, model) in project.files.enumerated() {
                let from = project.moduleOfFile[file]
                for decl in model.imports {
                    let to = String(decl.moduleName)
                    guard modules.contains(to), to != from, seen.insert(from + "\u{0}" + to + "\u{0}\(file)").inserted else { continue }
                    edge(from, to)
                }
            }
            for (module, dependencies) in project.declaredDependencies.sorted(by: { $0.key < $1.key }) where modules.contains(module) {
                for dependency in dependencies where modules.contains(dependency) && dependency != module {
                    edge(module, dependency, count: 0)
                    edges[module + "\u{0}" + dependency]!.declared = true
                }
            }
            // Import findings sit on the importing file's line; map them back to module edges.
            var fileOfPath: [String: Int] = [:]
            for (file, model) in project.files.enumerated() where fileOfPath[model.path] == nil { fileOfPath[model.path] = file }
            // Per file with such findings, its first import on each line: looked up, not searched.
            var importOnLineOfFile: [Int: [Int: Int]] = [:]
            for (findingIndex, finding) in findings.enumerated()
            where ["module-cycle", "layer-violation", "forbidden-import"].contains(finding.ruleID) {
                guard let file = fileOfPath[finding.path] else { continue }
                let imports = project.files[file].imports
                if importOnLineOfFile[file] == nil {
                    var importOnLine: [Int: Int] = [:]
                    for (index, decl) in imports.enumerated() where importOnLine[Int(decl.position.line)] == nil {
                        importOnLine[Int(decl.position.line)] = index
                    }
                    importOnLineOfFile[file] = importOnLine
                }
                guard let index = importOnLineOfFile[file]![finding.line] else { continue }
                let to = String(imports[index].moduleName)
                if modules.contains(to) { edge(project.moduleOfFile[file], to, count: 0, violation: (finding.ruleID, findingIndex)) }
            }
        }

        /// Symbols grouped by `key` (layer, role or the type itself); references as edges.
        /// `members`: the symbols whose names start with `scene`, in id order, when known;
        /// `findingIndices`: then the findings about them, in order.
        mutating func addSymbols(_ findings: [Finding], scene: String?, key: (SymbolID) -> String?, members: [SymbolID]? = nil,
                                 findingIndices: [Int]? = nil) {
            let project = context.project
            func included(_ symbol: SymbolID) -> Bool {
                guard let scene else { return true }
                return project.symbols[symbol].name.hasPrefix(scene)
            }
            func group(_ symbol: SymbolID) -> String? {
                level == .layer ? nil : context.layerOfSymbol[symbol].map { context.layers[$0].name }
            }
            // Nodes in layer order, so the drawing reads top to bottom.
            let symbols = members?.filter { key($0) != nil } ?? project.symbolIDs.filter { key($0) != nil && included($0) }
            for symbol in symbols.sorted(by: { (context.layerOfSymbol[$0] ?? Int.max, $0) < (context.layerOfSymbol[$1] ?? Int.max, $1) }) {
                node(key(symbol)!, group: group(symbol))
            }
            var pairs = Set<String>()
            for symbol in symbols {
                for reference in context.referencesOfSymbol[symbol] {
                    guard let target = reference.targets.first, target != symbol, included(target),
                          let from = key(symbol), let to = key(target), from != to,
                          pairs.insert("\(symbol)\u{0}\(target)").inserted else { continue }
                    edge(from, to)
                }
            }
            // A dependency finding names both ends: the edge it is about.
            // Only the symbols drawn can be an end (with a scene, a few of many: the HTML report
            // builds a graph per scene); fields read in place rather than copying each symbol.
            var declared: [String: SymbolID] = [:]
            for id in symbols where project.symbols[id].declaration != nil {
                if declared[project.symbols[id].qualifiedName] == nil { declared[project.symbols[id].qualifiedName] = id }
            }
            for findingIndex in findingIndices ?? Array(findings.indices) {
                guard let typeName = findings[findingIndex].typeName, let symbol = declared[typeName], included(symbol), let from = key(symbol),
                      let related = findings[findingIndex].relatedType, let target = declared[related], included(target),
                      let to = key(target), from != to else { continue }
                edge(from, to, count: 0, violation: (findings[findingIndex].ruleID, findingIndex))
            }
        }

        func graph() -> ArchitectureGraph {
            // At layer level no node has a group (`addSymbols` gives none), so there are no clusters.
            let used = Set(order.compactMap { nodes[$0]!.group })
            var groups: [String] = []
            var listed = Set<String>()
            for layer in context.layers where used.contains(layer.name) && listed.insert(layer.name).inserted { groups.append(layer.name) }
            for id in order { if let group = nodes[id]!.group, listed.insert(group).inserted { groups.append(group) } }
            return ArchitectureGraph(level: level, nodes: order.map { nodes[$0]! }, edges: edgeOrder.map { edges[$0]! }, groups: groups)
        }
    }
}
