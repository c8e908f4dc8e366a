@testable import ProjectIndex
@testable import RuleEngine
@testable import Platform
import SourceModel
import SwiftLexer
import XCTest

/// Role assignment looks each name and file up against all roles at once; these tests hold it to
/// the rules as first written, one role at a time (`RoleAssignerReference`), on generated
/// projects and configurations.
final class RoleAssignmentTests: XCTestCase {
    /// A name's words start at its capitals: the prefixes a scene's sibling roles are matched by.
    func testWordPrefixesOfASCIIAndOtherNames() {
        func prefixes(_ name: String) -> [String] { SceneEvidence.wordEnds(name).map { String(Substring(name.utf8.prefix($0))) } }
        XCTAssertEqual(prefixes("LoginViewController"), ["Login", "LoginView", "LoginViewController"])
        XCTAssertEqual(prefixes("URLSessionWorker"), ["URLSession", "URLSessionWorker"])
        XCTAssertEqual(prefixes("login"), ["login"])
        XCTAssertEqual(prefixes("CaféÉcranPresenter"), ["Café", "CaféÉcran", "CaféÉcranPresenter"])
        XCTAssertEqual(prefixes(""), [])
        XCTAssertEqual(SceneEvidence.stem("LoginViewOutput", suffixes: ["ViewOutput", "Output"]), "Login")
        XCTAssertEqual(SceneEvidence.stem("CaféPresenter", suffixes: ["Presenter"]), "Café")
        XCTAssertEqual(SceneEvidence.stem("Presenter", suffixes: ["Presenter"]), "Presenter")
        XCTAssertEqual(SceneEvidence.stem("LoginCoordinator", suffixes: ["Presenter"]), "LoginCoordinator")
        XCTAssertEqual(SceneEvidence.folderKey("App/Scenes/Login/LoginView.swift"), TextPrefix("App/Scenes/Login"))
        XCTAssertEqual(SceneEvidence.folderKey("Root.swift"), TextPrefix(""))
        XCTAssertEqual(SceneEvidence.folder(of: "App/Scenes/Login/LoginView.swift"), "App/Scenes/Login")
        XCTAssertEqual(SceneEvidence.folder(of: "Café/É.swift"), "Café")
        XCTAssertEqual(SceneEvidence.folder(of: "Root.swift"), "")
    }

    func testTemplatePlaceholdersAreFoundAnywhereInTheName() {
        for name in ["___VARIABLE_sceneName___Presenter", "Login___VARIABLE_x", "A____VARIABLE", "Café___VARIABLE_É"] {
            XCTAssertTrue(RoleAssigner.isTemplatePlaceholder(name), name)
        }
        for name in ["", "___VARIABL", "__VARIABLE_", "Login_Presenter", "___variable_x", "_ _VARIABLE"] {
            XCTAssertFalse(RoleAssigner.isTemplatePlaceholder(name), name)
        }
    }

    /// The type a stored property keeps, as `holds` and the scene's holders name it.
    func testHeldTypeNames() {
        for (written, held) in [("URLSession?", "URLSession"), ("URLSession!", "URLSession"), ("Foundation.URLSession", "URLSession"),
                                ("any Loading", "Loading"), ("any Core.Loading ?", "Loading"), ("Café?", "Café"), ("?", ""), ("", ""),
                                ("[Item]", "[Item]"), ("Anything", "Anything")] {
            XCTAssertEqual(RoleAssigner.heldTypeName(written), held, written)
        }
    }

    func testAssignmentAgreesWithTryingEachRoleInTurn() throws {
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let stems = ["Login", "Cart", "Order", "Pay"]
        let suffixes = ["Interactor", "Presenter", "View", "Worker", "Logic", "Service", "DataStore", ""]
        let bases = ["UIViewController", "UITableViewCell", "ObservableObject", "Codable"]
        let folders = ["Scenes/Login", "Scenes/Cart", "Services", "Support/Deep/Er"]
        var compared = 0
        for round in 0..<30 {
            var files: [(path: String, source: String)] = []
            var declaredNames: [String] = []
            for file in 0..<6 {
                var source = ""
                for _ in 0..<8 {
                    let name = stems[next(stems.count)] + suffixes[next(suffixes.count)] + (next(4) == 0 ? "\(next(3))" : "")
                    let kind = ["protocol", "final class", "struct", "class"][next(4)]
                    var inherits: [String] = []
                    if !declaredNames.isEmpty && next(2) == 0 { inherits.append(declaredNames[next(declaredNames.count)]) }
                    if next(3) == 0 { inherits.append(bases[next(bases.count)]) }
                    source += "\(kind) \(name)\(inherits.isEmpty ? "" : ": " + inherits.joined(separator: ", ")) {}\n"
                    declaredNames.append(name)
                }
                files.append((folders[next(folders.count)] + "/F\(file).swift", source))
            }
            // Few roles some rounds (tried glob by glob), many others (looked up).
            let roleCount = round % 2 == 0 ? 4 : 60
            var specs: [RoleSpec] = []
            for number in 0..<roleCount {
                func globs(_ count: Int, _ make: () -> String) throws -> [Glob] { try (0..<count).map { _ in try Glob(make()) } }
                let name = ["interactor", "presenter", "view", "worker", "dataStore", "service", "cell"][number % 7] + (number < 7 ? "" : "\(number)")
                specs.append(RoleSpec(
                    name: name,
                    names: try globs(next(3)) {
                        [
                            "*" + suffixes[next(suffixes.count - 1)], stems[next(stems.count)] + "*", stems[next(stems.count)] + suffixes[next(suffixes.count)],
                            "*" + suffixes[next(suffixes.count - 1)] + "?", "{Cart,Pay}*", "*o*",
                        ][next(6)]
                    },
                    conformsTo: try globs(next(4) == 0 ? 1 : 0) { ["*Logic", "*DataStore", stems[next(stems.count)] + "*"][next(3)] },
                    paths: try globs(next(3) == 0 ? 1 : 0) { ["Scenes", "**/Deep/**", "Services/*.swift", "Scenes/Cart"][next(4)] },
                    types: next(4) == 0 ? [declaredNames[next(declaredNames.count)]] : [],
                    inherits: try globs(next(5) == 0 ? 1 : 0) { ["UI*", "ObservableObject"][next(2)] }))
            }
            let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
            let project = ProjectIndex(files: models, modules: files.map { _ in "App" })
            let roles = RoleAssigner.assign(project: project, roles: specs, relativePaths: files.map(\.path))
            let expected = RoleAssignerReference.assign(project: project, roles: specs, relativePaths: files.map(\.path))
            XCTAssertEqual(roles.roleOfSymbol, expected.roles, "round \(round)")
            XCTAssertEqual(roles.reasonOfSymbol, expected.reasons, "round \(round)")
            compared += expected.roles.compactMap { $0 }.count
        }
        XCTAssertGreaterThan(compared, 500, "the projects give roles, not only none")
    }

    /// What a file imports places the code no name placed: a storage protocol and its Core Data
    /// implementation are the data layer, but not the framework's records, not the helpers of a
    /// screen file (one declaring a view), and not a type another step gave a role. A UI import
    /// alone makes no screen code: a cache actor importing SwiftUI beside SwiftData is storage.
    func testImportsGiveARoleToWhatNothingElsePlaced() throws {
        let files: [(path: String, source: String)] = [
            ("Storages/TasksStorage.swift", """
            import CoreData
            protocol TasksStorage { func tasks() -> [String] }
            final class TasksStorageCoreDataImpl: NSObject, TasksStorage { func tasks() -> [String] { [] } }
            final class CDTask: NSManagedObject {}
            enum TaskSort { case date }
            final class TasksService {}
            """),
            ("Storages/Drafts.swift", "import SwiftData\n@Model final class Draft {}\nactor DraftsCache {}\n"),
            ("Screens/TagsView.swift", """
            import SwiftUI
            import SwiftData
            struct TagsView: View { var body: some View { EmptyView() } }
            struct TagsToolbar {}
            """),
            ("Caches/PostsCache.swift", "import SwiftData\nimport SwiftUI\nactor PostsCache {}\n"),
            ("Screens/Plain.swift", "import Foundation\nfinal class Formatter {}\n"),
        ]
        let specs = [
            RoleSpec(name: "service", names: [try Glob("*Service")]),
            RoleSpec(name: "dao", names: [try Glob("*DAO")], imports: ["CoreData", "SwiftData"]),
        ]
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        let project = ProjectIndex(files: models, modules: files.map { _ in "App" })
        let roles = RoleAssigner.assign(project: project, roles: specs, relativePaths: files.map(\.path))
        func role(_ name: String) -> String? {
            project.symbols.first { $0.name == name }.flatMap { roles.role($0.id)?.name }
        }
        XCTAssertEqual(role("TasksStorage"), "dao")
        XCTAssertEqual(role("TasksStorageCoreDataImpl"), "dao")
        XCTAssertEqual(role("DraftsCache"), "dao")
        XCTAssertEqual(role("TasksService"), "service", "a name's role comes first")
        XCTAssertNil(role("CDTask"), "a Core Data record is data")
        XCTAssertNil(role("Draft"), "a SwiftData model is data")
        XCTAssertNil(role("TaskSort"), "an enum is a value")
        XCTAssertNil(role("TagsToolbar"), "a file declaring a view is screen code")
        XCTAssertEqual(role("PostsCache"), "dao", "a SwiftUI import alone is no screen")
        XCTAssertNil(role("Formatter"))
        let storage = try XCTUnwrap(project.symbols.first { $0.name == "TasksStorage" })
        XCTAssertEqual(roles.reason(storage.id), "its file imports a module of roles.dao.imports")
    }

    /// What a type stores places it when nothing else did: a `*Client` keeping a `URLSession` is
    /// the network service, before what its file imports; a computed property stores nothing, a
    /// name's role still comes first, and a screen file's types stay the screen's.
    func testHeldTypesGiveARoleToWhatNothingElsePlaced() throws {
        let files: [(path: String, source: String)] = [
            ("Network/FeedClient.swift", """
            import SwiftData
            import SwiftUI
            @Observable final class FeedClient { private let urlSession: URLSession?; init() { urlSession = nil } }
            struct FeedEndpoint { var session: URLSession { .shared } }
            final class UploadService { let session: URLSession = .shared }
            """),
            ("Network/FeedsView.swift", """
            import SwiftUI
            struct FeedsView: View { var body: some View { EmptyView() } }
            final class FeedsLoader { let session: Foundation.URLSession = .shared }
            """),
            ("Storages/NotesStore.swift", "import Foundation\nfinal class NotesStore { let context: NSManagedObjectContext! = nil }\n"),
        ]
        let specs = [
            RoleSpec(name: "view", names: [try Glob("*View")]),
            RoleSpec(name: "service", names: [try Glob("*Service")], holds: ["URLSession"]),
            RoleSpec(name: "dao", imports: ["SwiftData"], holds: ["NSManagedObjectContext"]),
        ]
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        let project = ProjectIndex(files: models, modules: files.map { _ in "App" })
        let roles = RoleAssigner.assign(project: project, roles: specs, relativePaths: files.map(\.path))
        func role(_ name: String) -> String? {
            project.symbols.first { $0.name == name }.flatMap { roles.role($0.id)?.name }
        }
        XCTAssertEqual(role("FeedClient"), "service", "what it stores comes before what its file imports")
        XCTAssertEqual(role("FeedEndpoint"), "dao", "a computed session is no stored one; the import places it")
        XCTAssertEqual(role("UploadService"), "service")
        XCTAssertNil(role("FeedsLoader"), "a screen file's helper is the screen's")
        XCTAssertEqual(role("NotesStore"), "dao")
        let client = try XCTUnwrap(project.symbols.first { $0.name == "FeedClient" })
        XCTAssertEqual(roles.reason(client.id), "it stores a property of a type in roles.service.holds")
    }

    /// An assignment that reuses an earlier one's (`reusing:`, an editor's next edit) gives what a
    /// fresh one gives: the test files are found again for other paths (a file moved into
    /// `Tests/`), and a renamed type's name is matched again.
    func testAnAssignmentReusingAnEarlierOneAssignsAsAFreshOne() throws {
        let specs = try RuleCatalog.loader().loadPack(named: "viper").roles
        let texts = ["final class LoginPresenter {}\n", "final class LoginInteractor {}\n", "final class LoginRouter {}\n"]
        let paths = ["Login/LoginPresenter.swift", "Login/LoginInteractor.swift", "Login/LoginRouter.swift"]
        func project(_ texts: [String]) -> ProjectIndex {
            ProjectIndex(files: zip(texts, paths).map { ModelExtractor.extract(Lexer.tokenize(Array($0.utf8)), path: $1) },
                         modules: paths.map { _ in "App" })
        }
        let first = RoleAssigner.assign(project: project(texts), roles: specs, relativePaths: paths)
        func roleNames(_ map: RoleMap, _ project: ProjectIndex) -> [String] {
            project.symbols.filter(\.isDeclaredInProject).map { "\($0.name): \(map.role($0.id)?.name ?? "-")" }
        }
        XCTAssertEqual(roleNames(first, project(texts)), ["LoginPresenter: presenter", "LoginInteractor: interactor", "LoginRouter: router"])
        let moved = ["Login/LoginPresenter.swift", "Tests/LoginInteractor.swift", "Login/LoginRouter.swift"]
        let renamed = [texts[0], texts[1], "final class LoginNavigator {}\n"]
        for (relativePaths, edited) in [(moved, texts), (paths, renamed)] {
            let edit = project(edited)
            let reused = RoleAssigner.assign(project: edit, roles: specs, relativePaths: relativePaths, reusing: first)
            let fresh = RoleAssigner.assign(project: edit, roles: specs, relativePaths: relativePaths)
            XCTAssertEqual(roleNames(reused, edit), roleNames(fresh, edit), relativePaths.joined(separator: ", "))
        }
        let movedAssignment = RoleAssigner.assign(project: project(texts), roles: specs, relativePaths: moved, reusing: first)
        XCTAssertEqual(roleNames(movedAssignment, project(texts))[1], "LoginInteractor: -", "test code takes no role")
    }

    /// What a name gives the scene evidence (its word prefixes and stem) is kept per symbol while
    /// the symbol keeps its name: `ProfileInteractor` in a folder of its own has no sibling and
    /// takes no role; renamed `LoginInteractor` (the same symbol), its stem is the login scene's.
    func testAnAssignmentReusingAnEarlierOneReadsARenamedTypesNameAfresh() throws {
        let specs = try RuleCatalog.loader().loadPack(named: "viper").roles
        let paths = ["Login/LoginPresenter.swift", "Login/LoginRouter.swift", "Domain/Interactor.swift"]
        func project(_ interactor: String) -> ProjectIndex {
            let texts = ["final class LoginPresenter {}\n", "final class LoginRouter {}\n", "final class \(interactor) {}\n"]
            return ProjectIndex(files: zip(texts, paths).map { ModelExtractor.extract(Lexer.tokenize(Array($0.utf8)), path: $1) },
                                modules: paths.map { _ in "App" })
        }
        let first = RoleAssigner.assign(project: project("ProfileInteractor"), roles: specs, relativePaths: paths)
        XCTAssertNil(first.role(SymbolID(2)), "no sibling")
        let renamed = project("LoginInteractor")
        let reused = RoleAssigner.assign(project: renamed, roles: specs, relativePaths: paths, reusing: first)
        XCTAssertEqual(reused.role(SymbolID(2))?.name, "interactor")
        XCTAssertEqual(RoleAssigner.assign(project: renamed, roles: specs, relativePaths: paths).role(SymbolID(2))?.name, "interactor")
    }
}

extension RoleAssignmentTests {
    private func roles(_ files: [(path: String, source: String)], modules: [String]? = nil, _ specs: [RoleSpec])
        -> (role: (String) -> String?, reason: (String) -> String?) {
        let models = files.map { ModelExtractor.extract(Lexer.tokenize(Array($0.source.utf8)), path: $0.path) }
        let project = ProjectIndex(files: models, modules: modules ?? files.map { _ in "App" })
        let map = RoleAssigner.assign(project: project, roles: specs, relativePaths: files.map(\.path))
        func id(_ name: String) -> SymbolID? { project.symbols.first { $0.name == name && $0.isDeclaredInProject }?.id }
        return ({ id($0).flatMap { map.role($0)?.name } }, { id($0).flatMap(map.reason) })
    }

    /// What a type's own body calls places it before its name or conformance does; a protocol
    /// takes the role when every implementation outside test code took it so, and a view stays a view.
    func testCalledFunctionsGiveARoleBeforeNames() throws {
        let (role, reason) = roles([
            ("Security/Keychain.swift", """
            protocol CredentialsStore { func load() -> Bool }
            final class CredentialsStoreImpl: CredentialsStore {
                func load() -> Bool { SecItemCopyMatching([:] as CFDictionary, nil) == 0 }
            }
            protocol TokenService { func save() }
            final class TokenServiceImpl: TokenService { func save() { _ = SecItemAdd([:] as CFDictionary, nil) } }
            protocol SessionStore { func token() -> String? }
            final class KeychainSessionStore: SessionStore { func token() -> String? { _ = SecItemDelete([:] as CFDictionary); return nil } }
            final class MemorySessionStore: SessionStore { func token() -> String? { nil } }
            // Nested: only the top-level type's body is read, with the nested types' in it.
            final class Vault { final class Entry { func wipe() { _ = SecItemDelete([:] as CFDictionary) } } }
            final class Plain { func load() -> Bool { false } }
            """),
            ("Screens/LockViewController.swift", """
            final class LockViewController: UIViewController { func wipe() { _ = SecItemDelete([:] as CFDictionary) } }
            """),
            ("AppTests/MockCredentialsStore.swift", "final class MockCredentialsStore: CredentialsStore { func load() -> Bool { true } }\n"),
        ], [
            RoleSpec(name: "view", names: [try Glob("*ViewController")]),
            RoleSpec(name: "service", names: [try Glob("*Service")]),
            RoleSpec(name: "dao", calls: ["SecItemAdd", "SecItemCopyMatching", "SecItemDelete"]),
        ])
        XCTAssertEqual(role("CredentialsStoreImpl"), "dao")
        XCTAssertEqual(reason("CredentialsStoreImpl"), "its body uses a name in roles.dao.calls")
        XCTAssertEqual(role("CredentialsStore"), "dao", "its one implementation outside test code calls the keychain")
        XCTAssertEqual(reason("CredentialsStore"), "every implementation's body uses a name in roles.dao.calls")
        XCTAssertEqual(role("TokenServiceImpl"), "dao", "what it calls comes before what its protocol's name says")
        XCTAssertEqual(role("TokenService"), "dao")
        XCTAssertEqual(role("KeychainSessionStore"), "dao")
        XCTAssertNil(role("SessionStore"), "an implementation in memory keeps the protocol out")
        XCTAssertNil(role("MemorySessionStore"))
        XCTAssertEqual(role("Vault"), "dao")
        XCTAssertNil(role("Plain"))
        XCTAssertEqual(role("LockViewController"), "view", "a view calling the keychain is still a view")
    }

    /// A module named for a layer places its classes and structs that nothing else placed.
    func testModuleNamesGiveARoleToWhatNothingElsePlaced() throws {
        let (role, reason) = roles([
            ("Packages/Models/Sources/Models/ServerPreferences.swift", "import SwiftUI\npublic struct ServerPreferences: Decodable {}\n"),
            ("Packages/Models/Sources/Models/Visibility.swift", "public enum Visibility { case pub }\npublic final class AccountService {}\n"),
            ("Packages/Timeline/Sources/Timeline/TimelineFilter.swift", "public struct TimelineFilter {}\n"),
        ], modules: ["Models", "Models", "Timeline"], [
            RoleSpec(name: "service", names: [try Glob("*Service")]),
            RoleSpec(name: "entity", modules: ["Models"]),
        ])
        XCTAssertEqual(role("ServerPreferences"), "entity")
        XCTAssertEqual(reason("ServerPreferences"), "its module is one of roles.entity.modules")
        XCTAssertNil(role("Visibility"), "an enum is a value")
        XCTAssertEqual(role("AccountService"), "service", "a name comes first")
        XCTAssertNil(role("TimelineFilter"))
    }
}

/// Role assignment as first written: each step tries every role in turn on every symbol.
private enum RoleAssignerReference {
    static func assign(project: ProjectIndex, roles specs: [RoleSpec], relativePaths: [String]) -> (roles: [Role?], reasons: [RoleMap.Reason?]) {
        let symbols = project.symbols
        var role = [Role?](repeating: nil, count: symbols.count)
        var reason = [RoleMap.Reason?](repeating: nil, count: symbols.count)
        let (declared, topLevel) = RoleAssigner.candidates(project, testFile: relativePaths.map(TestCode.isTestPath))

        func set(_ id: SymbolID, _ name: Role, _ why: RoleMap.Reason) {
            guard role[id] == nil else { return }
            role[id] = name
            reason[id] = why
        }
        // Per spec and file, whether a path glob matches the file or a folder above it: asked
        // once per file, not per type (a file deep down has as many ancestors to try).
        let pathGlobs = specs.map { GlobSet($0.paths) }
        var pathMatchesOfSpec = [[Bool?]](repeating: [], count: specs.count)
        func pathMatches(_ spec: Int, _ id: SymbolID) -> Bool {
            guard !pathGlobs[spec].isEmpty, let file = symbols[id].declaration?.file else { return false }
            if pathMatchesOfSpec[spec].isEmpty { pathMatchesOfSpec[spec] = [Bool?](repeating: nil, count: relativePaths.count) }
            if let known = pathMatchesOfSpec[spec][file] { return known }
            let matches = pathGlobs[spec].anyMatches(pathOrAncestor: relativePaths[file])
            pathMatchesOfSpec[spec][file] = matches
            return matches
        }

        // 1. Explicit types.
        for spec in specs where !spec.types.isEmpty {
            let wanted = Set(spec.types)
            for id in declared where wanted.contains(symbols[id].qualifiedName) || wanted.contains(symbols[id].name) {
                set(id, spec.role, .listed)
            }
        }

        // 2. UI framework kind (unchanged, shared).
        RoleAssigner.assignFrameworkKinds(project, specs, set)

        // 3. Protocols get roles by their own name, path or explicit listing; every type below a
        //    role protocol (or below a supertype matching `conformsTo` or `inherits`) takes that role.
        let topLevelProtocols = topLevel.filter { (symbols[$0].kind == .protocol) }
        for (index, spec) in specs.enumerated() where !spec.names.isEmpty || !spec.paths.isEmpty {
            for id in topLevelProtocols where role[id] == nil {
                if spec.names.contains(where: { $0.matches(symbols[id].name) }) {
                    set(id, spec.role, .protocolName)
                } else if pathMatches(index, id) {
                    set(id, spec.role, .protocolPath)
                }
            }
        }
        let declaredProtocols = declared.filter { (symbols[$0].kind == .protocol) }
        for spec in specs {
            // `conformsTo` and `inherits` both name supertypes: protocols, or framework base classes.
            let supertypeGlobs = spec.conformsTo + spec.inherits
            var roots = declaredProtocols.filter { role[$0] == spec.role }
            var externalRoots: [String] = []
            if !supertypeGlobs.isEmpty {
                // Only what can be a supertype: a protocol or a class (a struct named `ViewOutput` is none).
                roots += project.symbolIDs.filter { id in
                    [.protocol, .class].contains(symbols[id].kind) && supertypeGlobs.contains { $0.matches(symbols[id].name) }
                }
                // External protocols are known only by the names types write in their inheritance clauses.
                var seen = Set<String>()
                for id in project.symbolIDs {
                    for name in project.directSupertypeNames[id] where seen.insert(name).inserted
                        && supertypeGlobs.contains(where: { $0.matches(name) }) {
                        externalRoots.append(name)
                    }
                }
            }
            if roots.isEmpty && externalRoots.isEmpty { continue }
            for id in project.descendants(ofSymbols: roots, externalNames: externalRoots).sorted()
                where symbols[id].declaration != nil {
                set(id, spec.role, symbols[id].kind == .protocol ? .refines : .conforms)
            }
            if supertypeGlobs.isEmpty { continue }
            for id in roots where symbols[id].declaration != nil
                && supertypeGlobs.contains(where: { $0.matches(symbols[id].name) }) {
                set(id, spec.role, .supertypeName)
            }
        }

        // 4. Name patterns (top-level types only: nested ones are scene models and helpers).
        for spec in specs where !spec.names.isEmpty {
            for id in topLevel where role[id] == nil && spec.names.contains(where: { $0.matches(symbols[id].name) }) {
                set(id, spec.role, .name)
            }
        }

        // 5. Path globs.
        for (index, spec) in specs.enumerated() where !spec.paths.isEmpty {
            for id in declared where role[id] == nil && pathMatches(index, id) {
                set(id, spec.role, .path)
            }
        }
        return (role, reason)
    }

}
