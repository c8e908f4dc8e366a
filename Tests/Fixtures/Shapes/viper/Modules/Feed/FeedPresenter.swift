final class FeedPresenter: FeedViewOutput {
    weak var view: FeedViewInput?
    var router: FeedRouterInput?

    func didSelectPost() { router?.openPost() }
}
