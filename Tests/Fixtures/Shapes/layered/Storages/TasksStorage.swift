import CoreData
import Foundation

// Named after what it keeps, not by the DAO word: it is the data layer because it talks to Core Data.
protocol TasksStorage {
    func tasks(before date: Date) -> [String]
    func save(title: String)
}

final class TasksStorageCoreDataImpl: NSObject, TasksStorage {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) { self.context = context }

    func tasks(before date: Date) -> [String] { [] }
    func save(title: String) { try? context.save() }
}

// The framework's record is data the storage keeps, not the storage.
final class CDTask: NSManagedObject {}
