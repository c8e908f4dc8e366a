// Article 002, "Model": one protocol for the view (read-only state), one for the intent (actions);
// an ObservableObject so that the view redraws.
import Combine

protocol ListModelStatePotocol {
    var text: String { get }
}

protocol ListModelActionsProtocol: AnyObject {
    func parse(number: Int)
}

final class ListModel: ObservableObject, ListModelStatePotocol {
    @Published var text: String = ""
}

extension ListModel: ListModelActionsProtocol {
    func parse(number: Int) {
        let showText = "Random number: " + String(number)
        text = showText
    }
}
