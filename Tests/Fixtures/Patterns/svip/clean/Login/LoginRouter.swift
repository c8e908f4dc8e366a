import Foundation

final class LoginRouter: LoginPresenter {
    weak var viewModel: LoginViewModel?
    let title = "Sign in"
    // archlint:disable:next presenter-state -- analytics counter, reset by the configurator (a used suppression)
    var presentations = 0
    var subtitle: String { "Welcome back" }
    /// A value, not a reference: it cannot be weak and closes no cycle.
    private let initialState: LoginViewState = LoginViewState(title: "Sign in", isButtonEnabled: true)

    func presentForm(canRetry: Bool) async {
        presentations += 1
        viewModel?.apply(initialState)
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
