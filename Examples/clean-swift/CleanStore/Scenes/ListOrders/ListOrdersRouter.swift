import UIKit

@objc protocol ListOrdersRoutingLogic {
    func routeToShowOrder(segue: UIStoryboardSegue?)
    func routeToCreateOrder(segue: UIStoryboardSegue?)
}

protocol ListOrdersDataPassing {
    var dataStore: ListOrdersDataStore? { get }
}

final class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, ListOrdersDataPassing {
    weak var viewController: ListOrdersViewController?
    var dataStore: ListOrdersDataStore?

    // MARK: Routing

    func routeToShowOrder(segue: UIStoryboardSegue?) {
        guard let segue, let destinationVC = segue.destination as? ShowOrderViewController,
              var destinationDS = destinationVC.router?.dataStore, let dataStore else { return }
        passDataToShowOrder(source: dataStore, destination: &destinationDS)
    }

    func routeToCreateOrder(segue: UIStoryboardSegue?) {
        // Nothing to pass: a new order starts empty.
    }

    // MARK: Passing data

    private func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore) {
        guard let row = viewController?.tableView.indexPathForSelectedRow?.row else { return } // expected-warning[router-reads-view-state]
        destination.order = source.orders?[row]
    }
}
