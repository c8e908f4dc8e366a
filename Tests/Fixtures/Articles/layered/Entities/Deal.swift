// Article 004, "Кодогенерация": the hand-written model the generator starts from.
class Entity {
    var entityId = ""
}

/*
    A deal
    @model
 */
class Deal: Entity {
    /* @json */
    var title: String
    /* @json */
    var subtitle: String?
    /* @json end_date */
    var endDateString: String

    init(title: String, subtitle: String?, endDateString: String) {
        self.title = title
        self.subtitle = subtitle
        self.endDateString = endDateString
        super.init()
    }
}

final class User: Entity {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }
}
