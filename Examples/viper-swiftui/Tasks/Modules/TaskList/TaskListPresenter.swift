import Foundation

final class TaskListPresenter: TaskListModelOutput, TaskListInteractorOutput {
    weak var model: TaskListModelInput?
    var interactor: TaskListInteractorInput!
    var router: TaskListRouterInput!

    private let dueFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()

    // MARK: TaskListModelOutput

    func didAppear() {
        model?.showLoading(true)
        interactor.loadTasks()
    }

    func didSelect(rowID: UUID) {
        router.openEditor(taskID: rowID)
    }

    func didDelete(rowIDs: [UUID]) {
        rowIDs.forEach(interactor.deleteTask(id:))
    }

    func didTapAdd() {
        router.openEditor(taskID: nil)
    }

    // MARK: TaskListInteractorOutput

    func didLoad(tasks: [TaskEntity]) {
        model?.showLoading(false)
        model?.show(rows: tasks.map { task in
            TaskRow(id: task.id, title: task.title,
                    subtitle: task.dueDate.map { "Due " + dueFormatter.localizedString(for: $0, relativeTo: Date()) },
                    isDone: task.isDone)
        })
    }

    func didFail(error: Error) {
        model?.showLoading(false)
    }
}
