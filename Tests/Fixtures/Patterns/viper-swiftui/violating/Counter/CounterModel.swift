import Combine

protocol CounterModelInput: AnyObject {
    func show(text: String)
}

protocol CounterModelOutput: AnyObject {
    func didChange(step: Int)
}

final class CounterModel: ObservableObject, CounterModelInput {
    @Published var text = ""
    @Published var step = 1
    var output: CounterModelOutput? // the view owns the model, which owns its presenter
    var interactor: CounterInteractorInput? // expected-error[role-dependency]
    private var cancellables = Set<AnyCancellable>()

    init() {
        // The model keeps the sink, whose closure keeps the model (and through output the presenter).
        $step.removeDuplicates().sink { step in // expected-warning[sink-retains-owner]
            self.output?.didChange(step: step)
        }
        .store(in: &cancellables)
    }

    func didTap() { interactor?.increment() }
    func show(text: String) { self.text = text }
}
