import Foundation

final class TaskEditorPresenter: ObservableObject, TaskEditorModelOutput, TaskEditorInteractorOutput { // expected-error[observable-presenter]
    var model: TaskEditorModelInput? // expected-error[strong-back-reference]
    var interactor: TaskEditorInteractorInput!
    @Published var isSaving = false // expected-error[presenter-state]

    // MARK: TaskEditorModelOutput

    func didAppear() {
        interactor.loadTask()
    }

    func didTapSave(form: TaskEditorForm) {
        isSaving = true
        interactor.save(title: form.title, notes: form.notes, dueDate: form.dueDate, isDone: form.isDone)
    }

    // MARK: TaskEditorInteractorOutput

    func didLoad(task: TaskEntity?) {
        model?.show(form: TaskEditorForm(
            screenTitle: task == nil ? "New task" : "Edit task",
            title: task?.title ?? "",
            notes: task?.notes ?? "",
            dueDate: task?.dueDate,
            isDone: task?.isDone ?? false
        ))
    }

    func didSave() {
        isSaving = false
        model?.finish()
    }

    func didFail(error: Error) {
        isSaving = false
    }
}
