import UIKit // expected-error[interactor-ui-import]
import UI

struct NoteEntity {
    var text: String
}

final class NoteService {
    func count() -> Int { 0 }
    func render(into viewController: NotesViewController) {} // expected-error[layer-violation]
}

final class DBNoteDAO {
    weak var viewModel: NotesViewModel? // expected-error[layer-violation]
}

struct NoteParser {
    func parse(_ text: String) -> [NoteEntity] { [] }
}
