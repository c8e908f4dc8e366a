import UIKit

final class ArticleDetailsRouter: ArticleDetailsRouterInput {
    var viewController: ArticleDetailsViewController? // expected-error[strong-back-reference]

    func closeModule() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
