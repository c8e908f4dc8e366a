import Foundation

struct TaskRow: Identifiable, Equatable {
    let id: UUID
    let title: String
    let subtitle: String?
    let isDone: Bool
}

struct TaskEditorRoute: Identifiable {
    let id = UUID()
    let taskID: UUID?
    let taskService: TaskService
}

/// What the presenter writes.
protocol TaskListModelInput: AnyObject {
    func show(rows: [TaskRow])
    func showLoading(_ isLoading: Bool)
    func showEditor(_ route: TaskEditorRoute?)
}

/// What the model forwards from the view.
protocol TaskListModelOutput: AnyObject {
    func didAppear()
    func didSelect(rowID: UUID)
    func didDelete(rowIDs: [UUID])
    func didTapAdd()
}

@MainActor
final class TaskListModel: ObservableObject, TaskListModelInput {
    @Published private(set) var rows: [TaskRow] = []
    @Published private(set) var isLoading = false
    @Published var editor: TaskEditorRoute?

    var output: TaskListModelOutput?

    // MARK: From the view

    func didAppear() { output?.didAppear() }
    func didSelect(rowID: UUID) { output?.didSelect(rowID: rowID) }
    func didTapAdd() { output?.didTapAdd() }

    func didDelete(at offsets: IndexSet) {
        output?.didDelete(rowIDs: offsets.map { rows[$0].id })
    }

    // MARK: TaskListModelInput

    func show(rows: [TaskRow]) { self.rows = rows }
    func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
    func showEditor(_ route: TaskEditorRoute?) { editor = route }
}
