protocol ArticleDetailsInteractorOutput: AnyObject {
    func didObtain(article: Article, bookmarked: Bool)
    func didFailToObtainArticle(error: Error)
    func didChangeBookmark(bookmarked: Bool)
}
