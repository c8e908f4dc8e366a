import Platform
import ProjectIndex
import RuleEngine

/// `why A B`: every shortest dependency path from A to B, found by one breadth-first search
/// over the project's types (or its modules, when both ends are modules), never by listing
/// longer paths.
public enum DependencyPaths {
    /// What a name given to `why` stands for.
    public enum EndKind: String, Sendable {
        case type, module, layer
    }

    public struct End: Sendable, Equatable {
        public var kind: EndKind
        public var name: String
    }

    /// A type (with its role and the reason for it) or a module on a path.
    public struct Node: Sendable {
        public var kind: EndKind
        public var name: String
        public var module: String
        public var role: String?
        public var roleReason: String?
        public var layer: String?
        /// The declaration's place; empty for a module.
        public var path: String
        public var line: Int
        public var column: Int
    }

    public struct Path: Sendable {
        /// One more than `hops`: `nodes[i]` depends on `nodes[i + 1]` by `hops[i]`.
        public var nodes: [Node]
        public var hops: [EvidenceHop]
    }

    public struct Answer: Sendable {
        public var from: End
        public var to: End
        /// The shortest paths, at most the bound, in a stable order.
        public var paths: [Path]
        /// How many shortest paths there are (counted, not listed; at most `Int.max`).
        public var total: Int
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// A name that is no type, module or layer of any project, with the closest one.
        case unknown(String, suggestion: String?)
        /// A name several things carry: each as it can be written unambiguously.
        case ambiguous(String, candidates: [String])

        public var description: String {
            switch self {
            case .unknown(let name, let suggestion):
                return "no type, module or layer is named \(Suggestions.quoted(name))" + (suggestion.map { "; did you mean \(Suggestions.quoted($0))?" } ?? "")
            case .ambiguous(let name, let candidates):
                let shown = candidates.prefix(10).map(Suggestions.quoted).joined(separator: ", ")
                return "\(Suggestions.quoted(name)) is ambiguous: it names \(shown)\(candidates.count > 10 ? " and \(candidates.count - 10) more" : ""); write one of them"
            }
        }
    }

    /// The endpoints one project has for a name: `type:`, `module:` or `layer:` in front chooses
    /// the kind; a type is named as declared (`Outer.Inner`), by its last component, or with its
    /// module (`Core.Session`).
    static func resolve(_ written: String, in project: LintProject) -> [(end: End, symbols: [SymbolID])] {
        var kinds: [EndKind] = [.type, .module, .layer]
        var name = Substring(written)
        if let colon = written.firstIndex(of: ":"), let kind = EndKind(rawValue: String(written[..<colon])) {
            kinds = [kind]
            name = written[written.index(after: colon)...]
        }
        let index = project.index
        var found: [(end: End, symbols: [SymbolID])] = []
        if kinds.contains(.type) {
            let symbols = index.symbols.filter { symbol in
                symbol.isDeclaredInProject && (symbol.qualifiedName == name || symbol.name == name || symbol.module + "." + symbol.qualifiedName == name)
            }
            // Several types of one name: each is written with its module (and outer types).
            let unique = Set(symbols.map(\.qualifiedName)).count == symbols.count && symbols.count <= 1
            for symbol in symbols {
                found.append((End(kind: .type, name: unique ? symbol.qualifiedName : symbol.module + "." + symbol.qualifiedName), [symbol.id]))
            }
            if symbols.count > 1, let exact = symbols.first(where: { $0.module + "." + $0.qualifiedName == name }) {
                return [(End(kind: .type, name: exact.module + "." + exact.qualifiedName), [exact.id])]
            }
        }
        if kinds.contains(.module), index.moduleOfFile.contains(where: { $0 == name }) {
            found.append((End(kind: .module, name: String(name)), index.symbols.filter { $0.isDeclaredInProject && $0.module == name }.map(\.id)))
        }
        if kinds.contains(.layer), project.configuration.layers.contains(where: { $0.name == name }) {
            found.append((End(kind: .layer, name: String(name)), []))
        }
        return found
    }

    /// Every name `why` accepts in the projects, for did-you-mean.
    static func names(in projects: [LintProject]) -> [String] {
        var names = Set<String>()
        for project in projects {
            for symbol in project.index.symbols where symbol.isDeclaredInProject { names.insert(symbol.qualifiedName) }
            names.formUnion(project.index.moduleOfFile)
            for layer in project.configuration.layers { names.insert(layer.name) }
        }
        return names.sorted()
    }

    /// The answer in the first project that knows both names; `maxPaths` bounds the paths listed.
    public static func find(from: String, to: String, in run: LintRun, maxPaths: Int, jobs: Int) throws -> Answer {
        var lastFailure: Failure?
        for project in run.projects {
            let starts = resolve(from, in: project), goals = resolve(to, in: project)
            for (written, ends) in [(from, starts), (to, goals)] where ends.count > 1 {
                throw Failure.ambiguous(written, candidates: ends.map { "\($0.end.kind.rawValue):\($0.end.name)" }.sorted())
            }
            guard let start = starts.first, let goal = goals.first else {
                let missing = starts.isEmpty ? from : to
                lastFailure = .unknown(missing, suggestion: Suggestions.closest(to: missing, among: names(in: run.projects)))
                continue
            }
            return search(start, goal, in: project, maxPaths: maxPaths, jobs: jobs)
        }
        throw lastFailure ?? Failure.unknown(from, suggestion: nil)
    }

    private static func search(_ start: (end: End, symbols: [SymbolID]), _ goal: (end: End, symbols: [SymbolID]), in project: LintProject,
                               maxPaths: Int, jobs: Int) -> Answer {
        let index = project.index
        let roles = RoleAssigner.assign(project: index, roles: project.configuration.roles, relativePaths: project.relativePaths)
        if start.end.kind == .module && goal.end.kind == .module {
            let graph = ModuleDependencies(index)
            let found = ShortestPaths.find(from: [graph.indexOf[start.end.name]!], to: [graph.indexOf[goal.end.name]!],
                                           count: graph.modules.count, maxPaths: maxPaths) { module, visit in
                for next in graph.edges[module] { visit(next, 0) }
            }
            let paths = found.paths.map { steps in
                Path(nodes: steps.map { step in
                    Node(kind: .module, name: graph.modules[step.node], module: graph.modules[step.node], path: "", line: 0, column: 0)
                }, hops: zip(steps, steps.dropFirst()).map { EvidenceHop.module(graph, from: $0.node, to: $1.node, in: index) })
            }
            return Answer(from: start.end, to: goal.end, paths: paths, total: found.total)
        }
        let context = LintContext(project: index, roles: roles, layers: project.configuration.layers,
                                  relativePaths: project.relativePaths, jobs: jobs, everySymbolsReferences: true)
        func symbols(_ end: (end: End, symbols: [SymbolID])) -> [SymbolID] {
            guard end.end.kind == .layer, let layer = project.configuration.layers.firstIndex(where: { $0.name == end.end.name }) else {
                return end.symbols
            }
            return index.symbolIDs.filter { context.layerOfSymbol[$0] == layer }
        }
        // A type of both ends (a module and a type of it) is a goal: the paths are from the others.
        // The search's nodes are the symbols' indices.
        let goals = symbols(goal), isGoal = Set(goals)
        let found = ShortestPaths.find(from: symbols(start).filter { !isGoal.contains($0) }.map(\.index), to: goals.map(\.index),
                                       count: index.symbols.count, maxPaths: maxPaths) { node, visit in
            let symbol = SymbolID(node)
            let references = context.referencesOfSymbol[symbol]
            for position in references.indices {
                for target in references[position].targets where target != symbol { visit(target.index, position) }
            }
        }
        func node(_ symbol: SymbolID) -> Node {
            let type = index.symbols[symbol]
            var node = Node(kind: .type, name: type.qualifiedName, module: type.module, role: roles.role(symbol)?.name, roleReason: roles.reason(symbol),
                            layer: context.layerOfSymbol[symbol].map { project.configuration.layers[$0].name }, path: "", line: 0, column: 0)
            if let ref = type.declaration {
                let declaration = context.declaration(ref)
                node.path = index.files[ref.file].path
                node.line = Int(declaration.position.line)
                node.column = Int(declaration.position.column)
            }
            return node
        }
        let paths = found.paths.map { steps in
            Path(nodes: steps.map { node(SymbolID($0.node)) }, hops: zip(steps, steps.dropFirst()).map { step, next in
                context.hop(of: context.referencesOfSymbol[SymbolID(step.node)][next.edge], from: SymbolID(step.node), to: SymbolID(next.node))
            })
        }
        return Answer(from: start.end, to: goal.end, paths: paths, total: found.total)
    }
}

/// Shortest paths from a set of nodes to another in a graph given by its neighbours: a
/// breadth-first search that stops at the level where a goal is first reached, keeping for
/// each node every neighbour one level up, then up to a bound of the paths back from the
/// goals. Linear in the graph searched plus the paths listed.
enum ShortestPaths {
    /// A path's nodes, each with the edge it was reached by (its tag from `neighbours`; the
    /// first node's is meaningless).
    struct Found {
        var paths: [[(node: Int, edge: Int)]]
        var total: Int
    }

    /// `neighbours(node, visit)` calls `visit(next, edge)` for each edge out of `node`, in a
    /// stable order; the first edge to a neighbour is the one a path shows.
    static func find(from starts: [Int], to goals: [Int], count: Int, maxPaths: Int,
                     neighbours: (Int, (Int, Int) -> Void) -> Void) -> Found {
        let isGoal = Set(goals)
        var distance = [Int](repeating: -1, count: count)
        /// Per node reached, its predecessors one level up with the edge from each.
        var previous: [Int: [(node: Int, edge: Int)]] = [:]
        var frontier: [Int] = []
        for start in Set(starts).sorted() {
            distance[start] = 0
            frontier.append(start)
        }
        var reached: [Int] = []
        /// Every node reached, level by level: a node's predecessors come before it.
        var order = frontier
        var level = 0
        while !frontier.isEmpty && reached.isEmpty {
            var next: [Int] = []
            for node in frontier {
                var seen = Set<Int>()
                neighbours(node) { target, edge in
                    guard target >= 0, target < count, seen.insert(target).inserted else { return }
                    if distance[target] == -1 {
                        distance[target] = level + 1
                        next.append(target)
                        if isGoal.contains(target) { reached.append(target) }
                    }
                    if distance[target] == level + 1 { previous[target, default: []].append((node, edge)) }
                }
            }
            order += next
            frontier = next
            level += 1
        }
        // How many paths lead to each node, saturating, in level order: counted, not listed.
        var pathCount: [Int: Int] = [:]
        func add(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? Int.max : sum
        }
        for node in order {
            pathCount[node] = distance[node] == 0 ? 1 : (previous[node] ?? []).reduce(0) { add($0, pathCount[$1.node] ?? 0) }
        }
        let total = reached.reduce(0) { add($0, pathCount[$1] ?? 0) }
        // Listed back from each goal, by a stack of choices (a path may be long): at each node
        // its predecessors in the order they were found. Every predecessor leads back to a
        // start, so no branch is a dead end.
        var listed: [[(node: Int, edge: Int)]] = []
        for goal in reached where listed.count < maxPaths {
            // Per step back from the goal: the node and which of its predecessors is taken.
            var stack: [(node: Int, choice: Int)] = [(goal, 0)]
            while let top = stack.last, listed.count < maxPaths {
                if distance[top.node] == 0 {
                    // stack runs goal → start; a node is reached by its predecessor's edge.
                    var path: [(node: Int, edge: Int)] = [(top.node, -1)]
                    for depth in stride(from: stack.count - 2, through: 0, by: -1) {
                        let reachedFrom = previous[stack[depth].node]![stack[depth].choice - 1]
                        path.append((stack[depth].node, reachedFrom.edge))
                    }
                    listed.append(path)
                    stack.removeLast()
                    continue
                }
                let choices = previous[top.node] ?? []
                if top.choice < choices.count {
                    stack[stack.count - 1].choice += 1
                    stack.append((choices[top.choice].node, 0))
                } else {
                    stack.removeLast()
                }
            }
        }
        return Found(paths: listed, total: total)
    }
}
