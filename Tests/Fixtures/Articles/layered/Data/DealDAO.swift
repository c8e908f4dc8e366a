// Article 004, "Слой данных" and "Кодогенерация": the database is seen only here: the Realm record
// DBDeal, the translator between it and the entity, and the DAO.
import RealmSwift

class RLMEntry: Object {
    @objc dynamic var entryId = ""
}

class RealmTranslator<Model: Entity, Entry: RLMEntry> {
    func fill(_ entity: Model, fromEntry: Entry) {}
    func fill(_ entry: Entry, fromEntity: Model) {}
}

class DBDeal: RLMEntry {
    @objc dynamic var title = ""
    @objc dynamic var subtitle: String? = nil
    @objc dynamic var endDateString = ""
}

class DealTranslator: RealmTranslator<Deal, DBDeal> {
    override func fill(_ entity: Deal, fromEntry: DBDeal) {
        entity.entityId = fromEntry.entryId
        entity.title = fromEntry.title
        entity.subtitle = fromEntry.subtitle
        entity.endDateString = fromEntry.endDateString
    }

    override func fill(_ entry: DBDeal, fromEntity: Deal) {
        if entry.entryId != fromEntity.entityId {
            entry.entryId = fromEntity.entityId
        }
        entry.title = fromEntity.title
        entry.subtitle = fromEntity.subtitle
        entry.endDateString = fromEntity.endDateString
    }
}

final class DealDAO {
    private let translator = DealTranslator()

    func deals() -> [Deal] {
        let realm = try? Realm()
        return realm?.objects(DBDeal.self).map { entry in
            let deal = Deal(title: "", subtitle: nil, endDateString: "")
            translator.fill(deal, fromEntry: entry)
            return deal
        } ?? []
    }
}
