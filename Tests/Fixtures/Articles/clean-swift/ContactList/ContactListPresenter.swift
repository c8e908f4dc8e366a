// Article 001: the presenter formats the Response into a ViewModel for the display protocol.
protocol ContactListPresentationLogic {
    func presentContacts(response: ContactList.ShowContacts.Response)
}

final class ContactListPresenter: ContactListPresentationLogic {
    weak var viewController: ContactListDisplayLogic?

    func presentContacts(response: ContactList.ShowContacts.Response) {
        let mapped = response.contacts.map {
            ContactList
                .ShowContacts
                .ViewModel
                .DisplayedContact(firstName: $0.firstName.uppercaseFirst, lastName: $0.lastName.uppercaseFirst)
        }
        let viewModel = ContactList.ShowContacts.ViewModel(displayedContacts: mapped)
        viewController?.displayContacts(viewModel: viewModel)
    }
}
