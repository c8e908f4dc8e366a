protocol ArticleDetailsInteractorInput {
    func obtainArticle(id: Int)
    func toggleBookmark(articleID: Int)
    func isBookmarked(articleID: Int) -> Bool // expected-warning[interactor-query]
    func openInBrowser(articleID: Int)
}
