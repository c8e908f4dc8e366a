import Combine

final class FavoritesPresenter: ObservableObject {
    @Published var names: [String] = []
    private let getFavorites: GetFavoriteFrogsInteractor

    init(getFavorites: GetFavoriteFrogsInteractor) { self.getFavorites = getFavorites }

    func load() { names = getFavorites.favorites() }
}
