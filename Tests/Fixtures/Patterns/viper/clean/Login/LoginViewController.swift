import UIKit

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput!
    private let emailField = UITextField()
    private let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
    }

    func setupInitialState() {
        passwordField.isSecureTextEntry = true
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }

    @objc private func login() {
        output.didTapLogin(email: emailField.text ?? "", password: passwordField.text ?? "")
    }
}
