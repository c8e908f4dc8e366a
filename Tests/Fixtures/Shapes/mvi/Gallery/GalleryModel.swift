import Combine

final class GalleryModel: ObservableObject, GalleryModelActionsProtocol {
    @Published var count = 0
    func show(count: Int) { self.count = count }
}
