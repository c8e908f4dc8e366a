import UIKit

final class WalletViewController: UIViewController, WalletViewInput {
    var presenter: WalletViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(balance: String) { title = balance }
}
