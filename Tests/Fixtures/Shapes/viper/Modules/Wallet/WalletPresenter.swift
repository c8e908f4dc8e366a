final class WalletPresenter: WalletViewOutput {
    weak var view: WalletViewInput?
    var router: WalletRouterInput?

    func viewDidLoad() { view?.show(balance: "0") }
    func didTapHistory() { router?.openHistory() }
}
