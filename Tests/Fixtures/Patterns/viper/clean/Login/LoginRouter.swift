import UIKit

protocol LoginRouterInput {
    func openMain(for user: User)
}

final class LoginRouter: LoginRouterInput {
    weak var transitionHandler: UIViewController?

    func openMain(for user: User) {
        transitionHandler?.dismiss(animated: true)
    }
}
