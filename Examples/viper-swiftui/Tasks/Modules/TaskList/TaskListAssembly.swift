import SwiftUI

enum TaskListAssembly {
    @MainActor
    static func build(taskService: TaskService) -> some View {
        let model = TaskListModel()
        let presenter = TaskListPresenter()
        let interactor = TaskListInteractor(taskService: taskService)
        let router = TaskListRouter(taskService: taskService)

        model.output = presenter
        presenter.model = model
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.model = model
        return TaskListView(model: model)
    }
}
