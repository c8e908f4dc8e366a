import ProjectIndex
import SourceModel

struct InteractorDTOReferenceRule: ProjectRule {
    let description = RuleDescription(
        id: "interactor-dto-reference",
        summary: "Interactors work with entities, not transport types.",
        rationale: """
        Network DTOs change with the server; entities change with the business. When an interactor reads `UserDTO` \
        directly, every API change ripples into business logic. Workers and services translate DTOs into entities at \
        the edge. Clean Swift's `Request`/`Response` scene models are not DTOs.
        """,
        options: [
            RuleOption("roles", .strings, "Roles that must not reference transport types.", default: #"["interactor"]"#),
            RuleOption("names", .globs, "Name patterns of transport types.", default: #"["*DTO", "*Dto", "*APIModel"]"#),
        ],
        triggering: [
            RuleExample(pack: "viper", """
            protocol OrdersInteractorInput: AnyObject { func load() }
            struct OrderDTO: Decodable { let id: String }
            final class OrdersInteractor: OrdersInteractorInput {
                func load() {}
                func map(_ dto: ↓OrderDTO) {}
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
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let roles = Set(options.strings("roles"))
        // All patterns looked up at once per name, not tried in turn per reference.
        let patterns = NameGlobSet(options.globs("names"))
        let transportLayers = Set(context.layers.indices.filter { context.layers[$0].transport })
        for symbol in context.symbols(withRoles: roles) {
            report.reportReferences(from: symbol, in: context, where: { reference in
                if let target = reference.targets.first, let layer = context.layerOfSymbol[target], transportLayers.contains(layer) {
                    return target
                }
                return patterns.firstMatch(reference.name) != nil ? (reference.targets.first ?? -1) : nil
            }, message: { reference, _ in
                "\(context.describe(symbol)) references the transport type \(reference.name); map it to an entity in a worker or service"
            })
        }
    }
}
