@testable import Platform
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

    private func name(_ project: ProjectIndex, _ qualifiedName: String) throws -> SymbolID {
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
        XCTAssertEqual(roles.role(try name(index, "LoginScreen")), Role("screen"))
        XCTAssertEqual(roles.reason(try name(index, "LoginScreen")), "path matches roles.screen.paths")
        XCTAssertEqual(roles.role(try name(index, "LoginScreenLogic")), Role("screen"))
        XCTAssertEqual(roles.reason(try name(index, "LoginScreenLogic")), "protocol path matches roles.screen.paths")
        XCTAssertEqual(roles.role(try name(index, "Root")), Role("screen"))
        XCTAssertNil(roles.role(try name(index, "Other")), "a folder, not a name prefix")
        XCTAssertNil(roles.role(try name(index, "Nested")), "relative to the root")
    }

    /// A path glob is tried once per file and role, and its answer holds for every type of the
    /// file: each type takes the first role whose paths match its file.
    func testPathRolesHoldForEveryTypeOfAFileAndFollowTheRoleOrder() throws {
        let files = [
            (path: "Scenes/Login/A.swift", source: (0..<50).map { "struct A\($0) {}" }.joined(separator: "\n")),
            (path: "Scenes/Other/B.swift", source: "protocol BLogic {}\n" + (0..<50).map { "struct B\($0) {}" }.joined(separator: "\n")),
            (path: "Support/C.swift", source: "struct C {}"),
        ]
        let index = project(files)
        let roles = RoleAssigner.assign(project: index, roles: [
            RoleSpec(name: "login", paths: [try Glob("**/Login")]),
            RoleSpec(name: "scene", paths: [try Glob("Scenes")]),
        ], relativePaths: files.map(\.path))
        for number in 0..<50 {
            XCTAssertEqual(roles.role(try name(index, "A\(number)")), Role("login"))
            XCTAssertEqual(roles.role(try name(index, "B\(number)")), Role("scene"))
        }
        XCTAssertEqual(roles.reason(try name(index, "BLogic")), "protocol path matches roles.scene.paths")
        XCTAssertNil(roles.role(try name(index, "C")))
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

    /// The layer found for a file's path or module holds for each of its types, unless the
    /// type's role names an earlier layer.
    func testLayerOfEachTypeIsTheFirstByRoleOrByTheFilesPathOrModule() throws {
        let files = [
            (path: "App/UI/Screen.swift", source: "final class Screen {}\nfinal class ScreenInteractor {}\nstruct Helper {}"),
            (path: "App/Data/Store.swift", source: "final class StoreInteractor {}\nstruct Row {}"),
        ]
        let index = ProjectIndex(files: files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) },
                                 modules: ["App", "Storage"])
        let roles = RoleAssigner.assign(project: index, roles: [RoleSpec(name: "interactor", names: [try Glob("*Interactor")])],
                                        relativePaths: files.map(\.path))
        let layers = [
            LayerSpec(name: "ui", paths: [try Glob("App/UI")]),
            LayerSpec(name: "domain", roles: ["interactor"]),
            LayerSpec(name: "data", modules: [try Glob("Stor*")]),
        ]
        let context = LintContext(project: index, roles: roles, layers: layers, relativePaths: files.map(\.path))
        XCTAssertEqual(context.layerOfSymbol[try name(index, "Screen")], 0)
        XCTAssertEqual(context.layerOfSymbol[try name(index, "ScreenInteractor")], 0, "its path's layer comes first")
        XCTAssertEqual(context.layerOfSymbol[try name(index, "Helper")], 0)
        XCTAssertEqual(context.layerOfSymbol[try name(index, "StoreInteractor")], 1, "its role's layer comes first")
        XCTAssertEqual(context.layerOfSymbol[try name(index, "Row")], 2)
        // A module's layer is the first whose globs match it, whichever glob names it.
        let overlapping = LintContext(project: index, roles: roles, layers: [
            LayerSpec(name: "ui", modules: [try Glob("*UI")]),
            LayerSpec(name: "core", modules: [try Glob("Storage"), try Glob("Core*")]),
            LayerSpec(name: "data", modules: [try Glob("Storage"), try Glob("CoreKit")]),
        ], relativePaths: files.map(\.path))
        XCTAssertEqual(["FeatureUI", "Storage", "CoreKit", "Other"].map(overlapping.layer(ofModule:)), [0, 1, 1, nil])
        XCTAssertEqual(overlapping.layerOfSymbol[try name(index, "Row")], 1)
    }
}
