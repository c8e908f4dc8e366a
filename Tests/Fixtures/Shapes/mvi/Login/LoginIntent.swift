protocol LoginIntentProtocol { func didTapSignIn() }

final class LoginIntent: LoginIntentProtocol {
    private weak var model: LoginModelActionsProtocol?
    init(model: LoginModelActionsProtocol) { self.model = model }
    func didTapSignIn() { model?.isLoading = true }
}
