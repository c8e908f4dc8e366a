protocol NewsListViewOutput {
    func viewIsReady()
    func didPullToRefresh()
    func didSelectItem(id: Int)
    func willDisplayLastItem()
}
