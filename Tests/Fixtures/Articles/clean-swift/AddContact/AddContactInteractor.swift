// Article 001: the interactor, in a file of its own without UIKit.
final class AddContactInteractor: AddContactBusinessLogic, AddContactDataStore {
    var presenter: AddContactPresentationLogic?
}
