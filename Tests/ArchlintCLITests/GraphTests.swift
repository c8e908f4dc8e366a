import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
@testable import Reporting
import RuleEngine

/// `archlint graph` at every level and format, on a small SVIP project with one violation.
final class GraphTests: XCTestCase {
    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["svip"]}"#)
        directory.write("App/PinCodeEnter.swift", """
        protocol PinCodeEnterInteractor: AnyActor { func submit() async }
        @MainActor protocol PinCodeEnterPresenter: AnyObject { func show() async }
        protocol PinCodeWorker: Sendable {}
        actor PinCodeEnterLogic: PinCodeEnterInteractor {
            private let presenter: PinCodeEnterRouter
            private let worker: any PinCodeWorker
            init(presenter: PinCodeEnterRouter, worker: any PinCodeWorker) { self.presenter = presenter; self.worker = worker }
            func submit() async {}
        }
        final class PinCodeEnterRouter: PinCodeEnterPresenter { func show() async {} }
        final class ProfileRouter: PinCodeEnterPresenter { func show() async {} }
        """)
        return directory
    }

    func testRoleLevelForOneSceneInMermaid() {
        let directory = project()
        let result = archlint("graph", "--level", "role", "--scene", "PinCodeEnter", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        flowchart TB
          subgraph g0["scene"]
            direction LR
            n0["interactor"]
            n1["presenter"]
          end
          n0 -->|"concrete-dependency"| n1
          linkStyle 0 stroke:#d73a49,stroke-width:2px,color:#d73a49

        """)
        assertMermaidGrammar(result.stdout)
    }

    func testTypeLevelInDOTRendersWithGraphviz() throws {
        let directory = project()
        let result = archlint("graph", "--level", "type", "--format", "dot", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("digraph archlint {\n  rankdir=TB;"), result.stdout)
        XCTAssertTrue(result.stdout.contains("subgraph cluster_0 {\n    label=\"scene\";"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[label=\"concrete-dependency\", color=\"#d73a49\""), result.stdout)
        try renderWithGraphviz(result.stdout)
    }

    /// Three layers of the layered pack: the view controller uses the view model, the view model
    /// the service (both downwards, grey), and the service reaches back up into the view
    /// controller, a `layer-violation` drawn red from `services` to `ui`.
    private func layeredProject() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["layered"]}"#)
        directory.write("Profile.swift", """
        final class ProfileViewController: UIViewController {
            let model = ProfileViewModel()
        }
        final class ProfileViewModel {
            let service = ProfileService()
        }
        final class ProfileService {
            func show() { _ = ProfileViewController() }
        }
        """)
        return directory
    }

    func testLayerLevelDrawsTheViolatingEdgeBetweenLayersInMermaid() {
        let directory = layeredProject()
        let result = archlint("graph", "--level", "layer", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        // Layers are the nodes, in the pack's order, and are not clustered; edges in reference order.
        XCTAssertEqual(result.stdout, """
        flowchart TB
          n0["ui"]
          n1["presentation"]
          n2["services"]
          n0 -->|"1"| n1
          n1 -->|"1"| n2
          n2 -->|"layer-violation"| n0
          linkStyle 0,1 stroke:#999999,color:#666666
          linkStyle 2 stroke:#d73a49,stroke-width:2px,color:#d73a49

        """)
        assertMermaidGrammar(result.stdout)
    }

    func testLayerLevelDrawsTheViolatingEdgeBetweenLayersInDOTAndJSON() throws {
        let directory = layeredProject()
        let dot = archlint("graph", "--level", "layer", "--format", "dot", directory.path)
        XCTAssertEqual(dot.code, 0, dot.stderr)
        XCTAssertFalse(dot.stdout.contains("subgraph"), "layers are nodes, not clusters: \(dot.stdout)")
        XCTAssertTrue(dot.stdout.contains("\n  n2 [label=\"services\"];\n"), dot.stdout)
        XCTAssertTrue(dot.stdout.contains("\n  n0 -> n1 [label=\"1\", color=\"#999999\", fontcolor=\"#666666\"];\n"), dot.stdout)
        XCTAssertTrue(dot.stdout.contains(
            "\n  n2 -> n0 [label=\"layer-violation\", color=\"#d73a49\", fontcolor=\"#d73a49\", penwidth=2];\n"), dot.stdout)
        try renderWithGraphviz(dot.stdout)

        let json = archlint("graph", "--level", "layer", "--format", "json", directory.path)
        XCTAssertEqual(json.code, 0, json.stderr)
        let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(graph["level"] as? String, "layer")
        XCTAssertEqual(graph["groups"] as? [String], [])
        let nodes = try XCTUnwrap(graph["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["id"] as? String }, ["ui", "presentation", "services"])
        XCTAssertTrue(nodes.allSatisfy { $0["group"] is NSNull }, "\(nodes)")
        let edges = try XCTUnwrap(graph["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.map { "\($0["from"]!)->\($0["to"]!)" }, ["ui->presentation", "presentation->services", "services->ui"])
        XCTAssertEqual(edges.map { $0["count"] as? Int }, [1, 1, 1])
        XCTAssertEqual(edges.map { ($0["violations"] as? [String: Int]) ?? [:] }, [[:], [:], ["layer-violation": 1]])
    }

    func testModuleLevelAndJSON() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["layered"]}"#)
        directory.write("Package.swift", "// swift-tools-version:5.9\n")
        directory.write("Sources/Core/A.swift", "import Feature\nstruct A {}\n")
        directory.write("Sources/Feature/B.swift", "import Core\nstruct B {}\n")
        let result = archlint("graph", "--level", "module", "--format", "json", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(graph["level"] as? String, "module")
        let edges = try XCTUnwrap(graph["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.map { "\($0["from"]!)->\($0["to"]!)" }, ["Core->Feature", "Feature->Core"])
        XCTAssertEqual(edges.map { ($0["violations"] as? [String: Int]) ?? [:] }, [[:], ["module-cycle": 1]])
    }

    /// Modules cluster by the first layer whose `modules` match them, in layer order, else by
    /// their top folder; each cluster lists its nodes in node order (names sorted), and an
    /// invisible edge stacks each cluster's first node above the next one's.
    func testModuleClustersByLayerThenFolderInDOT() {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"layers": [{"name": "ui", "modules": ["*UI"]}, {"name": "core", "modules": ["Core*"]}]}"#)
        directory.write("Package.swift", "// swift-tools-version:5.9\n")
        for module in ["CoreData", "CoreKit", "FeatureUI", "SettingsUI", "Tools"] {
            directory.write("Sources/\(module)/a.swift", (module == "FeatureUI" ? "import CoreKit\n" : "") + "struct \(module) {}\n")
        }
        let result = archlint("graph", "--level", "module", "--format", "dot", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("""
          subgraph cluster_0 {
            label="ui"; style=rounded; color="#cccccc";
            n2 [label="FeatureUI"];
            n3 [label="SettingsUI"];
          }
          subgraph cluster_1 {
            label="core"; style=rounded; color="#cccccc";
            n0 [label="CoreData"];
            n1 [label="CoreKit"];
          }
          subgraph cluster_2 {
            label="Sources"; style=rounded; color="#cccccc";
            n4 [label="Tools"];
          }
          n2 -> n0 [style=invis, weight=10];
          n0 -> n4 [style=invis, weight=10];
          n2 -> n1 [label="1", color="#999999", fontcolor="#666666"];
        }

        """), result.stdout)
    }

    func testNamesThatMermaidAndDOTTreatSpeciallyAreEscaped() throws {
        let graph = ArchitectureGraph(
            level: .type,
            nodes: [.init(id: #"A"<b>#1\"#, label: #"A"<b>#1\"#, group: "g \"x\""), .init(id: "B\nC", label: "B\nC", group: nil)],
            edges: [.init(from: #"A"<b>#1\"#, to: "B\nC", count: 2, violations: ["layer-violation": 1])],
            groups: ["g \"x\""])
        let mermaid = GraphRendering.render(graph, as: .mermaid)
        XCTAssertTrue(mermaid.contains(#"["A#quot;#lt;b#gt;#35;1\"]"#), mermaid)
        assertMermaidGrammar(mermaid)
        let dot = GraphRendering.render(graph, as: .dot)
        XCTAssertTrue(dot.contains(#"[label="A\"<b>#1\\"]"#), dot)
        // A line break in a name is shown as the other control characters are, as text.
        XCTAssertTrue(dot.contains(#"[label="B\\u{A}C"]"#), dot)
        try renderWithGraphviz(dot)
    }

    func testMarkdownReportTruncatesWithACount() {
        let findings = (1...400).map { line in
            Finding(ruleID: "presenter-state", severity: .error, message: "LoginPresenter stores `x` | <b>", path: "App/Login Presenter.swift",
                    line: line, column: 5, length: 3, typeName: "LoginPresenter", role: "presenter", member: "x", subject: "x")
        }
        let report = MarkdownReport.render(findings, fileCount: 1, diagrams: ["flowchart TB\n"], limit: 8_000)
        XCTAssertTrue(report.hasPrefix("## ❌ archlint: 400 errors in 1 file\n"), report)
        XCTAssertTrue(report.contains("| `presenter-state` | 400 | 0 | 0 |"))
        XCTAssertTrue(report.contains("[App/Login Presenter.swift:1](App/Login%20Presenter.swift#L1) error: LoginPresenter stores \\`x\\` \\| \\<b\\>"), report)
        XCTAssertTrue(report.contains("```mermaid\nflowchart TB\n```"))
        XCTAssertLessThanOrEqual(report.utf8.count, 8_000)
        XCTAssertNotNil(report.range(of: #"… and \d+ more findings"#, options: .regularExpression), report)
    }

    // MARK: Helpers

    /// Every line is one of the statements archlint emits, with quotes only as label delimiters.
    private func assertMermaidGrammar(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let label = #""[^"\n]*""#
        let patterns = [
            "^flowchart TB$",
            "^  subgraph g[0-9]+\\[\(label)\\]$",
            "^    direction LR$",
            "^ {2,4}n[0-9]+\\[\(label)\\]$",
            "^  end$",
            "^  n[0-9]+ -->\\|\(label)\\| n[0-9]+$",
            "^  linkStyle [0-9]+(,[0-9]+)* [a-z:#0-9,-]+$",
        ].map { try! NSRegularExpression(pattern: $0) }
        for statement in text.split(separator: "\n").map(String.init) {
            let range = NSRange(statement.startIndex..., in: statement)
            XCTAssertTrue(patterns.contains { $0.firstMatch(in: statement, range: range) != nil },
                          "not Mermaid archlint emits: \(statement)", file: file, line: line)
        }
    }

    private func renderWithGraphviz(_ dot: String) throws {
        guard let tool = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("Graphviz is not installed (.ci/run installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let rendered = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: rendered, as: UTF8.self))
        XCTAssertTrue(String(decoding: rendered, as: UTF8.self).contains("<svg"))
    }
}

final class GraphScaleTests: XCTestCase {
    func testLayerLevelAndFiveHundredModules() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["layered"]}"#)
        directory.write("Package.swift", "// swift-tools-version:5.9\n")
        for index in 0..<500 {
            let group = index % 10
            directory.write("Sources/Feature\(index)/F.swift",
                            "import Feature\(index == 0 ? 499 : index - 1)\nfinal class Feature\(index)Service { }\n// group \(group)\n")
        }
        let modules = archlint("graph", "--level", "module", "--format", "json", directory.path)
        XCTAssertEqual(modules.code, 0, modules.stderr)
        let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(modules.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((graph["nodes"] as? [Any])?.count, 500)
        let edges = try XCTUnwrap(graph["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.count, 500)
        // The 500 imports form one cycle; the edge that closes it is red.
        XCTAssertEqual(edges.filter { !(($0["violations"] as? [String: Int]) ?? [:]).isEmpty }.count, 1)

        let layers = archlint("graph", "--level", "layer", directory.path)
        XCTAssertEqual(layers.code, 0, layers.stderr)
        XCTAssertEqual(layers.stdout, "flowchart TB\n  n0[\"services\"]\n")
    }
}
