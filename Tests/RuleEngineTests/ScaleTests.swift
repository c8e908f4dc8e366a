import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer
import XCTest

/// Whole rule runs over large projects: role assignment, layers, references and module cycles
/// at a scale where a quadratic step would take minutes. Results only; timings belong to
/// `Scripts/benchmark.sh`.
final class RuleScaleTests: XCTestCase {
    /// 50,000 types in one module (10,000 layered scenes of five types), with a layer violation
    /// planted in every 100th scene and a forbidden view → DAO reference in every 1,000th.
    func testFiftyThousandTypesInOneModule() throws {
        let scenes = 10_000
        var files: [(path: String, source: String)] = []
        var source = ""
        for scene in 0..<scenes {
            let s = "Scene\(scene)"
            source += """
            final class \(s)ViewController { let model = \(s)ViewModel()\(scene % 1_000 == 0 ? "; let dao = \(s)DAO()" : "") }
            final class \(s)ViewModel { let service = \(s)Service() }
            final class \(s)Service { let dao = \(s)DAO()\(scene % 100 == 0 ? "; weak var model: \(s)ViewModel?" : "") }
            final class \(s)DAO { func load() -> [\(s)Entity] { [] } }
            struct \(s)Entity { let id: Int }

            """
            if (scene + 1) % 100 == 0 {
                files.append(("Sources/App/Scenes\(scene / 100).swift", source))
                source = ""
            }
        }
        let findings = try lintInMemory(files, pack: "layered")
        let layerViolations = findings.filter { $0.ruleID == "layer-violation" }
        XCTAssertEqual(layerViolations.count, scenes / 100)
        XCTAssertTrue(layerViolations.allSatisfy { $0.typeName?.hasSuffix("Service") == true && $0.subject.hasSuffix("ViewModel") })
        let roleDependencies = findings.filter { $0.ruleID == "role-dependency" }
        XCTAssertEqual(roleDependencies.map(\.subject).sorted(), (0..<10).map { "Scene\($0 * 1_000)DAO" }.sorted())
        XCTAssertEqual(findings.count, layerViolations.count + roleDependencies.count)
    }

    /// 5,000 modules with one type each, importing each other in one ring: one module-cycle
    /// finding, and every module's type gets its role and layer.
    func testFiveThousandModulesWithOneTypeEach() throws {
        let modules = 5_000
        var files: [(path: String, source: String)] = []
        for module in 0..<modules {
            files.append(("Sources/M\(module)/M\(module)Entity.swift", """
            import M\((module + 1) % modules)
            struct M\(module)Entity { let id: Int }
            """))
        }
        let findings = try lintInMemory(files, pack: "layered")
        XCTAssertEqual(findings.map(\.ruleID), ["module-cycle"])
        XCTAssertEqual(findings.first?.subject.split(separator: ",").count, modules)
    }

    /// A 5,000-deep chain of view controllers, each declaring a member type and naming member
    /// types bare (`State`, declared by the root, and `Request`, by 2,000 other types): names are
    /// resolved per reference without walking the chain. The one DAO the deepest class holds is
    /// the one finding.
    func testFiveThousandDeepSuperclassChainNamingMemberTypes() throws {
        let depth = 5_000
        var source = "class Level0ViewController { enum State {} }\n"
        for level in 1..<depth {
            source += "class Level\(level)ViewController: Level\(level - 1)ViewController "
                + "{ enum Local\(level) {}; var state: State?; var request: Request? }\n"
        }
        source += "final class LeafViewController: Level\(depth - 1)ViewController { let dao = NotesDAO() }\n"
        source += "final class NotesDAO {}\n"
        for owner in 0..<2_000 { source += "enum Endpoint\(owner) { struct Request {} }\n" }
        let findings = try lintInMemory([("Sources/App/Chain.swift", source)], pack: "layered")
        XCTAssertEqual(findings.map(\.ruleID), ["role-dependency"])
        XCTAssertEqual(findings.first?.typeName, "LeafViewController")
        XCTAssertEqual(findings.first?.subject, "NotesDAO")
    }

    /// Lints sources kept in memory with a built-in pack; `Sources/<Module>/…` gives the module.
    /// (No files are written: thousands of them would measure the disk, not the linter.)
    private func lintInMemory(_ files: [(path: String, source: String)], pack: String) throws -> [Finding] {
        let configuration = try RuleCatalog.loader().loadPack(named: pack, root: "/")
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        let modules = files.map { String($0.path.split(separator: "/")[1]) }
        let project = ProjectIndex(files: models, modules: modules, jobs: 2)
        let single = try Linter.lint(project: project, configuration: configuration, relativePaths: files.map(\.path), jobs: 1)
        let parallel = try Linter.lint(project: project, configuration: configuration, relativePaths: files.map(\.path), jobs: 4)
        XCTAssertEqual(single.findings, parallel.findings, "findings do not depend on the thread count")
        return single.findings
    }
    /// `concrete-dependency` on untyped stored properties: each finds the first role type after
    /// its own name on its line (found by halving the type's references, not scanning them per
    /// property), among 5,000 properties of one interactor, two of them on one line.
    func testConstructedTargetsAmongManyProperties() throws {
        var source = "final class OrdersWorker {}\nfinal class OrdersInteractor {\n"
        source += "    let first = OrdersWorker(); let second = OrdersWorker(); let third = 1\n"
        for index in 0..<5_000 { source += "    var plain\(index) = Helper\(index)()\n" }
        source += "    let last = OrdersWorker()\n}\nprotocol OrdersPresentationLogic {}\n"
        let findings = try LintHarness.lint([("Orders.swift", source)],
                                            configuration: #"{"extends": ["clean-swift"], "rules": {"concrete-dependency": {"concreteRoles": []}}}"#)
            .filter { $0.ruleID == "concrete-dependency" }
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.member ?? "")" }, ["3:9 first", "3:37 second", "5004:9 last"])
    }
    /// `view-owns-state` with 2,000 views in one file, each writing through its model once and
    /// through another property once: each view is told of its own model write only (the file's
    /// writes are grouped by type once, not filtered again for every view).
    func testViewWritesAmongManyViewsOfOneFile() throws {
        var source = "protocol ListModelStateProtocol {}\n"
        for index in 0..<2_000 {
            source += "struct Row\(index)View {\n    var model: ListModelStateProtocol\n    var other: Int\n"
            source += "    func tap() { other.x = 2; model.count\(index) = 1 }\n}\n"
        }
        let findings = try LintHarness.lint([("Rows.swift", source)], configuration: #"{"extends": ["mvi"]}"#)
            .filter { $0.ruleID == "view-owns-state" }
        XCTAssertEqual(findings.count, 2_000)
        XCTAssertEqual(findings.first.map { "\($0.line):\($0.column) \($0.subject)" }, "5:31 model.count0")
        XCTAssertEqual(findings.last.map { "\($0.line):\($0.column) \($0.typeName ?? "")" }, "\(5 * 2_000):31 Row1999View")
    }
}
