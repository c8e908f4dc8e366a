protocol NewsListInteractorOutput: AnyObject {
    func didObtain(articles: [Article], replacing: Bool)
    func didFailToObtainArticles(error: Error)
}
