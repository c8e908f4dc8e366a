import UIKit

protocol CreateOrderDisplayLogic: AnyObject {
    func displayExpirationDate(viewModel: CreateOrder.FormatExpirationDate.ViewModel)
    func displaySavedOrder(viewModel: CreateOrder.SaveOrder.ViewModel)
    func displayOrderToEdit(viewModel: CreateOrder.EditOrder.ViewModel)
}

final class CreateOrderViewController: UITableViewController, CreateOrderDisplayLogic, UITextFieldDelegate {
    var interactor: CreateOrderBusinessLogic?
    var router: (NSObjectProtocol & CreateOrderRoutingLogic & CreateOrderDataPassing)?

    @IBOutlet private var textFields: [UITextField]!
    @IBOutlet private weak var expirationDatePicker: UIDatePicker!
    @IBOutlet private weak var expirationDateLabel: UILabel!
    private var fields = CreateOrder.OrderFormFields()

    override func awakeFromNib() {
        super.awakeFromNib()
        CreateOrderConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.showOrderToEdit(request: CreateOrder.EditOrder.Request())
    }

    @IBAction private func expirationDatePickerValueChanged(_ sender: UIDatePicker) {
        interactor?.formatExpirationDate(request: CreateOrder.FormatExpirationDate.Request(date: sender.date))
    }

    @IBAction private func saveButtonTapped(_ sender: UIBarButtonItem) {
        interactor?.saveOrder(request: CreateOrder.SaveOrder.Request(orderFormFields: fields))
    }

    // MARK: Display logic

    func displayExpirationDate(viewModel: CreateOrder.FormatExpirationDate.ViewModel) {
        expirationDateLabel.text = viewModel.date
    }

    func displaySavedOrder(viewModel: CreateOrder.SaveOrder.ViewModel) {
        if viewModel.succeeded {
            router?.routeToListOrders(segue: nil)
        } else {
            let alert = UIAlertController(title: "Cannot save the order", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }

    func displayOrderToEdit(viewModel: CreateOrder.EditOrder.ViewModel) {
        fields = viewModel.orderFormFields
        tableView.reloadData()
    }
}
