protocol OrdersBusinessLogic { func load() }
protocol OrdersDataStore { var orders: [String] { get } }
protocol OrdersPresentationLogic { func present() }
protocol OrdersDisplayLogic: AnyObject { func display() }
protocol OrdersRoutingLogic {}
protocol OrdersDataPassing { var dataStore: OrdersDataStore? { get } }

final class OrdersWorker { func fetch() -> [String] { [] } }

final class OrdersInteractor: OrdersBusinessLogic, OrdersDataStore {
    var presenter: OrdersPresentationLogic?
    var worker = OrdersWorker() // a concrete worker, as the templates make it: allowed
    var orders: [String] = []
    func load() { orders = worker.fetch(); presenter?.present() }
}

final class OrdersPresenter: OrdersPresentationLogic {
    weak var viewController: OrdersDisplayLogic?
    func present() { viewController?.display() }
}

final class OrdersRouter: OrdersRoutingLogic, OrdersDataPassing {
    weak var viewController: OrdersViewController?
    var dataStore: OrdersDataStore?
}

