import ProjectIndex
import SourceModel

struct ViewUsesStorageRule: ProjectRule {
    static let roles = OptionKey.roles("roles")
    static let types = OptionKey.strings("types")

    let description = RuleDescription(
        id: "view-uses-storage",
        summary: "A VIPER view neither reads nor writes persistent stores (user defaults, the keychain, files, databases); the interactor does, through its data manager.",
        rationale: """
        A VIPER view is passive: article 003 (VIPER with SwiftUI, "Теория") describes the layer facing the presenter \
        as one that takes the presenter's events and sends the user's, nothing more, and keeps the presenter to its \
        original VIPER functions, which leaves the app's data to the interactor and the services behind it (the \
        article's discussion likens VIPER's interactor to MVP's model). A view that saves the onboarding step to \
        `UserDefaults` in `viewWillAppear`, reads a flag from the keychain, writes a file or holds a Core Data \
        context keeps app state itself: no interactor test sees it, the presenter cannot decide from it, and the \
        store cannot be swapped. One finding per view and store type. A system singleton reached here \
        (`UserDefaults.standard`) is this rule's finding: `singleton-access` checks views for the app's own \
        singletons only, leaving the framework's to the rules that know what they are for.
        """,
        defaultSeverity: .warning,
        options: [
            Self.roles.declared("Roles that must not touch persistent stores.", default: [.view, .cell]),
            Self.types.declared("The persistent stores' types and functions.",
                                default: FrameworkTypes.persistentStoreTypes + FrameworkTypes.databaseTypes),
        ],
        scope: .project,
        triggering: [
            // The onboarding page keeps the user's progress itself.
            RuleExample(pack: "viper", """
            import UIKit
            enum OnboardingStep: String { case welcome, options }
            protocol OnboardingViewProtocol: AnyObject {}
            final class OnboardingPageViewController: UIViewController, OnboardingViewProtocol {
                var step: OnboardingStep?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    ↓UserDefaults.standard.setValue(step?.rawValue, forKey: "onboardingStep")
                }
            }
            """),
            // Deciding from a stored flag is the presenter's, told by the interactor.
            RuleExample(pack: "viper", """
            import UIKit
            protocol WelcomeViewInput: AnyObject {}
            final class WelcomeViewController: UIViewController, WelcomeViewInput {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let defaults = ↓UserDefaults(suiteName: "group.app")
                    title = defaults?.bool(forKey: "seen") == true ? "Welcome back" : "Welcome"
                }
            }
            """),
            // A cell saving a picture to disk, a view holding the database's context.
            RuleExample(pack: "viper", """
            import UIKit
            import CoreData
            final class AvatarCell: UITableViewCell {
                func save(_ data: Data) {
                    let url = ↓FileManager.default.temporaryDirectory.appendingPathComponent("avatar.png")
                    try? data.write(to: url)
                }
            }
            protocol NotesViewInput: AnyObject {}
            final class NotesViewController: UIViewController, NotesViewInput {
                var context: ↓NSManagedObjectContext?
            }
            """),
        ],
        nonTriggering: [
            // The presenter hands the view what to show; the interactor keeps the progress.
            RuleExample(pack: "viper", """
            import UIKit
            protocol OnboardingViewProtocol: AnyObject { func show(step: String) }
            protocol OnboardingPresenterProtocol: AnyObject { func viewWillAppear() }
            final class OnboardingPageViewController: UIViewController, OnboardingViewProtocol {
                var presenter: OnboardingPresenterProtocol?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    presenter?.viewWillAppear()
                }
                func show(step: String) { title = step }
            }
            final class OnboardingInteractor {
                func save(step: String) { UserDefaults.standard.set(step, forKey: "onboardingStep") }
            }
            """),
            // The framework's UI plumbing is the view's own.
            RuleExample(pack: "viper", """
            import UIKit
            protocol FormViewInput: AnyObject {}
            final class FormViewController: UIViewController, FormViewInput {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    UIApplication.shared.isIdleTimerDisabled = true
                }
                @objc func keyboardWillShow() {}
            }
            """),
            // A project type of the same name is the project's, and a nested type's name uses nothing.
            RuleExample(pack: "viper", """
            import UIKit
            final class Realm { func open() {} }
            protocol FilesViewInput: AnyObject {}
            final class FilesViewController: UIViewController, FilesViewInput {
                let store = Realm()
                var directory: FileManager.SearchPathDirectory = .cachesDirectory
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        let types = Set(options[Self.types])
        for symbol in context.symbols(withRoles: Set(options[Self.roles]), implementationsOnly: true) {
            report.reportReferences(from: symbol, in: context, where: { reference in
                // A system type the project only extends is still the system's; `UserDefaults.Type`
                // or a nested type's name uses nothing.
                guard types.contains(reference.name), reference.member?.first?.isUppercase != true,
                      reference.targets.allSatisfy({ context.symbol($0).kind == .extension }) else { return nil }
                return .name
            }, message: { reference, _ in
                "\(context.describe(symbol)) uses \(reference.name) itself; a view shows what its presenter hands it: "
                    + "keeping the app's data in defaults, the keychain, files or a database is the interactor's work, "
                    + "through its data manager"
            })
        }
    }
}
