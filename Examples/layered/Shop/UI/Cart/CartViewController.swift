import CoreData
import UIKit

final class CartViewController: UITableViewController {
    private let viewModel: CartViewModel
    private var rows: [CartViewModel.Row] = []
    private lazy var favorites = CoreDataProductDAO(context: NSPersistentContainer(name: "Shop").viewContext) // expected-error[role-dependency] expected-error[storage-outside-dao]

    init(viewModel: CartViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        tableView.register(CartItemCell.self, forCellReuseIdentifier: CartItemCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Check out", style: .done, target: self, action: #selector(checkout))
        viewModel.onChange = { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
        viewModel.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CartItemCell.reuseIdentifier, for: indexPath) as! CartItemCell
        let row = rows[indexPath.row]
        let isFavorite = (try? favorites.product(id: row.productID))??.isFavorite ?? false
        cell.configure(title: row.title, quantity: row.quantity, isFavorite: isFavorite)
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { viewModel.didDelete(productID: rows[indexPath.row].productID) }
    }

    @objc private func checkout() { viewModel.didTapCheckout() }
}
