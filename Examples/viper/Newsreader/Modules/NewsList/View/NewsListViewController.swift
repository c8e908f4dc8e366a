import UIKit

final class NewsListViewController: UITableViewController, NewsListViewInput {
    var output: NewsListViewOutput!

    private var items: [NewsListItemViewModel] = []

    // MARK: Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
    }

    // MARK: NewsListViewInput

    func setupInitialState() {
        title = NSLocalizedString("News", comment: "")
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ArticleCell")
    }

    func show(items: [NewsListItemViewModel]) {
        self.items = items
        tableView.reloadData()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? refreshControl?.beginRefreshing() : refreshControl?.endRefreshing()
    }

    func showError(message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].title
        content.secondaryText = items[indexPath.row].subtitle
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectItem(id: items[indexPath.row].id)
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == items.count - 1 { output.willDisplayLastItem() }
    }

    @objc private func refresh() {
        output.didPullToRefresh()
    }
}
