import UIKit

final class ProductListViewController: UITableViewController {
    private let model: ProductListPresentationModel
    private let router: CatalogRouter
    private var rows: [ProductCellModel] = []

    init(model: ProductListPresentationModel, router: CatalogRouter) {
        self.model = model
        self.router = router
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"), style: .plain,
                                                            target: self, action: #selector(openCart))
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        model.onChange = { [weak self] state in self?.render(state) }
        model.viewDidLoad()
    }

    private func render(_ state: ProductListPresentationModel.State) {
        refreshControl?.endRefreshing()
        switch state {
        case .loading:
            rows = []
        case .content(let rows):
            self.rows = rows
        case .error(let message):
            let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell
        let row = rows[indexPath.row]
        cell.configure(with: row)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        model.didSelectProduct(id: rows[indexPath.row].id)
    }

    @objc private func refresh() { model.didPullToRefresh() }
    @objc private func openCart() { router.showCart() }
}
