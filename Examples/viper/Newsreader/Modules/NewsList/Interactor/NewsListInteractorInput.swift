protocol NewsListInteractorInput {
    func obtainFirstPage()
    func obtainNextPage()
}
