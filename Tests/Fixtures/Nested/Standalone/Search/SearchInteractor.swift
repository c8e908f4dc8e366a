protocol SearchInteractorInput {
    func load()
}

final class SearchInteractor: SearchInteractorInput {
    func load() {}
}
