import UIKit

final class WalletRouter: WalletRouterInput {
    // The configurator puts the scene's view controller here: typed by UIKit, still the view that owns the presenter.
    var view: UIViewController? // expected-error[strong-back-reference] (view → presenter → router → view)

    func openHistory() {
        view?.navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
