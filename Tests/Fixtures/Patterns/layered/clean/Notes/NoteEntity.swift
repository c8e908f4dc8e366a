import Foundation

struct NoteEntity: Equatable {
    let id: UUID
    var text: String
    var updatedAt: Date
}
