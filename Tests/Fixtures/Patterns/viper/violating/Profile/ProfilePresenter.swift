import ProfileKit

final class ProfilePresenter: ProfileViewOutput, ProfileInteractorOutput {
    weak var view: ProfileViewInput?
    var interactor: ProfileInteractorInput!
    var router: ProfileRouterInput!
    var lastNames: [String] = [] // expected-error[presenter-state] (a display value, one String, would be allowed)

    func viewIsReady() {
        interactor.obtainProfile()
    }

    func didObtain(name: String) {
        lastNames.append(name)
        view?.show(name: name)
    }
}
