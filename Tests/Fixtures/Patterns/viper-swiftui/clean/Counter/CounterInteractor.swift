// Business logic only; SwiftUI is mentioned in this comment and nowhere else.
protocol CounterInteractorInput: AnyObject {
    func load()
    func increment()
}

protocol CounterInteractorOutput: AnyObject {
    func didUpdate(count: Int)
}

final class CounterInteractor: CounterInteractorInput {
    weak var output: CounterInteractorOutput?
    private let store: CounterStoreService
    private var count = 0

    init(store: CounterStoreService) {
        self.store = store
    }

    func load() {
        count = store.load()
        output?.didUpdate(count: count)
    }

    func increment() {
        count += 1
        store.save(count)
        output?.didUpdate(count: count)
    }
}

protocol CounterStoreService {
    func load() -> Int
    func save(_ count: Int)
}
