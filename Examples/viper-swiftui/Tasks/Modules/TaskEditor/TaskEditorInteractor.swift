import Foundation

protocol TaskEditorInteractorInput: AnyObject {
    func loadTask()
    func save(title: String, notes: String, dueDate: Date?, isDone: Bool)
    func hasUnsavedChanges(title: String) -> Bool // classic VIPER lets the presenter ask its interactor: interactor-query is off in this pack
}

protocol TaskEditorInteractorOutput: AnyObject {
    func didLoad(task: TaskEntity?)
    func didSave()
    func didFail(error: Error)
}

final class TaskEditorInteractor: TaskEditorInteractorInput {
    weak var output: TaskEditorInteractorOutput?

    private let taskID: UUID?
    private let taskService: TaskService
    private var original: TaskEntity? //

    init(taskID: UUID?, taskService: TaskService) {
        self.taskID = taskID
        self.taskService = taskService
    }

    func loadTask() {
        Task { @MainActor in
            let task = try? await taskService.loadTasks().first { $0.id == taskID }
            original = task
            output?.didLoad(task: task)
        }
    }

    func save(title: String, notes: String, dueDate: Date?, isDone: Bool) {
        let task = TaskEntity(id: original?.id ?? UUID(), title: title, notes: notes, dueDate: dueDate, isDone: isDone)
        Task { @MainActor in
            do {
                try await taskService.save(task)
                output?.didSave()
            } catch {
                output?.didFail(error: error)
            }
        }
    }

    func hasUnsavedChanges(title: String) -> Bool {
        original?.title != title
    }
}
