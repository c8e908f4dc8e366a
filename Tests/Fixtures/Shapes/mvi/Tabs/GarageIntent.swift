import Foundation

protocol GarageIntentProtocol {
    func viewOnAppear()
}

protocol GarageModelStateProtocol {
    var title: String { get }
}

protocol GarageModelActionsProtocol: AnyObject {
    func display(title: String)
}

final class GarageModel: ObservableObject, GarageModelStateProtocol, GarageModelActionsProtocol {
    @Published private(set) var title = ""
    func display(title: String) { self.title = title }
}

final class GarageIntent: GarageIntentProtocol {
    private weak var model: GarageModelActionsProtocol?
    init(model: GarageModelActionsProtocol) { self.model = model }
    func viewOnAppear() { model?.display(title: "Garage") }
}
