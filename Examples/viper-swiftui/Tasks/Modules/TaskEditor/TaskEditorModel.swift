import Foundation

struct TaskEditorForm: Equatable {
    var screenTitle: String
    var title: String
    var notes: String
    var dueDate: Date?
    var isDone: Bool
}

protocol TaskEditorModelInput: AnyObject {
    func show(form: TaskEditorForm)
    func finish()
}

protocol TaskEditorModelOutput: AnyObject {
    func didAppear()
    func didTapSave(form: TaskEditorForm)
}

@MainActor
final class TaskEditorModel: ObservableObject, TaskEditorModelInput {
    @Published private(set) var screenTitle = ""
    @Published var title = ""
    @Published var notes = ""
    @Published var hasDueDate = false
    @Published var dueDate = Date()
    @Published var isDone = false
    @Published private(set) var isFinished = false

    var output: TaskEditorModelOutput?
    var interactor: TaskEditorInteractorInput? // expected-error[role-dependency]

    var canSave: Bool { !title.trimmingCharacters(in: .whitespaces).isEmpty }

    func didAppear() { output?.didAppear() }

    func didTapSave() {
        output?.didTapSave(form: TaskEditorForm(screenTitle: screenTitle, title: title, notes: notes,
                                                dueDate: hasDueDate ? dueDate : nil, isDone: isDone))
    }

    // MARK: TaskEditorModelInput

    func show(form: TaskEditorForm) {
        screenTitle = form.screenTitle
        title = form.title
        notes = form.notes
        hasDueDate = form.dueDate != nil
        dueDate = form.dueDate ?? Date()
        isDone = form.isDone
    }

    func finish() {
        isFinished = true
    }
}
