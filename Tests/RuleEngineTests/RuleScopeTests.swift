import Foundation
import ProjectIndex
@testable import RuleEngine
import SourceModel
import SwiftLexer
import XCTest

/// Each rule's `RuleScope` is what `Linter.lint(previous:…)` trusts: a rule of the narrowest
/// scope runs again only for the types of the files an edit reaches, its other findings kept.
/// These tests make edits that declare alike (`ProjectIndex.declareAlike`) to every file of
/// every rule's examples, of the example apps and of the pattern fixtures — each line deleted in
/// turn, `weak`, `private` and `@MainActor` dropped, `let` made `var`, a line inserted at the
/// top, a construction of a project type dropped from each line, a property constructing another
/// type of the project added to each body — and compare
/// the findings of each incremental lint with a full lint of the same files: a rule that says it
/// reads less than it does shows up as a difference.
final class RuleScopeTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func testTheRulesThatReadOtherTypesDoNotClaimTheNarrowestScope() {
        let narrow = RuleCatalog.all.filter { $0.description.scope == .ownDeclarations }.map(\.description.id)
        // The rules that read other types' bodies or the whole graph must not claim less.
        for id in ["scene-configurator", "strong-back-reference", "presenter-builds-view", "module-cycle", "role-dependency",
                   "concrete-dependency", "interactor-exposed-state", "unused-suppression",
                   // The app's navigation helpers are other types' methods (an extension of UIViewController).
                   "view-navigation"] {
            XCTAssertFalse(narrow.contains(id), id)
        }
        XCTAssertGreaterThanOrEqual(narrow.count, 19)
    }

    /// Two rules read, of types they do not check, whether they have an instance method:
    /// `singleton-access` of the type a referenced type's static constant builds (two hops from
    /// the checked type), `interactor-query` of a stored collaborator's class. Giving a type its
    /// first instance method (or a protocol its first initializer), or taking its last, is then
    /// a change of the index, which the rules may read anywhere; other member edits are not.
    func testAnEditThatGivesATypeItsFirstMethodOrTakesItsLastDoesNotDeclareAlike() {
        // As the rules that read them model the files: with the implementations' methods.
        func model(_ text: String) -> FileModel {
            ModelExtractor.extract(Lexer.tokenize(Array(text.utf8)), path: "App/AuthManager.swift", detail: .full)
        }
        let oneMethod = model("final class AuthManager {\n    func login(email: String) {}\n}\n")
        XCTAssertFalse(ProjectIndex.declareAlike(oneMethod, model("final class AuthManager {\n\n}\n")))
        XCTAssertFalse(ProjectIndex.declareAlike(oneMethod, model("final class AuthManager {\n    static func make() {}\n}\n")))
        XCTAssertTrue(ProjectIndex.declareAlike(oneMethod, model("final class AuthManager {\n    func login(email: String) {}\n    func logout() {}\n}\n")))
        XCTAssertTrue(ProjectIndex.declareAlike(oneMethod, model("final class AuthManager {\n    func login(email: String) { print(email) }\n}\n")))
        let plain = model("protocol Session: AnyObject { func load() }\n")
        XCTAssertFalse(ProjectIndex.declareAlike(plain, model("protocol Session: AnyObject { func load(); init() }\n")))
    }

    /// Role assignment reads one thing besides the declarations: the types `holds` names that a
    /// type's stored properties keep. Such an edit does not keep the roles.
    func testAStoredPropertyOfAHeldTypeChangesTheRoleSoTheRolesAreNotKept() throws {
        let roles = try Self.configuration(extending: "layered").roles
        func model(_ body: String) -> FileModel {
            ModelExtractor.extract(Lexer.tokenize(Array("final class Cache {\n\(body)}\n".utf8)), path: "Cache.swift", detail: .rules)
        }
        let holding = model("    let context: NSManagedObjectContext\n")
        let plain = model("    var extra = 0\n")
        XCTAssertTrue(ProjectIndex.declareAlike(holding, plain))
        XCTAssertFalse(RoleAssigner.assignsAlike(holding, plain, roles: roles))
        XCTAssertTrue(RoleAssigner.assignsAlike(holding, model("    let context: NSManagedObjectContext\n    var extra = 0\n"), roles: roles))
        func role(_ model: FileModel) -> Role? {
            RoleAssigner.assign(project: ProjectIndex(files: [model], modules: ["App"]), roles: roles, relativePaths: ["Cache.swift"])
                .role(SymbolID(0))
        }
        XCTAssertNotNil(role(holding))
        XCTAssertNil(role(plain))
    }

    /// The scene folders' unassigned types are kept with the context: an edit that declares alike
    /// reuses them (the edited file's finding and the others' as a full lint gives them), a full
    /// lint finds them again.
    func testTheSceneFoldersAreKeptAcrossEditsThatDeclareAlike() throws {
        let configuration = try Self.configuration(extending: "svip")
        let paths = ["Login/LoginPresenter.swift", "Login/LoginRouter.swift", "Login/LoginManager.swift", "Login/LoginUseCase.swift",
                     "Login/LoginView.swift"]
        var texts = ["protocol LoginPresenter: AnyObject { func show() }", "final class LoginRouter: LoginPresenter { func show() {} }",
                     "final class LoginManager { let useCase = LoginUseCase() }", "actor LoginUseCase { func signIn() async {} }",
                     "struct LoginView { let manager: LoginManager }"]
        func project() -> ProjectIndex {
            ProjectIndex(files: zip(paths, texts).map { ModelExtractor.extract(Lexer.tokenize(Array($1.utf8)), path: $0, detail: .rules) },
                         modules: paths.map { _ in "App" })
        }
        func unassigned(_ result: Linter.Result) -> [String] {
            result.findings.filter { $0.ruleID == "unassigned-scene-type" }.map { "\($0.path):\($0.line)" }
        }
        let first = try Linter.lint(project: project(), configuration: configuration, relativePaths: paths)
        XCTAssertEqual(unassigned(first), ["Login/LoginManager.swift:1", "Login/LoginUseCase.swift:1"])
        texts[2] = "\nfinal class LoginManager { let useCase = LoginUseCase(); func start() { print(1) } }"
        let edited = try XCTUnwrap(first.context.project.replacingFiles([(2, project().files[2])]))
        let incremental = try Linter.lint(previous: first, project: edited, configuration: configuration, changed: [2])
        XCTAssertTrue(incremental.context.sceneFolders === first.context.sceneFolders)
        XCTAssertTrue(incremental.context.focused(on: [false, false, true, false, false]).sceneFolders === first.context.sceneFolders)
        let full = try Linter.lint(project: edited, configuration: configuration, relativePaths: paths)
        XCTAssertFalse(full.context.sceneFolders === first.context.sceneFolders)
        XCTAssertEqual(unassigned(incremental), ["Login/LoginManager.swift:2", "Login/LoginUseCase.swift:1"])
        XCTAssertEqual(incremental.findings, full.findings)
    }

    func testIncrementalLintsOfEveryRulesExamplesEqualFullLints() throws {
        var compared = 0
        for rule in RuleCatalog.all {
            let id = rule.description.id
            for (number, example) in (rule.description.triggering + rule.description.nonTriggering).enumerated() {
                let files = example.files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, LintHarness.stripMarkers($0.source).source) }
                let json = LintHarness.configuration(for: example, ruleID: id, severity: rule.description.defaultSeverity)
                let root = NSTemporaryDirectory() + "archlint-scope-" + UUID().uuidString
                try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: root) }
                try json.write(toFile: root + "/.archlint.json", atomically: true, encoding: .utf8)
                let configuration = try RuleCatalog.loader().load(file: root + "/.archlint.json")
                compared += try compareEdits(files, configuration: configuration, root: root, label: "\(id) example \(number)")
            }
        }
        XCTAssertGreaterThan(compared, 1_000)
    }

    func testIncrementalLintsOfTheExampleAppsAndFixturesEqualFullLints() throws {
        var compared = 0
        let trees = ["Examples/clean-swift", "Examples/layered", "Examples/mvi", "Examples/svip", "Examples/viper", "Examples/viper-swiftui",
                     // The violating fixtures hold suppression directives: an edit's lint finishes the edited
                     // files' findings only (suppressions, order, fingerprints) and keeps the others'.
                     "Tests/Fixtures/Patterns/layered/violating", "Tests/Fixtures/Patterns/viper/violating",
                     "Tests/Fixtures/Patterns/svip/violating", "Tests/Fixtures/Evidence/Shop"]
        for tree in trees {
            let root = Self.repository + "/" + tree
            let configuration = try RuleCatalog.loader().load(file: root + "/.archlint.json")
            let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: root)).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
                .filter { configuration.includes(relativePath: $0) }.sorted()
            let files = try paths.map { ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
            compared += try compareEdits(files, configuration: configuration, root: root, label: tree)
        }
        XCTAssertGreaterThan(compared, 2_000)
    }

    /// An edit that declares otherwise (a type renamed out of its role or into another, a
    /// conformance added) copies the references of the files that name nothing the edit declared
    /// or declares (`ProjectIndex.namesResolvedOtherwise`), and runs the rules again only where
    /// the facts they read may differ, those reading the project as a whole over every file:
    /// every symbol's references, and the findings, are then a fresh lint's.
    func testReferencesCopiedAcrossEditsThatDeclareOtherwiseAreAFreshLintsOnes() throws {
        var compared = 0
        for tree in ["Examples/clean-swift", "Examples/layered", "Examples/mvi", "Examples/svip", "Examples/viper", "Examples/viper-swiftui",
                     "Tests/Fixtures/Patterns/viper/violating", "Tests/Fixtures/Patterns/svip/violating", "Tests/Fixtures/Patterns/clean-swift/violating",
                     "Tests/Fixtures/Patterns/layered/violating", "Tests/Fixtures/Patterns/mvi/violating", "Tests/Fixtures/Patterns/viper-swiftui/violating",
                     "Tests/Fixtures/Shapes/clean-swift", "Tests/Fixtures/Shapes/layered", "Tests/Fixtures/Shapes/mvi", "Tests/Fixtures/Shapes/viper",
                     "Tests/Fixtures/Shapes/viper-swiftui", "Tests/Fixtures/Shapes/viper-swiftui-model", "Tests/Fixtures/Evidence/Shop"] {
            let root = Self.repository + "/" + tree
            let configuration = try RuleCatalog.loader().load(file: root + "/.archlint.json")
            let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: root)).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
                .filter { configuration.includes(relativePath: $0) }.sorted()
            let texts = try paths.map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
            let resolver = ModuleResolver(root: configuration.root)
            let detail = Linter.modelDetail(configuration)
            let modules = paths.map { resolver.module(ofFile: root + "/" + $0) }
            func model(_ file: Int, _ text: String) -> FileModel {
                ModelExtractor.extract(Lexer.tokenize(Array(text.utf8)), path: paths[file], detail: detail)
            }
            var project = ProjectIndex(files: paths.indices.map { model($0, texts[$0]) }, modules: modules)
            resolver.recordDeclaredDependencies(in: &project)
            let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths,
                                        source: { @Sendable index in Array(texts[index].utf8) })
            var (copiedSome, narrowedSome) = (false, false)
            for file in paths.indices {
                for type in project.files[file].types where type.kind != .extension && type.parent == nil {
                    let declaration = "\(type.kind.rawValue) \(type.name)"
                    guard texts[file].contains(declaration) else { continue }
                    // Renamed, and a conformance added at the head of the inheritance clause.
                    let conforming = type.inherits.isEmpty
                        ? texts[file].replacingOccurrences(of: declaration, with: declaration + ": Sendable")
                        : texts[file].replacingOccurrences(of: declaration + ":", with: declaration + ": Sendable,")
                    // Renamed out of its role, into another (a `*Service` is one in most packs), and conforming.
                    let renamings = ["Renamed", "Service"].map { texts[file].replacingOccurrences(of: declaration, with: declaration + $0) }
                    for edited in renamings + [conforming] {
                        let replaced = model(file, edited)
                        guard !ProjectIndex.declareAlike(project.files[file], replaced) else { continue }
                        let rebuilt = project.rebuilt(replacing: [(file, replaced)])
                        let source = { @Sendable (index: Int) -> [UInt8]? in Array((index == file ? edited : texts[index]).utf8) }
                        let copied = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths,
                                                     redeclared: (first, [file]), source: source)
                        let fresh = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, source: source)
                        let label = "\(tree), \(paths[file]): \(declaration) edited"
                        XCTAssertEqual(copied.findings, fresh.findings, label + Self.difference(copied.findings, fresh.findings))
                        XCTAssertEqual(Self.references(copied.context), Self.references(fresh.context), label)
                        try checkKeptValues(copied.context, label: label)
                        if project.numbersSymbolsAlike(rebuilt) {
                            copiedSome = true
                            // Run again only where the facts may differ: some files' findings are the first lint's.
                            let refreshed = try XCTUnwrap(copied.refreshedPaths, label)
                            narrowedSome = narrowedSome || refreshed.count < paths.count
                        }
                        compared += 1
                    }
                }
            }
            XCTAssertTrue(copiedSome, "\(tree): some edit numbers the symbols alike")
            XCTAssertTrue(narrowedSome, "\(tree): some edit runs the rules again on part of the files")
        }
        XCTAssertGreaterThan(compared, 300)
    }

    /// An edit can change the role of a type in a file that names nothing it declares: an
    /// interactor is one only beside a sibling of another scene role (`SceneEvidence`), and its
    /// router is renamed out of its role. The view and the service constructing the interactor
    /// name neither the router nor anything the edit declares, yet their findings go (a view
    /// using an interactor, of a rule reading the types one hop away; a service reaching up a
    /// layer, of a rule of the narrowest scope, which reads the roles of the types it names):
    /// the files declaring a type whose role changed are run again as if edited, with their reach.
    func testAnEditThatChangesTheRoleOfATypeElsewhereRechecksWhatReadsIt() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Feed/FeedInteractor.swift", "Feed/FeedRouter.swift", "Home/HomeViewController.swift",
                     "Login/LoginInteractor.swift", "Login/LoginPresenter.swift", "Services/FeedService.swift"]
        let texts = ["final class FeedInteractor {\n    func load() {}\n}\n", "final class FeedRouter {\n    func close() {}\n}\n",
                     "import UIKit\n\nfinal class HomeViewController: UIViewController {\n    func open() {\n        let feed = FeedInteractor()\n"
                        + "        feed.load()\n    }\n}\n",
                     "final class LoginInteractor {\n    func signIn() {}\n}\n", "final class LoginPresenter {\n    func show() {}\n}\n",
                     "final class FeedService {\n    func refresh() {\n        FeedInteractor().load()\n    }\n}\n"]
        let project = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "role-dependency", in: first), ["Home/HomeViewController.swift:5"])
        XCTAssertEqual(Self.places(of: "layer-violation", in: first), ["Services/FeedService.swift:3"])
        let rebuilt = project.rebuilt(replacing: [(1, Self.model(texts[1].replacingOccurrences(of: "FeedRouter", with: "FeedRouterRenamed"),
                                                                 path: paths[1]))])
        XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
        let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [1]))
        let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "role-dependency", in: full) + Self.places(of: "layer-violation", in: full), [])
        XCTAssertEqual(incremental.findings, full.findings, Self.difference(incremental.findings, full.findings))
        XCTAssertEqual(incremental.refreshedPaths, ["Feed/FeedInteractor.swift", "Feed/FeedRouter.swift", "Home/HomeViewController.swift",
                                                    "Services/FeedService.swift"])
    }

    /// A call through a receiver resolves to the one method of its name the project declares in an
    /// extension (`DeclaredMethods`): an edit elsewhere that declares a second method of that name
    /// (declaring alike: a class that had a method has one still) checks the calling file again, and
    /// so does one that changes the layer of the extension's folder (declaring otherwise: the folder's
    /// only presentation model renamed out of its role).
    func testACallThroughAReceiverIsCheckedAgainWhenWhatItResolvesToChanges() throws {
        let configuration = try Self.configuration(extending: "layered")
        let paths = ["Bank/Business Logic/Service/PlacesService.swift", "Bank/Presentation/Map/PlaceAnnotation.swift",
                     "Bank/Presentation/Map/MapViewModel.swift", "Bank/Presentation/Map/PinFactory.swift"]
        let texts = ["struct Place {\n    let name: String\n}\n\nfinal class PlacesService {\n"
                        + "    func pins(_ places: [Place]) -> [AnyObject] { places.map { $0.makeAnnotation() } }\n}\n",
                     "extension Place {\n    func makeAnnotation() -> AnyObject { name as AnyObject }\n}\n",
                     "final class MapViewModel {}\n",
                     "final class PinFactory {\n    func make() -> Int { 0 }\n}\n"]
        // The calls through a receiver are modelled for the rule that reads them.
        let detail = Linter.modelDetail(configuration)
        func index(_ texts: [String]) -> ProjectIndex {
            ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0, detail: detail) }, modules: paths.map { _ in "App" })
        }
        let project = index(texts)
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "layer-violation", in: first), ["Bank/Business Logic/Service/PlacesService.swift:6"])
        for (file, from, to) in [(3, "func make()", "func makeAnnotation()"), (2, "MapViewModel", "MapState")] {
            var edited = texts
            edited[file] = texts[file].replacingOccurrences(of: from, with: to)
            let model = Self.model(edited[file], path: paths[file], detail: detail)
            let incremental: Linter.Result
            if let alike = project.replacingFiles([(file, model)]) {
                incremental = try Linter.lint(previous: first, project: alike, configuration: configuration, changed: [file])
            } else {
                let rebuilt = project.rebuilt(replacing: [(file, model)])
                XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
                incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [file]))
            }
            let full = try Linter.lint(project: index(edited), configuration: configuration, relativePaths: paths)
            XCTAssertEqual(Self.places(of: "layer-violation", in: full), [], to)
            XCTAssertEqual(incremental.findings, full.findings, to + Self.difference(incremental.findings, full.findings))
        }
    }

    /// A rule reading where the types of some roles are (`rolesReadAcrossProject`) runs over
    /// every file when an edit gives a type one of them or takes it: a DTO's request in a
    /// service's folder is the service's own, and the service renamed out of its role leaves
    /// the DTO's file with a finding, though it names nothing the edit declares. An edit that
    /// changes other roles only (a presenter's) keeps the rule to the files it reaches.
    func testAnEditThatChangesTheRolesARuleReadsAcrossTheProjectRunsItOverEveryFile() throws {
        let configuration = try Self.configuration(extending: "layered")
        let paths = ["Network/FeedRequestDTO.swift", "Network/FeedService.swift", "Screens/FeedViewModel.swift"]
        let texts = ["import Foundation\n\nstruct FeedRequestDTO {\n    let path: String\n\n    func send() {\n"
                        + "        URLSession.shared.dataTask(with: URL(string: path)!).resume()\n    }\n}\n",
                     "final class FeedService {\n    func load() {}\n}\n", "final class FeedViewModel {\n    func show() {}\n}\n"]
        let project = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "network-outside-service", in: first), [])
        for (file, from, to, found) in [(1, "FeedService", "FeedServiceRenamed", ["Network/FeedRequestDTO.swift:7"]),
                                        (2, "FeedViewModel", "FeedViewModelRenamed", [])] {
            let rebuilt = project.rebuilt(replacing: [(file, Self.model(texts[file].replacingOccurrences(of: from, with: to), path: paths[file]))])
            XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
            let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [file]))
            let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
            XCTAssertEqual(Self.places(of: "network-outside-service", in: full), found, to)
            XCTAssertEqual(incremental.findings, full.findings, to + Self.difference(incremental.findings, full.findings))
        }
    }

    /// `singleton-access` reads what a type it references keeps: the interactor reaches
    /// `APIManager.auth`, a shared instance because `APIManager` keeps an `AuthManager` there
    /// (held as `AnyObject`, so the interactor names no `AuthManager`), a class of the app with
    /// behaviour. The `AuthManager` given a base class of a framework is no plain collaborator,
    /// and the finding in the interactor's file goes though that file names nothing the edit
    /// declares: `APIManager` names `AuthManager`, so it resolves its names again, and the
    /// interactor is one hop from it (scope `referencedTypes`, no project-wide run).
    func testAnEditOfTheClassASharedInstanceKeepsRechecksWhoReachesTheInstance() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Login/LoginInteractor.swift", "Login/LoginPresenter.swift", "Shared/APIManager.swift", "Shared/AuthManager.swift",
                     "Shared/Other.swift"]
        let texts = ["protocol LoginInteractorInput: AnyObject {\n    func login()\n}\n\nfinal class LoginInteractor: LoginInteractorInput {\n"
                        + "    func login() {\n        _ = APIManager.auth\n    }\n}\n",
                     "final class LoginPresenter {\n    func show() {}\n}\n",
                     "final class APIManager {\n    static let auth: AnyObject = AuthManager()\n}\n",
                     "final class AuthManager {\n    func signIn() {}\n}\n", "final class Other {\n    func run() {}\n}\n"]
        // Bodies modelled as `lint` models them for this configuration: the rule reads what they call.
        func model(_ text: String, path: String) -> FileModel {
            ModelExtractor.extract(Lexer.tokenize(Array(text.utf8)), path: path, detail: Linter.modelDetail(configuration))
        }
        let project = ProjectIndex(files: zip(paths, texts).map { model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "singleton-access", in: first), ["Login/LoginInteractor.swift:7"])
        let edited = texts[3].replacingOccurrences(of: "class AuthManager", with: "class AuthManager: NSObject")
        let rebuilt = project.rebuilt(replacing: [(3, model(edited, path: paths[3]))])
        XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
        let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [3]))
        let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "singleton-access", in: full), [])
        XCTAssertEqual(incremental.findings, full.findings, Self.difference(incremental.findings, full.findings))
        // Run again where the edit reaches, not over every file.
        XCTAssertFalse(try XCTUnwrap(incremental.refreshedPaths).contains("Shared/Other.swift"))
    }

    /// The types of the folders declaring some types: those folders' own files, not their
    /// subfolders', nor a folder whose name only starts alike, and the root's files for a type there.
    func testTheSymbolsOfAFoldersAreItsOwnFilesTypes() throws {
        let paths = ["Login/LoginPresenter.swift", "Login/LoginView.swift", "Login/Cells/LoginCell.swift", "LoginFlow/LoginFlow.swift",
                     "Root.swift", "Other.swift", "Feed/FeedPresenter.swift"]
        let names = ["LoginPresenter", "LoginView", "LoginCell", "LoginFlow", "Root", "Other", "FeedPresenter"]
        let project = ProjectIndex(files: zip(paths, names).map { Self.model("final class \($1) {}\n", path: $0) }, modules: paths.map { _ in "App" })
        let context = LintContext(project: project, roles: RoleAssigner.assign(project: project, roles: [], relativePaths: paths),
                                  layers: [], relativePaths: paths)
        func symbols(ofFoldersOf declared: [String]) -> [String] {
            let ids = Set(declared.compactMap { name in project.symbols.first { $0.name == name }?.id })
            return context.symbolsOfFolders(declaring: ids).map { project.symbols[$0].name }.sorted()
        }
        XCTAssertEqual(symbols(ofFoldersOf: ["LoginPresenter"]), ["LoginPresenter", "LoginView"])
        XCTAssertEqual(symbols(ofFoldersOf: ["Root"]), ["Other", "Root"])
        XCTAssertEqual(symbols(ofFoldersOf: ["LoginCell", "FeedPresenter"]), ["FeedPresenter", "LoginCell"])
        XCTAssertEqual(symbols(ofFoldersOf: []), [])
    }

    /// `unassigned-scene-type` reads the other types of each type's folder: renaming a scene's
    /// interactor protocol out of its role leaves its folder one scene role, and the manager
    /// beside it, in a file naming nothing the edit declares, is no longer reported; another
    /// scene's folder keeps its finding without being checked again.
    func testAnEditThatChangesAFoldersRolesRechecksTheRulesThatReadTheFolder() throws {
        let configuration = try Self.configuration(extending: "svip")
        var paths: [String] = [], texts: [String] = []
        for scene in ["Login", "Feed"] {
            paths += ["\(scene)/\(scene)Router.swift", "\(scene)/\(scene)Interactor.swift", "\(scene)/\(scene)Manager.swift"]
            texts += ["final class \(scene)Router {\n    func close() {}\n}\n", "protocol \(scene)Interactor: AnyActor {\n    func load() async\n}\n",
                      "final class \(scene)Manager {\n    func run() {}\n}\n"]
        }
        let project = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "unassigned-scene-type", in: first), ["Feed/FeedManager.swift:1", "Login/LoginManager.swift:1"])
        let edited = texts[1].replacingOccurrences(of: "LoginInteractor", with: "LoginFacade")
        let rebuilt = project.rebuilt(replacing: [(1, Self.model(edited, path: paths[1]))])
        XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
        let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [1]))
        let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "unassigned-scene-type", in: full), ["Feed/FeedManager.swift:1"])
        XCTAssertEqual(incremental.findings, full.findings, Self.difference(incremental.findings, full.findings))
        XCTAssertFalse(try XCTUnwrap(incremental.refreshedPaths).contains("Feed/FeedManager.swift"))
    }

    /// Role assignment keeps, for an editor's next one, the types each scene type's stored
    /// properties hold (the holders that support a name's role, `SceneEvidence.rolesOfHolders`),
    /// only where names resolve as they did. The presenter holds a `ListInteractor` in a folder of
    /// its own, an interactor by its holder alone; renamed `FeedListInteractor`, it is held by
    /// nothing and takes no role, though it is the same symbol and the presenter's file is not edited.
    func testAnEditOfAHeldTypeAssignsItsRoleAsAFreshAssignmentDoes() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Favorites/FavoritesPresenter.swift", "Favorites/FavoritesViewController.swift", "Domain/ListInteractor.swift"]
        let texts = ["final class FavoritesPresenter {\n    let interactor: ListInteractor\n\n"
                        + "    init(interactor: ListInteractor) {\n        self.interactor = interactor\n    }\n}\n",
                     "import UIKit\n\nfinal class FavoritesViewController: UIViewController {\n    var presenter: FavoritesPresenter?\n}\n",
                     "final class ListInteractor {\n    func load() {}\n}\n"]
        let project = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        func roles(_ result: Linter.Result) -> [String] {
            result.context.project.symbols.filter(\.isDeclaredInProject).map { "\($0.name): \(result.context.roles.role($0.id)?.name ?? "-")" }
        }
        XCTAssertEqual(roles(first), ["FavoritesPresenter: presenter", "FavoritesViewController: view", "ListInteractor: interactor"])
        let rebuilt = project.rebuilt(replacing: [(2, Self.model(texts[2].replacingOccurrences(of: "ListInteractor", with: "FeedListInteractor"),
                                                                 path: paths[2]))])
        XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
        let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [2]))
        let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(roles(full), ["FavoritesPresenter: presenter", "FavoritesViewController: view", "FeedListInteractor: -"])
        XCTAssertEqual(roles(incremental), roles(full))
        XCTAssertEqual(incremental.findings, full.findings, Self.difference(incremental.findings, full.findings))
    }

    /// `view-navigation` reads across the project only which build targets hold the pattern's
    /// roles (`factsReadAcrossProject`): a demo target's view is not checked while the target has
    /// none, and is once a type there is renamed into a presenter, though its file names nothing
    /// the edit declares. A rename that leaves those targets as they were runs the rule only where
    /// the edit reaches, and finds what a fresh lint finds.
    func testAnEditThatChangesTheFactsARuleReadsAcrossTheProjectRunsItOverEveryFile() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["App/LoginPresenter.swift", "App/LoginRouter.swift", "Demo/DemoViewController.swift", "Demo/DemoHelper.swift"]
        let texts = ["final class LoginPresenter {\n    var router: LoginRouter?\n}\n", "final class LoginRouter {\n    func close() {}\n}\n",
                     "import UIKit\n\nfinal class DemoViewController: UIViewController {\n    func open() {\n"
                        + "        present(DetailViewController(), animated: true)\n    }\n}\n\nfinal class DetailViewController: UIViewController {}\n",
                     "final class DemoHelper {\n    func help() {}\n}\n"]
        func index(_ texts: [String]) -> ProjectIndex {
            var index = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: ["App", "App", "Demo", "Demo"])
            index.describedModules = ["App", "Demo"]
            return index
        }
        let project = index(texts)
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "view-navigation", in: first), [])
        for (file, from, to, found) in [(3, "DemoHelper", "DemoPresenter", ["Demo/DemoViewController.swift:5"]),
                                        (1, "LoginRouter {", "LoginNavigator {", [])] {
            var edited = texts
            edited[file] = texts[file].replacingOccurrences(of: from, with: to)
            var rebuilt = project.rebuilt(replacing: [(file, Self.model(edited[file], path: paths[file]))])
            rebuilt.describedModules = project.describedModules
            XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
            let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [file]))
            let full = try Linter.lint(project: index(edited), configuration: configuration, relativePaths: paths)
            XCTAssertEqual(Self.places(of: "view-navigation", in: full), found, to)
            XCTAssertEqual(incremental.findings, full.findings, to + Self.difference(incremental.findings, full.findings))
        }
    }

    /// The graph of strong references is kept across an edit that declares otherwise, and what
    /// it reads beyond the edited types is found again: a router's `UINavigationController`
    /// holds the one view of its folder that inherits it, and the view's base class, in another
    /// folder, inherits `UIViewController` instead (the router's edge goes, with its cycle and
    /// finding; the router is not edited, and the view keeps its role); and a finding names the
    /// holders along its cycle, so renaming one renames them in a file that names none of the
    /// edited types.
    func testTheStrongReferenceGraphKeptAcrossAnEditThatDeclaresOtherwiseIsAFreshOnes() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Base/BaseViewController.swift", "Login/LoginPresenter.swift", "Login/LoginRouter.swift", "Login/LoginViewController.swift"]
        let texts = ["import UIKit\n\nclass BaseViewController: UINavigationController {}\n",
                     "final class LoginPresenter {\n    var router: LoginRouter?\n}\n",
                     "import UIKit\n\nfinal class LoginRouter {\n    var viewController: UINavigationController?\n\n"
                        + "    init(viewController: UINavigationController) { self.viewController = viewController }\n}\n",
                     "final class LoginViewController: BaseViewController {\n    var presenter: LoginPresenter?\n}\n"]
        let project = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "strong-back-reference", in: first), ["Login/LoginRouter.swift:4"])
        XCTAssertNotNil(first.context.strongReferences.peek())
        let edits: [(files: [Int], from: String, to: String, found: [String])] = [
            ([0], "UINavigationController", "UIViewController", []),
            ([1, 3], "LoginPresenter", "LoginPresenterRenamed", ["Login/LoginRouter.swift:4"]),
        ]
        for edit in edits {
            let rebuilt = project.rebuilt(replacing: edit.files.map { ($0, Self.model(texts[$0].replacingOccurrences(of: edit.from, with: edit.to), path: paths[$0])) })
            XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
            let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, edit.files))
            let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
            XCTAssertEqual(Self.places(of: "strong-back-reference", in: full), edit.found, edit.to)
            XCTAssertEqual(incremental.findings, full.findings, edit.to + Self.difference(incremental.findings, full.findings))
            XCTAssertNotNil(incremental.context.strongReferences.peek(), "the graph is kept and updated")
            try checkKeptValues(incremental.context, label: edit.to)
        }
    }

    /// A strong-reference finding names the holders along its cycle: renaming one, three hops
    /// from the holder on one side and two on the other, each type in a folder of its own,
    /// renames it in the holder's message, though nothing the holder names is edited or named
    /// by what is edited.
    func testRenamingATypeOnACycleRenamesItInTheFindingsOfTheCycle() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["A/LoginRouter.swift", "B/LoginViewController.swift", "C/StepOne.swift", "D/StepTwo.swift", "E/StepThree.swift",
                     "F/StepZero.swift"]
        let texts = ["final class LoginRouter {\n    var view: LoginViewController?\n}\n",
                     "import UIKit\n\nfinal class LoginViewController: UIViewController {\n    var start: StepZero?\n}\n",
                     "final class StepOne {\n    var second: StepTwo?\n}\n", "final class StepTwo {\n    var third: StepThree?\n}\n",
                     "final class StepThree {\n    var router: LoginRouter?\n}\n", "final class StepZero {\n    var first: StepOne?\n}\n"]
        let project = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(first.findings.filter { $0.ruleID == "strong-back-reference" }.map(\.message).first?.contains("StepZero → StepOne → StepTwo → StepThree"), true)
        let rebuilt = project.rebuilt(replacing: [2, 3].map { ($0, Self.model(texts[$0].replacingOccurrences(of: "StepTwo", with: "StepTwoRenamed"), path: paths[$0])) })
        XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
        let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [2, 3]))
        let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(full.findings.filter { $0.ruleID == "strong-back-reference" }.map(\.message).first?.contains("StepTwoRenamed"), true)
        XCTAssertEqual(incremental.findings, full.findings, Self.difference(incremental.findings, full.findings))
        XCTAssertNotNil(incremental.context.strongReferences.peek(), "the graph is kept and updated")
    }

    /// The presenter protocols the types with a role store are kept per file across an edit
    /// that declares otherwise only when no protocol became a presenter's or stopped being one:
    /// a protocol is a presenter by refining one, whose rename takes the role from it, and the
    /// interactor storing it (an output protocol carrying `UIImage`) names nothing the edit declares.
    func testAProtocolThatStopsBeingAPresentersIsNoOutputProtocolAfterTheEdit() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Feed/BasePresenter.swift", "Feed/FeedInteractor.swift", "Feed/FeedOutput.swift", "Feed/FeedRouter.swift"]
        let texts = ["protocol BasePresenter: AnyObject {}\n", "final class FeedInteractor {\n    weak var output: FeedOutput?\n}\n",
                     "import UIKit\n\nprotocol FeedOutput: BasePresenter {\n    func show(_ image: UIImage)\n}\n",
                     "final class FeedRouter {\n    func close() {}\n}\n"]
        let project = ProjectIndex(files: zip(paths, texts).map { Self.model($1, path: $0) }, modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "interactor-ui-reference", in: first), ["Feed/FeedOutput.swift:4"])
        XCTAssertNotNil(first.context.heldPresenterProtocols.peek())
        let rebuilt = project.rebuilt(replacing: [(0, Self.model(texts[0].replacingOccurrences(of: "BasePresenter", with: "BaseThing"), path: paths[0]))])
        XCTAssertTrue(project.numbersSymbolsAlike(rebuilt))
        let incremental = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths, redeclared: (first, [0]))
        let full = try Linter.lint(project: rebuilt, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(Self.places(of: "interactor-ui-reference", in: full), [])
        XCTAssertEqual(incremental.findings, full.findings, Self.difference(incremental.findings, full.findings))
        try checkKeptValues(incremental.context, label: "BaseThing")
    }

    /// The findings only one list has, one a line: what a failure needs to show of two long lists.
    private static func difference(_ found: [Finding], _ expected: [Finding]) -> String {
        func line(_ finding: Finding) -> String { "\(finding.ruleID) \(finding.path):\(finding.line) \(finding.message)" }
        let (foundLines, expectedLines) = (found.map(line), expected.map(line))
        let extra = foundLines.filter { !expectedLines.contains($0) }.map { "\n  + " + $0 }
        let missing = expectedLines.filter { !foundLines.contains($0) }.map { "\n  - " + $0 }
        return (extra + missing).joined()
    }

    /// Every symbol's references as `file:line:column name.member -> targets`.
    private static func references(_ context: LintContext) -> [[String]] {
        context.project.symbolIDs.map { symbol in
            context.referencesOfSymbol[symbol].map { reference in
                "\(reference.file):\(reference.position.line):\(reference.position.column) \(reference.name).\(reference.member ?? "") -> "
                    + reference.targets.map { "\($0)" }.joined(separator: ",")
            }
        }
    }

    /// Makes the edits to each file in turn, each incremental lint starting from the one before
    /// (so findings are kept across many edits), and returns how many edits declared alike.
    private func compareEdits(_ files: [(path: String, source: String)], configuration: Configuration, root: String,
                              label: String) throws -> Int {
        let resolver = ModuleResolver(root: configuration.root)
        let detail = Linter.modelDetail(configuration)
        let modules = files.map { resolver.module(ofFile: root + "/" + $0.path) }
        func model(_ path: String, _ text: String) -> FileModel {
            ModelExtractor.extract(Lexer.tokenize(Array(text.utf8)), path: path, detail: detail)
        }
        var texts = files.map(\.source)
        var project = ProjectIndex(files: zip(files, texts).map { model($0.path, $1) }, modules: modules)
        resolver.recordDeclaredDependencies(in: &project)
        let relativePaths = files.map(\.path)
        let sourceOf = { (texts: [String]) in { @Sendable (file: Int) -> [UInt8]? in Array(texts[file].utf8) } }
        var last = try Linter.lint(project: project, configuration: configuration, relativePaths: relativePaths, source: sourceOf(texts))
        let typeNames = project.symbols.filter { (symbol: TypeSymbol) in symbol.isImplementation }.map { (symbol: TypeSymbol) in symbol.name }
        var compared = 0
        for file in files.indices {
            let original = texts[file]
            for edited in Self.edits(of: original, typeNames: typeNames) + [original] {
                let edit = model(files[file].path, edited)
                // What the editor's lint checks before it keeps the index and the roles (`LintPipeline.reuse`).
                guard RoleAssigner.assignsAlike(project.files[file], edit, roles: configuration.roles),
                      let next = project.replacingFiles([(file, edit)]) else { continue }
                texts[file] = edited
                project = next
                let source = sourceOf(texts)
                let incremental = try Linter.lint(previous: last, project: project, configuration: configuration, changed: [file],
                                                  source: source)
                let full = try Linter.lint(project: project, configuration: configuration, relativePaths: relativePaths, source: source)
                if incremental.findings != full.findings {
                    let missing = full.findings.filter { !incremental.findings.contains($0) }.map { "\($0.ruleID) \($0.path):\($0.line)" }
                    let extra = incremental.findings.filter { !full.findings.contains($0) }.map { "\($0.ruleID) \($0.path):\($0.line)" }
                    XCTFail("\(label), \(files[file].path) edited:\n\(edited)\nmissing: \(missing)\nextra: \(extra)")
                    return compared
                }
                try checkKeptValues(incremental.context, label: "\(label), \(files[file].path) edited")
                last = incremental
                compared += 1
            }
            if texts[file] != original {
                // The last edit did not declare alike the one before it: back to the file as it was, in full.
                texts[file] = original
                var rebuilt = ProjectIndex(files: zip(files, texts).map { model($0.path, $1) }, modules: modules)
                resolver.recordDeclaredDependencies(in: &rebuilt)
                project = rebuilt
                last = try Linter.lint(project: project, configuration: configuration, relativePaths: relativePaths, source: sourceOf(texts))
            }
        }
        return compared
    }

    private static func model(_ text: String, path: String, detail: ModelDetail = .rules) -> FileModel {
        ModelExtractor.extract(Lexer.tokenize(Array(text.utf8)), path: path, detail: detail)
    }

    /// Where a rule's findings are, as `path:line`.
    private static func places(of rule: String, in result: Linter.Result) -> [String] {
        result.findings.filter { $0.ruleID == rule }.map { "\($0.path):\($0.line)" }
    }

    /// A built-in pack's configuration, loaded from a temporary folder.
    private static func configuration(extending pack: String) throws -> Configuration {
        let root = NSTemporaryDirectory() + "archlint-scope-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try #"{"extends": ["\#(pack)"]}"#.write(toFile: root + "/.archlint.json", atomically: true, encoding: .utf8)
        return try RuleCatalog.loader().load(file: root + "/.archlint.json")
    }

    /// What an edit's lint carried over from the last one — the referrers of each symbol, the
    /// strong-reference graph's components — is what the edited project gives when built afresh.
    private func checkKeptValues(_ context: LintContext, label: String) throws {
        if let kept = context.referrers.peek() {
            let fresh = Referrers(context)
            XCTAssertEqual(kept.ofSymbol.map(Set.init), fresh.ofSymbol.map(Set.init), "\(label): referrers")
        }
        if let kept = context.heldPresenterProtocols.peek() {
            XCTAssertEqual(kept.ofFile.map { $0.map { "\($0.holder)>\($0.held)" } },
                           HeldPresenterProtocols(context).ofFile.map { $0.map { "\($0.holder)>\($0.held)" } }, "\(label): presenter protocols held")
        }
        if let kept = context.helperCalls.peek() {
            func described(_ table: HelperCalls) -> [String] {
                table.ofFile.map { file in
                    (file.navigating.map { "\($0.key.scope).\($0.key.name)>\($0.method)" }
                        + file.calling.map { "\($0.caller.scope).\($0.caller.name)>\($0.callee.name)" }).joined(separator: " ")
                }
            }
            XCTAssertEqual(described(kept), described(HelperCalls(context)), "\(label): navigation helpers' calls")
        }
        if let kept = context.projectImports.peek() {
            func described(_ imports: ProjectImports) -> [String] {
                imports.ofFile.map { $0.map { "\($0.to)@\($0.decl.position.line):\($0.decl.position.column)" }.joined(separator: " ") }
            }
            XCTAssertEqual(described(kept), described(ProjectImports(context.project)), "\(label): project imports")
        }
        if let kept = context.strongReferences.peek() {
            XCTAssertEqual(Self.partition(kept.componentOfSymbol), Self.partition(StrongReferenceGraph(context).componentOfSymbol),
                           "\(label): strong-reference components")
        }
    }

    /// The symbols grouped by component, whatever the components' numbers.
    private static func partition(_ componentOfSymbol: [Int]) -> Set<Set<Int>> {
        Set(Dictionary(grouping: componentOfSymbol.indices) { componentOfSymbol[$0] }.values.map(Set.init))
    }

    /// A body edit keeps the strong-reference graph as it was; an edit that makes a reference weak
    /// breaks the cycle, and the types whose component changed are the ones re-checked for it.
    func testTheStrongReferenceGraphIsKeptOrUpdatedAcrossEdits() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Login/LoginPresenter.swift", "Login/LoginViewController.swift", "Home/HomeRouter.swift"]
        var texts = ["protocol LoginViewInput: AnyObject {}\nfinal class LoginPresenter {\n    var view: LoginViewInput?\n}\n",
                     "final class LoginViewController: UIViewController, LoginViewInput {\n    var presenter: LoginPresenter?\n}\n",
                     "final class HomeRouter {\n    func open() {}\n}\n"]
        func model(_ file: Int) -> FileModel {
            ModelExtractor.extract(Lexer.tokenize(Array(texts[file].utf8)), path: paths[file], detail: .rules)
        }
        let project = ProjectIndex(files: paths.indices.map(model), modules: paths.map { _ in "App" })
        let first = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        func strong(_ result: Linter.Result) -> [String] {
            result.findings.filter { $0.ruleID == "strong-back-reference" }.map { "\($0.path):\($0.line)" }
        }
        XCTAssertEqual(strong(first), ["Login/LoginPresenter.swift:3"])
        let graph = try XCTUnwrap(first.context.strongReferences.peek())

        texts[2] = "final class HomeRouter {\n    func open() { print(1) }\n}\n"
        let bodyEdited = try XCTUnwrap(project.replacingFiles([(2, model(2))]))
        let afterBody = try Linter.lint(previous: first, project: bodyEdited, configuration: configuration, changed: [2])
        let kept = try XCTUnwrap(afterBody.context.strongReferences.peek())
        XCTAssertEqual(kept.componentOfSymbol, graph.componentOfSymbol)
        XCTAssertEqual(kept.changed, [])
        XCTAssertEqual(strong(afterBody), ["Login/LoginPresenter.swift:3"])

        texts[1] = "final class LoginViewController: UIViewController, LoginViewInput {\n    weak var presenter: LoginPresenter?\n}\n"
        let weakened = try XCTUnwrap(bodyEdited.replacingFiles([(1, model(1))]))
        let afterWeak = try Linter.lint(previous: afterBody, project: weakened, configuration: configuration, changed: [1])
        let updated = try XCTUnwrap(afterWeak.context.strongReferences.peek())
        let names = Set(updated.changed.map { weakened.symbols[$0].name })
        XCTAssertTrue(names.isSuperset(of: ["LoginPresenter", "LoginViewController"]), "\(names)")
        XCTAssertFalse(names.contains("HomeRouter"))
        XCTAssertEqual(strong(afterWeak), [])
        XCTAssertEqual(afterWeak.findings, try Linter.lint(project: weakened, configuration: configuration, relativePaths: paths).findings)
    }

    /// The UI helpers an interactor may not call are kept across edits and found again in the
    /// edited files only: a helper that gains a UI call in a body edit is one at once, and loses it
    /// when the call goes; each lint gives a full lint's findings.
    func testTheUIHelpersAreKeptAndUpdatedAcrossEdits() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Login/LoginInteractor.swift", "Login/LoginPresenter.swift", "Shared/Toast.swift"]
        let plain = "import UIKit\nfinal class Toast {\n    func show(_ text: String) { print(text) }\n}\n"
        let withUI = "import UIKit\nfinal class Toast {\n    func show(_ text: String) { _ = UILabel() }\n}\n"
        var texts = ["protocol LoginInteractorInput { func login() }\n"
                        + "final class LoginInteractor: LoginInteractorInput {\n    let toast = Toast()\n    func login() { toast.show(\"hi\") }\n}\n",
                     "protocol LoginInteractorOutput: AnyObject {}\nfinal class LoginPresenter: LoginInteractorOutput {\n"
                        + "    var interactor: LoginInteractorInput?\n}\n",
                     plain]
        func model(_ file: Int) -> FileModel { Self.model(texts[file], path: paths[file]) }
        func uiReferences(_ result: Linter.Result) -> [String] { Self.places(of: "interactor-ui-reference", in: result) }
        var project = ProjectIndex(files: paths.indices.map(model), modules: paths.map { _ in "App" })
        var last = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(uiReferences(last), [])
        XCTAssertEqual(last.context.uiHelpers.peek()?.ofOwner.count, 0, "the rule asked, and there was none")
        for (text, helpers) in [(withUI, 1), (plain, 0), (withUI, 1)] {
            texts[2] = text
            project = try XCTUnwrap(project.replacingFiles([(2, model(2))]))
            last = try Linter.lint(previous: last, project: project, configuration: configuration, changed: [2])
            XCTAssertEqual(last.context.uiHelpers.peek()?.ofOwner.count, helpers)
            XCTAssertEqual(last.findings, try Linter.lint(project: project, configuration: configuration, relativePaths: paths).findings)
            XCTAssertEqual(uiReferences(last).isEmpty, helpers == 0, "\(uiReferences(last))")
        }
    }

    func testThePresenterProtocolsHeldAreKeptAndUpdatedAcrossEdits() throws {
        let configuration = try Self.configuration(extending: "viper")
        let paths = ["Login/LoginInteractor.swift", "Login/LoginPresenter.swift", "Login/LoginView.swift"]
        let interactor = "protocol LoginInteractorInput { func login() }\nfinal class LoginInteractor: LoginInteractorInput {\n"
        let holding = "    weak var output: LoginInteractorOutput?\n"
        let viewHolding = "    var output: LoginInteractorOutput?\n"
        var texts = [interactor + "    func login() {}\n}\n",
                     "import UIKit\nprotocol LoginInteractorOutput: AnyObject { func loggedIn(_ avatar: UIImage) }\n"
                        + "final class LoginPresenter: LoginInteractorOutput {\n    var interactor: LoginInteractorInput?\n"
                        + "    func loggedIn(_ avatar: UIImage) {}\n}\n",
                     "import UIKit\nfinal class LoginView: UIViewController {\n    func show() {}\n}\n"]
        func model(_ file: Int) -> FileModel { Self.model(texts[file], path: paths[file]) }
        func uiReferences(_ result: Linter.Result) -> [String] { Self.places(of: "interactor-ui-reference", in: result) }
        var project = ProjectIndex(files: paths.indices.map(model), modules: paths.map { _ in "App" })
        var last = try Linter.lint(project: project, configuration: configuration, relativePaths: paths)
        XCTAssertEqual(uiReferences(last), [])
        XCTAssertEqual(last.context.heldPresenterProtocols.peek()?.ofFile.flatMap { $0 }.count, 0, "the rule asked, and none was held")
        // The interactor comes to store its output protocol, whose method takes a UIImage; then a
        // view stores it too (the presenter's whole interface, not the interactor's output); then neither.
        let steps: [(file: Int, text: String, held: Int, reported: [String])] = [
            (0, interactor + holding + "    func login() {}\n}\n", 1, ["Login/LoginPresenter.swift:2"]),
            (2, "import UIKit\nfinal class LoginView: UIViewController {\n" + viewHolding + "    func show() {}\n}\n", 2, []),
            (0, interactor + "    func login() {}\n}\n", 1, []),
            (2, "import UIKit\nfinal class LoginView: UIViewController {\n    func show() {}\n}\n", 0, []),
        ]
        for step in steps {
            texts[step.file] = step.text
            project = try XCTUnwrap(project.replacingFiles([(step.file, model(step.file))]))
            last = try Linter.lint(previous: last, project: project, configuration: configuration, changed: [step.file])
            XCTAssertEqual(last.context.heldPresenterProtocols.peek()?.ofFile.flatMap { $0 }.count, step.held)
            XCTAssertEqual(last.findings, try Linter.lint(project: project, configuration: configuration, relativePaths: paths).findings)
            XCTAssertEqual(uiReferences(last), step.reported)
        }
    }

    /// The edits made to a file's text: each line deleted, words dropped or changed where they
    /// occur, a line inserted at the top, and a property constructing a type of the project
    /// (a different one each time) after each line that opens a type or an initializer.
    static func edits(of text: String, typeNames: [String]) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var edits: [String] = []
        // A blank line or a comment deleted only moves what follows, as the line inserted at the top does.
        for index in lines.indices where !lines[index].trimmingCharacters(in: .whitespaces).isEmpty
            && !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            var without = lines
            without.remove(at: index)
            edits.append(without.joined(separator: "\n"))
        }
        for (word, replacement) in [("weak ", ""), ("private ", ""), ("@MainActor ", ""), ("let ", "var ")] where text.contains(word) {
            edits.append(text.replacingOccurrences(of: word, with: replacement))
        }
        edits.append("\n" + text)
        // A construction of a type of the project no longer made (what an entry point or a configurator builds).
        for index in lines.indices {
            guard let name = typeNames.first(where: { lines[index].contains($0 + "(") }) else { continue }
            var without = lines
            without[index] = Substring(lines[index].replacingOccurrences(of: name + "(", with: "Unknown("))
            edits.append(without.joined(separator: "\n"))
        }
        if !typeNames.isEmpty {
            for index in lines.indices where lines[index].hasSuffix("{")
                && ["class ", "struct ", "actor ", "extension ", "init("].contains(where: lines[index].contains) {
                var with = lines
                with.insert("    var probe\(index) = \(typeNames[index % typeNames.count])()", at: index + 1)
                edits.append(with.joined(separator: "\n"))
            }
        }
        return edits
    }
}
