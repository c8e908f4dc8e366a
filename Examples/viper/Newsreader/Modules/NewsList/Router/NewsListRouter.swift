import UIKit

final class NewsListRouter: NewsListRouterInput {
    weak var transitionHandler: UIViewController?

    func openArticle(id: Int) {
        let details = ArticleDetailsAssembly.makeModule(articleID: id)
        transitionHandler?.navigationController?.pushViewController(details, animated: true)
    }
}
