import Combine

final class LoginPresenter: LoginViewOutput, LoginInteractorOutputProtocol {
    var view: LoginViewInput? // expected-error[strong-back-reference] (the view controller holds this presenter)
    var interactor: LoginInteractorInput?
    var onFinish: ((Bool, String) -> Void)? // a callback with two parameters is wiring
    private var cancellables = Set<AnyCancellable>() // subscriptions are lifecycle, not state
    private var attempts = 0 // expected-error[presenter-state]

    func submit() {
        // A nested type is used, not the router: no role dependency.
        _ = LoginRouter.Destination.home
    }
}
