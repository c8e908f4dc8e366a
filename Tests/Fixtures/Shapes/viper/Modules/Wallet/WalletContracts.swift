import UIKit

protocol WalletViewInput: AnyObject {
    func show(balance: String)
}

protocol WalletViewOutput {
    func viewDidLoad()
    func didTapHistory()
}

protocol WalletRouterInput {
    var view: UIViewController? { get set }
    func openHistory()
}
