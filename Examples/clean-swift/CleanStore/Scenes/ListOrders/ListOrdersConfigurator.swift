import UIKit

/// Wires the scene: view controller → interactor → presenter → view controller, plus the router.
enum ListOrdersConfigurator {
    static func configure(_ viewController: ListOrdersViewController) {
        let interactor = ListOrdersInteractor()
        let presenter = ListOrdersPresenter()
        let router = ListOrdersRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        interactor.ordersWorker = OrdersWorker(ordersStore: OrdersMemStore())
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }
}
