import Foundation

protocol TimerIntentProtocol {
    func viewOnAppear()
    func onTapStartStop()
}

final class TimerIntent {
    private weak var model: TimerModelActionsPotocol?
    private let clock: ClockWorker
    private var startedAt: Date?

    var isRunning: Bool { startedAt != nil }

    init(model: TimerModelActionsPotocol, clock: ClockWorker) {
        self.model = model
        self.clock = clock
    }
}

extension TimerIntent: TimerIntentProtocol {
    func viewOnAppear() {
        model?.display(elapsed: 0, isRunning: false)
    }

    func onTapStartStop() {
        if let startedAt {
            model?.display(elapsed: clock.now().timeIntervalSince(startedAt), isRunning: false)
            self.startedAt = nil
        } else {
            startedAt = clock.now()
            model?.display(elapsed: 0, isRunning: true)
        }
    }
}
