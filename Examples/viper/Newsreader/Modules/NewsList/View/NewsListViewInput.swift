protocol NewsListViewInput: AnyObject {
    func setupInitialState()
    func show(items: [NewsListItemViewModel])
    func showLoading(_ isLoading: Bool)
    func showError(message: String)
}

struct NewsListItemViewModel: Equatable {
    let id: Int
    let title: String
    let subtitle: String
}
