protocol LapModelStatePotocol {
    var laps: [String] { get }
}

protocol LapModelActionsProtocol: AnyObject {
    func add(lap: String)
}

/// Not observable: the view never hears of a new lap (article 002).
final class LapModel: LapModelStatePotocol { // expected-error[observable-model]
    private(set) var laps: [String] = []
    private let store = LapStoreService() // expected-error[role-dependency]
}

extension LapModel: LapModelActionsProtocol {
    func add(lap: String) {
        laps.append(lap)
    }
}

final class LapStoreService {}
