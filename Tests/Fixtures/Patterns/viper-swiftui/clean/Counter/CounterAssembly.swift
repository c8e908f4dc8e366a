import SwiftUI

enum CounterAssembly {
    @MainActor
    static func build(store: CounterStoreService) -> some View {
        let model = CounterModel()
        let presenter = CounterPresenter()
        let interactor = CounterInteractor(store: store)
        let router = CounterRouter()
        model.output = presenter
        presenter.model = model
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.model = model
        return CounterView(model: model)
    }
}
