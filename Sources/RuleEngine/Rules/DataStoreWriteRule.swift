import ProjectIndex
import SourceModel

struct DataStoreWriteRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let storeRoles = OptionKey.roles("storeRoles")

    let description = RuleDescription(
        id: "data-store-write",
        summary: "Clean Swift: a scene's data store is written by its own interactor; the router passes data into the next scene only.",
        rationale: """
        Article 001 (`001_ec88cb080be885b6.txt`, Clean Swift, "Enrutador" and "Interactractor") has the interactor \
        implement the scene's `*DataStore` protocol: the router moves data between scenes through these protocols, \
        which also limit what the router can do with a scene's data, and the example's data store offers its contacts \
        by getter only to show that other modules must not change them. The data passing the article describes reads \
        the source scene's store and writes into the destination's (`destination.name = source.name`, the destination \
        reached through a local or a parameter); a write through a data store the type holds (`dataStore?.name = …` \
        in the router) or reaches through the router it holds (`router?.dataStore?.name = …` in the view controller) \
        changes the source scene's business data behind its interactor's back. Send a request to the interactor \
        instead. Types that implement the data store (its interactor) are its owners and are not reported, nor are \
        writes in an initializer: the article's view controller sets its scene up from `init` (`setup()` wiring \
        `router.dataStore = interactor`), and what a scene is built with is its input.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose writes are checked.", default: [.view, .router, .presenter, .configurator, .worker]),
            Self.storeRoles.declared("Roles of the data store protocols.", default: [.dataStore]),
        ],
        reads: ModelDetail(bodyFacts: true),
        scope: .project,
        triggering: [
            // The router writes into the source scene's data store.
            RuleExample(pack: "clean-swift", """
            protocol ContactListDataStore { var contacts: [String] { get set } }
            protocol ContactListDataPassing { var dataStore: ContactListDataStore? { get } }
            final class ContactListRouter: NSObject, ContactListDataPassing {
                var dataStore: ContactListDataStore?
                func routeToAddContact() {
                    ↓dataStore?.contacts = []
                    ↓dataStore!.contacts.append("new")
                }
            }
            """),
            // The view controller writes into its own scene's data store through the router, bypassing the interactor.
            RuleExample(pack: "clean-swift", """
            protocol SearchDataStore { var searchType: String? { get set } }
            protocol SearchRoutingLogic { func routeToResults() }
            protocol SearchDataPassing { var dataStore: SearchDataStore? { get } }
            protocol SearchDisplayLogic: AnyObject {}
            final class SearchViewController: UIViewController, SearchDisplayLogic {
                var router: (NSObjectProtocol & SearchRoutingLogic & SearchDataPassing)?
                func didPick(type: String) {
                    ↓router?.dataStore?.searchType = type
                    router?.routeToResults()
                }
            }
            """),
            // A presenter holding the store by the interactor's data-store protocol is no better.
            RuleExample(pack: "clean-swift", """
            protocol OrderDataStore { var order: String? { get set } }
            protocol OrderPresentationLogic { func present() }
            final class OrderPresenter: OrderPresentationLogic {
                var store: OrderDataStore?
                func present() { self.↓store?.order = nil }
            }
            """),
        ],
        nonTriggering: [
            // Article 001's data passing: read the source, write the destination reached through a local or a parameter.
            RuleExample(pack: "clean-swift", """
            protocol ContactListDataStore { var contacts: [String] { get } }
            protocol ContactDetailDataStore { var contact: String? { get set } }
            protocol ContactListDataPassing { var dataStore: ContactListDataStore? { get } }
            final class ContactDetailViewController: UIViewController { var router: ContactDetailRouter? }
            final class ContactDetailRouter: NSObject { var dataStore: ContactDetailDataStore? }
            final class ContactListRouter: NSObject, ContactListDataPassing {
                var dataStore: ContactListDataStore?
                func routeToDetail(destination: ContactDetailViewController) {
                    var destinationDS = destination.router!.dataStore!
                    passDataToDetail(source: dataStore!, destination: &destinationDS)
                    destination.router?.dataStore?.contact = dataStore?.contacts.first
                }
                func passDataToDetail(source: ContactListDataStore, destination: inout ContactDetailDataStore) {
                    destination.contact = source.contacts.first
                }
            }
            """),
            // The interactor implements the store: its own data. The assembly wires the store in.
            RuleExample(pack: "clean-swift", """
            protocol ContactListDataStore { var contacts: [String] { get } }
            protocol ContactListBusinessLogic { func load() }
            protocol ContactListDataPassing { var dataStore: ContactListDataStore? { get set } }
            final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
                var contacts: [String] = []
                func load() { contacts = ["a"] }
            }
            final class ContactListRouter: NSObject, ContactListDataPassing { var dataStore: ContactListDataStore? }
            final class ContactListConfigurator {
                var router: ContactListRouter?
                func configure(interactor: ContactListInteractor) { router?.dataStore = interactor }
            }
            """),
            // Setting the scene up: an initializer fills the store with the scene's input, and a local
            // that shadows the stored `interactor` is wired, not written into.
            RuleExample(pack: "clean-swift", """
            protocol SearchDataStore { var searchType: String? { get set } }
            protocol SearchBusinessLogic {}
            protocol SearchPresentationLogic {}
            protocol SearchDataPassing { var dataStore: SearchDataStore? { get set } }
            protocol SearchDisplayLogic: AnyObject {}
            final class SearchInteractor: SearchBusinessLogic, SearchDataStore {
                var searchType: String?
                var presenter: SearchPresentationLogic?
            }
            final class SearchPresenter: SearchPresentationLogic {}
            final class SearchRouter: NSObject, SearchDataPassing { var dataStore: SearchDataStore? }
            final class SearchViewController: UIViewController, SearchDisplayLogic {
                var interactor: (SearchBusinessLogic & SearchDataStore)?
                var router: SearchDataPassing?
                init(searchType: String) {
                    super.init(nibName: nil, bundle: nil)
                    setup()
                    router?.dataStore?.searchType = searchType
                }
                private func setup() {
                    let interactor = SearchInteractor()
                    let router = SearchRouter()
                    interactor.presenter = SearchPresenter()
                    router.dataStore = interactor
                    self.interactor = interactor
                    self.router = router
                }
            }
            """),
            // Reading is data passing's half; comparing is no write.
            RuleExample(pack: "clean-swift", """
            protocol SearchDataStore { var searchType: String? { get } }
            protocol SearchDataPassing { var dataStore: SearchDataStore? { get } }
            protocol SearchDisplayLogic: AnyObject {}
            final class SearchViewController: UIViewController, SearchDisplayLogic {
                var router: SearchDataPassing?
                func title() -> String {
                    if router?.dataStore?.searchType == "all" { return "All" }
                    return router?.dataStore?.searchType ?? ""
                }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let storeRoles = Set(options[Self.storeRoles])
        let stores = Set(context.symbols(withRoles: storeRoles))
        guard !stores.isEmpty else { return }
        // The data stores a type (a router, a data-passing protocol) holds, by property name:
        // found once per symbol, as many view controllers reach the same router.
        var storesHeldBy: [SymbolID: [String: [SymbolID]]] = [:]
        func heldStores(_ symbol: SymbolID) -> [String: [SymbolID]] {
            if let known = storesHeldBy[symbol] { return known }
            var held: [String: [SymbolID]] = [:]
            for holder in context.selfAndSupertypes(of: symbol) {
                for (ref, property) in context.properties(of: holder) where !property.isStatic {
                    let targets = context.roleTargets(ofType: property.type, in: ref).map(\.symbol).filter(stores.contains)
                    if !targets.isEmpty { held[property.name, default: []] += targets }
                }
            }
            storesHeldBy[symbol] = held
            return held
        }
        var propertiesOfStore: [SymbolID: Set<String>] = [:]
        func storeProperties(_ store: SymbolID) -> Set<String> {
            if let known = propertiesOfStore[store] { return known }
            let names = Set(context.selfAndSupertypes(of: store).flatMap { context.properties(of: $0).map(\.property.name) })
            propertiesOfStore[store] = names
            return names
        }
        var memberWrites = context.memberWritesByDeclaration()
        for symbol in context.symbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            let own = Set(context.supertypes(of: symbol))
            // The stored properties that are a data store, and those that hold one (a router).
            var direct: [String: [SymbolID]] = [:]
            var through: [String: [String: [SymbolID]]] = [:]
            for (ref, property) in context.storedInstanceProperties(of: symbol) {
                for target in context.roleTargets(ofType: property.type, in: ref).map(\.symbol) {
                    if stores.contains(target) {
                        direct[property.name, default: []].append(target)
                    } else {
                        let held = heldStores(target)
                        if !held.isEmpty { through[property.name, default: [:]].merge(held) { $0 + $1 } }
                    }
                }
            }
            guard !direct.isEmpty || !through.isEmpty else { continue }
            for ref in context.symbol(symbol).declarations {
                for write in memberWrites.of(ref) where !write.inInitializer {
                    let written: [SymbolID]
                    let path: String
                    // A write through a data store names one of its properties; any other member
                    // belongs to something else the name stands for (a local of the same name).
                    if let targets = direct[write.base]?.filter({ storeProperties($0).contains(write.member) }), !targets.isEmpty {
                        written = targets
                        path = "\(write.base).\(write.member)"
                    } else if let targets = through[write.base]?[write.member], write.chainEnd != write.member {
                        written = targets
                        path = "\(write.base).\(write.member).\(write.chainEnd)"
                    } else {
                        continue
                    }
                    guard let store = written.first(where: { !own.contains($0) }) else { continue }
                    report.report(file: ref.file, at: write.position, length: write.base.utf8.count, symbol: symbol,
                                  subject: path, related: store, message: """
                        \(context.describe(symbol)) writes into the data store \(context.symbol(store).qualifiedName) \
                        (\(path)); only its interactor changes it: send the interactor a request, and pass data into \
                        the next scene's data store instead
                        """)
                }
            }
        }
    }
}
