protocol ShowOrderBusinessLogic {
    func getOrder(request: ShowOrder.GetOrder.Request)
}

protocol ShowOrderDataStore {
    var order: Order! { get set }
}

final class ShowOrderInteractor: ShowOrderBusinessLogic, ShowOrderDataStore {
    var presenter: ShowOrderPresentationLogic?
    var order: Order!

    // MARK: Get order

    func getOrder(request: ShowOrder.GetOrder.Request) {
        presenter?.presentOrder(response: ShowOrder.GetOrder.Response(order: order))
    }
}
