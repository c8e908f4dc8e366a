// Article 004, "Переходим к presentation model и router" and "Пересмотрели роутинг": the view
// controller knows only its presentation model; the presentation model calls the services and asks
// for navigation through an optional handler that the router sets.
import UIKit

struct DealViewModel {
    let title: String
}

final class DealsPresentationModel {
    var onShowDeal: ((Deal) -> Void)?
    private let service: DealService
    private(set) var deals: [Deal] = []

    init(service: DealService) {
        self.service = service
    }

    func load(completion: @escaping () -> Void) {
        service.deals { [weak self] deals in
            self?.deals = deals
            completion()
        }
    }

    func viewModel(at index: Int) -> DealViewModel { DealViewModel(title: deals[index].title) }

    func select(at index: Int) { onShowDeal?(deals[index]) }
}

final class DealsViewController: UITableViewController {
    var presentationModel: DealsPresentationModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        presentationModel.load { [weak self] in self?.tableView.reloadData() }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presentationModel.select(at: indexPath.row)
    }
}

final class DealDetailsPresentationModel {
    let deal: Deal

    init(deal: Deal) {
        self.deal = deal
    }
}

final class DealDetailsViewController: UIViewController {
    var presentationModel: DealDetailsPresentationModel!
}

final class MainRouter {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDeals() {
        let model = DealsPresentationModel(service: DealService())
        model.onShowDeal = { [weak self] deal in self?.showDeal(deal) }
        let viewController = DealsViewController()
        viewController.presentationModel = model
        navigationController?.pushViewController(viewController, animated: true)
    }

    func showDeal(_ deal: Deal) {
        let viewController = DealDetailsViewController()
        viewController.presentationModel = DealDetailsPresentationModel(deal: deal)
        navigationController?.pushViewController(viewController, animated: true)
    }

    func showProfile() {}
    func showSettings() {}
}
