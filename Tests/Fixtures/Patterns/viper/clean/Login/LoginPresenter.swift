protocol LoginModuleInput: AnyObject {
    func configure(prefilledEmail: String?)
}

final class LoginPresenter: LoginModuleInput, LoginViewOutput, LoginInteractorOutput {
    weak var view: LoginViewInput?
    var interactor: LoginInteractorInput!
    var router: LoginRouterInput!
    let title = "Sign in"
    var isRegistrationEnabled: Bool { true }

    func configure(prefilledEmail: String?) {}

    func viewIsReady() {
        view?.setupInitialState()
    }

    func didTapLogin(email: String, password: String) {
        interactor.login(email: email, password: password)
    }

    func didLogin(user: User) {
        router.openMain(for: user)
    }

    func didFailToLogin(error: Error) {
        view?.showError(error.localizedDescription)
    }
}
