import SwiftUI // expected-error[interactor-ui-import]

protocol CounterInteractorInput: AnyObject {
    func increment()
    func current() -> Int // classic VIPER lets the presenter ask its interactor: interactor-query is off in this pack
}

protocol CounterInteractorOutput: AnyObject {
    func didUpdate(count: Int)
}

final class CounterInteractor: CounterInteractorInput {
    weak var output: CounterInteractorOutput?
    var count = 0 // the presenter may read its interactor in classic VIPER: interactor-exposed-state is off in this pack
    private let store: CounterStoreService // expected-error[concrete-dependency]
    private let tint = Color.accentColor // expected-error[interactor-ui-reference]

    init(store: CounterStoreService) {
        self.store = store
    }

    func increment() {
        count += 1
        store.save(CounterDTO(value: count)) // expected-error[interactor-dto-reference]
        UserDefaults.standard.set(count, forKey: "count") // expected-warning[singleton-access]
        output?.didUpdate(count: count)
    }

    func current() -> Int { count }
}
