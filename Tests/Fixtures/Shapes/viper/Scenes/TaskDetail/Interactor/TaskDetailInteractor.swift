final class TaskDetailInteractor: TaskDetailInteractorInputProtocol {
    weak var presenter: TaskDetailInteractorOutputProtocol?

    func editTask(categoryIndex: Int) {
        let category = TaskCategoryManager.manager.category(at: categoryIndex) // expected-warning[singleton-access]
        presenter?.didEditTask(category: category)
    }
}
