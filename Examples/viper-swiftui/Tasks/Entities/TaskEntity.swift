import Foundation

struct TaskEntity: Identifiable, Codable, Equatable {
    let id: UUID
    var title: String
    var notes: String
    var dueDate: Date?
    var isDone: Bool
}
