import UIKit

enum WalletConfigurator {
    static func createModule() -> UIViewController {
        let view = WalletViewController()
        let presenter = WalletPresenter()
        var router = WalletRouter()
        router.view = view
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        return view
    }
}
