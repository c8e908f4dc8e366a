import Foundation

protocol NoteDAO {
    func all() -> [NoteEntity]
    func save(_ note: NoteEntity)
}

final class DBNoteDAO: NoteDAO {
    private var rows: [UUID: NoteEntity] = [:]

    func all() -> [NoteEntity] { rows.values.sorted { $0.updatedAt > $1.updatedAt } }
    func save(_ note: NoteEntity) { rows[note.id] = note }
}
