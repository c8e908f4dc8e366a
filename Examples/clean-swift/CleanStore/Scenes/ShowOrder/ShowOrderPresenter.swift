import Foundation

protocol ShowOrderPresentationLogic {
    func presentOrder(response: ShowOrder.GetOrder.Response)
}

final class ShowOrderPresenter: ShowOrderPresentationLogic {
    var viewController: ShowOrderDisplayLogic? // expected-error[strong-back-reference]

    private let dateFormatter: DateFormatter = {
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .long
        return dateFormatter
    }()

    // MARK: Get order

    func presentOrder(response: ShowOrder.GetOrder.Response) {
        let order = response.order
        let address = order.shipmentAddress
        let displayedOrder = ShowOrder.GetOrder.ViewModel.DisplayedOrder(
            date: dateFormatter.string(from: order.date),
            email: order.email,
            name: "\(order.firstName) \(order.lastName)",
            shipmentAddress: [address.street1, address.street2, "\(address.city), \(address.state) \(address.zip)"]
                .compactMap { $0 }
                .joined(separator: "\n"),
            shipmentMethod: order.shipmentMethod.title,
            total: "\(order.total)"
        )
        viewController?.displayOrder(viewModel: ShowOrder.GetOrder.ViewModel(displayedOrder: displayedOrder))
    }
}
