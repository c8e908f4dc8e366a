import Foundation

final class LoginRouter: LoginPresenter {
    weak var viewModel: LoginViewModel?
    let title = "Sign in"
    // archlint:disable:next presenter-state -- analytics counter, reset by the configurator (a used suppression)
    var presentations = 0
    var subtitle: String { "Welcome back" }

    func presentForm(canRetry: Bool) async {
        presentations += 1
        viewModel?.title = title
        viewModel?.isButtonEnabled = canRetry
    }

    func presentWelcome(name: String) async {
        viewModel?.route = .home(greeting: "Hello, \(name)")
    }

    func presentError(_ message: String, canRetry: Bool) async {
        viewModel?.errorText = message
        viewModel?.isButtonEnabled = canRetry
    }
}
