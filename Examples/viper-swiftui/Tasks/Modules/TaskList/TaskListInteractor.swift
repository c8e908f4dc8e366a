import Foundation

protocol TaskListInteractorInput: AnyObject {
    func loadTasks()
    func deleteTask(id: UUID)
}

protocol TaskListInteractorOutput: AnyObject {
    func didLoad(tasks: [TaskEntity])
    func didFail(error: Error)
}

final class TaskListInteractor: TaskListInteractorInput {
    weak var output: TaskListInteractorOutput?

    private let taskService: TaskService

    init(taskService: TaskService) {
        self.taskService = taskService
    }

    func loadTasks() {
        Task { @MainActor in
            do {
                output?.didLoad(tasks: try await taskService.loadTasks())
            } catch {
                output?.didFail(error: error)
            }
        }
    }

    func deleteTask(id: UUID) {
        Task { @MainActor in
            try? await taskService.delete(taskID: id)
            loadTasks()
        }
    }
}
