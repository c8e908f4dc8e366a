// A DAO that caches the server's reply itself instead of the entities the parser makes from it.
import CoreData

final class NoteCacheDAO {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) { self.context = context }

    func save(_ response: NotesResponseDTO) {} // expected-error[interactor-dto-reference]
}
