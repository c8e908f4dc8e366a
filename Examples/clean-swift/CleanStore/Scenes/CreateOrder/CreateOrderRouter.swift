import UIKit

@objc protocol CreateOrderRoutingLogic {
    func routeToListOrders(segue: UIStoryboardSegue?)
}

protocol CreateOrderDataPassing {
    var dataStore: CreateOrderDataStore? { get }
}

final class CreateOrderRouter: NSObject, CreateOrderRoutingLogic, CreateOrderDataPassing {
    weak var viewController: CreateOrderViewController?
    var dataStore: CreateOrderDataStore?

    func routeToListOrders(segue: UIStoryboardSegue?) {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
