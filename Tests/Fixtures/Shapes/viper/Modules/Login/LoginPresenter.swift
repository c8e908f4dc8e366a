import Combine

enum Gender { case female, male }
struct LoginConfig { var title = "" }
struct LoginItem { let id: Int }

final class LoginPresenter: LoginViewOutput, LoginInteractorOutputProtocol {
    var view: LoginViewInput? // expected-error[strong-back-reference] (the view controller holds this presenter)
    var interactor: LoginInteractorInput?
    var onFinish: ((Bool, String) -> Void)? // a callback with two parameters is wiring
    private var cancellables = Set<AnyCancellable>() // subscriptions are lifecycle, not state
    // What a classic VIPER screen displays (it has no view model): titles, flags, the current selection.
    private var continueTitle: String?
    var selectedGender: Gender?
    private var shouldScrollToTop: Bool = true
    private var failedLogins: [String] = [] // expected-error[presenter-state]
    private var config: LoginConfig // assigned in init only: a constant in all but name
    private var draft: LoginConfig // expected-error[presenter-state]

    init(config: LoginConfig = LoginConfig()) {
        self.config = config
        draft = config
    }

    func submit() {
        // A nested type is used, not the router: no role dependency.
        _ = LoginRouter.Destination.home
    }

    func fail(_ reason: String) {
        DispatchQueue.main.async { [weak self] in self?.failedLogins.append(reason) }
    }

    func edit(title: String) {
        draft.title = title
        draft = LoginConfig(title: config.title + title)
    }
}
