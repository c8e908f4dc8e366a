import UIKit

final class FeedRouter: FeedRouterInput {
    // Weak: the view owns the chain. The navigation controller is the app's, handed in, not this scene's view.
    weak var viewController: UIViewController?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func openPost() {
        navigationController.pushViewController(UIViewController(), animated: true)
    }
}
