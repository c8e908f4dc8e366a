import UIKit

// Stands for a screen past article 004's 200 lines (this folder's configuration turns the allowance off).
final class NoteEditorViewController: UIViewController {
    var viewModel: NoteEditorViewModel?

    func didTapHistory() {
        navigationController?.pushViewController(UIViewController(), animated: true) // expected-warning[view-navigation]
    }

    func didTapDelete() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }
}

final class NoteEditorViewModel {}
