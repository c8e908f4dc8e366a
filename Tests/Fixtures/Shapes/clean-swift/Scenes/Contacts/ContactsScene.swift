// A scene whose router hands its transitions to the app-wide navigator it stores.
protocol ContactsBusinessLogic { func fetchContacts() }
protocol ContactsDataStore { var contactIDs: [String] { get } }
protocol ContactsPresentationLogic { func presentContacts(_ ids: [String]) }
protocol ContactsDisplayLogic: AnyObject { func displayContacts(_ names: [String]) }
protocol ContactsRoutingLogic { func routeToProfile(_ id: String) }

final class ContactsInteractor: ContactsBusinessLogic, ContactsDataStore {
    var presenter: ContactsPresentationLogic?
    var contactIDs: [String] = []
    func fetchContacts() { presenter?.presentContacts(contactIDs) }
}

final class ContactsPresenter: ContactsPresentationLogic {
    weak var viewController: ContactsDisplayLogic?
    func presentContacts(_ ids: [String]) { viewController?.displayContacts(ids) }
}

final class ContactsRouter: ContactsRoutingLogic {
    let appRouter: IAppRouter
    var dataStore: ContactsDataStore?
    init(appRouter: IAppRouter) { self.appRouter = appRouter }
    func routeToProfile(_ id: String) { appRouter.presentView(ProfileModule(appRouter).makeView()) }
}

final class ContactsViewController: UIViewController, ContactsDisplayLogic {
    var interactor: ContactsBusinessLogic?
    var router: ContactsRoutingLogic?
    func displayContacts(_ names: [String]) {}
}
