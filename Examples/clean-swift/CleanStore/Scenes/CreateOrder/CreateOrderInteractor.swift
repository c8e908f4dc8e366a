import Foundation

protocol CreateOrderBusinessLogic {
    func formatExpirationDate(request: CreateOrder.FormatExpirationDate.Request)
    func saveOrder(request: CreateOrder.SaveOrder.Request)
    func showOrderToEdit(request: CreateOrder.EditOrder.Request)
    func canSave(fields: CreateOrder.OrderFormFields) -> Bool // expected-warning[interactor-query]
}

protocol CreateOrderDataStore {
    var orderToEdit: Order? { get set }
}

final class CreateOrderInteractor: CreateOrderBusinessLogic, CreateOrderDataStore {
    var presenter: CreateOrderPresentationLogic?
    var ordersWorker: OrdersWorkerProtocol?
    var worker: CreateOrderWorker? // a concrete worker, as Clean Swift's templates make it: allowed
    var orderToEdit: Order?

    // MARK: Expiration date

    func formatExpirationDate(request: CreateOrder.FormatExpirationDate.Request) {
        presenter?.presentExpirationDate(response: CreateOrder.FormatExpirationDate.Response(date: request.date))
    }

    // MARK: Save

    func saveOrder(request: CreateOrder.SaveOrder.Request) {
        guard canSave(fields: request.orderFormFields) else {
            presenter?.presentSavedOrder(response: CreateOrder.SaveOrder.Response(order: nil))
            return
        }
        let order = makeOrder(from: request.orderFormFields)
        let completion: (Order?) -> Void = { saved in
            self.presenter?.presentSavedOrder(response: CreateOrder.SaveOrder.Response(order: saved))
        }
        if orderToEdit == nil {
            ordersWorker?.createOrder(order, completionHandler: completion)
        } else {
            ordersWorker?.updateOrder(order, completionHandler: completion)
        }
    }

    func canSave(fields: CreateOrder.OrderFormFields) -> Bool {
        worker?.missingFields(in: fields).isEmpty ?? false
    }

    // MARK: Edit

    func showOrderToEdit(request: CreateOrder.EditOrder.Request) {
        guard let orderToEdit else { return }
        presenter?.presentOrderToEdit(response: CreateOrder.EditOrder.Response(order: orderToEdit))
    }

    /// Re-sends an order exactly as the server last returned it.
    func resubmit(_ dto: OrderDTO) { // expected-error[interactor-dto-reference]
        ordersWorker?.createOrder(OrdersAPI.order(from: dto)) { _ in }
    }

    private func makeOrder(from fields: CreateOrder.OrderFormFields) -> Order {
        Order(
            id: orderToEdit?.id,
            date: orderToEdit?.date ?? Date(),
            email: fields.email,
            firstName: fields.firstName,
            lastName: fields.lastName,
            phone: fields.phone,
            shipmentAddress: Address(street1: fields.street1, street2: fields.street2.isEmpty ? nil : fields.street2,
                                     city: fields.city, state: fields.state, zip: fields.zip),
            shipmentMethod: ShipmentMethod(speed: ShipmentMethod.Speed(rawValue: fields.shipmentSpeed) ?? .standard),
            total: fields.total
        )
    }
}
