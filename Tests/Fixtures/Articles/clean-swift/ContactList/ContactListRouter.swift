// Article 001: the router switches scenes and passes data through the data store protocol; it is an
// NSObject so that segues can reach routeTo…WithSegue: by selector.
import UIKit

@objc protocol ContactListRoutingLogic {
    func routeToViewContact(segue: UIStoryboardSegue?)
}

protocol ContactListDataPassing {
    var dataStore: ContactListDataStore? { get }
}

final class ContactListRouter: NSObject, ContactListRoutingLogic, ContactListDataPassing {
    weak var viewController: ContactListViewController?
    var dataStore: ContactListDataStore?

    func routeToViewContact(segue: UIStoryboardSegue?) {
        _ = dataStore?.contacts.first
    }
}
