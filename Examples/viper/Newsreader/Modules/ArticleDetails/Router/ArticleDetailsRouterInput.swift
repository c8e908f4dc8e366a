protocol ArticleDetailsRouterInput {
    func closeModule()
}
