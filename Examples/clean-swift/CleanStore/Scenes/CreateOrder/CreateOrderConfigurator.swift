enum CreateOrderConfigurator {
    static func configure(_ viewController: CreateOrderViewController) {
        let interactor = CreateOrderInteractor()
        let presenter = CreateOrderPresenter()
        let router = CreateOrderRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        interactor.ordersWorker = OrdersWorker(ordersStore: OrdersAPI())
        interactor.worker = CreateOrderWorker()
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }
}
