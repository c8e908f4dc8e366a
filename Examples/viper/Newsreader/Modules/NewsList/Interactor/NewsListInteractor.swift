final class NewsListInteractor: NewsListInteractorInput {
    weak var output: NewsListInteractorOutput!

    private let articleService: ArticleService
    private var nextPage = 1
    private var isLoading = false

    init(articleService: ArticleService) {
        self.articleService = articleService
    }

    // MARK: NewsListInteractorInput

    func obtainFirstPage() {
        nextPage = 1
        obtainPage(replacing: true)
    }

    func obtainNextPage() {
        obtainPage(replacing: false)
    }

    private func obtainPage(replacing: Bool) {
        guard !isLoading else { return }
        isLoading = true
        articleService.obtainArticles(page: nextPage) { [weak self] result in
            guard let self else { return }
            self.isLoading = false
            switch result {
            case .success(let articles):
                self.nextPage += 1
                self.output.didObtain(articles: articles, replacing: replacing)
            case .failure(let error):
                self.output.didFailToObtainArticles(error: error)
            }
        }
    }
}
