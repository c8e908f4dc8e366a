import Foundation

protocol NewsListModuleInput: AnyObject {
    func reload()
}

final class NewsListPresenter: NewsListModuleInput, NewsListViewOutput, NewsListInteractorOutput {
    weak var view: NewsListViewInput?
    var interactor: NewsListInteractorInput!
    var router: NewsListRouterInput!

    private var items: [NewsListItemViewModel] = [] // expected-error[presenter-state]

    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()

    // MARK: NewsListModuleInput

    func reload() {
        view?.showLoading(true)
        interactor.obtainFirstPage()
    }

    // MARK: NewsListViewOutput

    func viewIsReady() {
        view?.setupInitialState()
        reload()
    }

    func didPullToRefresh() {
        interactor.obtainFirstPage()
    }

    func didSelectItem(id: Int) {
        router.openArticle(id: id)
    }

    func willDisplayLastItem() {
        interactor.obtainNextPage()
    }

    // MARK: NewsListInteractorOutput

    func didObtain(articles: [Article], replacing: Bool) {
        let page = articles.map { article in
            NewsListItemViewModel(id: article.id, title: article.title, subtitle: dateFormatter.string(from: article.publishedAt))
        }
        items = replacing ? page : items + page
        view?.showLoading(false)
        view?.show(items: items)
    }

    func didFailToObtainArticles(error: Error) {
        view?.showLoading(false)
        view?.showError(message: error.localizedDescription)
    }
}
