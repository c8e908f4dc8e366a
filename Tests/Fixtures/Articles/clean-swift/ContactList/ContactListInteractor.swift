// Article 001: the interactor runs the business logic, keeps the scene's data behind a read-only
// data store protocol, and hands a Response to the presenter.
protocol ContactListBusinessLogic {
    func showContacts(request: ContactList.ShowContacts.Request)
}

protocol ContactListDataStore {
    var contacts: [Contact] { get }
}

final class ContactListWorker {
    func getContacts() -> [Contact] { [] }
}

final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
    var presenter: ContactListPresentationLogic?
    var worker = ContactListWorker()
    private(set) var contacts: [Contact] = []

    func showContacts(request: ContactList.ShowContacts.Request) {
        let contacts = worker.getContacts()
        self.contacts = contacts
        let response = ContactList.ShowContacts.Response(contacts: contacts)
        presenter?.presentContacts(response: response)
    }
}
