// The presenter logs the user out itself instead of formatting the interactor's response.
enum Logout {
    enum Confirm { struct Request {}; struct Response {}; struct ViewModel {} }
}

protocol LogoutPresentationLogic {
    func presentConfirm(response: Logout.Confirm.Response)
}

final class LogoutPresenter: LogoutPresentationLogic {
    private let session: AppSession

    init(session: AppSession) {
        self.session = session
    }

    func presentConfirm(response: Logout.Confirm.Response) {
        session.token = nil // expected-warning[presenter-changes-shared-state]
    }
}
