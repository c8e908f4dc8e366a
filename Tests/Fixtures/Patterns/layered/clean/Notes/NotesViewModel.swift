import Foundation

final class NotesViewModel {
    var onChange: (([String]) -> Void)?
    var onOpenNote: ((NoteEntity) -> Void)?

    private let service: NoteService
    private var notes: [NoteEntity] = []

    var count: Int { notes.count }

    init(service: NoteService) {
        self.service = service
    }

    func reload() {
        notes = service.notes()
        onChange?(notes.map(\.text))
    }

    func didSelect(index: Int) {
        onOpenNote?(notes[index])
    }
}
