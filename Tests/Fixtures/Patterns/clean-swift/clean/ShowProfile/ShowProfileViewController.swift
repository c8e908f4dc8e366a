import UIKit

protocol ShowProfileDisplayLogic: AnyObject {
    func display(viewModel: ShowProfile.Load.ViewModel)
}

final class ShowProfileViewController: UIViewController, ShowProfileDisplayLogic {
    var interactor: ShowProfileBusinessLogic?
    var router: (NSObjectProtocol & ShowProfileRoutingLogic & ShowProfileDataPassing)?

    override func awakeFromNib() {
        super.awakeFromNib()
        ShowProfileConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.load(request: ShowProfile.Load.Request())
    }

    func display(viewModel: ShowProfile.Load.ViewModel) {
        title = viewModel.title
    }
}
