protocol ArticleDetailsViewInput: AnyObject {
    func setupInitialState()
    func show(article: ArticleDetailsViewModel)
    func showError(message: String)
}

struct ArticleDetailsViewModel {
    let title: String
    let date: String
    let body: String
    let bookmarkTitle: String
}
