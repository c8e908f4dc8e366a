import UIKit

/// Creates the screens and their view models: the coordinator sits with the UI, above the view models.
final class NotesCoordinator {
    private let navigationController: UINavigationController
    private let service: NoteService

    init(navigationController: UINavigationController, service: NoteService = NoteServiceImpl(dao: DBNoteDAO())) {
        self.navigationController = navigationController
        self.service = service
    }

    func start() {
        let viewModel = NotesViewModel(service: service)
        viewModel.onOpenNote = { [weak self] note in self?.open(note) }
        navigationController.setViewControllers([NotesViewController(viewModel: viewModel)], animated: false)
    }

    private func open(_ note: NoteEntity) {
        let alert = UIAlertController(title: note.text, message: nil, preferredStyle: .alert)
        navigationController.present(alert, animated: true)
    }
}
