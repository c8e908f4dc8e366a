import ProjectIndex
import RuleEngine
import SourceModel
import SwiftLexer
import XCTest

/// Role and layer `paths`: like every path glob, one that matches a folder covers the files below it.
final class PathGlobTests: XCTestCase {
    private func project(_ files: [(path: String, source: String)]) -> ProjectIndex {
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        return ProjectIndex(files: models, modules: files.map { _ in "App" })
    }

    private func name(_ project: ProjectIndex, _ qualifiedName: String) throws -> Int {
        try XCTUnwrap(project.symbols.first { $0.qualifiedName == qualifiedName }?.id)
    }

    func testRolePathNamingAFolderCoversItsFiles() throws {
        let files = [
            (path: "UI/Login/LoginScreen.swift", source: "final class LoginScreen {}\nprotocol LoginScreenLogic {}"),
            (path: "UI/Root.swift", source: "struct Root {}"),
            (path: "UIKitty/Other.swift", source: "final class Other {}"),
            (path: "Core/UI/Nested.swift", source: "final class Nested {}"),
        ]
        let index = project(files)
        let roles = RoleAssigner.assign(project: index, roles: [RoleSpec(name: "screen", paths: [try Glob("UI")])],
                                        relativePaths: files.map(\.path))
        XCTAssertEqual(roles.role(try name(index, "LoginScreen")), "screen")
        XCTAssertEqual(roles.reason(try name(index, "LoginScreen")), "path matches roles.screen.paths")
        XCTAssertEqual(roles.role(try name(index, "LoginScreenLogic")), "screen")
        XCTAssertEqual(roles.reason(try name(index, "LoginScreenLogic")), "protocol path matches roles.screen.paths")
        XCTAssertEqual(roles.role(try name(index, "Root")), "screen")
        XCTAssertNil(roles.role(try name(index, "Other")), "a folder, not a name prefix")
        XCTAssertNil(roles.role(try name(index, "Nested")), "relative to the root")
    }

    func testLayerPathNamingAFolderCoversItsFiles() throws {
        let files = [
            (path: "App/UI/Screen.swift", source: "final class Screen {}"),
            (path: "App/UI/Parts/Button.swift", source: "struct Button {}"),
            (path: "App/Domain/Rules.swift", source: "struct Rules {}"),
            (path: "App/Other.swift", source: "struct Other {}"),
        ]
        let index = project(files)
        let roles = RoleAssigner.assign(project: index, roles: [], relativePaths: files.map(\.path))
        let layers = [LayerSpec(name: "ui", paths: [try Glob("App/UI")]), LayerSpec(name: "domain", paths: [try Glob("App/Domain")])]
        let context = LintContext(project: index, roles: roles, layers: layers, relativePaths: files.map(\.path))
        XCTAssertEqual(context.layerOfSymbol[try name(index, "Screen")], 0)
        XCTAssertEqual(context.layerOfSymbol[try name(index, "Button")], 0)
        XCTAssertEqual(context.layerOfSymbol[try name(index, "Rules")], 1)
        XCTAssertNil(context.layerOfSymbol[try name(index, "Other")])
    }
}
