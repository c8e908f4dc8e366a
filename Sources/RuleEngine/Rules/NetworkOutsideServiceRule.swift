import ProjectIndex
import SourceModel

struct NetworkOutsideServiceRule: ProjectRule {
    static let confinement = ConfinedFramework(
        what: "networking", advice: "requests belong to a service; the presentation model calls it")

    let description = RuleDescription(
        id: "network-outside-service",
        summary: "Only services make network requests.",
        rationale: """
        Article 004 (the layered Redmadrobot architecture, sections on leaving the network manager behind and on \
        the presentation model) gives every request to a service per kind of entity, and takes the calls to \
        services out of the view controller into the presentation model. A `URLSession` (or an Alamofire or Moya \
        import) in a view controller, presentation model, DAO or parser is the old MVC controller doing the network \
        manager's work.
        """,
        options: ConfinedFramework.options(
            allowed: [.service],
            types: ["URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask"],
            names: [], modules: ["Alamofire", "Moya"]),
        scope: .ownDeclarations,
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
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        Self.confinement.check(context, options: options, report: &report)
    }
}
