import UIKit

enum NewsListAssembly {
    static func makeModule(articleService: ArticleService = ArticleServiceImplementation()) -> UIViewController {
        let view = NewsListViewController(style: .plain)
        let presenter = NewsListPresenter()
        let interactor = NewsListInteractor(articleService: articleService)
        let router = NewsListRouter()

        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.transitionHandler = view
        return view
    }
}
