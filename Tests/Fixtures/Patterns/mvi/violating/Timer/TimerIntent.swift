import Foundation

protocol TimerIntentProtocol {
    func onTap()
}

final class TimerIntent: TimerIntentProtocol {
    private var model: TimerModelActionsProtocol? // expected-error[strong-back-reference]
    private let clock: SystemClockWorker // expected-error[concrete-dependency]

    init(model: TimerModelActionsProtocol, clock: SystemClockWorker) {
        self.model = model
        self.clock = clock
    }

    func onTap() {
        UserDefaults.standard.set(clock.now(), forKey: "lastTap") // expected-warning[singleton-access]
        model?.display(elapsed: 0)
        _ = TimerView.self // expected-error[role-dependency]
    }
}
