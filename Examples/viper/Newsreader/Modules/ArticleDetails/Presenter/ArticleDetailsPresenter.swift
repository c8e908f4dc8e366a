import Foundation

protocol ArticleDetailsModuleInput: AnyObject {
    func configure(articleID: Int)
}

final class ArticleDetailsPresenter: ArticleDetailsModuleInput, ArticleDetailsViewOutput, ArticleDetailsInteractorOutput {
    weak var view: ArticleDetailsViewInput?
    var interactor: ArticleDetailsInteractorInput!
    var router: ArticleDetailsRouterInput!

    private let articleID: Int

    init(articleID: Int) {
        self.articleID = articleID
    }

    func configure(articleID: Int) {
        interactor.obtainArticle(id: articleID)
    }

    // MARK: ArticleDetailsViewOutput

    func viewIsReady() {
        view?.setupInitialState()
        interactor.obtainArticle(id: articleID)
    }

    func didTapBookmark() {
        interactor.toggleBookmark(articleID: articleID)
    }

    func didTapOpenInBrowser() {
        interactor.openInBrowser(articleID: articleID)
    }

    // MARK: ArticleDetailsInteractorOutput

    func didObtain(article: Article, bookmarked: Bool) {
        view?.show(article: ArticleDetailsViewModel(
            title: article.title,
            date: DateFormatter.localizedString(from: article.publishedAt, dateStyle: .long, timeStyle: .short),
            body: article.body,
            bookmarkTitle: bookmarked ? "Remove bookmark" : "Bookmark"
        ))
    }

    func didFailToObtainArticle(error: Error) {
        view?.showError(message: error.localizedDescription)
    }

    func didChangeBookmark(bookmarked: Bool) {
        interactor.obtainArticle(id: articleID)
    }
}
