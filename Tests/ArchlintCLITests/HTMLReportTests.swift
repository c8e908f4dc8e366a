import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
@testable import Reporting
import JSON
@testable import RuleEngine

/// `lint --format html`: one page with nothing to fetch, its counts those of the run, every name
/// as text, the same bytes at any -j, the drawing bounded. Scripts/test-html-report.py opens it
/// in Chromium.
final class HTMLReportTests: XCTestCase {
    private func viperProject() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("App/Login/LoginPresenter.swift", "final class LoginPresenter {\n    var attempts = 0\n    weak var view: LoginView?\n}\n")
        directory.write("App/Login/LoginView.swift", "import UIKit\nfinal class LoginView: UIViewController {\n    var presenter: LoginPresenter!\n    var router: LoginRouter!\n}\n")
        directory.write("App/Login/LoginRouter.swift", "final class LoginRouter {\n    var view: LoginView!\n}\n")
        directory.write("App/Login/LoginInteractor.swift", "import UIKit\nfinal class LoginInteractor {\n    weak var presenter: LoginPresenter?\n}\n")
        return directory
    }

    private func occurrences(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    func testThePageIsSelfContainedAndCountsWhatTheJSONCounts() throws {
        let directory = viperProject()
        let html = archlint(in: directory.path, "lint", "--format", "html", ".")
        let json = archlint(in: directory.path, "lint", "--format", "json", ".")
        XCTAssertEqual(html.code, 1, html.stderr)
        let page = html.stdout
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        XCTAssertTrue(page.hasSuffix("</html>\n"))
        XCTAssertEqual(occurrences("<script", in: page), 1)
        XCTAssertEqual(occurrences("<style", in: page), 1)
        // Nothing to fetch: no external script, style sheet, font or image.
        for fetching in ["src=", "<link", "@import", "url(http", "<img", "<iframe"] {
            XCTAssertFalse(page.contains(fetching), fetching)
        }
        XCTAssertTrue(page.contains("default-src 'none'"), "the page forbids itself any fetch")

        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertGreaterThan(findings.count, 2)
        for (key, id) in [("errors", "errors"), ("warnings", "warnings"), ("notes", "notes"), ("suppressed", "suppressed"), ("filesChecked", "files")] {
            XCTAssertTrue(page.contains("id=\"count-\(id)\" data-count=\"\(summary[key]!)\""), key)
        }
        XCTAssertEqual(occurrences("<tr id=\"f", in: page), findings.count)
        for finding in findings {
            XCTAssertTrue(page.contains("data-rule=\"\(finding["rule"]!)\""))
            XCTAssertTrue(page.contains(">\(finding["path"]!):\(finding["line"]!)</a>"), "\(finding)")
        }
        // The roles drawn, one picture per view, and a scene for Login.
        XCTAssertTrue(page.contains("<option value=\"a0v2\" selected>Roles</option>") || page.contains(">Roles</option>"))
        XCTAssertTrue(page.contains("<optgroup label=\"Scenes\"><option value=\"a0v3\">Scene Login</option>"), page)
        XCTAssertTrue(page.contains("class=\"node bad\""))
        XCTAssertTrue(page.contains("<title>presenter (1 type)</title>"))
        XCTAssertTrue(page.contains("name matches roles.presenter.names"), "a node's types say why they have their role")
    }

    func testARedEdgeNamesTheRowsOfItsFindings() throws {
        let directory = viperProject()
        let page = archlint(in: directory.path, "lint", "--format", "html", ".").stdout
        // router → view is a strong back reference; its edge lists the row of that finding.
        let edge = try XCTUnwrap(page.components(separatedBy: "\n").first { $0.contains("class=\"edge bad\" data-from=\"router\" data-to=\"view\"") })
        let rows = try XCTUnwrap(edge.components(separatedBy: "data-rows=\"").last?.split(separator: "\"").first)
        XCTAssertFalse(rows.isEmpty, edge)
        for row in rows.split(separator: " ") {
            let line = try XCTUnwrap(page.components(separatedBy: "\n").first { $0.hasPrefix("<tr id=\"\(row)\"") })
            XCTAssertTrue(edge.contains(String(line.components(separatedBy: "data-rule=\"")[1].prefix { $0 != "\"" })), line)
        }
    }

    /// A dependency finding lists its evidence under its message, each hop linked to its line.
    func testADependencyFindingShowsItsEvidence() throws {
        let directory = viperProject()
        let page = archlint(in: directory.path, "lint", "--format", "html", ".").stdout
        let row = try XCTUnwrap(page.components(separatedBy: "\n").first { $0.contains("data-rule=\"role-dependency\"") && $0.contains("LoginView (view) references LoginRouter") })
        XCTAssertTrue(row.contains("<ol class=\"evidence\" aria-label=\"Evidence\"><li>LoginView stores LoginRouter "
            + "<a href=\"App/Login/LoginView.swift#L4\">App/Login/LoginView.swift:4</a></li></ol>"), row)
        // A finding with no dependency behind it has no list.
        let state = try XCTUnwrap(page.components(separatedBy: "\n").first { $0.contains("data-rule=\"presenter-state\"") })
        XCTAssertFalse(state.contains("class=\"evidence\""), state)
    }

    func testHostileNamesAreText() {
        let hostile = "</style><script>alert(1)</script>&amp; \"q\" 'a' ]]> <!--"
        var finding = Finding(ruleID: "rule<b>", severity: .error, message: "message " + hostile, path: "/nowhere/Dir " + hostile + "/F.swift",
                              line: 3, column: 1, length: 1, typeName: "T" + hostile, role: "role" + hostile, member: "m" + hostile,
                              subject: "s")
        finding.relatedType = "R" + hostile
        var report = LintReport(toolVersion: "1.0" + hostile, informationURI: "https://example.com/" + hostile, findings: [finding],
                                rules: [], filesChecked: 1, paths: ReportPaths(root: "/nowhere"))
        report.linkBase = "https://host/" + hostile
        var graph = ArchitectureGraph(level: .role, nodes: [.init(id: "a" + hostile, label: "a" + hostile, group: "layer" + hostile),
                                                            .init(id: "b", label: "b", group: nil)],
                                      edges: [.init(from: "a" + hostile, to: "b", count: 1, violations: ["rule<b>": 1])], groups: ["layer" + hostile])
        graph.edges[0].findings = [0]
        report.architectures = [ReportArchitecture(
            root: "/nowhere", configurationFile: "/nowhere/" + hostile, packs: ["p" + hostile], layers: ["layer" + hostile],
            views: [.init(title: "Roles" + hostile, graph: graph), .init(title: "Scene" + hostile, graph: graph, isScene: true)],
            findings: [finding],
            types: [.init(name: "T" + hostile, module: "M" + hostile, role: "a" + hostile, reason: "why" + hostile, layer: "layer" + hostile,
                          path: "/nowhere/F.swift", line: 1)],
            moduleOfPath: [finding.path: "M" + hostile])]
        report.baseline = ("/nowhere/" + hostile, [Baseline.Entry(fingerprint: "f", rule: "r" + hostile, path: "p" + hostile, type: "t" + hostile,
                                                                   member: nil, subject: "s" + hostile, count: 2)])
        report.notifications = [ToolNotification(id: "syntax-error", level: .warning, message: "expected " + hostile, path: "/nowhere/" + hostile, line: 2)]
        let page = ReportFormat.html.rendered(report)
        XCTAssertTrue(page.contains("<li><span class=\"sev warning\">warning</span> " + XMLEscaper.escaped(hostile + ":2: expected " + hostile) + "</li>"), page)
        XCTAssertEqual(occurrences("<script", in: page), 1, "a name became a script")
        XCTAssertEqual(occurrences("</script>", in: page), 1)
        XCTAssertEqual(occurrences("<style", in: page), 1)
        XCTAssertEqual(occurrences("</style>", in: page), 1, "a name ended the style sheet")
        XCTAssertFalse(page.contains("<!--"))
        XCTAssertFalse(page.contains("]]>"))
        XCTAssertFalse(page.contains("<b>"))
        let body = page.components(separatedBy: "<script>")[0]
        XCTAssertFalse(body.contains("'a'"), "quotes are escaped in attributes and text alike")
        XCTAssertTrue(page.contains("&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp; &quot;q&quot; &apos;a&apos; ]]&gt; &lt;!--"))
        // Each place a name goes: table cells, attributes, the SVG, the node details, the baseline, the configuration.
        let escaped = XMLEscaper.escaped(hostile)
        for place in ["data-rule=\"rule&lt;b&gt;\"", "message " + escaped, "T" + escaped + " (role" + escaped, "data-from=\"a" + escaped,
                      "<text x=\"12\" y=", "why" + escaped, "r" + escaped, "p" + escaped, "href=\"https://host/&lt;/style&gt;", "/Dir%20%3C/style%3E%3Cscript%3E"] {
            XCTAssertTrue(page.contains(place), place)
        }
    }

    func testTheSameBytesAtAnyJobCount() {
        let directory = viperProject()
        let one = archlint(in: directory.path, "lint", "--format", "html", "-j", "1", ".").stdout
        let four = archlint(in: directory.path, "lint", "--format", "html", "-j", "4", ".").stdout
        XCTAssertEqual(one, four)
        XCTAssertEqual(one, archlint(in: directory.path, "lint", "--format", "html", "-j", "4", ".").stdout)
    }

    func testBaselineOpenAndFixed() {
        let directory = viperProject()
        let baseline = directory.url("baseline.json")
        XCTAssertEqual(archlint(in: directory.path, "lint", "--write-baseline", baseline, ".").code, 0)
        // The presenter's state is fixed; the rest stays.
        directory.write("App/Login/LoginPresenter.swift", "final class LoginPresenter {\n    weak var view: LoginView?\n}\n")
        let page = archlint(in: directory.path, "lint", "--format", "html", "--baseline", baseline, ".").stdout
        XCTAssertTrue(page.contains("<strong id=\"baseline-fixed\" data-count=\"1\">1</strong> fixed"), page)
        XCTAssertTrue(page.contains("<td><code>presenter-state</code></td><td>App/Login/LoginPresenter.swift</td>"), page)
        XCTAssertFalse(page.contains("<tr id=\"f"), "every finding left is the baseline's")
        XCTAssertFalse(page.contains("class=\"edge bad\""), "an edge of accepted findings only is not red")
        XCTAssertTrue(page.contains("id=\"baseline-open\" data-count=\""))
        XCTAssertFalse(page.contains("id=\"baseline-open\" data-count=\"0\""))
    }

    /// A graph far over the drawing limit: drawn by cluster, each cluster's picture bounded, laid
    /// out in bounded time, clusters top to bottom in order.
    func testLargeGraphsAreDrawnByClusterWithinBounds() {
        let groups = (0..<5).map { "layer\($0)" }
        var nodes: [ArchitectureGraph.Node] = []
        for index in 0..<2_000 { nodes.append(.init(id: "m\(index)", label: "Module\(index)", group: groups[index % 5])) }
        var edges: [ArchitectureGraph.Edge] = []
        for index in 0..<8_000 {
            let from = (index * 7919) % 2_000, to = (index * 104_729 + 13) % 2_000
            if from != to { edges.append(.init(from: "m\(from)", to: "m\(to)", count: 1, violations: index % 50 == 0 ? ["layer-violation": 1] : [:])) }
        }
        let graph = ArchitectureGraph(level: .module, nodes: nodes, edges: edges, groups: groups)
        let start = Date()
        let layout = LayeredLayout(graph)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "the layout is bounded")
        XCTAssertEqual(layout.boxes.count, 2_000)
        // Clusters top to bottom: every node of layer0 above every node of layer1.
        let maxY0 = nodes.indices.filter { $0 % 5 == 0 }.map { layout.boxes[$0].y }.max()!
        let minY1 = nodes.indices.filter { $0 % 5 == 1 }.map { layout.boxes[$0].y }.min()!
        XCTAssertLessThan(maxY0, minY1)
        XCTAssertEqual(LayeredLayout(graph).paths, layout.paths, "the same graph, the same drawing")

        let architecture = ReportArchitecture(root: "/r", configurationFile: nil, packs: [], layers: groups,
                                              views: [.init(title: "Modules", graph: graph)], findings: [], types: [], moduleOfPath: [:])
        let pictures = HTMLReport.pictures(architecture, prefix: "a0")
        XCTAssertEqual(pictures.count, 1 + groups.count, "the clusters, then one picture per cluster")
        XCTAssertEqual(pictures[0].graph.nodes.map(\.id), groups)
        XCTAssertEqual(pictures[0].opens["layer3"], pictures[4].id, "a cluster opens its picture")
        XCTAssertTrue(pictures.allSatisfy { $0.graph.nodes.count <= HTMLReport.drawLimit })
        XCTAssertEqual(pictures[1].note, "\(400 - HTMLReport.drawLimit) of 400 nodes not drawn")
        var report = LintReport(toolVersion: "1", informationURI: "", findings: [], rules: [], paths: ReportPaths(root: "/r"))
        report.architectures = [architecture]
        XCTAssertLessThan(ReportFormat.html.rendered(report).utf8.count, 1_000_000)
    }

    func testLayoutBreaksCyclesAndRanksByLongestPath() {
        // a → b → c, a → c, c → a (a cycle): a above b above c, whatever the cycle.
        let ranks = LayeredLayout.longestPathRanks(count: 3, successors: [[1, 2], [2], [0]])
        XCTAssertEqual(ranks, [0, 1, 2])
        XCTAssertEqual(LayeredLayout.longestPathRanks(count: 2, successors: [[1], [0]]), [0, 1])
        XCTAssertEqual(LayeredLayout.n(12.25), "12.3")
        XCTAssertEqual(LayeredLayout.n(-0.5), "-0.5")
        XCTAssertEqual(LayeredLayout.n(-12.5), "-12.5")
        XCTAssertEqual(LayeredLayout.n(40), "40")
        XCTAssertEqual(LayeredLayout.shownLabel(String(repeating: "x", count: 40)), String(repeating: "x", count: 31) + "…")
    }

    func testCrossingsAreReducedByBarycentres() {
        // Two rows; the lower row's order is the reverse of its parents': the sweeps untangle it.
        let nodes: [ArchitectureGraph.Node] = ["a", "b", "c", "z", "y", "x"].enumerated().map { .init(id: $1, label: $1, group: $0 < 3 ? "top" : "bottom") }
        let edges: [ArchitectureGraph.Edge] = [("a", "x"), ("b", "y"), ("c", "z")].map { .init(from: $0.0, to: $0.1, count: 1, violations: [:]) }
        let layout = LayeredLayout(ArchitectureGraph(level: .module, nodes: nodes, edges: edges, groups: ["top", "bottom"]))
        XCTAssertLessThan(layout.boxes[5].x, layout.boxes[4].x, "x under a")
        XCTAssertLessThan(layout.boxes[4].x, layout.boxes[3].x, "y under b, z under c")
    }

    /// The scenes' graphs built together are the graphs `graph --scene` builds one at a time.
    func testSceneGraphsAreThoseOfGraphScene() throws {
        var compared = 0
        for example in ["viper", "svip", "clean-swift", "mvi", "viper-swiftui", "layered"] {
            let run = try withCurrentDirectory(repositoryRoot + "/Examples/" + example) { try Archlint.lint(LintRequest(jobs: 1)) }
            for project in run.projects {
                let result = try XCTUnwrap(project.result)
                let findings = result.findings.filter { $0.suppression == nil }
                let scenes = SceneEvidence.scenes(result.context.roles, project: project.index, specs: project.configuration.roles)
                let together = ArchitectureGraph.sceneGraphs(result.context, findings: findings, scenes: scenes)
                XCTAssertEqual(together.count, scenes.count)
                for (scene, graph) in zip(scenes, together) {
                    let alone = ArchitectureGraph.build(result.context, findings: findings, level: .role, scene: scene)
                    XCTAssertEqual(graph.nodes, alone.nodes, "\(example) \(scene)")
                    XCTAssertEqual(graph.edges, alone.edges, "\(example) \(scene)")
                    XCTAssertEqual(graph.groups, alone.groups, "\(example) \(scene)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 10)
    }
}
