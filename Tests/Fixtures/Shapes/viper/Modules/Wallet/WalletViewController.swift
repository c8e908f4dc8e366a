import UIKit

final class WalletViewController: UIViewController, WalletViewInput {
    var presenter: WalletViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(balance: String) { title = balance }

    func refresh() { startLoading() }

    func openCards() {
        self.push(module: UIViewController()) // expected-warning[view-navigation] (the app's helper pushes what it is handed)
    }

    func switchToSavings() {
        replace(by: UIViewController()) // expected-warning[view-navigation] (through replace(by:), which hands it to push(module:))
    }
}
