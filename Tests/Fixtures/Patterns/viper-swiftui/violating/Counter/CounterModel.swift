import Combine

protocol CounterModelInput: AnyObject {
    func show(text: String)
}

final class CounterModel: ObservableObject, CounterModelInput {
    @Published var text = ""
    var interactor: CounterInteractorInput? // expected-error[role-dependency]

    func didTap() { interactor?.increment() }
    func show(text: String) { self.text = text }
}
