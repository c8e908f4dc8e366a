import SwiftUI

struct TaskListView: View {
    @StateObject var model: TaskListModel

    var body: some View {
        List {
            ForEach(model.rows) { row in
                Button {
                    model.didSelect(rowID: row.id)
                } label: {
                    HStack {
                        Image(systemName: row.isDone ? "checkmark.circle.fill" : "circle")
                        VStack(alignment: .leading) {
                            Text(row.title).strikethrough(row.isDone)
                            if let subtitle = row.subtitle {
                                Text(subtitle).font(.caption).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .onDelete { offsets in model.didDelete(at: offsets) }
        }
        .overlay {
            if model.rows.isEmpty && !model.isLoading {
                ContentUnavailableView("No tasks", systemImage: "checklist")
            }
        }
        .navigationTitle("Tasks")
        .toolbar {
            Button("Add", systemImage: "plus", action: model.didTapAdd)
        }
        .task { model.didAppear() }
        .sheet(item: $model.editor) { route in
            NavigationStack { TaskEditorAssembly.build(taskID: route.taskID, taskService: route.taskService) }
        }
    }
}
