import Foundation

// A second module of the profile: its view builds its own presenter, its interactor's protocol
// carries navigation, and the presenter writes a file itself.
protocol ProfileShareViewInput: AnyObject {}
protocol ProfileShareViewOutput: AnyObject { func export(_ data: Data) }

protocol ProfileShareInteractorInput: AnyObject {
    func prepareExport()
    func navigateToMail() // expected-warning[routing-through-business-logic]
}

final class ProfileShareInteractor: ProfileShareInteractorInput {
    func prepareExport() {}
    func navigateToMail() {}
}

final class ProfileSharePresenter: ProfileShareViewOutput {
    weak var view: ProfileShareViewInput?
    var interactor: ProfileShareInteractorInput?

    func export(_ data: Data) {
        try? data.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "/profile.json")) // expected-warning[presenter-does-io]
    }
}

final class ProfileShareViewController: UIViewController, ProfileShareViewInput {
    var presenter: ProfileShareViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter = ProfileSharePresenter() // expected-warning[view-assembles-module]
    }
}
