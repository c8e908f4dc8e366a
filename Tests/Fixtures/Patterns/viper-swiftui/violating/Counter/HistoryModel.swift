protocol HistoryModelInput: AnyObject {
    func show(entries: [String])
}

/// Not observable (article 003 makes the Model an ObservableObject), and it calls the concrete
/// presenter instead of its `*ModelOutput` protocol.
final class HistoryModel: HistoryModelInput { // expected-error[observable-model]
    var entries: [String] = []
    weak var presenter: CounterPresenter? // expected-error[role-dependency]

    func show(entries: [String]) {
        self.entries = entries
    }
}
