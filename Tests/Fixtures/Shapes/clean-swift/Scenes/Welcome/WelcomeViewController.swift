import UIKit

/// A screen with no interactor of its own: it is a view by what it inherits, not by its name, and
/// it uses a worker itself.
final class WelcomeViewController: UIViewController {
    private let worker = WelcomeWorker() // expected-error[role-dependency]

    override func viewDidLoad() {
        super.viewDidLoad()
        showLoading()
        worker.fetchGreeting()
    }
}

final class WelcomeWorker {
    func fetchGreeting() {}
}
