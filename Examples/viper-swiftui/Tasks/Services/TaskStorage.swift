import Foundation

/// JSON file in Application Support; an actor so that reads and writes never interleave.
actor TaskStorage {
    static let shared = TaskStorage(fileName: "tasks.json")

    private let url: URL

    init(fileName: String) {
        url = URL.applicationSupportDirectory.appending(path: fileName)
    }

    func read() throws -> [TaskEntity] {
        guard FileManager.default.fileExists(atPath: url.path()) else { return [] }
        return try JSONDecoder().decode([TaskEntity].self, from: Data(contentsOf: url))
    }

    func write(_ tasks: [TaskEntity]) throws {
        try JSONEncoder().encode(tasks).write(to: url, options: .atomic)
    }
}
