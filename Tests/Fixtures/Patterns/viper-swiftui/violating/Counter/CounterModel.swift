import Combine

protocol CounterModelInput: AnyObject {
    func show(text: String)
}

protocol CounterModelOutput: AnyObject {}

final class CounterModel: ObservableObject, CounterModelInput {
    @Published var text = ""
    var output: CounterModelOutput? // the view owns the model, which owns its presenter
    var interactor: CounterInteractorInput? // expected-error[role-dependency]

    func didTap() { interactor?.increment() }
    func show(text: String) { self.text = text }
}
