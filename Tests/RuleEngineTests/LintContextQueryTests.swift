import JSON
import Platform
import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer
import XCTest

/// The typed rule API: symbols as `SymbolID`, roles as `Role`, and the queries rules ask the
/// lint context instead of walking the index themselves.
final class LintContextQueryTests: XCTestCase {
    private let specs = [
        RoleSpec(name: "presenter", names: [try! Glob("*Presenter")]),
        RoleSpec(name: "interactor", names: [try! Glob("*Interactor")]),
        RoleSpec(name: "useCase", names: [try! Glob("*UseCase")]),
    ]

    private func context(_ files: [(path: String, source: String)]) -> LintContext {
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        let index = ProjectIndex(files: models, modules: files.map { _ in "App" })
        let roles = RoleAssigner.assign(project: index, roles: specs, relativePaths: files.map(\.path))
        return LintContext(project: index, roles: roles, layers: [], relativePaths: files.map(\.path))
    }

    private func id(_ context: LintContext, _ name: String) throws -> SymbolID {
        try XCTUnwrap(context.project.symbols.first { $0.qualifiedName == name && $0.isDeclaredInProject }?.id)
    }

    func testSymbolIDsAreTheIndexsPlacesAndNoneIsNil() throws {
        let context = context([("A.swift", "final class LoginPresenter {}\nextension String {}\nstruct Local {}")])
        let presenter = try id(context, "LoginPresenter")
        XCTAssertEqual(context.project.symbols[presenter].id, presenter)
        XCTAssertEqual(Array(context.project.symbolIDs), context.project.symbols.map(\.id))
        XCTAssertEqual(context.project.symbol(declaredAt: DeclarationRef(file: 0, type: 0)), presenter)
        // The extension of a type the project does not declare has a symbol of its own.
        XCTAssertNotNil(context.project.symbol(declaredAt: DeclarationRef(file: 0, type: 1)))
        XCTAssertEqual(context.project.symbols(declaredIn: 0).map { $0 }, [presenter, context.project.symbol(declaredAt: DeclarationRef(file: 0, type: 1)), try id(context, "Local")])
        XCTAssertLessThan(presenter, try id(context, "Local"))
        XCTAssertEqual(context.project.resolve("Nowhere", file: 0, enclosingType: nil), [])
    }

    func testRolesAreTheBuiltInStaticsOrAConfigurationsOwn() throws {
        let context = context([("A.swift", """
        final class LoginPresenter {}
        final class LoginInteractor {}
        final class SignUpUseCase {}
        final class Helper {}
        """)])
        XCTAssertEqual(context.role(try id(context, "LoginPresenter")), .presenter)
        XCTAssertEqual(context.role(try id(context, "SignUpUseCase")), Role("useCase"))
        XCTAssertNil(context.role(try id(context, "Helper")))
        XCTAssertEqual(context.symbols(withRoles: [.presenter, Role("useCase")]),
                       [try id(context, "LoginPresenter"), try id(context, "SignUpUseCase")])
        XCTAssertTrue(context.plays(try id(context, "LoginInteractor"), anyOf: [.interactor, .presenter]))
        XCTAssertFalse(context.plays(try id(context, "Helper"), anyOf: [.interactor]))
        XCTAssertEqual(context.describe(try id(context, "LoginInteractor")), "LoginInteractor (interactor)")
        XCTAssertEqual(Role.interactor.article, "an")
        XCTAssertEqual(RuleCatalog.knownRoles, Set(Role.builtIn.map(\.name)))
        XCTAssertTrue(Role.builtIn.contains(.dataStore))
    }

    func testRoleOptionsReadAndDeclareRoles() throws {
        let key = OptionKey.roles("roles")
        let option = key.declared("Roles checked.", default: [.interactor, .dataStore])
        XCTAssertEqual(option.defaultValue, #"["interactor", "dataStore"]"#)
        XCTAssertEqual(RuleOptions([:], declared: [option])[key], [.interactor, .dataStore])
        let configured = try JSONParser().parse(#"["useCase"]"#)
        XCTAssertEqual(RuleOptions(["roles": configured], declared: [option])[key], [Role("useCase")])
        let pairs = OptionKey.rolePairs("edges")
        let edges = RuleOptions(["edges": try JSONParser().parse(#"[["presenter", "view"]]"#)])[pairs]
        XCTAssertEqual(edges.map(\.0), [.presenter])
        XCTAssertEqual(edges.map(\.1), [.view])
    }

    func testSupertypesLineCountsAndTraitsPassedDown() throws {
        let context = context([("A.swift", """
        protocol Base: AnyActor {}
        protocol LoginInteractorInput: Base {}
        final class LoginInteractor: LoginInteractorInput {
            func a() {}
        }
        extension LoginInteractor {
            func b() {}
        }
        final class Plain {}
        """)])
        let interactor = try id(context, "LoginInteractor")
        let input = try id(context, "LoginInteractorInput"), base = try id(context, "Base")
        XCTAssertEqual(context.supertypes(of: interactor), [input, base])
        XCTAssertEqual(context.selfAndSupertypes(of: interactor), [interactor, input, base])
        XCTAssertEqual(context.lineCount(of: interactor), 6)
        XCTAssertEqual(context.lineCount(of: try XCTUnwrap(context.symbol(interactor).declaration)), 3)
        var actor = context.inheritsName(anyOf: ["AnyActor", "Actor"])
        XCTAssertTrue(actor.holds(for: interactor))
        XCTAssertTrue(actor.holds(for: base))
        XCTAssertFalse(actor.holds(for: try id(context, "Plain")))
        var named = context.inheritedTrait { context.symbol($0).name == "LoginInteractorInput" }
        XCTAssertTrue(named.holds(for: interactor))
        XCTAssertFalse(named.holds(for: base))
    }

    func testNearestRoleProtocolIsTheClosestAbove() throws {
        let context = context([("A.swift", """
        protocol OrdersInteractor {}
        protocol Refined: OrdersInteractor {}
        protocol OtherPresenter {}
        class Middle: Refined {}
        final class Leaf: Middle, OtherPresenter {}
        final class Alone {}
        """)])
        var nearest = context.nearestRoleProtocols()
        // `Refined` takes the interactor role from the protocol it refines.
        XCTAssertEqual(nearest.of(try id(context, "Middle")), try id(context, "Refined"))
        XCTAssertEqual(nearest.of(try id(context, "Leaf")), try id(context, "OtherPresenter"))
        XCTAssertNil(nearest.of(try id(context, "Alone")))
    }

    func testReferencesOnALineAndFactsOfADeclaration() throws {
        let context = context([("A.swift", """
        final class Worker {}
        final class Store { var count = 0 }
        final class LoginPresenter {
            let worker = Worker(); let other = Store()
            var store = Store()
            func tap() { store.count = 1 }
        }
        final class SignUpPresenter {
            var store = Store()
            func tap() { store.count = 2 }
        }
        """)])
        let presenter = try id(context, "LoginPresenter")
        let line4 = context.references(of: presenter, inFile: 0, line: 4, after: 0).map(\.name)
        XCTAssertEqual(line4, ["Worker", "Store"])
        XCTAssertEqual(context.references(of: presenter, inFile: 0, line: 4, after: 30).map(\.name), ["Store"])
        XCTAssertEqual(context.references(of: presenter, inFile: 0, line: 3, after: 0).map(\.name), [])
        var writes = context.memberWritesByDeclaration()
        let login = try XCTUnwrap(context.symbol(presenter).declaration)
        let signUp = try XCTUnwrap(context.symbol(try id(context, "SignUpPresenter")).declaration)
        XCTAssertEqual(writes.of(login).map(\.position.line), [6])
        XCTAssertEqual(writes.of(signUp).map(\.position.line), [10])
        XCTAssertEqual(writes.of(DeclarationRef(file: 0, type: 0)).count, 0)
    }
}
