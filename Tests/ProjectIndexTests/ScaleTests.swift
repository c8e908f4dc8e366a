@testable import ProjectIndex
import SourceModel
import SwiftLexer
import XCTest

/// Large projects indexed whole: correctness at a scale where any step quadratic in the number
/// of types, modules, same-named types, extensions or supertypes would take minutes. (Timings
/// belong to `Scripts/benchmark.sh`; these tests assert results only.)
final class ScaleTests: XCTestCase {
    /// 60,000 types in one module, 100 scenes per file: every scene nests two `Request`s (20,000
    /// same-named nested types), a 2,000-deep superclass chain, 2,000 extensions adding
    /// conformances to one type, and a protocol every scene's class conforms to.
    func testFiftyThousandTypesInOneModule() throws {
        let scenes = 10_000
        let chain = 2_000
        var files: [(path: String, module: String, source: String)] = []
        var source = ""
        for scene in 0..<scenes {
            source += """
            enum Scene\(scene) { struct Request { let id: Int } }
            protocol Scene\(scene)Logic: SceneLogic {}
            final class Scene\(scene)Interactor: Scene\(scene)Logic {
                func handle(_ request: Scene\(scene).Request) {}
                struct Request {}
                var pending: Request?
            }

            """
            if scene < chain {
                source += scene == 0 ? "class Link0 {}\n" : "class Link\(scene): Link\(scene - 1) {}\n"
            } else {
                source += "struct Value\(scene) {}\n"
            }
            if scene < 2_000 { source += "extension Hub: Scene\(scene)Logic {}\n" }
            if (scene + 1) % 100 == 0 {
                files.append(("Scenes\(scene / 100).swift", "App", source))
                source = ""
            }
        }
        files.append(("Shared.swift", "App", "protocol SceneLogic {}\nfinal class Hub {}\n"))
        let project = index(files)

        let declared = project.symbols.filter(\.isDeclaredInProject)
        // 6 per scene (enum, two `Request`s, protocol, class, link or value), then `SceneLogic` and `Hub`.
        XCTAssertEqual(declared.count, scenes * 6 + 2)
        XCTAssertEqual(project.symbols.count, declared.count, "every extension binds to a project type")

        // Nested names resolve lexically to the right one of 20,000 `Request`s; from outside a
        // namespace the simple name is ambiguous and resolves to nothing.
        let lastFile = project.files.count - 2
        let types = project.files[lastFile].types
        let interactor = try XCTUnwrap(types.firstIndex { $0.qualifiedName == "Scene9999Interactor" })
        XCTAssertEqual(project.resolve("Request", file: lastFile, enclosingType: interactor).map { project.symbols[$0].qualifiedName },
                       ["Scene9999Interactor.Request"])
        XCTAssertEqual(project.resolve("Scene9999.Request", file: lastFile, enclosingType: interactor)
            .map { project.symbols[$0].qualifiedName }, ["Scene9999.Request"])
        XCTAssertEqual(project.resolve("Request", file: lastFile, enclosingType: nil), [])

        // The superclass chain: linear walks, both directions.
        let deepest = try XCTUnwrap(project.id("Link\(chain - 1)"))
        let root = try XCTUnwrap(project.id("Link0"))
        XCTAssertEqual(project.supertypes(of: deepest).symbols.count, chain - 1)
        XCTAssertTrue(project.conforms(deepest, to: "Link0"))
        XCTAssertEqual(project.descendants(ofSymbols: [root]).count, chain - 1)

        // 2,000 extensions of one type, each adding a conformance.
        let hub = try XCTUnwrap(project.id("Hub"))
        XCTAssertEqual(project.symbols[hub].extensions.count, 2_000)
        XCTAssertEqual(project.directSupertypeSymbols[hub].count, 2_000)
        XCTAssertTrue(project.conforms(hub, to: "SceneLogic"))

        // Every scene's class conforms to `SceneLogic` through its own protocol; Hub through 2,000.
        let sceneLogic = try XCTUnwrap(project.id("SceneLogic"))
        XCTAssertEqual(project.descendants(ofSymbols: [sceneLogic]).count, scenes * 2 + 1)
    }

    /// 5,000 modules with one type each, all named `Service`: each file resolves the name to its
    /// own module's type, an outsider finds it ambiguous, and every module's imports are kept.
    func testFiveThousandModulesWithOneTypeEach() throws {
        let modules = 5_000
        var files: [(path: String, module: String, source: String)] = []
        for module in 0..<modules {
            let next = (module + 1) % modules
            files.append(("M\(module)/Service.swift", "M\(module)", """
            import M\(next)
            final class Service: Servicing { let next: Service? = nil }
            """))
        }
        let project = index(files)
        XCTAssertEqual(project.symbols.count, modules)
        XCTAssertEqual(Set(project.moduleOfFile).count, modules)
        for file in stride(from: 0, to: modules, by: 97) {
            let service = try XCTUnwrap(project.symbol(declaredAt: DeclarationRef(file: file, type: 0)))
            XCTAssertEqual(project.resolve("Service", file: file, enclosingType: 0), [service])
            XCTAssertEqual(project.symbols[service].module, "M\(file)")
        }
        XCTAssertEqual(project.resolve("Service", file: nil, enclosingType: nil), [])
        XCTAssertEqual(project.descendants(ofSymbols: [], externalNames: ["Servicing"]).count, modules)
        let imports = project.moduleImports()
        XCTAssertEqual(imports.count, modules)
        XCTAssertEqual(imports["M4999"], ["M0"])
    }

    /// The index is the same whatever the number of threads that resolve inheritance clauses:
    /// enough symbols, all with supertypes, that four threads each resolve several chunks.
    func testIndexDoesNotDependOnThreadCount() throws {
        var files: [(path: String, module: String, source: String)] = []
        for file in 0..<1_700 {
            files.append(("F\(file).swift", "M\(file % 7)", """
            protocol P\(file): P\(max(0, file - 1)) {}
            final class C\(file): C\(max(0, file - 1)), P\(file), Shared {}
            extension C\(file): Q\(file % 5) {}
            typealias A\(file) = P\(file) & Sendable
            """))
        }
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        let one = ProjectIndex(files: models, modules: files.map(\.module), jobs: 1)
        let four = ProjectIndex(files: models, modules: files.map(\.module), jobs: 4)
        XCTAssertGreaterThan(one.symbols.count, 3 * ProjectIndex.supertypeChunk, "fewer symbols would not use four threads")
        XCTAssertEqual(one.symbols.map(\.qualifiedName), four.symbols.map(\.qualifiedName))
        XCTAssertEqual(one.directSupertypeSymbols, four.directSupertypeSymbols)
        XCTAssertEqual(one.directSupertypeNames, four.directSupertypeNames)
        XCTAssertEqual(one.descendants(ofSymbols: [SymbolID(0)]), four.descendants(ofSymbols: [SymbolID(0)]))
        XCTAssertEqual(one.descendants(ofSymbols: [], externalNames: ["Shared"]).count, 1_700)
        XCTAssertEqual(four.descendants(ofSymbols: [], externalNames: ["Shared"]), one.descendants(ofSymbols: [], externalNames: ["Shared"]))
    }

    /// A generated chain of 100,000 typealiases: resolving its head used to recurse once per
    /// link and overflow the stack; now aliases are followed from a list, and only so far
    /// (`maximumAliasesFollowed`), so 5,000 references to the head cost 5,000 short walks.
    func testLongTypealiasChain() throws {
        let links = 100_000
        var source = ""
        for link in 0..<links { source += "typealias A\(link) = A\(link + 1)\n" }
        source += "final class A\(links) {}\nprotocol Conformer: A0 {}\n"
        let project = index([("Chain.swift", "App", source)])
        let end = try XCTUnwrap(project.id("A\(links)"))
        let bound = ProjectIndex.maximumAliasesFollowed
        XCTAssertEqual(project.resolve("A\(links - bound)", file: 0, enclosingType: nil), [end])
        XCTAssertEqual(project.resolve("A\(links - bound - 1)", file: 0, enclosingType: nil), [])
        for _ in 0..<5_000 { XCTAssertEqual(project.resolve("A0", file: 0, enclosingType: nil), []) }
        // An inheritance clause naming the head is resolved the same way: an external name.
        let conformer = try XCTUnwrap(project.id("Conformer"))
        XCTAssertEqual(project.directSupertypeSymbols[conformer], [])
        XCTAssertEqual(project.directSupertypeNames[conformer], ["A0"])
        // One note, on the head of the chain, not one per link.
        XCTAssertEqual(project.aliasesCutShort.map(\.alias), [0])
        XCTAssertEqual(project.aliasesCutShort.first?.message,
                       "typealias 'A0' leads through more than 64 typealiases; its uses stand only for the types found before that bound")
    }

    /// A typealias of N protocols used by N classes: each use stands for the first
    /// `maximumAliasNames` of them, not all N (N × N edges took 3.6 GB for N = 10,000), and
    /// the alias heading the way gets a note.
    func testTypealiasOfManyProtocols() throws {
        let count = 3_000
        var source = (0..<count).map { "protocol P\($0) {}\n" }.joined()
        source += "typealias Many = " + (0..<count).map { "P\($0)" }.joined(separator: " & ") + "\n"
        source += "typealias Again = Many\ntypealias Few = P0 & P1\n"
        source += (0..<count).map { "final class C\($0): Again, Few { var many: Many }\n" }.joined()
        let project = index([("Many.swift", "App", source)])
        let bound = ProjectIndex.maximumAliasNames
        let first = try (0..<bound).map { try XCTUnwrap(project.id("P\($0)")) }
        XCTAssertEqual(project.resolve("Many", file: 0, enclosingType: nil), first)
        XCTAssertEqual(project.resolve("Again", file: 0, enclosingType: nil), Array(first.prefix(bound - 1)), "`Many` is one of its names")
        XCTAssertEqual(project.resolve("Few", file: 0, enclosingType: nil), Array(first.prefix(2)))
        for number in [0, count - 1] {
            let symbol = try XCTUnwrap(project.id("C\(number)"))
            XCTAssertEqual(project.directSupertypeSymbols[symbol], Array(first.prefix(bound - 1)))
        }
        XCTAssertEqual(project.aliasesCutShort.map { project.files[0].typealiases[$0.alias].name }, ["Again"], "Many is named by Again")
        XCTAssertEqual(project.aliasesCutShort.first?.message,
                       "typealias 'Again' stands for more than 512 names; its uses stand only for the types found before that bound")
    }
    /// A trait asked of every class of a 40,000-deep chain: one walk in all (asking each class's
    /// supertypes anew walked the chain 40,000 times), and no recursion as deep as the chain.
    func testInheritedTraitOfADeepChain() throws {
        let depth = 40_000
        var source = "protocol Marked {}\nclass C\(depth): Marked {}\n"
        for link in 0..<depth { source += "class C\(link): C\(link + 1) {}\n" }
        let project = index([("Chain.swift", "App", source)])
        let marked = try XCTUnwrap(project.id("Marked"))
        var trait = ProjectIndex.InheritedTrait(project) { $0 == marked }
        XCTAssertTrue(try trait.holds(for: XCTUnwrap(project.id("C0")), in: project))
        let holding = project.symbols.map(\.id).filter { trait.holds(for: $0, in: project) }
        XCTAssertEqual(holding.count, depth + 2)
    }
}
