import Foundation

protocol NoteService {
    func notes() -> [NoteEntity]
    func importNotes(from text: String)
    func update(_ note: NoteEntity, text: String)
}

final class NoteServiceImpl: NoteService {
    private let dao: NoteDAO
    private let parser: NoteParser

    init(dao: NoteDAO, parser: NoteParser = NoteParser()) {
        self.dao = dao
        self.parser = parser
    }

    func notes() -> [NoteEntity] { dao.all() }

    func importNotes(from text: String) {
        parser.parse(text).forEach(dao.save)
    }

    func update(_ note: NoteEntity, text: String) {
        var updated = note
        updated.text = text
        updated.updatedAt = Date()
        dao.save(updated)
    }
}
