protocol CounterRouterInput: AnyObject {
    func close()
}

final class CounterRouter: CounterRouterInput {
    // archlint:disable:next strong-back-reference -- expected-warning[unused-suppression]
    weak var model: CounterModelInput?

    func close() {}
}
