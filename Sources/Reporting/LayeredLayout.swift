/// A layered drawing of an `ArchitectureGraph`, computed without Graphviz: nodes in rows top to
/// bottom (a row per layer or cluster, in the graph's order; without clusters, by longest path
/// from the sources), each row ordered by the barycentre of its neighbours to keep crossings few,
/// edges as curves between ports spread along the nodes' sides. Bounded: a fixed number of
/// sweeps, each O(edges + nodes log nodes); the same graph always gives the same drawing.
struct LayeredLayout {
    struct Box: Equatable {
        var x: Double, y: Double, width: Double, height: Double
        var centreX: Double { x + width / 2 }
    }

    /// Per node (in graph order), its box.
    var boxes: [Box]
    /// Per edge (in graph order), an SVG path.
    var paths: [String]
    /// Per edge, where its label or hit point sits: the curve's middle.
    var middles: [(x: Double, y: Double)]
    /// Per row, top to bottom: its cluster name, if any, and its band's top and height.
    var bands: [(title: String?, y: Double, height: Double)]
    var width: Double
    var height: Double

    static let nodeHeight = 34.0
    static let rowGap = 70.0
    static let nodeGap = 22.0
    static let margin = 24.0
    static let bandTitle = 18.0
    /// Nodes in one row at most: a wider cluster wraps onto more rows.
    static let rowLimit = 10
    /// Barycentre sweeps (each down then up).
    static let sweeps = 4
    /// Characters of a label drawn; longer ones end in `…` (the full name is in the node's title).
    static let labelLimit = 32

    static func labelWidth(_ label: String) -> Double {
        // An average glyph of the 13px system font; the drawing need not be exact, only roomy.
        let count = min(label.count, labelLimit)
        return max(72, Double(count) * 7.4 + 24)
    }

    static func shownLabel(_ label: String) -> String {
        label.count <= labelLimit ? label : String(label.prefix(labelLimit - 1)) + "…"
    }

    init(_ graph: ArchitectureGraph) {
        let count = graph.nodes.count
        var indexOf: [String: Int] = [:]
        for (index, node) in graph.nodes.enumerated() where indexOf[node.id] == nil { indexOf[node.id] = index }
        let edges: [(from: Int, to: Int)] = graph.edges.compactMap { edge in
            guard let from = indexOf[edge.from], let to = indexOf[edge.to] else { return nil }
            return (from, to)
        }
        var successors = [[Int]](repeating: [], count: count)
        var predecessors = [[Int]](repeating: [], count: count)
        for edge in edges where edge.from != edge.to {
            successors[edge.from].append(edge.to)
            predecessors[edge.to].append(edge.from)
        }

        // Clusters (a layer, a folder) top to bottom in the graph's order; the layer level has a
        // node per layer, highest first. Within a cluster, rows by longest path along its own edges.
        var cluster = [Int](repeating: 0, count: count)
        var titles: [String?] = [nil]
        if graph.level == .layer {
            for index in 0..<count { cluster[index] = index }
            titles = [String?](repeating: nil, count: count)
        } else if !graph.groups.isEmpty {
            var groupIndex: [String: Int] = [:]
            for (index, group) in graph.groups.enumerated() where groupIndex[group] == nil { groupIndex[group] = index }
            titles = graph.groups.map { $0 } + [nil]
            for (index, node) in graph.nodes.enumerated() {
                cluster[index] = node.group.flatMap { groupIndex[$0] } ?? graph.groups.count
            }
        }
        let inner = successors.enumerated().map { node, targets in targets.filter { cluster[$0] == cluster[node] } }
        let depth = Self.longestPathRanks(count: count, successors: inner)
        var rankOf: [Int: Int] = [:]
        var rankKeys: [(cluster: Int, depth: Int)] = []
        for key in Set((0..<count).map { cluster[$0] * (count + 1) + depth[$0] }).sorted() {
            rankOf[key] = rankKeys.count
            rankKeys.append((key / (count + 1), key % (count + 1)))
        }
        var rank = [Int](repeating: 0, count: count)
        for index in 0..<count { rank[index] = rankOf[cluster[index] * (count + 1) + depth[index]]! }

        // Rows: each rank's nodes, ordered by barycentre sweeps, then wrapped.
        var members = [[Int]](repeating: [], count: rankKeys.count)
        for index in 0..<count { members[rank[index]].append(index) }
        var position = [Double](repeating: 0, count: count)
        func number(_ row: [Int]) { for (offset, node) in row.enumerated() { position[node] = Double(offset) / Double(max(1, row.count)) } }
        for row in members { number(row) }
        func reorder(_ row: inout [Int], by neighbours: [[Int]]) {
            let keyed = row.map { node -> (Double, Double, Int) in
                let around = neighbours[node].filter { rank[$0] != rank[node] }
                let centre = around.isEmpty ? position[node] : around.reduce(0) { $0 + position[$1] } / Double(around.count)
                return (centre, position[node], node)
            }
            row = keyed.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.2)
            number(row)
        }
        for _ in 0..<Self.sweeps {
            for index in members.indices.dropFirst() { reorder(&members[index], by: predecessors) }
            for index in members.indices.reversed().dropFirst() { reorder(&members[index], by: successors) }
        }
        var rows: [(cluster: Int, nodes: [Int])] = []
        for (index, row) in members.enumerated() {
            var start = 0
            while start < row.count {
                let end = min(row.count, start + Self.rowLimit)
                rows.append((rankKeys[index].cluster, Array(row[start..<end])))
                start = end
            }
        }

        // Coordinates: rows centred on the widest; a titled cluster is a band around its rows.
        let widths = graph.nodes.map { Self.labelWidth($0.label) }
        let rowWidths = rows.map { row in row.nodes.reduce(0) { $0 + widths[$1] } + Double(max(0, row.nodes.count - 1)) * Self.nodeGap }
        let contentWidth = max(rowWidths.max() ?? 0, 240)
        var boxes = [Box](repeating: Box(x: 0, y: 0, width: 0, height: 0), count: count)
        var bands: [(title: String?, y: Double, height: Double)] = []
        var y = Self.margin
        for (index, row) in rows.enumerated() {
            let opensBand = index == 0 || rows[index - 1].cluster != row.cluster
            let title = titles[min(row.cluster, titles.count - 1)]
            if opensBand && title != nil {
                bands.append((title, y - 8, 0))
                y += Self.bandTitle
            }
            var x = Self.margin + (contentWidth - rowWidths[index]) / 2
            for node in row.nodes {
                boxes[node] = Box(x: x, y: y, width: widths[node], height: Self.nodeHeight)
                x += widths[node] + Self.nodeGap
            }
            y += Self.nodeHeight
            let closesBand = index == rows.count - 1 || rows[index + 1].cluster != row.cluster
            if closesBand && title != nil { bands[bands.count - 1].height = y + 8 - bands[bands.count - 1].y }
            y += Self.rowGap
        }
        let rowSpans = rows.map { row in
            (top: boxes[row.nodes[0]].y, bottom: boxes[row.nodes[0]].y + Self.nodeHeight, boxes: row.nodes.map { boxes[$0] })
        }
        self.boxes = boxes
        self.bands = bands
        width = contentWidth + 2 * Self.margin
        height = max(y - Self.rowGap + Self.margin, 2 * Self.margin)

        // Edges: downward ones leave a node's bottom and enter the target's top, upward ones the
        // reverse, edges within a row arc over it. Ports are spread along a side in the order of
        // the other ends, so parallel edges do not lie on each other.
        enum Side { case top, bottom }
        var ports: [[(edge: Int, side: Side, otherX: Double, isFrom: Bool)]] = Array(repeating: [], count: count)
        var ends: [(from: Side, to: Side)] = []
        for (index, edge) in edges.enumerated() {
            let a = boxes[edge.from], b = boxes[edge.to]
            let sides: (Side, Side) = b.y > a.y ? (.bottom, .top) : b.y < a.y ? (.top, .bottom) : (.top, .top)
            ends.append(sides)
            ports[edge.from].append((index, sides.0, b.centreX, true))
            ports[edge.to].append((index, sides.1, a.centreX, false))
        }
        var portX = [[Double]](repeating: [0, 0], count: edges.count)
        for node in 0..<count {
            for side in [Side.top, Side.bottom] {
                let here = ports[node].filter { $0.side == side }.sorted { ($0.otherX, $0.edge) < ($1.otherX, $1.edge) }
                for (slot, port) in here.enumerated() {
                    let x = boxes[node].x + boxes[node].width * Double(slot + 1) / Double(here.count + 1)
                    portX[port.edge][port.isFrom ? 0 : 1] = x
                }
            }
        }
        var paths: [String] = []
        var middles: [(x: Double, y: Double)] = []
        for (index, edge) in edges.enumerated() {
            let a = boxes[edge.from], b = boxes[edge.to]
            let x1 = portX[index][0], x2 = portX[index][1]
            let y1 = ends[index].from == .bottom ? a.y + a.height : a.y
            let y2 = ends[index].to == .top ? b.y : b.y + b.height
            if edge.from == edge.to {
                paths.append("M\(Self.n(x1)) \(Self.n(y1))c-30 -30 30 -30 0 0")
                middles.append((x1, y1 - 22))
            } else if a.y == b.y {
                let lift = min(60, 18 + abs(x2 - x1) / 6)
                paths.append("M\(Self.n(x1)) \(Self.n(y1))C\(Self.n(x1)) \(Self.n(y1 - lift)) \(Self.n(x2)) \(Self.n(y2 - lift)) \(Self.n(x2)) \(Self.n(y2))")
                middles.append(((x1 + x2) / 2, y1 - lift * 0.75))
            } else {
                // Through each row between the ends, at the gap nearest the straight line, so the
                // edge passes between nodes rather than under them.
                var points = [(x: x1, y: y1)]
                let down = y2 > y1
                for row in rowSpans where down ? (row.top > y1 && row.bottom < y2) : (row.bottom < y1 && row.top > y2) {
                    let t = ((row.top + row.bottom) / 2 - y1) / (y2 - y1)
                    let x = Self.gap(near: x1 + (x2 - x1) * t, among: row.boxes)
                    points += down ? [(x, row.top - 6), (x, row.bottom + 6)] : [(x, row.bottom + 6), (x, row.top - 6)]
                }
                points.append((x2, y2))
                var path = "M\(Self.n(x1)) \(Self.n(y1))"
                for index in 1..<points.count {
                    let (xa, ya) = points[index - 1], (xb, yb) = points[index]
                    if index % 2 == 0 {
                        path += "L\(Self.n(xb)) \(Self.n(yb))"
                    } else {
                        let bend = (yb - ya) / 2
                        path += "C\(Self.n(xa)) \(Self.n(ya + bend)) \(Self.n(xb)) \(Self.n(yb - bend)) \(Self.n(xb)) \(Self.n(yb))"
                    }
                }
                paths.append(path)
                let middle = points.count / 2
                middles.append(((points[middle - 1].x + points[middle].x) / 2, (points[middle - 1].y + points[middle].y) / 2))
            }
        }
        // Edges whose ends are not nodes (none in a built graph) are drawn as nothing.
        var allPaths = [String](repeating: "", count: graph.edges.count)
        var allMiddles = [(x: Double, y: Double)](repeating: (0, 0), count: graph.edges.count)
        var drawn = 0
        for (index, edge) in graph.edges.enumerated() where indexOf[edge.from] != nil && indexOf[edge.to] != nil {
            allPaths[index] = paths[drawn]
            allMiddles[index] = middles[drawn]
            drawn += 1
        }
        self.paths = allPaths
        self.middles = allMiddles
    }

    /// The x nearest `x` that no box covers: `x` itself, or the middle of the gap beside the box
    /// under it. `boxes`: one row's, left to right.
    static func gap(near x: Double, among boxes: [Box]) -> Double {
        guard let index = boxes.firstIndex(where: { x > $0.x - 6 && x < $0.x + $0.width + 6 }) else { return x }
        let box = boxes[index]
        let left = box.x - nodeGap / 2, right = box.x + box.width + nodeGap / 2
        return x - left <= right - x ? left : right
    }

    /// Ranks by longest path from the sources, cycles broken at the edges a depth-first search
    /// finds going back (iteratively: a deep chain does not exhaust the stack).
    static func longestPathRanks(count: Int, successors: [[Int]]) -> [Int] {
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the stack, 2 done
        var forward = [[Int]](repeating: [], count: count)
        var order: [Int] = []
        for start in 0..<count where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next < successors[top.node].count {
                    stack[stack.count - 1].next += 1
                    let target = successors[top.node][top.next]
                    if state[target] == 1 { continue }
                    forward[top.node].append(target)
                    if state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    }
                } else {
                    state[top.node] = 2
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var rank = [Int](repeating: 0, count: count)
        for node in order.reversed() {
            for target in forward[node] { rank[target] = max(rank[target], rank[node] + 1) }
        }
        return rank
    }

    /// A coordinate in SVG: one decimal at most.
    static func n(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : (tenths < 0 && tenths > -10 ? "-0." : String(tenths / 10) + ".") + String(abs(tenths % 10))
    }
}
