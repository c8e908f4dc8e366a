import Foundation

protocol TimerIntentProtocol {
    func onTap()
}

final class TimerIntent: TimerIntentProtocol {
    private var model: TimerModelActionsProtocol? // expected-error[strong-back-reference] (the model holds this intent)
    private let clock: SystemClockWorker // a struct: a value, no collaborator to hide behind a protocol

    init(model: TimerModelActionsProtocol, clock: SystemClockWorker) {
        self.model = model
        self.clock = clock
    }

    func onTap() {
        UserDefaults.standard.set(clock.now(), forKey: "lastTap") // expected-warning[singleton-access]
        model?.display(elapsed: 0)
        _ = TimerView.self // expected-error[role-dependency] (one finding: interactor-ui-reference leaves the app's views to role-dependency)
        let tint: Color? = nil // expected-error[interactor-ui-reference] (a UI framework type)
        _ = tint
    }
}
