import Foundation

protocol ClockWorker {
    func now() -> Date
}

struct SystemClockWorker: ClockWorker {
    func now() -> Date { Date() }
}
