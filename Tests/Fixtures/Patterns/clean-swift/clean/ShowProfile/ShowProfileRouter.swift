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

    // Article 001's data passing: read the source scene's store, write the destination's.
    func passDataToEditProfile(source: ShowProfileDataStore, destination: inout ShowProfileDataStore) {
        destination.profile = source.profile
    }
}
