import SwiftUI

enum TaskEditorAssembly {
    @MainActor
    static func build(taskID: UUID?, taskService: TaskService) -> some View {
        let model = TaskEditorModel()
        let presenter = TaskEditorPresenter()
        let interactor = TaskEditorInteractor(taskID: taskID, taskService: taskService)

        model.output = presenter
        presenter.model = model
        presenter.interactor = interactor
        interactor.output = presenter
        return TaskEditorView(model: model, presenter: presenter)
    }
}
