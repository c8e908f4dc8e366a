import Orders

protocol ListOrdersRoutingLogic {
    func routeToDetails()
}

final class ListOrdersRouter: ListOrdersRoutingLogic {
    weak var viewController: ListOrdersViewController?
    var interactor: ListOrdersBusinessLogic? // expected-error[role-dependency] (article 001: through ListOrdersDataStore)

    func routeToDetails() {
        let row = viewController?.ordersTable.indexPathForSelectedRow?.row // expected-warning[router-reads-view-state] (article 001: from the data store)
        _ = row
    }
}
