// Article 004, "Сериализация/десериализация": one parser and one serializer per entity.
import Foundation

/// A JSON value, as SwiftyJSON's `JSON` type would be.
struct JSON {
    let value: Any?
    init(value: Any?) { self.value = value }
    init(data: Data?) { value = data.flatMap { try? JSONSerialization.jsonObject(with: $0) } }
    subscript(key: String) -> JSON? { (value as? [String: Any])?[key].map(JSON.init(value:)) }
    var string: String? { value as? String }
}

class JSONParser<Model> {
    func parseObject(_ data: JSON) -> Model? { nil }
}

class JSONSerializer<Model> {
    func serializeObject(_ object: Model) -> Data? { nil }
}

class UserParser: JSONParser<User> {
    override func parseObject(_ data: JSON) -> User? {
        data["name"]?.string.map(User.init(name:))
    }
}

class UserSerializer: JSONSerializer<User> {
    override func serializeObject(_ object: User) -> Data? {
        try? JSONSerialization.data(withJSONObject: ["name": object.name])
    }
}

class DealParser: JSONParser<Deal> {
    override func parseObject(_ data: JSON) -> Deal? {
        guard
            let title: String = data["title"]?.string,
            let endDateString: String = data["end_date"]?.string
        else { return nil }

        let subtitle: String? = data["subtitle"]?.string

        let object = Deal(
            title: title,
            subtitle: subtitle,
            endDateString: endDateString
        )
        return object
    }
}
