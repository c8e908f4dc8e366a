import Foundation
import Timer // expected-error[module-cycle]

protocol ClockWorker {
    func now() -> Date
}

struct SystemClockWorker: ClockWorker {
    func now() -> Date { Date() }
    func attach(to model: TimerModel) {} // expected-error[layer-violation]
}
