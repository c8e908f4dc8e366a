protocol SearchViewInput: AnyObject {
    func show(title: String)
}

final class SearchPresenter {
    weak var view: SearchViewInput?
    var interactor: SearchInteractorInput!
    var titles: [String] = []
}
