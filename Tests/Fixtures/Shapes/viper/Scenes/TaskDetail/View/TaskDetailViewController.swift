import UIKit

// The detail view picks the category the user tapped from the app's own manager instead of the
// rows its presenter handed it; the keyboard and the window's insets are its own UI plumbing.
final class TaskDetailViewController: UIViewController, TaskDetailViewProtocol {
    var presenter: TaskDetailPresenterProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        additionalSafeAreaInsets.bottom = AppWindow.shared.safeAreaInsets.bottom
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }

    func show(title: String) { self.title = title }

    func didSelectCategory(at index: Int) {
        let title = TaskCategoryManager.manager.fetchCategories()[index] // expected-warning[singleton-access]
        presenter?.didPickCategory(at: index)
        self.title = title
    }
}
