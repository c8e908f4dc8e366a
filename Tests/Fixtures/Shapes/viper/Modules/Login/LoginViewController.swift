import UIKit

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput!
    private let destination = LoginRouter.Destination.home // a nested type of the router, not the router
}
