import Combine

protocol ItemsModelStatePotocol { var titles: [String] { get } }
protocol ItemsModelActionsProtocol: AnyObject { func show(titles: [String]) }

final class ItemsModel: ObservableObject, ItemsModelStatePotocol, ItemsModelActionsProtocol {
    @Published var titles: [String] = []
    func show(titles: [String]) { self.titles = titles }
}
