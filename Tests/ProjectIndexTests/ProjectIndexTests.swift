import ProjectIndex
import XCTest

final class ProjectIndexTests: XCTestCase {
    /// A protocol renamed: the names that may resolve otherwise are the old and new names, the
    /// nested type's components, and the typealiases standing for any of them, through a chain;
    /// the symbols are numbered alike until a file's extension of the old name attaches elsewhere.
    func testTheNamesAnEditMayMakeResolveOtherwise() {
        let before = index([("A.swift", "App", "protocol Store {}\nenum Outer { struct Inner {} }"),
                            ("B.swift", "App", "typealias Storage = Store\ntypealias Shelves = Storage & AnyObject\ntypealias Other = Int"),
                            ("C.swift", "App", "final class Cart { let store: Shelves }")])
        let after = index([("A.swift", "App", "protocol Depot {}\nenum Outer { struct Inner {} }"),
                           ("B.swift", "App", "typealias Storage = Store\ntypealias Shelves = Storage & AnyObject\ntypealias Other = Int"),
                           ("C.swift", "App", "final class Cart { let store: Shelves }")])
        XCTAssertEqual(ProjectIndex.namesResolvedOtherwise(from: before, to: after, changed: [0]),
                       ["Store", "Depot", "Outer", "Inner", "Storage", "Shelves"])
        XCTAssertTrue(before.numbersSymbolsAlike(after))
        let extended = index([("A.swift", "App", "protocol Store {}\nenum Outer { struct Inner {} }"),
                              ("B.swift", "App", "extension Store {}"), ("C.swift", "App", "")])
        let renamed = index([("A.swift", "App", "protocol Depot {}\nenum Outer { struct Inner {} }"),
                             ("B.swift", "App", "extension Store {}"), ("C.swift", "App", "")])
        XCTAssertFalse(extended.numbersSymbolsAlike(renamed), "the extension now makes a symbol of its own")
    }

    func testConformanceThroughExtensionInAnotherFileAndProtocolInheritance() throws {
        let project = index([
            ("A.swift", "App", "protocol PinCodeEnterInteractor: PinCodeEnterInput {}\nprotocol PinCodeEnterInput: AnyActor {}"),
            ("B.swift", "App", "actor PinCodeEnterLogic {}"),
            ("C.swift", "App", "extension PinCodeEnterLogic: PinCodeEnterInteractor {}"),
        ])
        let logic = try XCTUnwrap(project.id("PinCodeEnterLogic"))
        XCTAssertEqual(project.symbols[logic].kind, .actor)
        XCTAssertEqual(project.symbols[logic].extensions.count, 1)
        XCTAssertTrue(project.conforms(logic, to: "PinCodeEnterInteractor"))
        XCTAssertTrue(project.conforms(logic, to: "PinCodeEnterInput"))
        XCTAssertTrue(project.conforms(logic, to: "AnyActor"))
        XCTAssertFalse(project.conforms(logic, to: "Sendable"))
    }

    func testSuperclassChainReachesFrameworkTypes() throws {
        let project = index([
            ("Base.swift", "App", "class BaseViewController: UIViewController {}"),
            ("Login.swift", "App", "final class LoginViewController: BaseViewController, LoginDisplayLogic {}"),
        ])
        let login = try XCTUnwrap(project.id("LoginViewController"))
        let supertypes = project.supertypes(of: login)
        XCTAssertEqual(supertypes.externalNames, ["LoginDisplayLogic", "UIViewController"])
        XCTAssertEqual(supertypes.symbols, [try XCTUnwrap(project.id("BaseViewController"))])
        XCTAssertEqual(project.descendants(ofSymbols: [], externalNames: ["UIViewController"]),
                       [try XCTUnwrap(project.id("BaseViewController")), login])
    }

    func testGenericAndCompositionEntriesResolveToTheirBases() throws {
        let project = index([("A.swift", "App", """
        protocol P {}
        protocol Q {}
        class Base<T> {}
        final class Box: Base<Int>, P & Q, @unchecked Sendable {}
        """)])
        let box = try XCTUnwrap(project.id("Box"))
        let supertypes = project.supertypes(of: box)
        XCTAssertEqual(Set(supertypes.symbols.map { project.symbols[$0].name }), ["Base", "P", "Q"])
        XCTAssertEqual(supertypes.externalNames, ["Sendable"])
    }

    func testNestedNamesResolveLexicallyAndAmbiguityResolvesToNothing() throws {
        let project = index([("Scenes.swift", "App", """
        enum Login { struct ViewModel {} }
        enum Profile {
            struct ViewModel {}
            final class Presenter { var model: ViewModel? }
        }
        """)])
        let presenter = try XCTUnwrap(project.files[0].types.firstIndex { $0.qualifiedName == "Profile.Presenter" })
        let resolved = project.resolve("ViewModel", file: 0, enclosingType: presenter)
        XCTAssertEqual(resolved.map { project.symbols[$0].qualifiedName }, ["Profile.ViewModel"])
        XCTAssertEqual(project.resolve("ViewModel", file: 0, enclosingType: nil), [])
        XCTAssertEqual(project.resolve("Login.ViewModel", file: 0, enclosingType: nil).map { project.symbols[$0].qualifiedName },
                       ["Login.ViewModel"])
    }

    /// Outside its namespace a nested type is not named bare: there the name is some other
    /// type's (here Swift's `Result`, written in a module that cannot even see `Linter`).
    func testANestedTypeIsNotNamedBareOutsideItsNamespace() throws {
        let project = index([
            ("Engine/Linter.swift", "Engine", "enum Linter { struct Result {} }"),
            ("Files/Reader.swift", "Files", "enum Reader { static func read() -> Result<[UInt8], Error> { fatalError() } }"),
        ])
        XCTAssertEqual(project.resolve("Result", file: 1, enclosingType: 0), [])
        XCTAssertEqual(project.resolve("Result", file: 1, enclosingType: nil), [])
        XCTAssertEqual(project.resolve("Result", file: 0, enclosingType: 0).map { project.symbols[$0].qualifiedName }, ["Linter.Result"])
        XCTAssertEqual(project.resolve("Linter.Result", file: 1, enclosingType: 0).map { project.symbols[$0].qualifiedName },
                       ["Linter.Result"])
    }

    func testTypealiasesAreFollowed() throws {
        let project = index([("A.swift", "App", """
        protocol LoginRouting {}
        typealias Router = LoginRouting
        typealias Both = Router & Sendable
        typealias Loop = Loop
        """)])
        XCTAssertEqual(project.resolve("Router", file: 0, enclosingType: nil).map { project.symbols[$0].name }, ["LoginRouting"])
        XCTAssertEqual(project.resolve("Both", file: 0, enclosingType: nil).map { project.symbols[$0].name }, ["LoginRouting"])
        XCTAssertEqual(project.resolve("Loop", file: 0, enclosingType: nil), [])
    }

    /// A trait found on a symbol or any supertype, through every parent (the second one too),
    /// agrees with walking `supertypes(of:)` for every symbol; a cycle (broken code) gives nothing.
    func testInheritedTraitAgreesWithTheSupertypes() throws {
        let project = index([("A.swift", "App", """
        protocol Marked {}
        protocol Plain {}
        protocol Refined: Plain, Marked {}
        class Base: Plain {}
        class Middle: Base, Refined {}
        final class Leaf: Middle {}
        final class Alone: Plain {}
        class Loop1: Loop2 {}
        class Loop2: Loop1 {}
        extension Alone: Sendable {}
        """)])
        let marked = try XCTUnwrap(project.id("Marked"))
        var trait = ProjectIndex.InheritedTrait(project) { $0 == marked }
        for symbol in project.symbols.map(\.id).reversed() {
            let walked = symbol == marked || project.supertypes(of: symbol).symbols.contains(marked)
            XCTAssertEqual(trait.holds(for: symbol, in: project), walked, project.symbols[symbol].qualifiedName)
        }
        let holding = project.symbols.map(\.id).filter { trait.holds(for: $0, in: project) }.map { project.symbols[$0].qualifiedName }
        XCTAssertEqual(Set(holding), ["Marked", "Refined", "Middle", "Leaf"])
    }

    /// Conformance to a name, asked of every symbol at once, agrees with asking each alone:
    /// project protocols, external names (also through an extension), and names nobody has.
    func testConformanceTraitAgreesWithConforms() throws {
        let project = index([("A.swift", "App", """
        protocol Marked {}
        protocol Refined: Equatable, Marked {}
        class Base: NSObject {}
        class Middle: Base, Refined {}
        final class Leaf: Middle {}
        final class Alone {}
        extension Alone: Sendable {}
        struct Nested { class Inner: Leaf {} }
        """)])
        var checked = 0
        for name in ["Marked", "Refined", "Equatable", "NSObject", "Sendable", "Base", "Leaf", "Nested.Inner", "Missing"] {
            var trait = project.conformanceTrait(to: name)
            for symbol in project.symbols.map(\.id) {
                XCTAssertEqual(trait.holds(for: symbol, in: project), project.conforms(symbol, to: name),
                               "\(project.symbols[symbol].qualifiedName) to \(name)")
                if project.conforms(symbol, to: name) { checked += 1 }
            }
        }
        XCTAssertGreaterThan(checked, 15)
    }

    /// A composition of aliases resolves depth first, each alias's targets in the order written,
    /// an alias met twice followed once; a nested alias's targets resolve from its own scope.
    func testAliasTargetsResolveDepthFirstInOrder() throws {
        let project = index([("A.swift", "App", """
        protocol X {}
        protocol Y {}
        protocol Z {}
        typealias XY = X & Y
        typealias All = XY & Z & XY
        enum Scope {
            protocol Y {}
            typealias Inner = Y & Z
        }
        final class User { let value: Scope.Inner }
        """)])
        func names(_ name: String, enclosingType: Int? = nil) -> [String] {
            project.resolve(name, file: 0, enclosingType: enclosingType).map { project.symbols[$0].qualifiedName }
        }
        XCTAssertEqual(names("All"), ["X", "Y", "Z"])
        // Named from outside, the alias's targets resolve from where the name was found: the top level.
        XCTAssertEqual(names("Scope.Inner"), ["Y", "Z"])
        // Named bare inside `Scope`, `Inner` is found in the lexical scope, and so is its `Y`.
        let scope = try XCTUnwrap(project.files[0].types.firstIndex { $0.name == "Scope" })
        XCTAssertEqual(names("Inner", enclosingType: scope), ["Scope.Y", "Z"])
    }

    func testSameNameInTwoModulesPrefersTheCallersModule() throws {
        let project = index([
            ("Core/Config.swift", "Core", "struct Config {}"),
            ("App/Config.swift", "App", "struct Config {}"),
            ("App/Use.swift", "App", "struct Use { let config: Config }"),
        ])
        let resolved = project.resolve("Config", file: 2, enclosingType: 0)
        XCTAssertEqual(resolved.map { project.symbols[$0].module }, ["App"])
    }

    func testExtensionOfAnExternalTypeBecomesASymbol() throws {
        let project = index([("A.swift", "App", "protocol Presentable {}\nextension UIViewController: Presentable {}")])
        let external = try XCTUnwrap(project.id("UIViewController"))
        XCTAssertFalse(project.symbols[external].isDeclaredInProject)
        XCTAssertTrue(project.conforms(external, to: "Presentable"))
    }

    /// Extensions of project types and of types the project does not declare, interleaved:
    /// one symbol per undeclared name, made by its first extension, numbered after the declared
    /// symbols in that order, with every extension attached in file order.
    func testExtensionsOfUndeclaredTypesShareOneSymbolPerName() throws {
        let project = index([
            ("A.swift", "App", "struct Box {}\nextension String: P {}\nextension Box: P {}"),
            ("B.swift", "App", "protocol P {}\nextension Array {}\nextension String {}"),
            ("C.swift", "App", "extension Box {}\nextension Array: P {}\nextension Foundation.Date {}"),
        ])
        XCTAssertEqual(project.symbols.map(\.qualifiedName), ["Box", "P", "String", "Array", "Foundation.Date"])
        XCTAssertEqual(project.symbols.map(\.isDeclaredInProject), [true, true, false, false, false])
        XCTAssertEqual(project.symbols.map { $0.extensions.map { [$0.file, $0.type] } },
                       [[[0, 2], [2, 0]], [], [[0, 1], [1, 2]], [[1, 1], [2, 1]], [[2, 2]]])
        let string = try XCTUnwrap(project.id("String"))
        XCTAssertTrue(project.conforms(string, to: "P"))
        XCTAssertEqual(project.symbols[try XCTUnwrap(project.id("Foundation.Date"))].name, "Date")
    }

    /// An undeclared extended type's simple name is its last dotted component; broken code
    /// ending the name in `.` gets the last non-empty one.
    func testSimpleNamesOfUndeclaredExtendedTypes() throws {
        let project = index([("A.swift", "App", "extension String {}\nextension Ünï.Çödé.Ñame {}\nextension Broken.Name. {}")])
        XCTAssertEqual(project.symbols.map(\.qualifiedName), ["String", "Ünï.Çödé.Ñame", "Broken.Name."])
        XCTAssertEqual(project.symbols.map(\.name), ["String", "Ñame", "Name"])
    }

    func testInheritanceCycleTerminates() throws {
        let project = index([("A.swift", "App", "protocol A: B {}\nprotocol B: A {}")])
        let a = try XCTUnwrap(project.id("A"))
        XCTAssertTrue(project.conforms(a, to: "B"))
    }

    func testDeepInheritanceChainStaysLinear() throws {
        // 20,000 protocols, each refining the previous one: closures are never materialised.
        var source = "protocol P0 {}\n"
        for i in 1..<20_000 { source += "protocol P\(i): P\(i - 1) {}\n" }
        let project = index([("Chain.swift", "App", source)])
        let root = try XCTUnwrap(project.id("P0"))
        XCTAssertEqual(project.descendants(ofSymbols: [root]).count, 19_999)
        XCTAssertTrue(project.conforms(try XCTUnwrap(project.id("P19999")), to: "P0"))
    }
}
