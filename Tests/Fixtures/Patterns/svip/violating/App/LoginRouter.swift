@MainActor
final class LoginRouter: LoginPresenter {
    var viewModel: LoginViewModel? // expected-error[strong-back-reference]
    var attempts = 0 // expected-error[presenter-state]

    func presentLoggedIn() async {
        attempts += 1
        viewModel?.isLoggedIn = true
    }

    func retry(with interactor: any LoginInteractor) async { // expected-error[role-dependency]
        await interactor.login(email: "", password: "")
    }
}
