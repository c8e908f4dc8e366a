import Foundation

protocol TaskListRouterInput: AnyObject {
    func openEditor(taskID: UUID?)
}

final class TaskListRouter: TaskListRouterInput {
    weak var model: TaskListModelInput?
    private let taskService: TaskService

    init(taskService: TaskService) {
        self.taskService = taskService
    }

    func openEditor(taskID: UUID?) {
        model?.showEditor(TaskEditorRoute(taskID: taskID, taskService: taskService))
    }
}
