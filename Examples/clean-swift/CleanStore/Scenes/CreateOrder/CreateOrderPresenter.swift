import Foundation

protocol CreateOrderPresentationLogic {
    func presentExpirationDate(response: CreateOrder.FormatExpirationDate.Response)
    func presentSavedOrder(response: CreateOrder.SaveOrder.Response)
    func presentOrderToEdit(response: CreateOrder.EditOrder.Response)
}

final class CreateOrderPresenter: CreateOrderPresentationLogic {
    weak var viewController: CreateOrderDisplayLogic?

    private let dateFormatter: DateFormatter = {
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .long
        return dateFormatter
    }()

    func presentExpirationDate(response: CreateOrder.FormatExpirationDate.Response) {
        let date = dateFormatter.string(from: response.date)
        viewController?.displayExpirationDate(viewModel: CreateOrder.FormatExpirationDate.ViewModel(date: date))
    }

    func presentSavedOrder(response: CreateOrder.SaveOrder.Response) {
        viewController?.displaySavedOrder(viewModel: CreateOrder.SaveOrder.ViewModel(succeeded: response.order != nil))
    }

    func presentOrderToEdit(response: CreateOrder.EditOrder.Response) {
        let order = response.order
        let fields = CreateOrder.OrderFormFields(
            email: order.email, firstName: order.firstName, lastName: order.lastName, phone: order.phone,
            street1: order.shipmentAddress.street1, street2: order.shipmentAddress.street2 ?? "",
            city: order.shipmentAddress.city, state: order.shipmentAddress.state, zip: order.shipmentAddress.zip,
            shipmentSpeed: order.shipmentMethod.speed.rawValue, total: order.total
        )
        viewController?.displayOrderToEdit(viewModel: CreateOrder.EditOrder.ViewModel(orderFormFields: fields))
    }
}
