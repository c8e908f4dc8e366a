import ProjectIndex
import SourceModel

struct ModuleCycleRule: ProjectRule {
    /// An XcodeGen spec in which the Catalog target declares a dependency on Core.
    private static let catalogDependsOnCore = ("project.yml", """
        name: Shop
        targets:
          Catalog:
            type: framework
            sources: [Catalog]
            dependencies:
              - target: Core
          Core:
            type: framework
            sources: [Core]
        """)

    let description = RuleDescription(
        id: "module-cycle",
        summary: "Modules do not import each other in a cycle.",
        rationale: """
        A module cycle makes every module in it one unit: none builds, tests or ships without the others, and the \
        layering they were split for is gone. One finding per cycle, at an import that closes it, with every link of \
        the cycle (an import, or the build description's line that declares the dependency) as its evidence.
        """,
        scope: .imports,
        triggering: [
            RuleExample(pack: "layered", files: [
                ("Sources/Core/A.swift", "import Feature\nstruct A {}"),
                ("Sources/Feature/B.swift", "↓import Core\nstruct B {}"),
            ]),
            // A cycle through three modules is reported once.
            RuleExample(pack: "layered", files: [
                ("Sources/Core/Session.swift", "import Feature\nstruct Session {}"),
                ("Sources/Feature/Screen.swift", "import Networking\nstruct Screen {}"),
                ("Sources/Networking/Client.swift", "↓import Core\nstruct Client {}"),
            ]),
            // Two separate cycles, one finding each.
            RuleExample(pack: "layered", files: [
                ("Sources/Auth/Login.swift", "import Profile\nstruct Login {}"),
                ("Sources/Profile/Profile.swift", "↓import Auth\nstruct Profile {}"),
                ("Sources/Cart/Cart.swift", "import Catalog\nstruct Cart {}"),
                ("Sources/Catalog/Catalog.swift", "↓import Cart\nstruct Catalog {}"),
            ]),
            // A dependency the build declares (an XcodeGen target's) closes a cycle as an import does.
            RuleExample(pack: "layered", files: [
                Self.catalogDependsOnCore,
                ("Catalog/CatalogView.swift", "struct CatalogView {}"),
                ("Core/Money.swift", "↓import Catalog\nstruct Money {}"),
            ]),
        ],
        nonTriggering: [
            // The same dependency declared without an import back is a layering, not a cycle.
            RuleExample(pack: "layered", files: [
                Self.catalogDependsOnCore,
                ("Catalog/CatalogView.swift", "import Core\nstruct CatalogView {}"),
                ("Core/Money.swift", "struct Money {}"),
            ]),
            RuleExample(pack: "layered", files: [
                ("Sources/Core/A.swift", "import Foundation\nstruct A {}"),
                ("Sources/Feature/B.swift", "import Core\nstruct B {}"),
            ]),
            // A diamond is no cycle.
            RuleExample(pack: "layered", files: [
                ("Sources/App/App.swift", "import Feature\nimport Core\nstruct App {}"),
                ("Sources/Feature/Screen.swift", "import Core\nstruct Screen {}"),
                ("Sources/Core/Session.swift", "import Foundation\nstruct Session {}"),
            ]),
            RuleExample(pack: "layered", files: [
                ("Sources/Core/Session.swift", "import Foundation\nstruct Session {}"),
                ("Tests/CoreTests/SessionTests.swift", """
                import XCTest
                @testable import Core
                final class SessionTests: XCTestCase {}
                """),
            ]),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let project = context.project
        let graph = ModuleDependencies(project, imports: context.projectImports.value { ProjectImports(project) })
        let modules = graph.modules, edges = graph.edges
        for component in StronglyConnectedComponents.find(edges) where component.count > 1 {
            let members = component.sorted()
            let inComponent = Set(component)
            // Walking the cycle from its first module by name, the import back from the last one
            // that has one closes it; a cycle of declared dependencies alone the build refuses itself.
            var closing: (from: Int, to: Int, site: (file: Int, decl: ImportDecl))?
            for from in members.reversed() {
                if let to = edges[from].filter({ inComponent.contains($0) && graph.importSite(from: from, to: $0) != nil }).min() {
                    closing = (from, to, graph.importSite(from: from, to: to)!)
                    break
                }
            }
            guard let closing else { continue }
            let names = members.map { modules[$0] }
            let declaredInCycle = members.flatMap { from in
                edges[from].filter { inComponent.contains($0) && graph.isDeclaredOnly(from: from, to: $0) }.sorted()
                    .map { "\(modules[from]) → \(modules[$0])" }
            }
            let how = declaredInCycle.isEmpty ? "import each other in a cycle"
                : "depend on each other in a cycle (by imports, and by the build's declared dependencies \(declaredInCycle.joined(separator: ", ")))"
            // The evidence: the closing import, then the shortest way back from the imported module.
            let way = Self.shortestPath(from: closing.to, to: closing.from, edges: edges, within: inComponent)
            let links = [(closing.from, closing.to)] + zip(way, way.dropFirst()).map { ($0, $1) }
            report.report(file: closing.site.file, at: closing.site.decl.position, length: 6, symbol: nil, subject: names.joined(separator: ","),
                          evidence: links.map { EvidenceHop.module(graph, from: $0.0, to: $0.1, in: project) },
                          message: "modules \(names.joined(separator: ", ")) \(how); this import of \(modules[closing.to]) closes it")
        }
    }

    /// The modules from `start` to `goal` (both included) by the fewest edges inside one strongly
    /// connected component, which has such a path; neighbours are tried in index order.
    private static func shortestPath(from start: Int, to goal: Int, edges: [[Int]], within component: Set<Int>) -> [Int] {
        var previous: [Int: Int] = [start: start]
        var queue = [start], head = 0
        while head < queue.count, previous[goal] == nil {
            let node = queue[head]
            head += 1
            for next in edges[node].sorted() where component.contains(next) && previous[next] == nil {
                previous[next] = node
                queue.append(next)
            }
        }
        var path = [goal]
        while let last = path.last, last != start, let before = previous[last] { path.append(before) }
        return path.reversed()
    }
}
