import Foundation

// The community template spells these protocols "Potocol"; the pack accepts both spellings.
protocol TimerModelStatePotocol {
    var elapsedText: String { get }
    var isRunning: Bool { get }
}

protocol TimerModelActionsPotocol: AnyObject {
    func display(elapsed: TimeInterval, isRunning: Bool)
}

final class TimerModel: ObservableObject, TimerModelStatePotocol {
    @Published var elapsedText = "0.0"
    @Published var isRunning = false
}

extension TimerModel: TimerModelActionsPotocol {
    func display(elapsed: TimeInterval, isRunning: Bool) {
        elapsedText = String(format: "%.1f", elapsed)
        self.isRunning = isRunning
    }
}
