import ProjectIndex
import SourceModel

struct ModuleCycleRule: ProjectRule {
    let description = RuleDescription(
        id: "module-cycle",
        summary: "Modules do not import each other in a cycle.",
        rationale: """
        A module cycle makes every module in it one unit: none builds, tests or ships without the others, and the \
        layering they were split for is gone. One finding per cycle, at an import that closes it.
        """,
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
        ],
        nonTriggering: [
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
        let modules = Array(Set(project.moduleOfFile)).sorted()
        let indexOf = Dictionary(uniqueKeysWithValues: modules.enumerated().map { ($1, $0) })
        // First import of each module edge, for the finding's position.
        var edges = [[Int]](repeating: [], count: modules.count)
        var site: [Int: (file: Int, decl: ImportDecl)] = [:]
        for (file, model) in project.files.enumerated() {
            let from = indexOf[project.moduleOfFile[file]]!
            for decl in model.imports {
                guard let to = indexOf[String(decl.moduleName)], to != from else { continue }
                let key = from * modules.count + to
                if site[key] == nil {
                    site[key] = (file, decl)
                    edges[from].append(to)
                }
            }
        }
        for component in StronglyConnectedComponents.find(edges) where component.count > 1 {
            let members = component.sorted()
            // Walking the cycle from its first module by name, the import back from the last one closes it.
            let from = members.last!
            let inComponent = Set(component)
            guard let to = edges[from].filter({ inComponent.contains($0) }).min(), let closing = site[from * modules.count + to] else { continue }
            let names = members.map { modules[$0] }
            report.report(file: closing.file, at: closing.decl.position, length: 6, symbol: nil, subject: names.joined(separator: ","),
                          message: "modules \(names.joined(separator: ", ")) import each other in a cycle; this import of \(modules[to]) closes it")
        }
    }
}

/// Tarjan's algorithm without recursion: components of a directed graph, in linear time.
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
