import UIKit // expected-error[interactor-ui-import]

protocol ListOrdersBusinessLogic {
    func fetchOrders(request: ListOrders.Fetch.Request)
    func orderCount() -> Int // expected-warning[interactor-query]
}

final class ListOrdersInteractor: ListOrdersBusinessLogic {
    var presenter: ListOrdersPresentationLogic?
    var worker: OrdersWorker? // a concrete worker, as Clean Swift's templates make it: allowed
    var router: ListOrdersRoutingLogic? // expected-error[role-dependency]
    private lazy var fallbackWorker = OrdersWorker() // allowed as well

    func fetchOrders(request: ListOrders.Fetch.Request) {
        let badge = UIImage(systemName: "cart") // expected-error[interactor-ui-reference]
        worker?.fetch { (dtos: [OrderDTO]) in // expected-error[interactor-dto-reference]
            self.presenter?.present(response: ListOrders.Fetch.Response(count: dtos.count, badge: badge != nil))
        }
    }

    func orderCount() -> Int {
        UserDefaults.standard.integer(forKey: "orders") // expected-warning[singleton-access]
    }
}
