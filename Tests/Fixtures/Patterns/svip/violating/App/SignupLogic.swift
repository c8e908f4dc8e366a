protocol SignupInteractor: AnyObject { // expected-warning[interactor-not-actor]
    func submit() async
}

final class SignupLogic: SignupInteractor { // expected-warning[interactor-not-actor] expected-warning[scene-configurator]
    private let presenter: any SignupPresenter

    init(presenter: any SignupPresenter) {
        self.presenter = presenter
    }

    func submit() async {
        presenter.presentDone()
    }
}

protocol SignupPresenter: AnyObject {
    func presentDone() // expected-warning[presenter-not-main-actor]
}

final class SignupRouter: SignupPresenter { // expected-warning[presenter-not-main-actor]
    func presentDone() {}
}

protocol ResetPresenter: AnyObject {
    func presentDone() async
}

/// Only the extension is main-actor isolated, not the class.
final class ResetRouter: ResetPresenter {} // expected-warning[presenter-not-main-actor]

@MainActor
extension ResetRouter {
    func presentDone() async {}
}
