enum OrderDetails {
    enum Show {
        struct Request {}
        struct Response { var total: Int }
        struct ViewModel { var title: String }
    }
}

protocol OrderDetailsBusinessLogic {
    func show(request: OrderDetails.Show.Request)
}

protocol OrderDetailsPresentationLogic {
    func present(viewModel: OrderDetails.Show.ViewModel) // expected-error[vip-cycle-models]
}

protocol OrderDetailsRoutingLogic {
    func routeToPayment()
}

final class OrderDetailsInteractor: OrderDetailsBusinessLogic {
    weak var presenter: OrderDetailsPresentationLogic? // expected-error[weak-owner]

    func show(request: OrderDetails.Show.Request) {
        presenter?.present(viewModel: OrderDetails.Show.ViewModel(title: "1"))
    }
}

final class OrderDetailsPresenter: OrderDetailsPresentationLogic {
    var router: OrderDetailsRoutingLogic? // expected-error[role-dependency]

    func present(viewModel: OrderDetails.Show.ViewModel) {
        router?.routeToPayment()
    }
}

protocol OrderDetailsDisplayLogic: AnyObject {
    func display(viewModel: OrderDetails.Show.ViewModel)
}

final class OrderDetailsViewController: UIViewController { // expected-warning[view-display-logic] (article 001: implements OrderDetailsDisplayLogic)
    var interactor: OrderDetailsBusinessLogic?
    var router: OrderDetailsRoutingLogic?

    func display(viewModel: OrderDetails.Show.ViewModel) {
        title = viewModel.title
    }

    func didTapPay() {
        navigationController?.pushViewController(UIViewController(), animated: true) // expected-warning[view-navigation] (the router's routeToPayment)
    }
}
