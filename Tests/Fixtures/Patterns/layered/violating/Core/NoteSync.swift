import CoreData // a DB record below makes this a data file as well

final class DBNote {
    var text = ""
}

/// A service that parses and stores by itself instead of asking a parser and a DAO (article 004).
final class NoteSyncService {
    private let context: NSManagedObjectContext // expected-error[storage-outside-dao]
    private var cached: [DBNote] = [] // expected-error[storage-outside-dao]

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func decode(_ data: Data) throws -> [String] {
        try JSONDecoder().decode([String].self, from: data) // expected-error[parsing-outside-parser]
    }
}

/// A presentation model that makes its own request instead of calling a service, and shows the
/// next screen itself instead of calling a handler the router set.
final class NoteDetailsViewModel {
    weak var navigationController: UINavigationController? // expected-warning[viewmodel-navigates]

    func load(_ url: URL) {
        URLSession.shared.dataTask(with: url).resume() // expected-error[network-outside-service]
    }
}
