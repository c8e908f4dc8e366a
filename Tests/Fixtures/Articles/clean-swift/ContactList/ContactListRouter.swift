// Article 001: the router switches scenes and passes data through the data store protocol; it is an
// NSObject so that segues can reach routeTo…WithSegue: by selector.
import UIKit

@objc protocol ContactListRoutingLogic {
    func routeToViewContact(segue: UIStoryboardSegue?)
}

// The next scene's data store, as the Clean Swift templates declare it (the article names the scene only).
protocol ViewContactDataStore {
    var contact: Contact? { get set }
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

    // "Data is passed through each module's data store protocols": this scene's is read, the next one's written.
    func passDataToViewContact(source: ContactListDataStore, destination: inout ViewContactDataStore) {
        destination.contact = source.contacts.first
    }
}
