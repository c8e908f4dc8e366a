import ProjectIndex
import SourceModel

struct StorageOutsideDAORule: ProjectRule {
    static let confinement = ConfinedFramework(what: "storage", advice: "only a DAO may touch the database; ask a DAO for entities")

    let description = RuleDescription(
        id: "storage-outside-dao",
        summary: "Only DAOs touch the database.",
        rationale: """
        Article 004 (the layered Redmadrobot architecture, section on the data layer) puts the database behind DAOs so \
        that no other layer knows which storage is used: `DealDAO` with its `DBDeal` record and `DealTranslator` keep \
        Realm or Core Data out of services, presentation models and view controllers, which see only entities. A \
        storage type (a Realm, a Core Data context or fetch request, a GRDB queue, a SwiftData context), a `DB*` record \
        or an import of a storage module anywhere else couples that layer to the database and skips the DAO.
        """,
        options: ConfinedFramework.options(
            allowed: [.dao],
            types: FrameworkTypes.databaseTypes,
            names: ["DB*"], exceptNames: ["*DAO", "*Dao"],
            modules: ["RealmSwift", "Realm", "CoreData", "GRDB", "SQLite", "SQLite3", "SwiftData", "FMDB"]),
        scope: .ownDeclarations,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "layered", """
            final class DealService {
                private let realm = try! ↓Realm()
                func cached() -> [Deal] { [] }
            }
            final class Deal {}
            """),
            RuleExample(pack: "layered", """
            ↓import CoreData
            final class ProfilePresentationModel {
                func load() {}
            }
            """),
            RuleExample(pack: "layered", """
            final class DBDeal { var title = "" }
            final class DealsViewController: UIViewController {
                var deals: [↓DBDeal] = []
            }
            """),
            // The import and the use are one violation: reported once, at the use.
            RuleExample(pack: "layered", """
            import CoreData
            final class SettingsService {
                func save(in context: ↓NSManagedObjectContext) {}
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "layered", """
            import RealmSwift
            final class DBDeal: Object { @objc dynamic var title = "" }
            final class DealDAO {
                private let realm = try! Realm()
                func deals() -> [DBDeal] { Array(realm.objects(DBDeal.self)) }
            }
            """),
            RuleExample(pack: "layered", """
            final class DBDeal {}
            final class DealTranslator {
                func fill(_ entry: DBDeal) {}
            }
            """),
            RuleExample(pack: "layered", """
            final class DealDAO { func deals() -> [Deal] { [] } }
            final class Deal {}
            final class DealService {
                private let dao = DealDAO()
                func cached() -> [Deal] { dao.deals() }
            }
            """),
            RuleExample(pack: "layered", """
            final class DBNoteDAO { func notes() -> [String] { [] } }
            final class NoteService { private let dao = DBNoteDAO() }
            """),
            // Translations written as extensions of the DTO, in the DAO's folder: the storage's own translator.
            RuleExample(pack: "layered", files: [
                ("Data/Network/DealDTO.swift", "struct DealDTO: Decodable { let title: String }"),
                ("Data/DealsStorage/DealDAO.swift", """
                import CoreData
                final class DealDAO {
                    let context: NSManagedObjectContext
                    init(context: NSManagedObjectContext) { self.context = context }
                }
                """),
                ("Data/DealsStorage/Mapping/DealDTO+Record.swift", """
                import CoreData
                extension DealDTO {
                    func record(in context: NSManagedObjectContext) -> NSManagedObject { NSManagedObject(context: context) }
                }
                """),
            ]),
            RuleExample(pack: "layered", """
            // A type of the project's own named like a framework's is not the framework.
            final class Realm {}
            final class ProfileService { let realm = Realm() }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        Self.confinement.check(context, options: options, report: &report)
    }

    func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>? { ConfinedFramework.rolesReadAcrossProject(options) }
}
