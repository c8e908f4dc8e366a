// Article 001: the view controller implements its display protocol, holds the interactor and the
// router through their protocols, and may set the scene up itself in a private setup().
import UIKit

protocol ContactListDisplayLogic: class {
    func displayContacts(viewModel: ContactList.ShowContacts.ViewModel)
}

final class ContactListViewController: UITableViewController, ContactListDisplayLogic {
    var interactor: ContactListBusinessLogic?
    var router: (NSObjectProtocol & ContactListRoutingLogic & ContactListDataPassing)?
    private var displayedContacts: [ContactList.ShowContacts.ViewModel.DisplayedContact] = []

    override init(style: UITableView.Style) {
        super.init(style: style)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let viewController = self
        let interactor = ContactListInteractor()
        let presenter = ContactListPresenter()
        let router = ContactListRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        fetchContacts()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }

    private func fetchContacts() {
        let request = ContactList.ShowContacts.Request()
        interactor?.showContacts(request: request)
    }

    func displayContacts(viewModel: ContactList.ShowContacts.ViewModel) {
        displayedContacts = viewModel.displayedContacts
        tableView.reloadData()
    }
}
