import UIKit

final class OrdersViewController: UIViewController, OrdersDisplayLogic {
    var interactor: OrdersBusinessLogic?
    var router: (OrdersRoutingLogic & OrdersDataPassing)?
    var concreteRouter: OrdersRouter? // expected-error[concrete-dependency] (article 001: through *RoutingLogic)

    /// The article's setup(): the view controller builds its scene. Allowed.
    private func setup() {
        let interactor = OrdersInteractor()
        let presenter = OrdersPresenter()
        let router = OrdersRouter()
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
        self.interactor = interactor
        self.router = router
    }

    func display() {}

    /// Not assembly: a presenter made while the screen runs.
    func refresh() { _ = OrdersPresenter() } // expected-error[role-dependency]
}
