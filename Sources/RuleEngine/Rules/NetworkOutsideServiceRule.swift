import ProjectIndex
import SourceModel

struct NetworkOutsideServiceRule: ProjectRule {
    static let confinement = ConfinedFramework(
        what: "networking", advice: "requests belong to a service or worker the scene's logic calls")

    let description = RuleDescription(
        id: "network-outside-service",
        summary: "Only services (and, where the pack says so, workers) make network requests.",
        rationale: """
        Article 004 (the layered Redmadrobot architecture, sections on leaving the network manager behind and on \
        the presentation model) gives every request to a service per kind of entity, and takes the calls to \
        services out of the view controller into the presentation model. A `URLSession` (or an Alamofire or Moya \
        import) in a view controller, presentation model, DAO or parser is the old MVC controller doing the network \
        manager's work. Article 000 (SVIP, "Компоненты чистой архитектуры" and "Воркер") makes the worker the \
        interactor's data source, an external detail behind a protocol; classic VIPER (not one of the five articles) \
        gives the network to the data manager or service its interactor is handed, the reading the VIPER packs \
        already take in forbidding presenter → service. Both packs let workers and services make requests and report \
        an interactor that makes them itself (`Alamofire.request`, `AF.request`, a `MoyaProvider`). Clean Swift \
        leaves the rule off: article 001 ("Trabajador") makes the worker optional ("no siempre es necesario" in simple \
        modules). The VIPER packs leave the presenter to `presenter-does-io` and the view, which may load an image \
        by its URL (`exceptRoles`).
        """,
        options: ConfinedFramework.options(
            allowed: [.service],
            types: FrameworkTypes.networkClientTypes,
            names: [], modules: ["Alamofire", "Moya"]),
        scope: .ownDeclarations,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "layered", """
            final class DealsViewController: UIViewController {
                func reload() { ↓URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
            }
            """),
            RuleExample(pack: "layered", """
            ↓import Alamofire
            final class ProfilePresentationModel {
                func load() {}
            }
            """),
            RuleExample(pack: "layered", """
            final class DealDAO {
                private let session: ↓URLSession = .shared
            }
            """),
            // A VIPER interactor making the request itself, with Alamofire 4's namespace.
            RuleExample(pack: "viper", """
            import Alamofire
            protocol RepositoryListInteractorInput: AnyObject { func fetchRepositories() }
            final class RepositoryListInteractor: RepositoryListInteractorInput {
                func fetchRepositories() {
                    ↓Alamofire.request("https://api.github.com/search/repositories").responseData { _ in }
                }
            }
            """),
            // An SVIP logic actor with its own provider, where article 000 gives the data source to a worker.
            RuleExample(pack: "svip", """
            import Moya
            protocol FeedInteractor: AnyActor { func load() async }
            actor FeedLogic: FeedInteractor {
                private let provider = ↓MoyaProvider<FeedAPI>()
                func load() async {}
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "layered", """
            final class DealService {
                private let session = URLSession.shared
                func deals() async throws -> Data { try await session.data(from: URL(string: "https://example.com")!).0 }
            }
            """),
            RuleExample(pack: "layered", """
            import Alamofire
            final class AuthService { func login() {} }
            """),
            RuleExample(pack: "layered", """
            final class DealService { func deals() {} }
            final class DealsPresentationModel {
                private let service = DealService()
                func load() { service.deals() }
            }
            """),
            // The VIPER interactor asks its data manager; Alamofire 5's `AF` is the data manager's.
            RuleExample(pack: "viper", """
            import Alamofire
            final class RepositoriesDataManager {
                func search(_ completion: @escaping (Data?) -> Void) { AF.request("https://api.github.com").responseData { completion($0.data) } }
            }
            protocol RepositoryListInteractorInput: AnyObject { func fetchRepositories() }
            final class RepositoryListInteractor: RepositoryListInteractorInput {
                private let dataManager: RepositoriesDataManager
                init(dataManager: RepositoriesDataManager) { self.dataManager = dataManager }
                func fetchRepositories() { dataManager.search { _ in } }
            }
            """),
            // SVIP: the worker is the logic's data source, and makes the request.
            RuleExample(pack: "svip", """
            protocol FeedWorker: AnyActor { func items() async throws -> Data }
            actor FeedService: FeedWorker {
                func items() async throws -> Data { try await URLSession.shared.data(from: URL(string: "https://example.com")!).0 }
            }
            protocol FeedInteractor: AnyActor { func load() async }
            actor FeedLogic: FeedInteractor {
                private let worker: FeedWorker
                init(worker: FeedWorker) { self.worker = worker }
                func load() async { _ = try? await worker.items() }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        Self.confinement.check(context, options: options, report: &report)
    }

    func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>? { ConfinedFramework.rolesReadAcrossProject(options) }
}
