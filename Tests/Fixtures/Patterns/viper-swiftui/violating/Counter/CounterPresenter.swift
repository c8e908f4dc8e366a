import CounterKit

final class CounterPresenter: ObservableObject, CounterInteractorOutput { // expected-error[observable-presenter]
    var model: CounterModelInput? // expected-error[strong-back-reference]
    var interactor: CounterInteractorInput!
    private var history: [Int] = [] // expected-error[presenter-state]

    func didUpdate(count: Int) {
        history.append(count)
        model?.show(text: "\(count)")
    }
}
