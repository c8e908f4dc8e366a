// A Clean Swift solution that names its protocols its own way (`*Protocol`, `*ViewControllerOutput`)
// and hands the view the decoded server reply: the display protocol is known as the one the view
// controller adopts and the presenter holds.
struct RestaurantsResponse: Decodable { let name: String }
struct RestaurantCellViewModel { let title: String }

protocol RestaurantsInteractorProtocol { func fetchData() }
protocol RestaurantsPresenterProtocol { func fetchedSuccessData(_ data: [RestaurantsResponse]) }
protocol RestaurantsViewControllerOutput: AnyObject {
    func showData(_ data: [RestaurantsResponse]) // expected-error[vip-cycle-models]
    func showCells(_ cells: [RestaurantCellViewModel])
}

// A child screen's delegate is held and adopted by views: no stage of the cycle.
struct RestaurantsFilterRequest { let query: String }
protocol RestaurantsFilterDelegate: AnyObject { func didApply(_ request: RestaurantsFilterRequest) }
final class RestaurantsFilterViewController: UIViewController { weak var delegate: RestaurantsFilterDelegate? }

final class RestaurantsInteractor: RestaurantsInteractorProtocol {
    let presenter: RestaurantsPresenterProtocol
    init(presenter: RestaurantsPresenterProtocol) { self.presenter = presenter }
    func fetchData() { presenter.fetchedSuccessData([]) }
}

final class RestaurantsPresenter: RestaurantsPresenterProtocol {
    weak var viewController: RestaurantsViewControllerOutput?
    func fetchedSuccessData(_ data: [RestaurantsResponse]) { viewController?.showData(data) }
}

final class RestaurantsViewController: UIViewController, RestaurantsViewControllerOutput, RestaurantsFilterDelegate {
    var interactor: RestaurantsInteractorProtocol?
    func showData(_ data: [RestaurantsResponse]) {}
    func showCells(_ cells: [RestaurantCellViewModel]) {}
    func didApply(_ request: RestaurantsFilterRequest) {}
}
