import Foundation

protocol TaskService: AnyObject {
    func loadTasks() async throws -> [TaskEntity]
    func save(_ task: TaskEntity) async throws
    func delete(taskID: UUID) async throws
}

final class TaskServiceImplementation: TaskService {
    private let storage: TaskStorage

    init(storage: TaskStorage) {
        self.storage = storage
    }

    func loadTasks() async throws -> [TaskEntity] {
        try await storage.read().sorted { ($0.dueDate ?? .distantFuture) < ($1.dueDate ?? .distantFuture) }
    }

    func save(_ task: TaskEntity) async throws {
        var tasks = try await storage.read()
        if let index = tasks.firstIndex(where: { $0.id == task.id }) {
            tasks[index] = task
        } else {
            tasks.append(task)
        }
        try await storage.write(tasks)
    }

    func delete(taskID: UUID) async throws {
        try await storage.write(storage.read().filter { $0.id != taskID })
    }
}
