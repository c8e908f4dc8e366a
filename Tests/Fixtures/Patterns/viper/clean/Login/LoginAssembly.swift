import UIKit

enum LoginAssembly {
    static func build(authService: AuthService = AuthServiceImplementation(session: .shared)) -> UIViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter()
        let interactor = LoginInteractor(authService: authService)
        let router = LoginRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.transitionHandler = view
        return view
    }
}
