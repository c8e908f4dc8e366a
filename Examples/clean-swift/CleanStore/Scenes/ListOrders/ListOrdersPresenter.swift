import Foundation

protocol ListOrdersPresentationLogic {
    func presentFetchedOrders(response: ListOrders.FetchOrders.Response)
}

final class ListOrdersPresenter: ListOrdersPresentationLogic {
    weak var viewController: ListOrdersDisplayLogic?
    private var lastResponse: ListOrders.FetchOrders.Response? // expected-error[presenter-state]

    let dateFormatter: DateFormatter = {
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .short
        dateFormatter.timeStyle = .none
        return dateFormatter
    }()

    let currencyFormatter: NumberFormatter = {
        let currencyFormatter = NumberFormatter()
        currencyFormatter.numberStyle = .currency
        return currencyFormatter
    }()

    // MARK: Fetch orders

    func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {
        lastResponse = response
        let displayedOrders = response.orders.map { order in
            ListOrders.FetchOrders.ViewModel.DisplayedOrder(
                id: order.id ?? "",
                date: dateFormatter.string(from: order.date),
                email: order.email,
                name: "\(order.firstName) \(order.lastName)",
                total: currencyFormatter.string(from: order.total as NSDecimalNumber) ?? ""
            )
        }
        viewController?.displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel(displayedOrders: displayedOrders))
    }
}
