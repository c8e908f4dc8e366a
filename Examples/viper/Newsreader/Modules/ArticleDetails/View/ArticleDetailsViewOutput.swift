protocol ArticleDetailsViewOutput {
    func viewIsReady()
    func didTapBookmark()
    func didTapOpenInBrowser()
}
