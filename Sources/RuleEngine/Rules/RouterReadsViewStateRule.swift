import ProjectIndex
import SourceModel

struct RouterReadsViewStateRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let viewRoles = OptionKey.roles("viewRoles")
    static let members = OptionKey.strings("members")

    let description = RuleDescription(
        id: "router-reads-view-state",
        summary: "A router takes the data it passes from the scene's data store, not from the view's controls.",
        rationale: """
        Article 001 (`001_ec88cb080be885b6.txt`, Clean Swift, "Enrutador" and "Interactractor") has the router pass \
        data to the next scene from the source scene's data store (`destination.name = source.name`): what the user \
        picked reaches the interactor as a request, the interactor keeps it in the store, and the router reads it \
        there. A router that reads the view's controls itself (`viewController?.tableView.indexPathForSelectedRow`, \
        `viewController?.nameTextField.text`) takes the scene's state from the display, where no interactor test \
        sees it and the store no longer holds what the next scene was given. VIPER's router holds its view to \
        navigate (article 003 keeps the original VIPER roles) and gets data through the presenter, so the same \
        reach is reported there. A member counts when it is one of the view's outlets (`@IBOutlet`), a stored \
        property of a UIKit view or control type, or one of UIKit's content views a screen inherits (`members`); \
        navigation through the view (`viewController?.navigationController`, `present`, `show`) is the router's \
        work and is not reported, nor is a call on a control (`tableView.deselectRow(…)`), nor a write.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose reads through a held view are checked.", default: [.router]),
            Self.viewRoles.declared("Roles of the views a router holds.", default: [.view]),
            Self.members.declared("Content views UIKit's screens inherit, which hold what the user picked.",
                                  default: ["tableView", "collectionView"]),
        ],
        scope: .referencedTypes,
        triggering: [
            // Article 001's ListOrders router picking the order from the table's selection.
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersDataStore { var orders: [String]? { get } }
            protocol ShowOrderDataStore { var order: String? { get set } }
            protocol ListOrdersDisplayLogic: AnyObject {}
            final class ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic {
                var router: ListOrdersRouter?
            }
            final class ListOrdersRouter: NSObject {
                weak var viewController: ListOrdersViewController?
                var dataStore: ListOrdersDataStore?
                func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore) {
                    let selectedRow = ↓viewController?.tableView.indexPathForSelectedRow?.row
                    destination.order = source.orders?[selectedRow!]
                }
            }
            """),
            // An outlet read from the router, and through `self.`.
            RuleExample(pack: "clean-swift", """
            protocol SignUpDisplayLogic: AnyObject {}
            final class SignUpViewController: UIViewController, SignUpDisplayLogic {
                @IBOutlet var emailField: UITextField!
                var router: SignUpRouter?
            }
            final class SignUpRouter {
                weak var viewController: SignUpViewController?
                func routeToConfirm() {
                    let email = ↓viewController?.emailField.text ?? ""
                    let again = self.↓viewController!.emailField.text
                    print(email, again as Any)
                }
            }
            """),
            // VIPER: a wireframe reads a control its view declares.
            RuleExample(pack: "viper", """
            protocol SearchViewInput: AnyObject {}
            final class SearchViewController: UIViewController, SearchViewInput {
                let queryBar = UISearchBar()
            }
            final class SearchWireframe {
                weak var view: SearchViewController?
                func openResults() { let query = ↓view?.queryBar.text; print(query as Any) }
            }
            """),
        ],
        nonTriggering: [
            // Article 001's router: data from the data store, navigation through the view controller.
            RuleExample(pack: "clean-swift", """
            protocol ListOrdersDataStore { var orders: [String]? { get }; var selected: Int? { get } }
            protocol ShowOrderDataStore { var order: String? { get set } }
            protocol ListOrdersDisplayLogic: AnyObject {}
            final class ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic {}
            final class ShowOrderViewController: UIViewController {}
            final class ListOrdersRouter: NSObject {
                weak var viewController: ListOrdersViewController?
                var dataStore: ListOrdersDataStore?
                func routeToShowOrder(destination: ShowOrderViewController) {
                    viewController?.navigationController?.pushViewController(destination, animated: true)
                    viewController?.show(destination, sender: nil)
                }
                func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore) {
                    destination.order = source.selected.flatMap { source.orders?[$0] }
                }
            }
            """),
            // A call on a control and a write are not reads of what the user picked.
            RuleExample(pack: "clean-swift", """
            protocol ListDisplayLogic: AnyObject {}
            final class ListViewController: UITableViewController, ListDisplayLogic {}
            final class ListRouter {
                weak var viewController: ListViewController?
                func routeBack() {
                    viewController?.tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
                    viewController?.tableView.isEditing = false
                }
            }
            """),
            // The view's other members (its title, its presenter) and a property of another type are no controls.
            RuleExample(pack: "viper", """
            protocol DetailViewInput: AnyObject {}
            final class Box { var tableView: Int = 0 }
            final class DetailViewController: UIViewController, DetailViewInput {
                var photo: Double?
            }
            final class DetailWireframe {
                weak var view: DetailViewController?
                let box = Box()
                func close() {
                    print(view?.title as Any, view?.photo as Any, box.tableView)
                    view?.dismiss(animated: true)
                }
            }
            """),
        ])

    static let controlSuffixes = ["View", "Bar", "Field", "Button", "Control", "Picker", "Switch", "Slider", "Stepper", "Label"]

    /// A UI framework's view or control: one archlint knows, or a `UI`/`NS` name ending as UIKit's and
    /// AppKit's controls do (`UISearchBar`, `UIDatePicker`, `NSTextField`).
    static func isControl(_ name: String) -> Bool {
        FrameworkTypes.viewBases.contains(name)
            || ((name.hasPrefix("UI") || name.hasPrefix("NS")) && controlSuffixes.contains { name.hasSuffix($0) })
    }

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let viewRoles = Set(options[Self.viewRoles])
        let inherited = Set(options[Self.members])
        // The controls of each view type: found once, as a scene's router and others may hold it.
        var controlsOfView: [SymbolID: Set<String>] = [:]
        func controls(of view: SymbolID) -> Set<String> {
            if let known = controlsOfView[view] { return known }
            var names = inherited
            for holder in context.selfAndSupertypes(of: view) {
                for (ref, property) in context.properties(of: holder) where !property.isStatic && !property.computed {
                    // An outlet built in place (`let queryBar = UISearchBar()`) is typed by what it constructs.
                    let typeNames = property.type.map(TypeText.mentionedNames)
                        ?? context.constructedReferences(of: property, in: ref, symbol: holder).map(\.name)
                    if property.attributes.contains("@IBOutlet")
                        || typeNames.contains(where: Self.isControl) {
                        names.insert(property.name)
                    }
                }
            }
            controlsOfView[view] = names
            return names
        }
        var tokens = DeclarationTokens()
        for router in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            // The stored properties holding a view, with the controls reachable through each.
            var held: [String: (view: SymbolID, controls: Set<String>)] = [:]
            for (ref, property) in context.storedInstanceProperties(of: router) {
                guard let view = context.roleTargets(ofType: property.type, in: ref)
                    .first(where: { context.plays($0.symbol, anyOf: viewRoles) })?.symbol else { continue }
                held[property.name] = (view, controls(of: view))
            }
            guard !held.isEmpty else { continue }
            for (ref, file, range) in tokens.of(router, in: context) {
                for read in HeldMemberUses.scan(file, range: range, holders: Set(held.keys))
                where read.ending == .read && held[read.holder]!.controls.contains(read.member) {
                    let view = held[read.holder]!.view
                    report.report(file: ref.file, at: read.position, length: read.holder.utf8.count, symbol: router,
                                  subject: "\(read.holder).\(read.member)", related: view,
                                  key: "\(router):\(ref.file):\(read.position.line):\(read.holder)", message: """
                        \(context.describe(router)) reads \(read.holder).\(read.member) of \
                        \(context.describe(view)); have the view send what the user picked to the interactor, keep it \
                        in the data store, and pass it on from there
                        """)
                }
            }
        }
    }
}
