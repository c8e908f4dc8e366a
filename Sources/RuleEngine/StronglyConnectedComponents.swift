/// Tarjan's algorithm without recursion: components of a directed graph, in linear time. Every
/// node is in one component (a node on no cycle is one alone). Module cycles and retain cycles
/// use it.
enum StronglyConnectedComponents {
    /// Each component's members, in the order Tarjan's stack gives them up.
    static func find(_ edges: [[Int]]) -> [[Int]] {
        var components: [[Int]] = []
        visit(edges) { members in components.append(members.reversed()) }
        return components
    }

    /// Each node's component, numbered in the order `find` lists them; no list is made per
    /// component (a graph of every type of a project has thousands, nearly all of one node).
    static func numbers(_ edges: [[Int]]) -> [Int] {
        var component = [Int](repeating: -1, count: edges.count)
        var next = 0
        visit(edges) { members in
            for member in members { component[member] = next }
            next += 1
        }
        return component
    }

    /// Hands each component's members, as they lie on the stack (the root first), as it is found.
    private static func visit(_ edges: [[Int]], _ found: (ArraySlice<Int>) -> Void) {
        let count = edges.count
        var index = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var work: [(node: Int, edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            work.append((root, 0))
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let next = edges[node][edge]
                    if index[next] < 0 {
                        index[next] = counter; low[next] = counter; counter += 1
                        stack.append(next); onStack[next] = true
                        work.append((next, 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], index[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.node] = min(low[parent.node], low[node]) }
                if low[node] == index[node] {
                    var bottom = stack.count - 1
                    while stack[bottom] != node { bottom -= 1 }
                    for member in stack[bottom...] { onStack[member] = false }
                    found(stack[bottom...])
                    stack.removeLast(stack.count - bottom)
                }
            }
        }
    }
}
