final class MoviesPresenter {
    private let interactor: MoviesInteractorInput

    init(interactor: MoviesInteractorInput) {
        self.interactor = interactor
    }
}
