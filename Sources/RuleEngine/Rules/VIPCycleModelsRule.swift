import Platform
import ProjectIndex
import SourceModel

struct VIPCycleModelsRule: ProjectRule {
    static let stages = OptionKey.pairs("stages")
    static let stageRoles = OptionKey.pairs("stageRoles")

    let description = RuleDescription(
        id: "vip-cycle-models",
        summary: "Each stage of the VIP cycle takes its own model: Request, Response, ViewModel.",
        rationale: """
        Article 001 (Clean Swift, sections on the models and the example) runs one cycle per feature: the view \
        controller sends a `Request` to the interactor through `*BusinessLogic`, the interactor sends a `Response` to \
        the presenter through `*PresentationLogic`, and the presenter sends a `ViewModel` to the view controller \
        through `*DisplayLogic` (`displayContacts(viewModel: ContactList.ShowContacts.ViewModel)`). A method of one \
        of these protocols that takes another stage's model (the interactor handing a `ViewModel` to the presenter, \
        the view controller a `Response` to the interactor) skips a stage of the cycle and mixes what each stage may \
        know. A team that names the protocols its own way (`RestaurantListViewControllerOutput` for the display \
        logic) still runs the cycle: a protocol no stage's name matches takes the stage of the role of the types \
        that adopt it (`stageRoles`) where a scene part of another role holds it (a child screen's delegate, held \
        and adopted by views, is no stage), and a model is known by its name's end as well as by the scene's nested \
        type (`RestaurantListResponse` is a response: a display protocol taking it hands the view what the \
        presenter should have formatted).
        """,
        options: [
            Self.stages.declared("[protocol name glob, the model its methods take] per stage of the cycle.",
                       default: #"[["*BusinessLogic", "Request"], ["*PresentationLogic", "Response"], ["*DisplayLogic", "ViewModel"]]"#),
            Self.stageRoles.declared("[role, the model its protocols' methods take] for protocols no `stages` name matches, by the role of the types adopting them.",
                       default: #"[["interactor", "Request"], ["presenter", "Response"], ["view", "ViewModel"]]"#),
        ],
        reads: ModelDetail(functionParameters: true),
        scope: .project,
        triggering: [
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListPresentationLogic {
                ↓func presentContacts(viewModel: ContactList.ShowContacts.ViewModel)
            }
            """),
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListBusinessLogic {
                ↓func showContacts(response: ContactList.ShowContacts.Response)
            }
            """),
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListDisplayLogic: AnyObject {
                ↓func displayContacts(request: ContactList.ShowContacts.Request)
            }
            """),
            // The display logic named the team's way: the view controller adopts it, so it takes view models.
            RuleExample(pack: "clean-swift", """
            struct RestaurantListResponse: Decodable { let name: String }
            protocol RestaurantListViewControllerOutput: AnyObject {
                ↓func showData(_ data: [RestaurantListResponse])
            }
            final class RestaurantListViewController: UIViewController, RestaurantListViewControllerOutput {
                func showData(_ data: [RestaurantListResponse]) {}
            }
            final class RestaurantListPresenter { weak var viewController: RestaurantListViewControllerOutput? }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct Request {}; struct Response {}; struct ViewModel {} } }
            protocol ContactListBusinessLogic { func showContacts(request: ContactList.ShowContacts.Request) }
            protocol ContactListPresentationLogic { func presentContacts(response: ContactList.ShowContacts.Response) }
            protocol ContactListDisplayLogic: AnyObject { func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) }
            """),
            RuleExample(pack: "clean-swift", """
            // A parameter that is no stage's model is not this rule's business.
            protocol ContactListBusinessLogic { func select(index: Int) }
            """),
            RuleExample(pack: "clean-swift", """
            enum ContactList { enum ShowContacts { struct ViewModel {} } }
            // Only the cycle's protocols are checked: no scene role adopts this one.
            protocol ContactListCellConfiguring { func configure(with viewModel: ContactList.ShowContacts.ViewModel) }
            """),
            // A child screen's delegate, held by a view and adopted by a view, is no stage of the cycle.
            RuleExample(pack: "clean-swift", """
            struct FilterRequest { let query: String }
            protocol FilterViewControllerDelegate: AnyObject { func didApply(_ request: FilterRequest) }
            final class FilterViewController: UIViewController { weak var delegate: FilterViewControllerDelegate? }
            final class OrdersViewController: UIViewController, FilterViewControllerDelegate {
                func didApply(_ request: FilterRequest) {}
            }
            final class OrdersPresenter { weak var viewController: OrdersViewController? }
            """),
            // A protocol the view adopts, taking view models by the end of their names.
            RuleExample(pack: "clean-swift", """
            struct RestaurantCellViewModel { let title: String }
            protocol RestaurantListViewControllerOutput: AnyObject { func showData(_ data: [RestaurantCellViewModel]) }
            final class RestaurantListViewController: UIViewController, RestaurantListViewControllerOutput {
                func showData(_ data: [RestaurantCellViewModel]) {}
            }
            final class RestaurantListPresenter { weak var viewController: RestaurantListViewControllerOutput? }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let stages = options[Self.stages].compactMap { pair in (try? Glob(pair.0)).map { (glob: $0, model: pair.1) } }
        let modelOfRole = Dictionary(options[Self.stageRoles].map { (Role($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
        let models = Set(stages.map(\.model) + modelOfRole.values)
        guard !models.isEmpty else { return }
        // The stage of a protocol no name matches: the model of the role of a type that adopts it,
        // where a part of the scene of another role holds it (the presenter its view's protocol). A
        // child screen's delegate, held by a view and adopted by a view, or a worker's output the
        // interactor adopts, is no stage of the cycle.
        var holderRoles: [SymbolID: Set<Role>] = [:]
        for symbol in context.symbols(withRoles: context.sceneRoles) {
            guard let role = context.role(symbol) else { continue }
            for reference in context.referencesOfSymbol[symbol] {
                for target in reference.targets where context.symbol(target).kind == .protocol {
                    holderRoles[target, default: []].insert(role)
                }
            }
        }
        var modelOfProtocol: [SymbolID: String] = [:]
        for symbol in context.symbols(withRoles: Set(modelOfRole.keys), implementationsOnly: true) {
            guard let role = context.role(symbol), let model = modelOfRole[role] else { continue }
            for parent in context.project.directSupertypeSymbols[symbol] where context.symbol(parent).kind == .protocol {
                guard modelOfProtocol[parent] == nil, holderRoles[parent]?.contains(where: { $0 != role }) == true else { continue }
                modelOfProtocol[parent] = model
            }
        }
        /// The stage model a mentioned type is: the scene's nested `Response`, or a name ending in it.
        func model(of text: String) -> String? {
            let last = text.split(separator: ".").last.map(String.init) ?? text
            if models.contains(last) { return last }
            return models.filter { last.hasSuffix($0) }.max { $0.utf8.count < $1.utf8.count }
        }
        for symbol in context.project.symbolIDs where context.symbol(symbol).kind == .protocol {
            let name = context.symbol(symbol).name
            guard let expected = stages.first(where: { $0.glob.matches(name) })?.model ?? modelOfProtocol[symbol] else { continue }
            for ref in context.symbol(symbol).declarations {
                for method in context.declaration(ref).methods {
                    for parameter in method.params {
                        let wrong = TypeText.mentionedNames(parameter.type).first { text in
                            model(of: text).map { $0 != expected } == true
                        }
                        guard let wrong else { continue }
                        report.report(file: ref.file, at: method.position, length: 4, symbol: symbol, member: method.name,
                                      subject: wrong, key: "\(symbol).\(method.name).\(parameter.name)",
                                      message: "\(name).\(method.name) takes \(wrong), but the methods of \(name) take the scene's "
                                          + "\(expected); each stage of the VIP cycle passes on its own model")
                    }
                }
            }
        }
    }
}
