import UIKit
import Core // expected-error[module-cycle]

final class NotesViewController: UIViewController {
    var viewModel: NotesViewModel!
    private let service = NoteService() // a screen under 200 lines may use a service itself (article 004)
    private let dao = DBNoteDAO() // expected-error[role-dependency]
    private let parser = NoteParser() // expected-error[role-dependency]

    // archlint:disable:next layer-violation -- expected-warning[unused-suppression]
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(service.count()) notes"
    }
}

final class NoteCell: UITableViewCell {
    func configure(service: NoteService) {} // expected-error[role-dependency]
    func configure(dao: DBNoteDAO) {} // expected-error[role-dependency]
}

final class NotesViewModel {
    func reload() {}
}
