import SwiftData
import SwiftUI

// A SwiftUI VIPER app's shape: the presenter builds the SwiftData record its interactor saves.
@Model final class FavoriteFrog {
    var name: String
    init(name: String) { self.name = name }
}

protocol FavoriteRecordsInteractorProtocol { func add(_ frog: FavoriteFrog) }

final class FavoriteRecordsPresenter: ObservableObject {
    private let interactor: FavoriteRecordsInteractorProtocol
    init(interactor: FavoriteRecordsInteractorProtocol) { self.interactor = interactor }
    func addFavorite(named name: String) {
        interactor.add(FavoriteFrog(name: name)) // expected-warning[presenter-does-io]
    }
}
