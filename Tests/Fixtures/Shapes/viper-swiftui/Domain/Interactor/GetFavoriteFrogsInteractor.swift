import Combine
import SwiftUI // expected-error[interactor-ui-import]

// A use case in a shared domain folder, with no scene sibling by name or folder: the presenter
// that stores it makes it that scene's interactor, and its SwiftUI import serves nothing.
protocol GetFavoriteFrogsInteractor {
    func favorites() -> [String]
}

final class GetFavoriteFrogsInteractorDefault: GetFavoriteFrogsInteractor {
    func favorites() -> [String] { [] }
}
