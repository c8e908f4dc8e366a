import JSON
import Platform
import RuleEngine

/// One self-contained HTML page a person opens from a CI artifact or an email: the verdict and
/// counts, the architecture drawn as inline SVG (`LayeredLayout`: violating edges red, a click on
/// an edge lists its findings, on a node its types), the findings as a filterable table, and
/// the baseline. Nothing is fetched: the CSS and the small script are in the page, and every
/// name, path and message goes through `XMLEscaper` (its entities are HTML's too), so hostile
/// text stays text; the script only reads the page and copies its nodes, never parses markup.
public enum HTMLReport {
    /// Nodes drawn in one picture at most; a larger graph is drawn by its clusters, each
    /// cluster a picture of its own, picked from the list or by clicking the cluster.
    static let drawLimit = 60
    /// Types listed for one node.
    static let typesPerNode = 40
    /// Rows listed of the baseline (still open, and fixed) and of the run's notes.
    static let baselineRows = 500

    /// The page, built whole.
    public static func render(_ report: LintReport, into output: inout [UInt8]) {
        var page = Page()
        let rows = Array(report.unsuppressed)
        page.head(title: report.toolName + " report")
        header(report, rows, &page)
        var rowOfFinding: [String: Int] = [:]
        for (index, finding) in rows.enumerated() where rowOfFinding[key(finding)] == nil { rowOfFinding[key(finding)] = index }
        var typeOfName: [String: ReportArchitecture.TypeEntry] = [:]
        var moduleOfPath: [String: String] = [:]
        for architecture in report.architectures {
            for type in architecture.types where typeOfName[type.name] == nil { typeOfName[type.name] = type }
            moduleOfPath.merge(architecture.moduleOfPath) { first, _ in first }
        }
        if !report.architectures.isEmpty {
            page.raw("<section id=\"architecture\" aria-labelledby=\"architecture-title\"><h2 id=\"architecture-title\">Architecture</h2>\n")
            page.raw("<p class=\"hint\">Layers top to bottom; <span class=\"bad-text\">red edges</span> break a rule. "
                + "Choose an edge or a node (click, or Tab then Enter) to see what makes it.</p>\n")
            for (index, architecture) in report.architectures.enumerated() {
                drawArchitecture(architecture, index: index, label: report.architectures.count > 1 ? report.paths.display(architecture.root) : nil,
                                 rowOfFinding: rowOfFinding, &page)
            }
            page.raw("</section>\n")
        }
        findingsTable(report, rows, typeOfName: typeOfName, moduleOfPath: moduleOfPath, &page)
        if let comparison = report.comparison { comparisonSection(report, comparison, &page) }
        if let baseline = report.baseline { baselineSection(report, baseline, &page) }
        configuration(report, &page)
        page.raw("<footer><p>Written by \(page.escaped(report.toolName)) \(page.escaped(report.toolVersion)) · ")
        page.raw("<a href=\"\(page.escaped(report.informationURI))\">\(page.escaped(report.informationURI))</a></p></footer>\n")
        page.raw("<script>\n" + script + "</script>\n</body>\n</html>\n")
        output.append(contentsOf: page.bytes)
    }

    /// A finding's identity across the report's list and a graph's: the list's paths are as found.
    static func key(_ finding: Finding) -> String {
        "\(finding.path)\u{0}\(finding.line)\u{0}\(finding.column)\u{0}\(finding.ruleID)\u{0}\(finding.message)"
    }

    // MARK: Header

    static func header(_ report: LintReport, _ rows: [Finding], _ page: inout Page) {
        let counts = report.counts
        let verdict = counts.errors > 0 || (report.strict && !rows.isEmpty) ? "fail" : rows.isEmpty ? "pass" : "warn"
        let word = verdict == "fail" ? "Fails" : verdict == "pass" ? "Passes" : "Passes with findings"
        page.raw("<header><h1><span class=\"verdict \(verdict)\">\(word)</span> \(page.escaped(report.toolName)): ")
        page.text(FindingText.summary(rows) + " in " + FindingText.plural(report.filesChecked, "file"))
        page.raw("</h1>\n<dl class=\"counts\" aria-label=\"Findings by severity\">")
        for (name, id, value) in [("errors", "errors", counts.errors), ("warnings", "warnings", counts.warnings), ("notes", "notes", counts.notes),
                                  ("suppressed", "suppressed", counts.suppressed), ("files checked", "files", report.filesChecked)] {
            page.raw("<div class=\"count \(id)\"><dt>\(name)</dt><dd id=\"count-\(id)\" data-count=\"\(value)\">\(value)</dd></div>")
        }
        page.raw("</dl>\n<nav aria-label=\"Sections\"><a href=\"#architecture\">Architecture</a> <a href=\"#findings\">Findings</a>")
        if report.comparison != nil { page.raw(" <a href=\"#since\">Since \(page.escaped(report.comparison!.from))</a>") }
        if report.baseline != nil { page.raw(" <a href=\"#baseline\">Baseline</a>") }
        page.raw(" <a href=\"#configuration\">Configuration</a></nav>\n")

        // Per rule and per pack.
        var byRule: [String: [Severity: Int]] = [:]
        for finding in rows { byRule[finding.ruleID, default: [:]][finding.severity, default: 0] += 1 }
        // Only the packs the configurations extend: a rule is in many packs a project does not use.
        let extended = Set(report.architectures.flatMap(\.packs))
        let packsOfRule = Dictionary(report.rules.map { ($0.id, $0.packs.map(packName).filter(extended.contains)) },
                                     uniquingKeysWith: { first, _ in first })
        var byPack: [String: Int] = [:]
        for (rule, severities) in byRule {
            let total = severities.values.reduce(0, +)
            let packs = packsOfRule[rule] ?? []
            for pack in packs.isEmpty ? ["(configuration)"] : packs { byPack[pack, default: 0] += total }
        }
        page.raw("<div class=\"summary\">")
        if !byRule.isEmpty {
            page.raw("<table class=\"by-rule\"><caption>Findings per rule</caption><thead><tr><th scope=\"col\">rule</th>"
                + "<th scope=\"col\">errors</th><th scope=\"col\">warnings</th><th scope=\"col\">notes</th></tr></thead><tbody>\n")
            for rule in byRule.keys.sorted() {
                let counts = byRule[rule]!
                page.raw("<tr data-rule=\"\(page.escaped(rule))\"><th scope=\"row\"><button type=\"button\" class=\"rule-filter\" "
                    + "aria-label=\"Show the findings of \(page.escaped(rule))\"><code>\(page.escaped(rule))</code></button></th>"
                    + "<td>\(counts[.error] ?? 0)</td><td>\(counts[.warning] ?? 0)</td><td>\(counts[.note] ?? 0)</td></tr>\n")
            }
            page.raw("</tbody></table>")
            page.raw("<table class=\"by-pack\"><caption>Findings per pack</caption><thead><tr><th scope=\"col\">pack</th>"
                + "<th scope=\"col\">findings</th></tr></thead><tbody>\n")
            for pack in byPack.keys.sorted() {
                page.raw("<tr><th scope=\"row\">\(page.escaped(pack))</th><td>\(byPack[pack]!)</td></tr>\n")
            }
            page.raw("</tbody></table>")
        }
        page.raw("</div>\n")
    }

    /// `viper (error)` → `viper`.
    static func packName(_ described: String) -> String {
        described.firstIndex(of: " ").map { String(described[..<$0]) } ?? described
    }

    // MARK: Architecture

    /// One picture: a graph of a view, or of one cluster of a view too large to draw whole.
    struct Picture {
        var id: String
        var title: String
        var graph: ArchitectureGraph
        /// The types that make each node: a scene keeps only its own.
        var scene: String?
        /// For a picture of clusters: per node, the picture that opens it.
        var opens: [String: String] = [:]
        /// Per node of a picture of clusters, its members.
        var members: [String: [String]] = [:]
        var note: String?
    }

    static func pictures(_ architecture: ReportArchitecture, prefix: String) -> [Picture] {
        var pictures: [Picture] = []
        for (index, view) in architecture.views.enumerated() {
            let id = "\(prefix)v\(index)"
            let graph = view.graph
            guard graph.nodes.count > drawLimit, !graph.groups.isEmpty else {
                var picture = Picture(id: id, title: view.isScene ? "Scene " + view.title : view.title, graph: trimmed(graph),
                                      scene: view.isScene ? view.title : nil)
                if graph.nodes.count > drawLimit {
                    picture.note = "\(graph.nodes.count - drawLimit) of \(graph.nodes.count) nodes not drawn"
                }
                pictures.append(picture)
                continue
            }
            // Too large: the clusters as nodes, each opening a picture of its own nodes.
            var clusterOf: [String: String] = [:]
            var members: [String: [String]] = [:]
            for node in graph.nodes {
                let cluster = node.group ?? "(other)"
                clusterOf[node.id] = cluster
                members[cluster, default: []].append(node.id)
            }
            let clusters = graph.groups + (members["(other)"] != nil && !graph.groups.contains("(other)") ? ["(other)"] : [])
            var edges: [String: ArchitectureGraph.Edge] = [:]
            var edgeOrder: [String] = []
            for edge in graph.edges {
                let from = clusterOf[edge.from]!, to = clusterOf[edge.to]!
                guard from != to else { continue }
                let key = from + "\u{0}" + to
                if edges[key] == nil {
                    edges[key] = ArchitectureGraph.Edge(from: from, to: to, count: 0, violations: [:])
                    edgeOrder.append(key)
                }
                edges[key]!.count += edge.count
                edges[key]!.violations.merge(edge.violations, uniquingKeysWith: +)
                edges[key]!.findings += edge.findings
            }
            var overview = Picture(id: id, title: view.title + " by cluster",
                                   graph: ArchitectureGraph(level: .layer, nodes: clusters.map { .init(id: $0, label: $0, group: nil) },
                                                            edges: edgeOrder.map { edges[$0]! }, groups: []),
                                   members: members)
            overview.note = "\(graph.nodes.count) nodes, drawn by cluster: choose a cluster to open it"
            var inner: [Picture] = []
            for (offset, cluster) in clusters.enumerated() {
                let inside = Set(members[cluster] ?? [])
                let sub = ArchitectureGraph(level: graph.level, nodes: graph.nodes.filter { inside.contains($0.id) },
                                            edges: graph.edges.filter { inside.contains($0.from) && inside.contains($0.to) }, groups: [])
                let subID = "\(id)c\(offset)"
                overview.opens[cluster] = subID
                var picture = Picture(id: subID, title: view.title + " › " + cluster, graph: trimmed(sub))
                if sub.nodes.count > drawLimit { picture.note = "\(sub.nodes.count - drawLimit) of \(sub.nodes.count) nodes not drawn" }
                inner.append(picture)
            }
            pictures.append(overview)
            pictures += inner
        }
        return pictures
    }

    /// The graph's first `drawLimit` nodes and the edges between them.
    static func trimmed(_ graph: ArchitectureGraph) -> ArchitectureGraph {
        guard graph.nodes.count > drawLimit else { return graph }
        var kept = graph
        kept.nodes = Array(graph.nodes.prefix(drawLimit))
        let ids = Set(kept.nodes.map(\.id))
        kept.edges = graph.edges.filter { ids.contains($0.from) && ids.contains($0.to) }
        return kept
    }

    static func drawArchitecture(_ architecture: ReportArchitecture, index: Int, label: String?, rowOfFinding: [String: Int],
                                 _ page: inout Page) {
        let prefix = "a\(index)"
        let pictures = pictures(architecture, prefix: prefix)
        if let label { page.raw("<h3>\(page.escaped(label))</h3>\n") }
        page.raw("<div class=\"picker\"><label for=\"\(prefix)-view\">View</label> <select id=\"\(prefix)-view\" class=\"view-picker\" data-arch=\"\(prefix)\">")
        // The first picture with a red edge is shown first: it is what the reader came for.
        let first = pictures.firstIndex { $0.graph.edges.contains(where: \.isViolation) } ?? 0
        var inScenes = false
        for (pictureIndex, picture) in pictures.enumerated() {
            if picture.scene != nil && !inScenes {
                let count = pictures.filter { $0.scene != nil }.count
                let more = architecture.scenesLeftOut > 0 ? " (the first \(count) of \(count + architecture.scenesLeftOut))" : ""
                page.raw("<optgroup label=\"Scenes\(more)\">")
                inScenes = true
            }
            page.raw("<option value=\"\(picture.id)\"\(pictureIndex == first ? " selected" : "")>\(page.escaped(picture.title))</option>")
        }
        if inScenes { page.raw("</optgroup>") }
        page.raw("</select></div>\n<div class=\"arch\"><div class=\"pictures\">\n")

        // The types behind a node, per level, in declaration order.
        var typesOf: [ArchitectureGraph.Level: [String: [Int]]] = [:]
        for level in [ArchitectureGraph.Level.layer, .module, .role] {
            var byKey: [String: [Int]] = [:]
            for (offset, type) in architecture.types.enumerated() { if let key = type.key(level) { byKey[key, default: []].append(offset) } }
            typesOf[level] = byKey
        }
        let byName = architecture.types.indices.sorted {
            architecture.types[$0].name.utf8.lexicographicallyPrecedes(architecture.types[$1].name.utf8)
        }
        var details = Page()
        for (pictureIndex, picture) in pictures.enumerated() {
            drawPicture(picture, architecture: architecture, shown: pictureIndex == first, prefix: prefix, typesOf: typesOf, byName: byName,
                        rowOfFinding: rowOfFinding, page: &page, details: &details)
        }
        page.raw("</div>\n<section class=\"panel\" id=\"\(prefix)-panel\" aria-live=\"polite\" aria-labelledby=\"\(prefix)-panel-title\">")
        page.raw("<h3 id=\"\(prefix)-panel-title\">Details</h3><div class=\"panel-body\"><p>Choose an edge or a node of the drawing.</p></div></section>")
        page.raw("</div>\n<div hidden class=\"details\">\n")
        page.bytes += details.bytes
        page.raw("</div>\n")
    }

    static func drawPicture(_ picture: Picture, architecture: ReportArchitecture, shown: Bool, prefix: String,
                            typesOf: [ArchitectureGraph.Level: [String: [Int]]], byName: [Int], rowOfFinding: [String: Int],
                            page: inout Page, details: inout Page) {
        let graph = picture.graph
        let typesOfNode = nodeTypes(picture, architecture: architecture, typesOf: typesOf, byName: byName)
        let layout = LayeredLayout(graph)
        let bad = graph.edges.reduce(0) { $0 + ($1.isViolation ? 1 : 0) }
        page.raw("<figure data-arch=\"\(prefix)\" data-view=\"\(picture.id)\"\(shown ? "" : " hidden")>")
        page.raw("<figcaption>\(page.escaped(picture.title)): \(FindingText.plural(graph.nodes.count, "node")), "
            + "\(FindingText.plural(graph.edges.count, "edge")), \(bad) breaking a rule")
        if let note = picture.note { page.raw(" (\(page.escaped(note)))") }
        page.raw("</figcaption>\n")
        guard !graph.nodes.isEmpty else {
            page.raw("<p>Nothing to draw: no type here has a role or layer.</p></figure>\n")
            return
        }
        let w = LayeredLayout.n(layout.width), h = LayeredLayout.n(layout.height)
        page.raw("<div class=\"scroll\"><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" "
            + "role=\"group\" aria-labelledby=\"\(picture.id)-t \(picture.id)-d\">")
        page.raw("<title id=\"\(picture.id)-t\">\(page.escaped(picture.title))</title>")
        page.raw("<desc id=\"\(picture.id)-d\">\(graph.nodes.count) nodes in rows top to bottom and \(graph.edges.count) edges; "
            + "\(bad) red edges break a rule. Each node and edge is a button.</desc>\n")
        for band in layout.bands {
            guard let title = band.title else { continue }
            page.raw("<g class=\"band\"><rect x=\"4\" y=\"\(LayeredLayout.n(band.y))\" width=\"\(LayeredLayout.n(layout.width - 8))\" "
                + "height=\"\(LayeredLayout.n(band.height))\" rx=\"6\"/><text x=\"12\" y=\"\(LayeredLayout.n(band.y + 16))\">"
                + "\(page.escaped(title))</text></g>\n")
        }
        let nodeIndex = Dictionary(graph.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Edges under the nodes; red ones last, so they are on top of grey ones.
        let order = graph.edges.indices.filter { !graph.edges[$0].isViolation } + graph.edges.indices.filter { graph.edges[$0].isViolation }
        for edgeIndex in order where !layout.paths[edgeIndex].isEmpty {
            let edge = graph.edges[edgeIndex]
            var rows: [Int] = []
            var seen = Set<Int>()
            for finding in edge.findings where finding < architecture.findings.count {
                if let row = rowOfFinding[key(architecture.findings[finding])], seen.insert(row).inserted { rows.append(row) }
            }
            let rules = edge.violations.keys.sorted().joined(separator: ", ")
            let label = graph.nodes[nodeIndex[edge.from]!].label + " → " + graph.nodes[nodeIndex[edge.to]!].label
            let what = edge.isViolation ? "\(FindingText.plural(edge.violations.values.reduce(0, +), "finding")): \(rules)"
                : edge.count == 0 && edge.declared ? "declared" : FindingText.plural(edge.count, "reference")
            page.raw("<a href=\"#\" role=\"button\" class=\"edge\(edge.isViolation ? " bad" : "")\" data-from=\"\(page.escaped(edge.from))\" "
                + "data-to=\"\(page.escaped(edge.to))\" data-count=\"\(edge.count)\" data-rows=\"\(rows.map { "f\($0)" }.joined(separator: " "))\" "
                + "aria-label=\"\(page.escaped(label + ", " + what))\"><title>\(page.escaped(label + ": " + what))</title>"
                + "<path class=\"hit\" d=\"\(layout.paths[edgeIndex])\"/><path class=\"line\" d=\"\(layout.paths[edgeIndex])\"/></a>\n")
        }
        let badNodes = Set(graph.edges.filter(\.isViolation).flatMap { [$0.from, $0.to] })
        for (index, node) in graph.nodes.enumerated() {
            let box = layout.boxes[index]
            let detail = "\(picture.id)-n\(index)"
            var attributes = "data-detail=\"\(detail)\""
            if let opens = picture.opens[node.id] { attributes += " data-open=\"\(opens)\"" }
            let typeCount = typesOfNode[node.id]?.count ?? 0
            let described = picture.members[node.id].map { FindingText.plural($0.count, "node") } ?? FindingText.plural(typeCount, "type")
            page.raw("<a href=\"#\" role=\"button\" class=\"node\(badNodes.contains(node.id) ? " bad" : "")\" \(attributes) "
                + "aria-label=\"\(page.escaped(node.label + ", " + described))\"><title>\(page.escaped(node.label + " (" + described + ")"))</title>"
                + "<rect x=\"\(LayeredLayout.n(box.x))\" y=\"\(LayeredLayout.n(box.y))\" width=\"\(LayeredLayout.n(box.width))\" "
                + "height=\"\(LayeredLayout.n(box.height))\" rx=\"8\"/><text x=\"\(LayeredLayout.n(box.centreX))\" "
                + "y=\"\(LayeredLayout.n(box.y + box.height / 2 + 4.5))\">\(page.escaped(LayeredLayout.shownLabel(node.label)))</text></a>\n")
            nodeDetail(node, id: detail, picture: picture, architecture: architecture, types: typesOfNode[node.id] ?? [], &details)
        }
        page.raw("</svg></div></figure>\n")
    }

    /// The types that make each node of a picture: by the picture's level, and in a scene only
    /// the scene's, found by halving the types sorted by name rather than by reading them all.
    static func nodeTypes(_ picture: Picture, architecture: ReportArchitecture, typesOf: [ArchitectureGraph.Level: [String: [Int]]],
                          byName: [Int]) -> [String: [Int]] {
        guard picture.members.isEmpty else { return [:] }
        guard let scene = picture.scene else { return typesOf[picture.graph.level] ?? [:] }
        let found = ArchitectureGraph.named(startingWith: scene, in: byName) { architecture.types[$0].name }
        var byNode: [String: [Int]] = [:]
        for offset in found {
            if let key = architecture.types[offset].key(picture.graph.level) { byNode[key, default: []].append(offset) }
        }
        return byNode
    }

    static func nodeDetail(_ node: ArchitectureGraph.Node, id: String, picture: Picture, architecture: ReportArchitecture,
                           types: [Int], _ page: inout Page) {
        page.raw("<div id=\"\(id)\" data-title=\"\(page.escaped(node.label))\">")
        if let members = picture.members[node.id] {
            page.raw("<p>\(FindingText.plural(members.count, "node")) in this cluster:</p><ul>")
            for member in members.prefix(typesPerNode) { page.raw("<li>\(page.escaped(member))</li>") }
            if members.count > typesPerNode { page.raw("<li>… and \(members.count - typesPerNode) more</li>") }
            page.raw("</ul>")
        } else {
            if let group = node.group { page.raw("<p>In \(page.escaped(group)).</p>") }
            page.raw("<p>\(FindingText.plural(types.count, "type"))\(types.isEmpty ? "." : ":")</p>")
            if !types.isEmpty {
                page.raw("<table><thead><tr><th scope=\"col\">type</th><th scope=\"col\">role</th><th scope=\"col\">why</th>"
                    + "<th scope=\"col\">module</th><th scope=\"col\">layer</th></tr></thead><tbody>")
                for offset in types.prefix(typesPerNode) {
                    let type = architecture.types[offset]
                    page.raw("<tr><th scope=\"row\"><code>\(page.escaped(type.name))</code></th><td>\(page.escaped(type.role ?? "—"))</td>"
                        + "<td>\(page.escaped(type.reason ?? "—"))</td><td>\(page.escaped(type.module))</td>"
                        + "<td>\(page.escaped(type.layer ?? "—"))</td></tr>")
                }
                page.raw("</tbody></table>")
                if types.count > typesPerNode { page.raw("<p>… and \(types.count - typesPerNode) more.</p>") }
            }
        }
        page.raw("</div>\n")
    }

    // MARK: Findings

    static func findingsTable(_ report: LintReport, _ rows: [Finding], typeOfName: [String: ReportArchitecture.TypeEntry],
                              moduleOfPath: [String: String], _ page: inout Page) {
        page.raw("<section id=\"findings\" aria-labelledby=\"findings-title\"><h2 id=\"findings-title\">Findings</h2>\n")
        guard !rows.isEmpty else {
            page.raw("<p>No findings.</p></section>\n")
            return
        }
        let modules = rows.map { moduleOfPath[$0.path] ?? "" }
        let layers = rows.map { finding in finding.typeName.flatMap { typeOfName[$0]?.layer } ?? "" }
        let paths = rows.map { report.paths.display($0.path) }
        page.raw("<form class=\"filters\" aria-label=\"Filter the findings\" onsubmit=\"return false\">")
        func choice(_ name: String, _ values: [String]) {
            page.raw("<label>\(name) <select data-filter=\"\(name)\"><option value=\"\">all</option>")
            for value in Set(values).sorted() where !value.isEmpty {
                page.raw("<option value=\"\(page.escaped(value))\">\(page.escaped(value))</option>")
            }
            page.raw("</select></label> ")
        }
        choice("severity", rows.map(\.severity.rawValue))
        choice("rule", rows.map(\.ruleID))
        choice("module", modules)
        choice("layer", layers)
        page.raw("<label>file <input type=\"search\" data-filter=\"file\" placeholder=\"part of a path\"></label> ")
        page.raw("<button type=\"button\" class=\"clear\">Show all</button> <output id=\"shown\" aria-live=\"polite\">"
            + "\(rows.count) of \(rows.count) shown</output></form>\n")
        page.raw("<div class=\"scroll\"><table id=\"findings-table\"><caption class=\"visually-hidden\">Findings</caption><thead><tr>"
            + "<th scope=\"col\">severity</th><th scope=\"col\">rule</th><th scope=\"col\">finding</th><th scope=\"col\">where</th>"
            + "<th scope=\"col\">module</th><th scope=\"col\">layer</th></tr></thead><tbody>\n")
        for (index, finding) in rows.enumerated() {
            let severity = finding.severity.rawValue
            page.raw("<tr id=\"f\(index)\" data-severity=\"\(severity)\" data-rule=\"\(page.escaped(finding.ruleID))\" "
                + "data-module=\"\(page.escaped(modules[index]))\" data-layer=\"\(page.escaped(layers[index]))\">")
            page.raw("<td><span class=\"sev \(severity)\">\(severity)</span></td><td><code>\(page.escaped(finding.ruleID))</code></td><td>")
            page.text(finding.message)
            why(finding, &page)
            evidence(finding, report, &page)
            let target = MarkdownReport.linkTarget(paths[index], line: finding.line, base: report.linkBase)
            page.raw("</td><td><a href=\"\(page.escaped(target))\">\(page.escaped(paths[index])):\(finding.line)</a></td>"
                + "<td>\(page.escaped(modules[index]))</td><td>\(page.escaped(layers[index]))</td></tr>\n")
        }
        page.raw("</tbody></table></div></section>\n")
    }

    /// What the finding is about, from its own fields (type and role, member, the other type);
    /// its evidence follows (`evidence`).
    static func why(_ finding: Finding, _ page: inout Page) {
        var parts: [String] = []
        if let type = finding.typeName { parts.append(type + (finding.role.map { " (\($0))" } ?? "")) }
        if let member = finding.member { parts.append("in " + member) }
        if let related = finding.relatedType { parts.append("→ " + related) }
        guard !parts.isEmpty else { return }
        page.raw("<div class=\"why\">")
        page.text(parts.joined(separator: " "))
        page.raw("</div>")
    }

    /// A dependency finding's evidence: each hop that makes the dependency, linked to its line.
    static func evidence(_ finding: Finding, _ report: LintReport, _ page: inout Page) {
        guard !finding.evidence.isEmpty else { return }
        page.raw("<ol class=\"evidence\" aria-label=\"Evidence\">")
        for hop in finding.evidence {
            let path = report.paths.display(hop.path)
            page.raw("<li>")
            page.text(hop.text)
            page.raw(" <a href=\"\(page.escaped(MarkdownReport.linkTarget(path, line: hop.line, base: report.linkBase)))\">"
                + "\(page.escaped(path)):\(hop.line)</a></li>")
        }
        page.raw("</ol>")
    }

    // MARK: Baseline and configuration

    static func baselineSection(_ report: LintReport, _ baseline: (file: String, fixed: [Baseline.Entry]), _ page: inout Page) {
        let open = report.findings.filter { $0.suppression?.kind == .baseline }
        let fixed = baseline.fixed.reduce(0) { $0 + $1.count }
        page.raw("<section id=\"baseline\" aria-labelledby=\"baseline-title\"><h2 id=\"baseline-title\">Baseline</h2>")
        page.raw("<p><code>\(page.escaped(report.paths.display(baseline.file)))</code>: <strong id=\"baseline-open\" data-count=\"\(open.count)\">"
            + "\(open.count)</strong> still open, <strong id=\"baseline-fixed\" data-count=\"\(fixed)\">\(fixed)</strong> fixed since it was written.</p>\n")
        if !open.isEmpty {
            page.raw("<details><summary>Still open (\(open.count))</summary><table><thead><tr><th scope=\"col\">rule</th><th scope=\"col\">finding</th>"
                + "<th scope=\"col\">where</th></tr></thead><tbody>")
            for finding in open.prefix(baselineRows) {
                let path = report.paths.display(finding.path)
                page.raw("<tr><td><code>\(page.escaped(finding.ruleID))</code></td><td>\(page.escaped(finding.message))</td>"
                    + "<td><a href=\"\(page.escaped(MarkdownReport.linkTarget(path, line: finding.line, base: report.linkBase)))\">"
                    + "\(page.escaped(path)):\(finding.line)</a></td></tr>\n")
            }
            page.raw("</tbody></table>\(open.count > baselineRows ? "<p>… and \(open.count - baselineRows) more.</p>" : "")</details>\n")
        }
        if !baseline.fixed.isEmpty {
            page.raw("<details><summary>Fixed since the baseline (\(fixed))</summary><table><thead><tr><th scope=\"col\">rule</th>"
                + "<th scope=\"col\">file</th><th scope=\"col\">type</th><th scope=\"col\">what</th><th scope=\"col\">count</th></tr></thead><tbody>")
            for entry in baseline.fixed.prefix(baselineRows) {
                page.raw("<tr><td><code>\(page.escaped(entry.rule))</code></td><td>\(page.escaped(entry.path))</td>"
                    + "<td>\(page.escaped([entry.type, entry.member].compactMap { $0 }.joined(separator: ".")))</td>"
                    + "<td>\(page.escaped(entry.subject))</td><td>\(entry.count)</td></tr>\n")
            }
            page.raw("</tbody></table>\(baseline.fixed.count > baselineRows ? "<p>… and more.</p>" : "")</details>\n")
        }
        page.raw("</section>\n")
    }

    /// `lint --since REV`: the table lists only the new findings; here, new and fixed per rule and
    /// layer, and the fixed ones (which the working tree no longer has), each where REV had it.
    static func comparisonSection(_ report: LintReport, _ comparison: ChangeReport, _ page: inout Page) {
        let revision = page.escaped(comparison.from)
        page.raw("<section id=\"since\" aria-labelledby=\"since-title\"><h2 id=\"since-title\">Since <code>\(revision)</code></h2>")
        page.raw("<p><strong id=\"since-new\" data-count=\"\(comparison.new.count)\">\(comparison.new.count)</strong> new "
            + "(the findings listed above), <strong id=\"since-fixed\" data-count=\"\(comparison.fixed.count)\">\(comparison.fixed.count)</strong> "
            + "fixed, in \(page.escaped(comparison.to)) against <code>\(revision)</code>.</p>\n")
        let counts = comparison.counts
        if !counts.isEmpty {
            page.raw("<table id=\"since-rules\"><thead><tr><th scope=\"col\">rule</th><th scope=\"col\">layer</th><th scope=\"col\">new</th>"
                + "<th scope=\"col\">fixed</th></tr></thead><tbody>")
            for row in counts {
                page.raw("<tr data-rule=\"\(page.escaped(row.rule))\"><td><code>\(page.escaped(row.rule))</code></td>"
                    + "<td>\(page.escaped(row.layer ?? "—"))</td><td>\(row.new)</td><td>\(row.fixed)</td></tr>\n")
            }
            page.raw("</tbody></table>\n")
        }
        if !comparison.fixed.isEmpty {
            page.raw("<details id=\"since-fixed-list\"><summary>Fixed since <code>\(revision)</code> (\(comparison.fixed.count))</summary><table><thead><tr>"
                + "<th scope=\"col\">rule</th><th scope=\"col\">finding</th><th scope=\"col\">where it was</th></tr></thead><tbody>")
            for (finding, _) in comparison.fixed.prefix(baselineRows) {
                page.raw("<tr><td><code>\(page.escaped(finding.ruleID))</code></td><td>\(page.escaped(finding.message))</td>"
                    + "<td>\(page.escaped(report.paths.display(finding.path))):\(finding.line)</td></tr>\n")
            }
            page.raw("</tbody></table>\(comparison.fixed.count > baselineRows ? "<p>… and \(comparison.fixed.count - baselineRows) more.</p>" : "")</details>\n")
        }
        page.raw("</section>\n")
    }

    static func configuration(_ report: LintReport, _ page: inout Page) {
        page.raw("<section id=\"configuration\" aria-labelledby=\"configuration-title\"><h2 id=\"configuration-title\">Configuration</h2><dl class=\"config\">")
        func item(_ term: String, _ value: String) { page.raw("<dt>\(term)</dt><dd>\(page.escaped(value))</dd>") }
        item("version", report.toolName + " " + report.toolVersion)
        item("source root", report.paths.root)
        for architecture in report.architectures {
            item("configuration", architecture.configurationFile.map { report.paths.display($0) } ?? "none (built-in defaults) at " + report.paths.display(architecture.root))
            item("packs", architecture.packs.isEmpty ? "none" : architecture.packs.joined(separator: ", "))
            item("layers, highest first", architecture.layers.isEmpty ? "none" : architecture.layers.joined(separator: " › "))
        }
        item("rules enabled", "\(report.rules.count)")
        if let base = report.linkBase { item("link base", base) }
        if report.strict { item("strict", "warnings and notes fail the run") }
        page.raw("</dl>")
        // Files not read or read only in part: what the counts above do not cover.
        if !report.notifications.isEmpty {
            page.raw("<details><summary>\(FindingText.plural(report.notifications.count, "note")) about the run</summary><ul class=\"notes\">")
            for note in report.notifications.prefix(baselineRows) {
                let place = note.path.map { report.paths.display($0) + (note.line.map { ":\($0)" } ?? "") + ": " } ?? ""
                page.raw("<li><span class=\"sev \(note.level.rawValue)\">\(note.level.rawValue)</span> ")
                page.text(place + note.message)
                page.raw("</li>")
            }
            if report.notifications.count > baselineRows { page.raw("<li>… and \(report.notifications.count - baselineRows) more</li>") }
            page.raw("</ul></details>")
        }
        page.raw("</section>\n")
    }

    // MARK: Page

    struct Page {
        var bytes: [UInt8] = []

        mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }
        mutating func text(_ text: String) { XMLEscaper.append(text, to: &bytes) }
        func escaped(_ text: String) -> String { XMLEscaper.escaped(text) }

        mutating func head(title: String) {
            raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
                + "<title>\(escaped(title))</title>\n<style>\n" + HTMLReport.style + "</style>\n</head>\n<body>\n"
                + "<svg width=\"0\" height=\"0\" aria-hidden=\"true\" class=\"defs\"><defs>"
                + "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"10\" markerHeight=\"10\" orient=\"auto-start-reverse\">"
                + "<path d=\"M0 0L10 5L0 10z\" class=\"arrow\"/></marker>"
                + "<marker id=\"arrow-bad\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"10\" markerHeight=\"10\" orient=\"auto-start-reverse\">"
                + "<path d=\"M0 0L10 5L0 10z\" class=\"arrow-bad\"/></marker></defs></svg>\n")
        }
    }
}

extension HTMLReport: DocumentReportFormatter {
    public static let name = "html"
    public static let summary = "one offline page: counts, the architecture drawn with violating edges in red, a filterable findings table"
}
