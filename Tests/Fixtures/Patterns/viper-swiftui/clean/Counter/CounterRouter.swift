protocol CounterRouterInput: AnyObject {
    func openReward()
}

final class CounterRouter: CounterRouterInput {
    weak var model: CounterModelInput?

    func openReward() {
        Task { @MainActor in model?.show(text: "🎉") }
    }
}
