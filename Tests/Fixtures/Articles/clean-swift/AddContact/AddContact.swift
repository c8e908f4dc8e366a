// Article 001: the other way to set a scene up, a singleton configurator called from awakeFromNib.
import UIKit

protocol AddContactDisplayLogic: class {}
protocol AddContactBusinessLogic {}
protocol AddContactPresentationLogic {}
@objc protocol AddContactRoutingLogic {}
protocol AddContactDataStore {}
protocol AddContactDataPassing {
    var dataStore: AddContactDataStore? { get }
}

final class AddContactViewController: UIViewController, AddContactDisplayLogic {
    var interactor: AddContactBusinessLogic?
    var router: (NSObjectProtocol & AddContactRoutingLogic & AddContactDataPassing)?

    override func awakeFromNib() {
        super.awakeFromNib()
        AddContactConfigurator.sharedInstance.configure(self)
    }
}

final class AddContactPresenter: AddContactPresentationLogic {
    weak var viewController: AddContactDisplayLogic?
}

final class AddContactRouter: NSObject, AddContactRoutingLogic, AddContactDataPassing {
    weak var viewController: AddContactViewController?
    var dataStore: AddContactDataStore?
}

final class AddContactConfigurator {
    static let sharedInstance = AddContactConfigurator()

    private init() {}

    func configure(_ control: AddContactViewController) {
        let viewController = control
        let interactor = AddContactInteractor()
        let presenter = AddContactPresenter()
        let router = AddContactRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }
}
