import UIKit

protocol ShowOrderDisplayLogic: AnyObject {
    func displayOrder(viewModel: ShowOrder.GetOrder.ViewModel)
}

final class ShowOrderViewController: UIViewController, ShowOrderDisplayLogic {
    var interactor: ShowOrderBusinessLogic?
    var router: (NSObjectProtocol & ShowOrderRoutingLogic & ShowOrderDataPassing)?

    @IBOutlet private weak var dateLabel: UILabel!
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var emailLabel: UILabel!
    @IBOutlet private weak var addressLabel: UILabel!
    @IBOutlet private weak var shipmentLabel: UILabel!
    @IBOutlet private weak var totalLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        ShowOrderConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.getOrder(request: ShowOrder.GetOrder.Request())
    }

    @IBAction private func editButtonTapped(_ sender: UIBarButtonItem) {
        router?.routeToEditOrder(segue: nil)
    }

    // MARK: Display logic

    func displayOrder(viewModel: ShowOrder.GetOrder.ViewModel) {
        let order = viewModel.displayedOrder
        dateLabel.text = order.date
        nameLabel.text = order.name
        emailLabel.text = order.email
        addressLabel.text = order.shipmentAddress
        shipmentLabel.text = order.shipmentMethod
        totalLabel.text = order.total
    }
}
