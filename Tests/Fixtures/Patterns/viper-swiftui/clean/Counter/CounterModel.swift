import Combine

@MainActor
protocol CounterModelInput: AnyObject {
    func show(text: String)
}

protocol CounterModelOutput: AnyObject {
    func didAppear()
    func didTapIncrement()
}

@MainActor
final class CounterModel: ObservableObject, CounterModelInput {
    @Published private(set) var text = ""
    var output: CounterModelOutput?

    func didAppear() { output?.didAppear() }
    func didTapIncrement() { output?.didTapIncrement() }
    func show(text: String) { self.text = text }
}
