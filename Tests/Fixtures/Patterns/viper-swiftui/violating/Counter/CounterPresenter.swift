import CounterKit
import SwiftUI

final class CounterPresenter: ObservableObject, CounterInteractorOutput, CounterModelOutput { // expected-error[observable-presenter]
    var model: CounterModelInput? // expected-error[strong-back-reference] (the model holds this presenter: a cycle)
    var interactor: CounterInteractorInput!
    private var history: [Int] = [] // expected-error[presenter-state]

    func didUpdate(count: Int) {
        history.append(count)
        model?.show(text: "\(count)")
    }

    func didChange(step: Int) {}

    func resetButton() -> some View { // expected-warning[presenter-builds-view]
        Button("Reset") { self.history.removeAll() }
    }
}
