import Foundation

protocol TasksService { func finishedTitles() -> [String] }

// A view model reading the storage itself skips the services layer.
final class ResultsViewModel {
    private let tasksStorage: TasksStorage // expected-error[role-dependency] (viewModel → dao)

    init(tasksStorage: TasksStorage) { self.tasksStorage = tasksStorage }

    func load() -> [String] { tasksStorage.tasks(before: Date()) }
}

// Through a service, as article 004 layers it.
final class HistoryViewModel {
    private let service: TasksService

    init(service: TasksService) { self.service = service }

    func load() -> [String] { service.finishedTitles() }
}
