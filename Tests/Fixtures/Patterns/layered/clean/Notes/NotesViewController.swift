import UIKit

final class NotesViewController: UITableViewController {
    private let viewModel: NotesViewModel
    private var titles: [String] = []

    init(viewModel: NotesViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "NoteCell")
        viewModel.onChange = { [weak self] titles in
            self?.titles = titles
            self?.tableView.reloadData()
        }
        viewModel.reload()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.configure(title: titles[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.didSelect(index: indexPath.row)
    }
}

final class NoteCell: UITableViewCell {
    func configure(title: String) {
        textLabel?.text = title
    }
}
