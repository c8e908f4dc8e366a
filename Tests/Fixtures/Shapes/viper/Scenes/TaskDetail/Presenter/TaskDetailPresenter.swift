final class TaskDetailPresenter: TaskDetailPresenterProtocol, TaskDetailInteractorOutputProtocol {
    weak var view: TaskDetailViewProtocol?
    var interactor: TaskDetailInteractorInputProtocol?

    func didPickCategory(at index: Int) { interactor?.editTask(categoryIndex: index) }
    func didEditTask(category: String) { view?.show(title: category) }
}
