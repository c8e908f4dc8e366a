import SwiftUI

@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TaskListAssembly.build(taskService: TaskServiceImplementation(storage: .shared))
            }
        }
    }
}
