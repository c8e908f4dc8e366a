final class CounterPresenter: CounterModelOutput, CounterInteractorOutput {
    weak var model: CounterModelInput?
    var interactor: CounterInteractorInput!
    var router: CounterRouterInput!
    var prefix: String { "Count: " }

    func didAppear() { interactor.load() }
    func didTapIncrement() { interactor.increment() }
    func didChange(step: Int) {}

    func didUpdate(count: Int) {
        Task { @MainActor in model?.show(text: prefix + "\(count)") }
        if count >= 10 { router.openReward() }
    }
}
