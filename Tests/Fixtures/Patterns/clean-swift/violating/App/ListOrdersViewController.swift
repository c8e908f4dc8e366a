import UIKit

protocol ListOrdersDisplayLogic: AnyObject {
    func display(viewModel: ListOrders.Fetch.ViewModel)
}

final class ListOrdersViewController: UIViewController, ListOrdersDisplayLogic {
    @IBOutlet weak var ordersTable: UITableView!
    var interactor: ListOrdersBusinessLogic?
    var router: ListOrdersRouter? // expected-error[concrete-dependency] (article 001: through *RoutingLogic)

    // archlint:disable:next role-dependency -- expected-warning[unused-suppression]
    func display(viewModel: ListOrders.Fetch.ViewModel) {
        title = viewModel.title
    }
}
