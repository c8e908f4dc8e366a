enum ShowProfileConfigurator {
    static func configure(_ viewController: ShowProfileViewController) {
        let interactor = ShowProfileInteractor()
        let presenter = ShowProfilePresenter()
        let router = ShowProfileRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        interactor.worker = ProfileWorker(session: .shared)
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }
}
