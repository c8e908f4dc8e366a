protocol ListOrdersPresentationLogic {
    func present(response: ListOrders.Fetch.Response)
}

final class ListOrdersPresenter: ListOrdersPresentationLogic {
    var viewController: ListOrdersDisplayLogic? // expected-error[strong-back-reference]
    var lastCount = 0 // expected-error[presenter-state]

    func present(response: ListOrders.Fetch.Response) {
        lastCount = response.count
        viewController?.display(viewModel: ListOrders.Fetch.ViewModel(title: "\(response.count) orders"))
    }
}
