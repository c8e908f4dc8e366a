import UIKit

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput!
    private let destination = LoginRouter.Destination.home // a nested type of the router, not the router

    /// A scene's view is no composition root: building a module is its router's job.
    func restart() { present(LoginRouter.createModule(), animated: true) } // expected-error[role-dependency] expected-warning[view-navigation]
}
