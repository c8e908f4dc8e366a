import ProfileKit

final class ProfilePresenter: ProfileViewOutput, ProfileInteractorOutput {
    weak var view: ProfileViewInput?
    var interactor: ProfileInteractorInput!
    var router: ProfileRouterInput!
    var lastName: String? // expected-error[presenter-state]

    func viewIsReady() {
        interactor.obtainProfile()
    }

    func didObtain(name: String) {
        lastName = name
        view?.show(name: name)
    }
}
