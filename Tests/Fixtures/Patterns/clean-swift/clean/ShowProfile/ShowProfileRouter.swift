import UIKit

@objc protocol ShowProfileRoutingLogic {
    func routeToEditProfile(segue: UIStoryboardSegue?)
}

protocol ShowProfileDataPassing {
    var dataStore: ShowProfileDataStore? { get }
}

final class ShowProfileRouter: NSObject, ShowProfileRoutingLogic, ShowProfileDataPassing {
    weak var viewController: ShowProfileViewController?
    var dataStore: ShowProfileDataStore?

    func routeToEditProfile(segue: UIStoryboardSegue?) {
        viewController?.performSegue(withIdentifier: "EditProfile", sender: nil)
    }
}
