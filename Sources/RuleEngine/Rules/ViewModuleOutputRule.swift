import ProjectIndex
import SourceModel

struct ViewModuleOutputRule: ProjectRule {
    static let roles = OptionKey.roles("roles")

    let description = RuleDescription(
        id: "view-module-output",
        summary: "A view reports to another screen through its presenter's module output, not by calling that screen.",
        rationale: """
        In VIPER the view shows what its presenter hands it and sends the user's events back; what the module \
        decides and who hears of it is the presenter's: a module talks to the module that opened it through its \
        presenter's module input and output, set by the assembly. Article 003 (`003_cb567812e8ecf5f0.txt`, \
        "Теория") keeps the presenter to these original VIPER functions and the view to display. A view controller \
        that holds the screen that contains or presented it (`weak var delegate: OnboardingController?`, a type that \
        is a `UIViewController`) and calls it (`delegate?.childDidChooseGender(self, gender:)`) carries the module's \
        result past its presenter, often relaying what the presenter told it, while the presenter's module output \
        stays unused; no presenter test sees the result leave. Calls of the project's methods through a weak or \
        unowned reference to another screen are reported; UIKit's own (`dismiss`, `present`) are `view-navigation`'s \
        concern, and a screen held strongly is a child the view composes. Only a screen has a module output to \
        bypass: a subview or a cell calling back the controller that hosts it is wiring inside one module.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles whose calls to other screens are checked.", default: [.view]),
        ],
        scope: .referencedTypes,
        triggering: [
            // The child screen hands the gender its presenter chose to the parent screen.
            RuleExample(pack: "viper", """
            enum Gender { case female, male }
            protocol OnboardingController: UIViewController { func childDidChooseGender(gender: Gender) }
            protocol GenderScreenViewInput: AnyObject { func setGender(_ gender: Gender) }
            final class GenderScreenViewController: UIViewController, GenderScreenViewInput {
                weak var delegate: OnboardingController?
                func setGender(_ gender: Gender) { ↓delegate?.childDidChooseGender(gender: gender) }
            }
            """),
            // The parent screen by its class, unowned, through `self.`.
            RuleExample(pack: "viper", """
            final class CheckoutViewController: UIViewController { func didPay(amount: Int) {} }
            protocol PaymentViewInput: AnyObject { func showPaid(amount: Int) }
            final class PaymentViewController: UIViewController, PaymentViewInput {
                unowned var host: CheckoutViewController
                init(host: CheckoutViewController) { self.host = host; super.init(nibName: nil, bundle: nil) }
                func showPaid(amount: Int) { self.↓host.didPay(amount: amount) }
            }
            """),
            // A table controller's parent, through a protocol refined from a screen protocol.
            RuleExample(pack: "viper", """
            protocol ScreenHost: UITableViewController {}
            protocol FilterHost: ScreenHost { func filterChanged(to value: String) }
            protocol FilterViewInput: AnyObject { func show(filter: String) }
            final class FilterViewController: UIViewController, FilterViewInput {
                weak var parentScreen: FilterHost?
                func show(filter: String) { ↓parentScreen?.filterChanged(to: filter) }
            }
            """),
        ],
        nonTriggering: [
            // The presenter reports the result through its module output.
            RuleExample(pack: "viper", """
            enum Gender { case female, male }
            protocol GenderScreenModuleOutput: AnyObject { func genderScreen(didChoose gender: Gender) }
            protocol GenderScreenViewOutput: AnyObject { func didPressNext() }
            final class GenderScreenPresenter: GenderScreenViewOutput {
                weak var moduleOutput: GenderScreenModuleOutput?
                var gender = Gender.female
                func didPressNext() { moduleOutput?.genderScreen(didChoose: gender) }
            }
            protocol GenderScreenViewInput: AnyObject {}
            final class GenderScreenViewController: UIViewController, GenderScreenViewInput {
                var presenter: GenderScreenViewOutput?
                func nextTapped() { presenter?.didPressNext() }
            }
            """),
            // UIKit's dismissal, a subview's method, and a child screen the view holds strongly.
            RuleExample(pack: "viper", """
            final class ChartView: UIView { func reload() {} }
            final class ChartViewController: UIViewController { func reload() {} }
            protocol ReportViewInput: AnyObject { func show() }
            final class ReportViewController: UIViewController, ReportViewInput {
                weak var host: UIViewController?
                let chartView = ChartView()
                let chart = ChartViewController()
                func show() {
                    host?.dismiss(animated: true)
                    chartView.reload()
                    chart.reload()
                }
            }
            """),
            // A subview of the chat screen calling back the controller that hosts it: one module's inner wiring.
            RuleExample(pack: "viper", """
            protocol ChatViewInput: AnyObject {}
            final class ChatViewController: UIViewController, ChatViewInput {
                func sendAttachment(_ url: URL) {}
            }
            final class VoiceRecordingView: UIView {
                weak var controller: ChatViewController?
                func finish(_ url: URL) { controller?.sendAttachment(url) }
            }
            """),
            // A weak delegate that is no screen.
            RuleExample(pack: "viper", """
            protocol PickerDelegate: AnyObject { func picked(_ value: Int) }
            protocol PickerViewInput: AnyObject { func show(_ value: Int) }
            final class PickerViewController: UIViewController, PickerViewInput {
                weak var delegate: PickerDelegate?
                func show(_ value: Int) { delegate?.picked(value) }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let screenBases = FrameworkTypes.viewControllerBases
        // Whether a type is a screen: one walk of the hierarchy for all types, not one per type.
        var isScreen = context.inheritsName(anyOf: screenBases)
        // The methods the project declares on a screen a view holds: found once per screen, as
        // every child screen of a flow holds the same parent.
        var screens: [SymbolID: Set<String>?] = [:]
        func screenMethods(_ symbol: SymbolID) -> Set<String>? {
            if let known = screens[symbol] { return known }
            let methods = isScreen.holds(for: symbol)
                ? Set(context.selfAndSupertypes(of: symbol).flatMap { context.methods(of: $0).map(\.method.name) })
                : nil
            screens[symbol] = .some(methods)
            return methods
        }
        var tokens = DeclarationTokens()
        for view in context.checkedSymbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            // A subview (a `UIView`, a cell) calling back the screen that hosts it is wiring inside one
            // module; only a screen has a module whose output it could bypass.
            guard isScreen.holds(for: view) else { continue }
            let weakProperties = context.storedInstanceProperties(of: view).filter { $0.property.weak || $0.property.unowned }
            guard !weakProperties.isEmpty else { continue }
            let own = Set(context.selfAndSupertypes(of: view))
            var held: [String: (screen: SymbolID, methods: Set<String>)] = [:]
            for (ref, property) in weakProperties {
                guard let type = property.type else { continue }
                for target in context.resolveTypeText(TypeText.unwrappingOptional(type), in: ref) where !own.contains(target.symbol) {
                    if let methods = screenMethods(target.symbol), !methods.isEmpty {
                        held[property.name] = (target.symbol, methods)
                        break
                    }
                }
            }
            guard !held.isEmpty else { continue }
            for (ref, file, range) in tokens.of(view, in: context) {
                for use in HeldMemberUses.scan(file, range: range, holders: Set(held.keys))
                where use.ending == .call && held[use.holder]!.methods.contains(use.member) {
                    let screen = held[use.holder]!.screen
                    report.report(file: ref.file, at: use.position, length: use.holder.utf8.count, symbol: view,
                                  subject: "\(use.holder).\(use.member)", related: screen, message: """
                        \(context.describe(view)) calls \(use.member) on the screen \(context.describe(screen)) \
                        itself; send the event to its presenter and let the presenter report it through its \
                        module output
                        """)
                }
            }
        }
    }
}
