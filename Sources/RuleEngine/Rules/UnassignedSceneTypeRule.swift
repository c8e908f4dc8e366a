import ProjectIndex
import SourceModel

struct UnassignedSceneTypeRule: ProjectRule {
    static let kinds = OptionKey.strings("kinds")

    let description = RuleDescription(
        id: "unassigned-scene-type",
        summary: "A class or actor in a scene's folder that fits none of the pack's roles.",
        rationale: """
        Article 000 (`000_27ea26e03bea9952.txt`, SVIP, "Анатомия SVIP") names every part of a module for its role: the \
        interactor protocol `*Interactor` and its actor `*Logic`, the presenter protocol and its `*Router`, the \
        workers, the configurator, the view. The rules are written against those roles, so a part named in a team's \
        own words (an interactor called `*UseCase` behind a `*Manager`) takes no role and no rule reads it: its \
        state, its dependencies and its threading go unchecked while the scene looks clean. A scene is a folder \
        holding types of two or more scene roles; a class or actor declared there with no role is reported, so it \
        can be renamed after its part or listed under `roles.<role>.types`. Structs, enums and protocols are the \
        scene's models and contracts and are left alone, as are test code and UIKit/SwiftUI pieces (cells, views \
        made so by their framework). A note: a helper class that is part of no role (a formatter, a table's data \
        source) is allowed by the articles, and only the team can say which it is. `archlint dump --unassigned` \
        lists every kind.
        """,
        defaultSeverity: .note,
        options: [
            Self.kinds.declared("Kinds of declaration reported (`class`, `actor`, `struct`, `enum`, `protocol`).",
                                default: #"["class", "actor"]"#),
        ],
        scope: .ownDeclarations,
        readsAcrossProject: true,
        triggering: [
            // Article 000's scene with its interactor named in other words.
            RuleExample(pack: "svip", files: [
                ("Login/LoginPresenter.swift", "protocol LoginPresenter: AnyObject { func show() }"),
                ("Login/LoginRouter.swift", "final class LoginRouter: LoginPresenter { func show() {} }"),
                ("Login/LoginView.swift", "struct LoginView { let manager: LoginManager }"),
                ("Login/LoginManager.swift", "final ↓class LoginManager { let useCase = LoginUseCase() }"),
                ("Login/LoginUseCase.swift", "↓actor LoginUseCase { func signIn() async {} }"),
            ]),
            RuleExample(pack: "clean-swift", files: [
                ("Orders/OrdersInteractor.swift", "protocol OrdersBusinessLogic {}\nfinal class OrdersInteractor: OrdersBusinessLogic {}"),
                ("Orders/OrdersPresenter.swift", "protocol OrdersPresentationLogic {}\nfinal class OrdersPresenter: OrdersPresentationLogic {}"),
                ("Orders/OrdersCoordinator.swift", "final ↓class OrdersCoordinator { func start() {} }"),
            ]),
            // A struct is reported when the configuration asks for structs.
            RuleExample(pack: "svip", files: [
                ("Cart/CartRouter.swift", "final class CartRouter {}"),
                ("Cart/CartInteractor.swift", "protocol CartInteractor: AnyActor {}"),
                ("Cart/CartBuilder.swift", "↓struct CartBuilder { static func build() -> CartRouter { CartRouter() } }"),
            ], options: #"{"kinds": ["class", "actor", "struct"]}"#),
        ],
        nonTriggering: [
            // Every part named for its role.
            RuleExample(pack: "svip", files: [
                ("Login/LoginPresenter.swift", "protocol LoginPresenter: AnyObject { func show() }"),
                ("Login/LoginRouter.swift", "final class LoginRouter: LoginPresenter { func show() {} }"),
                ("Login/LoginInteractor.swift", "protocol LoginInteractor: AnyActor { func signIn() async }"),
                ("Login/LoginLogic.swift", "actor LoginLogic: LoginInteractor { func signIn() async {} }"),
            ]),
            // The scene's models and contracts are not parts.
            RuleExample(pack: "svip", files: [
                ("Login/LoginRouter.swift", "final class LoginRouter {}"),
                ("Login/LoginInteractor.swift", "protocol LoginInteractor: AnyActor {}"),
                ("Login/LoginModels.swift", "struct LoginViewModelData { let name: String }\nenum LoginError: Error { case denied }"),
            ]),
            // A folder with one scene role is no scene.
            RuleExample(pack: "svip", files: [
                ("Shared/AppRouter.swift", "final class AppRouter {}"),
                ("Shared/ImageCache.swift", "final class ImageCache {}"),
            ]),
        ])

    /// What it reads across the project: the roles of the other types of each type's folder, and
    /// whether the project has a scene folder at all.
    func readsFoldersAcrossProject(_ options: RuleOptions) -> Bool { true }

    func factsReadAcrossProject(_ context: LintContext, options: RuleOptions) -> Set<String>? {
        SceneFolders.rolesOfFolders(context).contains { $0.nonzeroBitCount >= 2 } ? ["a scene folder"] : []
    }

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let kinds = Set(options[Self.kinds])
        // An edit that declares otherwise checks some folders (`readsFoldersAcrossProject`): their
        // types only are looked at, and the project's table is made by the next full lint.
        let folders = context.focus.flatMap { focus in context.sceneFolders.peek() == nil ? SceneFolders(context, files: focus.files) : nil }
            ?? context.sceneFolders.value { SceneFolders(context) }
        guard !folders.unassigned.isEmpty else { return }
        let roleNames = context.sceneRoles.sorted().map(\.name).joined(separator: ", ")
        for id in folders.unassigned where kinds.contains(context.symbol(id).kind.rawValue) {
            guard let file = context.symbol(id).declaration?.file, context.checks(file: file) else { continue }
            let folder = SceneEvidence.folder(of: context.relativePaths[file])
            let name = folder.split(separator: "/").last ?? "."
            let parts = folders.partsOfFolder[folder].map { " beside " + $0.prefix(3).joined(separator: ", ") } ?? ""
            report.report(declarationOf: id, message: """
                \(context.describe(id)) sits in scene folder \(name)/\(parts) but fits none of the \
                scene roles (\(roleNames)): name it after the part it plays or list it under roles.<role>.types; a helper \
                that plays no part can stay as it is
                """)
        }
    }
}

/// The scene folders' types with no role (`SceneEvidence.unassignedInScenes`) and each folder's
/// scene parts to name beside them: read from the whole project whatever types a lint checks,
/// and kept with the context (`LintContext.sceneFolders`).
struct SceneFolders: Sendable {
    let unassigned: [SymbolID]
    let partsOfFolder: [Substring: [String]]

    /// `files`: only the types of the files it marks.
    init(_ context: LintContext, files: [Bool]? = nil) {
        unassigned = SceneEvidence.unassignedInScenes(context.roles, project: context.project, sceneRoles: context.sceneRoles,
                                                      relativePaths: context.relativePaths, rolesOfFolder: Self.rolesOfFolders(context),
                                                      files: files)
        func folder(of id: SymbolID) -> Substring? {
            guard let file = context.project.symbols[id].declaration?.file, file < context.relativePaths.count else { return nil }
            return SceneEvidence.folder(of: context.relativePaths[file])
        }
        // Named only in the folders that hold an unassigned type.
        let named = Set(unassigned.compactMap(folder))
        var partsOfFolder: [Substring: [String]] = [:]
        if !named.isEmpty {
            for id in context.symbols(withRoles: context.sceneRoles, implementationsOnly: true) {
                guard let folder = folder(of: id), named.contains(folder), let role = context.role(id) else { continue }
                partsOfFolder[folder, default: []].append("\(context.project.symbols[id].name) (\(role))")
            }
        }
        self.partsOfFolder = partsOfFolder
    }

    /// The project's `SceneEvidence.rolesOfFolders`, worked out once per lint.
    static func rolesOfFolders(_ context: LintContext) -> [UInt64] {
        context.derivedFacts.value("scene roles of each folder") {
            SceneEvidence.rolesOfFolders(context.roles, project: context.project, sceneRoles: context.sceneRoles,
                                         folders: context.folders)
        }
    }
}
