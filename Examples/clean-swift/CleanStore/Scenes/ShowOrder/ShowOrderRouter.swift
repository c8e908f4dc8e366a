import UIKit

@objc protocol ShowOrderRoutingLogic {
    func routeToEditOrder(segue: UIStoryboardSegue?)
}

protocol ShowOrderDataPassing {
    var dataStore: ShowOrderDataStore? { get }
}

final class ShowOrderRouter: NSObject, ShowOrderRoutingLogic, ShowOrderDataPassing {
    weak var viewController: ShowOrderViewController?
    var dataStore: ShowOrderDataStore?

    func routeToEditOrder(segue: UIStoryboardSegue?) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let destinationVC = storyboard.instantiateViewController(withIdentifier: "CreateOrderViewController")
                as? CreateOrderViewController,
              var destinationDS = destinationVC.router?.dataStore, let dataStore else { return }
        destinationDS.orderToEdit = dataStore.order
        viewController?.show(destinationVC, sender: nil)
    }
}
