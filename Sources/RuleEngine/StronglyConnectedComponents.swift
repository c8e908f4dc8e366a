/// Tarjan's algorithm without recursion: components of a directed graph, in linear time. Every
/// node is in one component (a node on no cycle is one alone). Module cycles and retain cycles
/// use it.
enum StronglyConnectedComponents {
    static func find(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var index = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in 0..<count where index[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
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
                    var component: [Int] = []
                    while let top = stack.popLast() {
                        onStack[top] = false
                        component.append(top)
                        if top == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
