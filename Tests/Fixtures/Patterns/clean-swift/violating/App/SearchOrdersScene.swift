protocol SearchOrdersBusinessLogic {
    func search(request: SearchOrders.Search.Request)
}

protocol SearchOrdersDataStore {
    var query: String? { get set }
}

protocol SearchOrdersRoutingLogic {
    func routeToResults()
}

protocol SearchOrdersDataPassing {
    var dataStore: SearchOrdersDataStore? { get }
}

enum SearchOrders {
    enum Search {
        struct Request {}
    }
}

final class SearchOrdersInteractor: SearchOrdersBusinessLogic, SearchOrdersDataStore {
    var query: String?

    func search(request: SearchOrders.Search.Request) {
        query = ""
    }
}

final class SearchOrdersRouter: NSObject, SearchOrdersRoutingLogic, SearchOrdersDataPassing {
    var viewController: SearchOrdersViewController? // expected-error[strong-back-reference] (article 001: the template's router holds it weak)
    var dataStore: SearchOrdersDataStore?

    func routeToResults() {
        dataStore?.query = nil // expected-warning[data-store-write] (article 001: the router reads the source scene's store)
    }
}

protocol SearchOrdersDisplayLogic: AnyObject {}

final class SearchOrdersViewController: UIViewController, SearchOrdersDisplayLogic {
    var interactor: SearchOrdersBusinessLogic?
    var router: (NSObjectProtocol & SearchOrdersRoutingLogic & SearchOrdersDataPassing)?

    func didPick(query: String) {
        router?.dataStore?.query = query // expected-warning[data-store-write] (article 001: send the interactor a request)
        router?.routeToResults()
    }
}
