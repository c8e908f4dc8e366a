import Platform
import ProjectIndex
import SourceModel

struct InteractorDTOReferenceRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let names = OptionKey.globs("names")

    let description = RuleDescription(
        id: "interactor-dto-reference",
        summary: "Interactors (and the layered pack's DAOs and screens) work with entities, not transport types.",
        rationale: """
        Network DTOs change with the server; entities change with the business. When an interactor reads `UserDTO` \
        directly, every API change ripples into business logic. Workers and services translate DTOs into entities at \
        the edge. Clean Swift's `Request`/`Response` scene models are not DTOs. A `JSON` value (SwiftyJSON's, or a \
        project's own) is the server's reply before any mapping: an interactor indexing it (`JSON(data)["items"]`) \
        parses the transport format itself, which article 000 ("Воркер") and article 001 ("Trabajador", the worker \
        decides how data is fetched) leave to the worker. \
        The layered pack holds its DAOs, \
        presentation models, views and cells to the same: in article 004 (`004_de65990a70fc16a8.txt`, "Слой данных", \
        "Кодогенерация") the parser turns what the server sends into model entities, the DAO stores those entities \
        through its translator (`DealDAO`, `DealTranslator`, `DBDeal`), and the screens receive entities from the \
        services; a DAO that caches the server's DTOs, or a screen that reads them, ties storage or UI to the wire format.
        """,
        options: [
            Self.roles.declared("Roles that must not reference transport types.", default: [.interactor]),
            Self.names.declared("Name patterns of transport types.", default: #"["*DTO", "*Dto", "*APIModel", "JSON"]"#),
        ],
        scope: .ownDeclarations,
        triggering: [
            RuleExample(pack: "viper", """
            protocol OrdersInteractorInput: AnyObject { func load() }
            struct OrderDTO: Decodable { let id: String }
            final class OrdersInteractor: OrdersInteractorInput {
                func load() {}
                func map(_ dto: ↓OrderDTO) {}
            }
            """),
            // One finding per transport type, at its first use.
            RuleExample(pack: "svip", """
            protocol ProfileInteractor: AnyActor { func load() async }
            struct ProfileAPIModel: Decodable { let name: String }
            actor ProfileLogic: ProfileInteractor {
                private var cache: [String: ↓ProfileAPIModel] = [:]
                func load() async { let fresh: ProfileAPIModel? = nil; _ = fresh }
            }
            """),
            // The interactor parses the server's JSON into entities itself (SwiftyJSON).
            RuleExample(pack: "viper", """
            import SwiftyJSON
            struct Repository { init(json: Any) {} }
            protocol RepositoryListInteractorInput: AnyObject { func parse(_ data: Data) -> [Repository] }
            final class RepositoryListInteractor: RepositoryListInteractorInput {
                func parse(_ data: Data) -> [Repository] { ↓JSON(data)["items"].arrayValue.map(Repository.init(json:)) }
            }
            """),
            // A team's own transport suffix, through `names`; the interactor's protocol is held to it too.
            RuleExample(pack: "clean-swift", """
            struct OrderPayload: Decodable { let id: String }
            protocol CreateOrderBusinessLogic { func submit(payload: ↓OrderPayload) }
            final class CreateOrderInteractor: CreateOrderBusinessLogic {
                func submit(payload: ↓OrderPayload) {}
            }
            """, options: #"{"names": ["*Payload"]}"#),
            // Layered: a DAO that caches the server's reply instead of the entities.
            RuleExample(pack: "layered", """
            import CoreData
            struct DealsResponseDTO: Decodable { let titles: [String] }
            final class DealsCacheDAO {
                private let context: NSManagedObjectContext
                init(context: NSManagedObjectContext) { self.context = context }
                func save(_ response: ↓DealsResponseDTO) {}
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            enum ListOrders { enum Fetch { struct Request {} struct Response {} } }
            protocol ListOrdersBusinessLogic { func fetch(request: ListOrders.Fetch.Request) }
            final class ListOrdersInteractor: ListOrdersBusinessLogic {
                func fetch(request: ListOrders.Fetch.Request) { _ = ListOrders.Fetch.Response() }
            }
            """),
            // The worker maps DTOs to entities at the edge; the interactor sees entities only.
            RuleExample(pack: "viper", """
            struct OrderDTO: Decodable { let id: String }
            struct OrderEntity { let id: String }
            protocol OrdersWorkerProtocol { func fetch() async throws -> [OrderEntity] }
            final class OrdersWorker: OrdersWorkerProtocol {
                func fetch() async throws -> [OrderEntity] {
                    let dtos: [OrderDTO] = []
                    return dtos.map { OrderEntity(id: $0.id) }
                }
            }
            protocol OrdersInteractorInput: AnyObject { func load() }
            final class OrdersInteractor: OrdersInteractorInput {
                private let worker: OrdersWorkerProtocol
                private var orders: [OrderEntity] = []
                init(worker: OrdersWorkerProtocol) { self.worker = worker }
                func load() {}
            }
            """),
            // Layered: the DAO stores entities, and the parser is the one that reads the DTO.
            RuleExample(pack: "layered", """
            import CoreData
            struct DealDTO: Decodable { let title: String }
            final class DealEntity { let title: String; init(title: String) { self.title = title } }
            final class DealParser { func parse(_ dto: DealDTO) -> DealEntity { DealEntity(title: dto.title) } }
            final class DealDAO {
                private let context: NSManagedObjectContext
                init(context: NSManagedObjectContext) { self.context = context }
                func save(_ deals: [DealEntity]) {}
            }
            """),
            // The data manager parses; the interactor gets entities (a string saying JSON is no reference).
            RuleExample(pack: "viper", """
            struct Repository { let name: String }
            protocol RepositoriesDataManager { func search() async throws -> [Repository] }
            protocol RepositoryListInteractorInput: AnyObject { func fetch() async }
            final class RepositoryListInteractor: RepositoryListInteractorInput {
                private let dataManager: RepositoriesDataManager
                private let format = "JSON"
                init(dataManager: RepositoriesDataManager) { self.dataManager = dataManager }
                func fetch() async { _ = try? await dataManager.search() }
            }
            """),
            // A name in a comment or a string is no reference.
            RuleExample(pack: "svip", """
            import Foundation
            protocol SearchInteractor: AnyActor { func search(_ query: String) async }
            actor SearchLogic: SearchInteractor {
                // decodes SearchResultDTO in the worker, never here
                private let endpoint = "SearchResultDTO"
                func search(_ query: String) async {}
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options[Self.roles])
        // All patterns looked up at once per name, not tried in turn per reference.
        let patterns = NameGlobSet(options[Self.names])
        let transportLayers = Set(context.layers.indices.filter { context.layers[$0].transport })
        for symbol in context.checkedSymbols(withRoles: roles) {
            report.reportReferences(from: symbol, in: context, where: { reference in
                if let target = reference.targets.first, let layer = context.layerOfSymbol[target], transportLayers.contains(layer) {
                    return .symbol(target)
                }
                return patterns.firstMatch(reference.name) != nil ? .target(reference.targets.first) : nil
            }, message: { reference, _ in
                "\(context.describe(symbol)) references the transport type \(reference.name); map it to an entity where it arrives (a worker, service or parser)"
            })
        }
    }
}
