import Orders

protocol ListOrdersRoutingLogic {
    func routeToDetails()
}

final class ListOrdersRouter: ListOrdersRoutingLogic {
    weak var viewController: ListOrdersViewController?

    func routeToDetails() {}
}
