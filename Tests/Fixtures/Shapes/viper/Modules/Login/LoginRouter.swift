import UIKit

final class LoginRouter {
    enum Destination { case home }
    private weak var viewController: UIViewController?
    private var presented: UIViewController? // a handle on a presented screen is wiring

    /// Assembly: the router builds its module, the way VIPER templates do.
    static func createModule() -> UIViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter()
        let interactor = LoginInteractor()
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        view.output = presenter
        return view
    }
}
