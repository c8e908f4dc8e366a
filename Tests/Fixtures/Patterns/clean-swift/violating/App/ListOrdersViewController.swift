import Combine
import UIKit

protocol ListOrdersDisplayLogic: AnyObject {
    func display(viewModel: ListOrders.Fetch.ViewModel)
}

final class ListOrdersViewController: UIViewController, ListOrdersDisplayLogic {
    @IBOutlet weak var ordersTable: UITableView!
    var interactor: ListOrdersBusinessLogic?
    var router: ListOrdersRouter? // expected-error[concrete-dependency] (article 001: through *RoutingLogic)
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Kept by the view controller, the sink keeps it (and its interactor) in return: the scene never goes.
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { _ in self.interactor?.fetchOrders(request: ListOrders.Fetch.Request()) } // expected-warning[sink-retains-owner]
            .store(in: &cancellables)
    }

    // archlint:disable:next role-dependency -- expected-warning[unused-suppression]
    func display(viewModel: ListOrders.Fetch.ViewModel) {
        title = viewModel.title
    }
}
