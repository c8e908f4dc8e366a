import Foundation

// The view controller asks its interactor to "route", and the presenter writes a file itself.
enum ShareOrders {
    enum Export { struct Request {}; struct Response {}; struct ViewModel {} }
}

protocol ShareOrdersBusinessLogic {
    func export(request: ShareOrders.Export.Request)
    func routeToMail() // expected-warning[routing-through-business-logic]
}

protocol ShareOrdersPresentationLogic {
    func presentExport(response: ShareOrders.Export.Response)
}

final class ShareOrdersInteractor: ShareOrdersBusinessLogic {
    var presenter: ShareOrdersPresentationLogic?
    func export(request: ShareOrders.Export.Request) { presenter?.presentExport(response: ShareOrders.Export.Response()) }
    func routeToMail() {}
}

final class ShareOrdersPresenter: ShareOrdersPresentationLogic {
    func presentExport(response: ShareOrders.Export.Response) {
        _ = FileHandle(forWritingAtPath: NSTemporaryDirectory() + "/orders.csv") // expected-warning[presenter-does-io]
    }
}
