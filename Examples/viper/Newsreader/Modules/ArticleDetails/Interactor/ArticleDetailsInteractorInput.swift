protocol ArticleDetailsInteractorInput {
    func obtainArticle(id: Int)
    func toggleBookmark(articleID: Int)
    func isBookmarked(articleID: Int) -> Bool // classic VIPER lets the presenter ask its interactor: interactor-query is off in this pack
    func openInBrowser(articleID: Int)
}
