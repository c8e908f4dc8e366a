protocol LapIntentProtocol {
    func onLap(_ time: String)
}

final class LapIntent: LapIntentProtocol {
    private weak var model: LapModelActionsProtocol?
    private var laps: [String] = [] // expected-warning[intent-keeps-state] (article 002: the laps are the Model's state, kept here twice)
    private var lapTask: Task<Void, Never>? // bookkeeping: never reaches the Model

    init(model: LapModelActionsProtocol) {
        self.model = model
    }

    func onLap(_ time: String) {
        lapTask?.cancel()
        laps.append(time)
        model?.add(lap: laps.joined(separator: ", "))
    }
}
