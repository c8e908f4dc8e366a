import Combine
import Foundation

protocol TimerModelStateProtocol {
    var elapsedText: String { get }
    var isPaused: Bool { get set } // expected-error[model-state-read-only] (the view could pause the timer past the intent)
}

protocol TimerModelActionsProtocol: AnyObject {
    func display(elapsed: TimeInterval)
}

final class TimerModel: ObservableObject, TimerModelStateProtocol, TimerModelActionsProtocol {
    @Published var elapsedText = ""
    @Published var isPaused = false
    @Published var elapsed: TimeInterval = 0
    private var cancellables: Set<AnyCancellable> = []
    // archlint:disable:next strong-back-reference -- expected-warning[unused-suppression]
    var intent: TimerIntent? // expected-error[role-dependency] (and, strong, it closes a cycle with the intent's model)

    func display(elapsed: TimeInterval) {
        elapsedText = "\(elapsed)"
    }

    init() {
        // `on: self` keeps the model alive from its own set of subscriptions.
        $elapsed.map { "\($0)" }.assign(to: \.elapsedText, on: self).store(in: &cancellables) // expected-warning[sink-retains-owner]
    }

    func preview() -> TimerView? { nil } // expected-error[role-dependency]
}
