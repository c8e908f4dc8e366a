// A Clean Swift app's shape with no router: the view controller asks its interactor to "route",
// the interactor forwards the wish, and the presenter builds the next scene and shows it.
enum HabitsModels {
    enum Fetch { struct Request {}; struct Response {}; struct ViewModel {} }
    enum RouteToDetails { struct Request {}; struct Response {} }
}

protocol HabitsBusinessLogic {
    func fetch(_ request: HabitsModels.Fetch.Request)
    func routeToDetails(_ request: HabitsModels.RouteToDetails.Request) // expected-warning[routing-through-business-logic]
    func routeToSettings()
}

protocol HabitsPresentationLogic {
    func present(_ response: HabitsModels.Fetch.Response)
    func routeToDetails(_ response: HabitsModels.RouteToDetails.Response)
}

protocol HabitsDisplayLogic: AnyObject { func display(_ viewModel: HabitsModels.Fetch.ViewModel) }

enum HabitDetailsAssembly { static func build() -> UIViewController { UIViewController() } }

final class HabitsInteractor: HabitsBusinessLogic {
    var presenter: HabitsPresentationLogic?
    func fetch(_ request: HabitsModels.Fetch.Request) { presenter?.present(HabitsModels.Fetch.Response()) }
    func routeToDetails(_ request: HabitsModels.RouteToDetails.Request) {
        presenter?.routeToDetails(HabitsModels.RouteToDetails.Response())
    }
    func routeToSettings() {}
}

final class HabitsPresenter: HabitsPresentationLogic {
    weak var viewController: UIViewController?
    weak var display: HabitsDisplayLogic?
    func present(_ response: HabitsModels.Fetch.Response) { display?.display(HabitsModels.Fetch.ViewModel()) }
    func routeToDetails(_ response: HabitsModels.RouteToDetails.Response) {
        viewController?.navigationController?.pushViewController(HabitDetailsAssembly.build(), animated: true) // expected-warning[view-navigation]
    }
}
