import UIKit

enum ArticleDetailsAssembly {
    static func makeModule(
        articleID: Int,
        articleService: ArticleService = ArticleServiceImplementation(),
        bookmarkService: BookmarkService = BookmarkServiceImplementation()
    ) -> UIViewController {
        let view = ArticleDetailsViewController()
        let presenter = ArticleDetailsPresenter(articleID: articleID)
        let interactor = ArticleDetailsInteractor(articleService: articleService, bookmarkService: bookmarkService)
        let router = ArticleDetailsRouter()

        view.output = presenter
        view.router = router
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
