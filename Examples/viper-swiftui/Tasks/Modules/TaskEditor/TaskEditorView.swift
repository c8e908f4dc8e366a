import SwiftUI

struct TaskEditorView: View {
    @StateObject var model: TaskEditorModel
    @ObservedObject var presenter: TaskEditorPresenter // expected-error[role-dependency]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $model.title)
            TextField("Notes", text: $model.notes, axis: .vertical)
            Toggle("Due date", isOn: $model.hasDueDate)
            if model.hasDueDate {
                DatePicker("Due", selection: $model.dueDate)
            }
            Toggle("Done", isOn: $model.isDone)
        }
        .navigationTitle(model.screenTitle)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save", action: model.didTapSave)
                    .disabled(!model.canSave || presenter.isSaving)
            }
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
        }
        .task { model.didAppear() }
        .onChange(of: model.isFinished) { _, finished in if finished { dismiss() } }
    }
}
