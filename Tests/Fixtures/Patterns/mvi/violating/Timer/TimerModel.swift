import Foundation

protocol TimerModelStateProtocol {
    var elapsedText: String { get }
}

protocol TimerModelActionsProtocol: AnyObject {
    func display(elapsed: TimeInterval)
}

final class TimerModel: ObservableObject, TimerModelStateProtocol, TimerModelActionsProtocol {
    @Published var elapsedText = ""
    // archlint:disable:next strong-back-reference -- expected-warning[unused-suppression]
    var intent: TimerIntent? // expected-error[role-dependency] (and, strong, it closes a cycle with the intent's model)

    func display(elapsed: TimeInterval) {
        elapsedText = "\(elapsed)"
    }

    func preview() -> TimerView? { nil } // expected-error[role-dependency]
}
