import Platform
import ProjectIndex
import SourceModel

struct ViewDisplayLogicRule: ProjectRule {
    static let protocols = OptionKey.globs("protocols")
    static let viewSuffixes = OptionKey.strings("viewSuffixes")

    let description = RuleDescription(
        id: "view-display-logic",
        summary: "Clean Swift: the scene's view controller implements its `*DisplayLogic` protocol.",
        rationale: """
        Article 001 (`001_ec88cb080be885b6.txt`, Clean Swift, "Ver (Controlador de vista)" and "Ejemplo de implementación") has every view \
        controller implement its scene's input protocol, `ContactListDisplayLogic`, and the presenter reach it \
        through that protocol only. A scene that declares `XDisplayLogic` while its `XViewController` does not \
        conform to it has a presenter that either talks to the concrete controller or to nothing: the cycle view → \
        interactor → presenter → view is broken at its last step. The view is matched to the protocol by the scene's \
        stem (`ContactList` of `ContactListViewController` and `ContactListDisplayLogic`); a scene whose protocol \
        another view of it implements (a root `UIView`) is not reported.
        """,
        defaultSeverity: .warning,
        options: [
            Self.protocols.declared("Name patterns of the display protocols.", default: #"["*DisplayLogic"]"#),
            Self.viewSuffixes.declared("Suffixes that, cut from a view's name, leave the scene's stem.",
                       default: #"["ViewController", "Controller", "View", "VC"]"#),
        ],
        scope: .project,
        triggering: [
            RuleExample(pack: "clean-swift", """
            protocol ContactListDisplayLogic: AnyObject {
                func displayContacts(viewModel: ContactList.ShowContacts.ViewModel)
            }
            final ↓class ContactListViewController: UIViewController {
                func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) {}
            }
            final class ContactListPresenter { weak var viewController: ContactListDisplayLogic? }
            enum ContactList { enum ShowContacts { struct ViewModel {} } }
            """),
            // Conforming to another scene's protocol is not implementing one's own.
            RuleExample(pack: "clean-swift", """
            protocol OrdersDisplayLogic: AnyObject {}
            protocol OrderDetailsDisplayLogic: AnyObject {}
            final ↓class OrdersViewController: UIViewController, OrderDetailsDisplayLogic {}
            final class OrderDetailsViewController: UIViewController, OrderDetailsDisplayLogic {}
            """),
            RuleExample(pack: "clean-swift", """
            protocol ProfileDisplayLogic: AnyObject { func displayName(viewModel: String) }
            final ↓class ProfileVC: UIViewController {}
            final class ProfileInteractor {}
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "clean-swift", """
            protocol ContactListDisplayLogic: AnyObject {}
            final class ContactListViewController: UITableViewController, ContactListDisplayLogic {}
            """),
            // Through an extension, or a protocol that refines it.
            RuleExample(pack: "clean-swift", """
            protocol OrdersDisplayLogic: AnyObject {}
            protocol OrdersViewInput: OrdersDisplayLogic {}
            final class OrdersViewController: UIViewController {}
            extension OrdersViewController: OrdersViewInput {}
            protocol CartDisplayLogic: AnyObject {}
            final class CartViewController: UIViewController {}
            extension CartViewController: CartDisplayLogic {}
            """),
            // The scene's root view implements it; the controller hosts that view.
            RuleExample(pack: "clean-swift", """
            protocol LoginDisplayLogic: AnyObject {}
            final class LoginView: UIView, LoginDisplayLogic {}
            final class LoginViewController: UIViewController {
                let rootView = LoginView()
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let patterns = NameGlobSet(options[Self.protocols])
        let suffixes = options[Self.viewSuffixes]
        // Per stem, the display protocols of that scene.
        var protocolsOfStem: [String: [SymbolID]] = [:]
        for symbol in context.project.symbolIDs {
            let type = context.symbol(symbol)
            guard type.isProtocol, type.isDeclaredInProject, patterns.firstMatch(type.name) != nil else { continue }
            for suffix in ["DisplayLogic", "ViewInput", "Display", "Logic", "Input"] where type.name.hasSuffix(suffix) && type.name.count > suffix.count {
                protocolsOfStem[String(type.name.dropLast(suffix.count)), default: []].append(symbol)
                break
            }
        }
        guard !protocolsOfStem.isEmpty else { return }
        let views = context.symbols(withRoles: [.view], implementationsOnly: true)
        // Protocols some view implements: a scene whose root view conforms is fine.
        let displayProtocols = Set(protocolsOfStem.values.joined())
        var implemented = Set<SymbolID>()
        var candidates: [(view: SymbolID, protocols: [SymbolID])] = []
        for view in views {
            let name = context.symbol(view).name
            for proto in context.supertypes(of: view) where displayProtocols.contains(proto) { implemented.insert(proto) }
            guard context.symbol(view).kind == .class,
                  let suffix = suffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }),
                  let protocols = protocolsOfStem[String(name.dropLast(suffix.count))] else { continue }
            candidates.append((view, protocols))
        }
        for (view, protocols) in candidates where !protocols.contains(where: implemented.contains) {
            let names = protocols.map { context.symbol($0).name }.sorted().joined(separator: ", ")
            report.report(declarationOf: view, message: """
                \(context.describe(view)) does not implement \(names); the presenter must reach it through that protocol
                """)
        }
    }
}
