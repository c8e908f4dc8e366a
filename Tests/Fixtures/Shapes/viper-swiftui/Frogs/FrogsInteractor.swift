protocol FrogsInteractorProtocol { func loadFrogs() -> [String] }

final class FrogsInteractor: FrogsInteractorProtocol {
    func loadFrogs() -> [String] { ["Tree frog"] }
}
