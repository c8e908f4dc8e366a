import ProjectIndex
import SourceModel

struct LayerViolationRule: ProjectRule {
    static let exempt = OptionKey.roles("exempt")
    static let receiverCalls = OptionKey.bool("receiverCalls")

    /// An XcodeGen spec of three targets named as the pattern-free pack's layers, Presentation
    /// and Data depending on Domain, and `dependent` on `dependency` besides.
    private static func cleanArchitectureSpec(_ dependent: String, dependsOn dependency: String) -> (String, String) {
        func dependencies(_ target: String) -> String {
            let targets = (target == "Domain" ? [] : ["Domain"]) + (target == dependent ? [dependency] : [])
            return targets.isEmpty ? "" : "\n    dependencies: [" + targets.map { "{ target: \($0) }" }.joined(separator: ", ") + "]"
        }
        return ("project.yml", "name: Movies\ntargets:" + ["Presentation", "Data", "Domain"].map {
            "\n  \($0):\n    type: framework\n    sources: [\($0)]" + dependencies($0)
        }.joined() + "\n")
    }

    let description = RuleDescription(
        id: "layer-violation",
        summary: "Lower layers never reach up into higher ones.",
        rationale: """
        Layers are ordered from the screen down to data. A layer may use itself and the layers below it; when a \
        worker references a presenter or a DAO imports the UI module, the arrows point both ways and nothing can \
        be changed or tested alone. Configurators assemble every layer and are exempt. Layers by module also count \
        the dependencies the build declares (an Xcode, XcodeGen, Tuist or CocoaPods target's): one no file imports \
        is reported at the top of the module's first file, and the message says it is declared. Naming a type's \
        metatype (`"\\(ReportScreen.self)-Loading"` as an identifier, a container's type argument) uses no instance \
        of it and is not counted. Code in an extension counts in the layer of the file that holds it: a scene's \
        file mapping a domain entity to its own display struct (`extension ProjectEntity { func toModel() -> \
        ProjectModel }`) is the scene's code. A method called through a value whose type is not written \
        (`places.map { $0.makeAnnotation() }`) is taken to be the one the project declares in an extension when \
        no other method of the project has its name: the caller then uses that extension's code, in the layer of \
        its file (the highest of the types the file declares, else the layer its layer folder names when the \
        folder holds no lower layer's types), as article 004 ("Разделение на слои") has each layer know only the \
        one below. A name declared twice, or private to its file, resolves to nothing.
        """,
        options: [
            Self.exempt.declared("Roles allowed to reference any layer.", default: [.configurator]),
            Self.receiverCalls.declared("""
                Follow a method called through a value whose type is not written to the one extension that declares \
                it. Every file's calls through a receiver are then recorded, a few percent of a lint's time.
                """, default: "false", note: "the layered pack turns it on: article 004's layers are folders, whose extensions screens and services share"),
        ],
        reads: ModelDetail(memberCalls: true),
        scope: .ownDeclarations,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "layered", """
            final class ProfileViewController: UIViewController {}
            final class ProfileService {
                func show() { _ = ↓ProfileViewController() }
            }
            """),
            // A worker reaching up into the scene, through the presenter's protocol or its class.
            RuleExample(pack: "viper", """
            protocol OrdersInteractorOutput: AnyObject {}
            final class OrdersInteractor {}
            final class OrdersPresenter: OrdersInteractorOutput {}
            final class OrdersWorker {
                weak var output: ↓OrdersInteractorOutput?
                func finish() { _ = ↓OrdersPresenter() }
            }
            """),
            // The Domain target links Presentation: its build reaches up though no file imports it.
            RuleExample(pack: "pattern-free", files: [
                Self.cleanArchitectureSpec("Domain", dependsOn: "Presentation"),
                ("Domain/Movie.swift", "↓struct Movie {}"),
                ("Presentation/MoviesList.swift", "import Domain\nstruct MoviesList {}"),
                ("Data/MoviesStore.swift", "struct MoviesStore {}"),
            ]),
            // Entities are the bottom layer: the mapping from DTOs belongs to the data layer above them.
            RuleExample(pack: "layered", """
            struct UserDTO: Decodable { let name: String }
            struct UserEntity {
                let name: String
                init(dto: ↓UserDTO) { name = dto.name }
            }
            """),
            // A type with no role in the services folder (beside the app's services) typed on a flow
            // coordinator's nested state: the state is the coordinator's, a layer above.
            RuleExample(pack: "layered", files: [
                ("Chat/Services/Session/SessionService.swift", "final class SessionService {}"),
                ("Chat/Services/StateMachine/FlowStateMachineFactory.swift", """
                struct FlowStateMachineFactory {
                    func make(from state: ↓SessionFlowCoordinator.State) -> [SessionFlowCoordinator.State] { [state] }
                }
                """),
                ("Chat/Flows/SessionFlowCoordinator.swift", """
                final class SessionFlowCoordinator {
                    enum State { case idle, chats }
                    func start() {}
                }
                """),
            ]),
            // A service maps the server's records through a method an extension declares in the
            // presentation folder, beside the map annotation it builds: the call goes through a closure's
            // parameter, whose type is never written, and resolves to the one method of that name.
            RuleExample(pack: "layered", files: [
                ("Bank/Business Logic/Service/PlacesService.swift", """
                struct Place { let name: String }
                final class PlacesService {
                    func annotations(_ places: [Place]) -> [AnyObject] { places.map { $0.↓makeAnnotation() } }
                }
                """),
                ("Bank/Presentation/Map/PlaceAnnotation.swift", """
                final class PlaceAnnotation { let title: String; init(title: String) { self.title = title } }
                extension Place {
                    func makeAnnotation() -> AnyObject { PlaceAnnotation(title: name) }
                }
                """),
                ("Bank/Presentation/Map/MapViewController.swift", "final class MapViewController: UIViewController {}"),
            ]),
        ],
        nonTriggering: [
            // The same call when the project declares the method twice: which one the closure calls is
            // not known, so it resolves to neither.
            RuleExample(pack: "layered", files: [
                ("Bank/Business Logic/Service/PlacesService.swift", """
                struct Place { let name: String }
                final class PlacesService {
                    func annotations(_ places: [Place]) -> [AnyObject] { places.map { $0.makeAnnotation() } }
                }
                """),
                ("Bank/Presentation/Map/PlaceAnnotation.swift", """
                final class PlaceAnnotation { let title: String; init(title: String) { self.title = title } }
                extension Place {
                    func makeAnnotation() -> AnyObject { PlaceAnnotation(title: name) }
                }
                """),
                ("Bank/Presentation/Map/MapViewController.swift", "final class MapViewController: UIViewController {}"),
                ("Bank/Presentation/Map/PinFactory.swift", "final class PinFactory { func makeAnnotation() -> AnyObject { PinFactory() } }"),
            ]),
            // An extension in the services' own folder (no screen of the presentation folder is involved).
            RuleExample(pack: "layered", files: [
                ("Bank/Business Logic/Service/PlacesService.swift", """
                struct Place { let name: String }
                final class PlacesService {
                    func titles(_ places: [Place]) -> [String] { places.map { $0.displayTitle() } }
                }
                """),
                ("Bank/Business Logic/Service/Place+Title.swift", """
                extension Place {
                    func displayTitle() -> String { name.capitalized }
                }
                """),
                ("Bank/Presentation/Map/MapViewController.swift", "final class MapViewController: UIViewController {}"),
            ]),
            // The store and the record it keeps share the business-logic folder: the folder names no one
            // layer, so the role-less record is in none and the store may use it.
            RuleExample(pack: "layered", files: [
                ("Timer/Business Logic/TimerService.swift", "final class TimerService { let dao = TasksDAO() }"),
                ("Timer/Business Logic/Storages/TasksDAO.swift", "final class TasksDAO { func save(_ task: PomodoroTask) {} }"),
                ("Timer/Business Logic/Models/PomodoroTask.swift", "struct PomodoroTask { let title: String }"),
            ]),
            // The metatype names the screen for an identifier; the service holds and calls no screen.
            RuleExample(pack: "layered", """
            final class ProfileViewController: UIViewController {}
            final class AnalyticsService {
                func screenName() -> String { "\\(ProfileViewController.self)-opened" }
            }
            """),
            RuleExample(pack: "layered", """
            final class ProfileService {}
            final class ProfileViewController: UIViewController {
                let service = ProfileService()
            }
            """),
            // The scene's parts use each other and the workers below; the configurator assembles all.
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersDisplayLogic: AnyObject {}
            final class ListOrdersViewController: UIViewController, ListOrdersDisplayLogic {}
            final class ListOrdersWorker {}
            final class ListOrdersInteractor { var worker = ListOrdersWorker() }
            final class ListOrdersPresenter { weak var viewController: ListOrdersDisplayLogic? }
            final class ListOrdersConfigurator {
                func configure(_ viewController: ListOrdersViewController) {
                    let presenter = ListOrdersPresenter()
                    presenter.viewController = viewController
                    _ = ListOrdersInteractor()
                }
            }
            """),
            // Declared dependencies that point down are the layering.
            RuleExample(pack: "pattern-free", files: [
                Self.cleanArchitectureSpec("Presentation", dependsOn: "Data"),
                ("Domain/Movie.swift", "struct Movie {}"),
                ("Presentation/MoviesList.swift", "struct MoviesList {}"),
                ("Data/MoviesStore.swift", "struct MoviesStore {}"),
            ]),
            // The scene maps the domain's record to its display struct in an extension written in the scene's
            // own file: the mapping is the scene's code, not the entity's.
            RuleExample(pack: "mvi", files: [
                ("Domain/ProjectEntity.swift", "struct ProjectEntity { let name: String }"),
                ("Scenes/Portfolio/PortfolioIntent.swift", """
                struct ProjectModel { let name: String }
                protocol PortfolioModelActionsProtocol: AnyObject { func update(projects: [ProjectModel]) }
                final class PortfolioIntent {
                    private weak var model: PortfolioModelActionsProtocol?
                    func onAppear() { model?.update(projects: [ProjectEntity(name: "a").toModel()]) }
                }
                extension ProjectEntity {
                    func toModel() -> ProjectModel { ProjectModel(name: name) }
                }
                """),
            ]),
            // Each layer depends downwards only.
            RuleExample(pack: "layered", """
            struct UserEntity { let name: String }
            struct UserDTO: Decodable { let name: String }
            final class UserParser { func parse(_ dto: UserDTO) -> UserEntity { UserEntity(name: dto.name) } }
            final class UserService { private let parser = UserParser() }
            final class ProfileViewModel { private let service = UserService() }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let exempt = Set(options[Self.exempt])
        // Code written in an extension sits in the layer of the file that holds it: `extension ProjectEntity
        // { func toModel() -> ProjectModel }` in an intent's file is the scene mapping a record to its own
        // display struct, which the entity's own code never sees. A file's layer is the highest of the
        // types it declares, else its layer folder's (`layerFloorOfFile`); a file with neither keeps the
        // extended type's layer.
        var layerOfFile: [Int: Int?] = [:]
        func layer(ofFile file: Int) -> Int? {
            if let known = layerOfFile[file] { return known }
            let layer = Self.layer(ofFile: file, context)
            layerOfFile[file] = layer
            return layer
        }
        func codeLayer(inFile file: Int, of symbol: SymbolID, own: Int) -> Int {
            guard let primary = context.symbol(symbol).declaration, primary.file != file else { return own }
            return layer(ofFile: file) ?? own
        }
        let methods = options[Self.receiverCalls] ? Self.declaredMethods(context) : nil
        var memberCalls = context.memberCallsByDeclaration()
        for symbol in context.checkedSymbolIDs {
            guard let own = context.layerOfSymbol[symbol], !context.plays(symbol, anyOf: exempt) else { continue }
            report.reportReferences(from: symbol, in: context, where: { reference in
                guard !reference.isMetatype, let target = reference.targets.first, let layer = context.layerOfSymbol[target],
                      layer < own, layer < codeLayer(inFile: reference.file, of: symbol, own: own),
                      !context.plays(target, anyOf: exempt) else { return nil }
                return .symbol(target)
            }, message: { _, target in
                let targetLayer = context.layers[context.layerOfSymbol[target!]!].name
                return "\(context.describe(symbol)) in layer '\(context.layers[own].name)' references \(context.describe(target!)) "
                    + "of the higher layer '\(targetLayer)'; depend downwards only"
            })
            // A method called through a value whose type is not written (`places.map { $0.makeAnnotation() }`)
            // is the code of the extension that declares it, when the project declares it once: the
            // caller depends on that extension's file and its layer.
            for ref in context.symbol(symbol).declarations {
                for call in memberCalls.of(ref) {
                    guard let (name, declaring) = methods?.onlyDeclaration(of: call.method), declaring.file != ref.file,
                          let extended = context.project.symbol(declaredAt: declaring), context.symbol(extended).declaration != nil,
                          !context.plays(extended, anyOf: exempt), let layer = layer(ofFile: declaring.file),
                          layer < codeLayer(inFile: ref.file, of: symbol, own: own) else { continue }
                    let path = context.project.files[declaring.file].path
                    let line = context.project.files[declaring.file].types[declaring.type].position.line
                    report.report(file: ref.file, at: call.position, length: name.utf8.count, symbol: symbol, subject: name,
                                  related: extended, key: "\(symbol)->#\(extended)",
                                  evidence: [EvidenceHop(kind: .calls, from: context.symbol(symbol).qualifiedName,
                                                         to: context.symbol(extended).qualifiedName, path: context.project.files[ref.file].path,
                                                         line: Int(call.position.line), column: Int(call.position.column))],
                                  message: "\(context.describe(symbol)) in layer '\(context.layers[own].name)' calls "
                                      + "\(context.symbol(extended).qualifiedName).\(name), declared in an extension in \(Self.fileName(path)):\(line) "
                                      + "of the higher layer '\(context.layers[layer].name)'; depend downwards only")
                }
            }
        }
        checkModuleImports(context, report: &report)
    }

    /// The layer of a file's code: the highest of the types it declares, else its layer folder's.
    private static func layer(ofFile file: Int, _ context: LintContext) -> Int? {
        var highest: Int?
        for case let declared? in context.project.symbols(declaredIn: file) where context.symbol(declared).declaration?.file == file {
            if let layer = context.layerOfSymbol[declared] { highest = min(highest ?? layer, layer) }
        }
        return highest ?? context.layerFloorOfFile[file]
    }

    /// The methods a call through a receiver resolves to, each with the type its extension extends,
    /// that type's role and the layer of the extension's file: what the rule reads of other files
    /// beyond the types its references name.
    func factsReadAcrossProject(_ context: LintContext, options: RuleOptions) -> Set<String>? {
        let methods = options[Self.receiverCalls] ? Self.declaredMethods(context) : nil
        var facts = Set<String>()
        for (name, ref) in methods?.resolvable ?? [] {
            guard let layer = Self.layer(ofFile: ref.file, context), let extended = context.project.symbol(declaredAt: ref) else { continue }
            facts.insert("\(name) \(extended) \(context.role(extended)?.name ?? "") \(layer)")
        }
        return facts
    }

    func reads(_ options: RuleOptions) -> ModelDetail {
        options[Self.receiverCalls] ? description.reads : .rules
    }

    /// The table reads every method the project declares: made only where some type has a layer to
    /// check, whatever an edit's scope, so that the editor's next lint updates it (`Linter`).
    private static func declaredMethods(_ context: LintContext) -> DeclaredMethods? {
        guard context.layerOfSymbol.contains(where: { $0 != nil }) else { return nil }
        return context.declaredMethods.value { DeclaredMethods(context.project) }
    }

    private static func fileName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? path[...]
    }

    /// A file of a lower layer's module importing a higher layer's module, and a lower layer's
    /// module whose build description declares a dependency on a higher layer's module that no
    /// file of it imports (the target links it all the same).
    private func checkModuleImports(_ context: LintContext, report: inout FindingCollector) {
        let files = context.project.files
        for file in files.indices where context.checks(file: file) {
            guard let own = context.layer(ofModule: context.project.moduleOfFile[file]) else { continue }
            for decl in files[file].imports {
                guard let imported = context.layer(ofModule: String(decl.moduleName)), imported < own else { continue }
                report.report(file: file, at: decl.position, length: 6, symbol: nil, subject: decl.module,
                              evidence: [EvidenceHop(kind: .imports, from: context.project.moduleOfFile[file], to: String(decl.moduleName),
                                                     path: files[file].path, line: Int(decl.position.line), column: Int(decl.position.column))],
                              message: "module \(context.project.moduleOfFile[file]) of layer '\(context.layers[own].name)' imports "
                                  + "\(decl.moduleName) of the higher layer '\(context.layers[imported].name)'")
            }
        }
        for edge in context.declaredOnlyDependencies() {
            guard let own = context.layer(ofModule: edge.module), let other = context.layer(ofModule: edge.dependency), other < own else { continue }
            report.report(edge, message: "module \(edge.module) of layer '\(context.layers[own].name)' depends on \(edge.dependency) of the "
                + "higher layer '\(context.layers[other].name)' by a dependency its build description declares (no file imports it)")
        }
    }
}
