import UIKit // expected-error[interactor-ui-import]

final class ArticleDetailsInteractor: ArticleDetailsInteractorInput {
    weak var output: ArticleDetailsInteractorOutput!

    private let articleService: ArticleService
    private let bookmarkService: BookmarkService
    private var article: Article?

    init(articleService: ArticleService, bookmarkService: BookmarkService) {
        self.articleService = articleService
        self.bookmarkService = bookmarkService
    }

    // MARK: ArticleDetailsInteractorInput

    func obtainArticle(id: Int) {
        articleService.obtainArticle(id: id) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let article):
                self.article = article
                self.output.didObtain(article: article, bookmarked: self.bookmarkService.isBookmarked(articleID: id))
            case .failure(let error):
                self.output.didFailToObtainArticle(error: error)
            }
        }
    }

    func toggleBookmark(articleID: Int) {
        bookmarkService.toggleBookmark(articleID: articleID)
        output.didChangeBookmark(bookmarked: isBookmarked(articleID: articleID))
    }

    func isBookmarked(articleID: Int) -> Bool {
        bookmarkService.isBookmarked(articleID: articleID)
    }

    func openInBrowser(articleID: Int) {
        guard let url = article?.url else { return }
        UIApplication.shared.open(url) // expected-error[interactor-ui-reference] expected-warning[singleton-access]
    }
}
