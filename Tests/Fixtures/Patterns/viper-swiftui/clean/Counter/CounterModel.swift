import Combine

@MainActor
protocol CounterModelInput: AnyObject {
    func show(text: String)
}

protocol CounterModelOutput: AnyObject {
    func didAppear()
    func didTapIncrement()
    func didChange(step: Int)
}

@MainActor
final class CounterModel: ObservableObject, CounterModelInput {
    @Published private(set) var text = ""
    @Published var step = 1
    var output: CounterModelOutput?
    private var cancellables = Set<AnyCancellable>()

    init() {
        $step.removeDuplicates().sink { [weak self] step in
            self?.output?.didChange(step: step)
        }
        .store(in: &cancellables)
    }

    func didAppear() { output?.didAppear() }
    func didTapIncrement() { output?.didTapIncrement() }
    func show(text: String) { self.text = text }
}
