protocol NewsListRouterInput {
    func openArticle(id: Int)
}
