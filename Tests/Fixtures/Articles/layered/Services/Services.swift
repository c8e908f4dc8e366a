// Article 004, "Прощание с NetworkManager": one service per kind of entity; they make the requests,
// hand the data to parsers and cache through DAOs.
import Foundation

final class DealService {
    private let session = URLSession.shared
    private let parser = DealParser()
    private let dao = DealDAO()

    func cachedDeals() -> [Deal] { dao.deals() }

    func deals(completion: @escaping ([Deal]) -> Void) {
        session.dataTask(with: URL(string: "https://example.com/deals")!) { [parser] data, _, _ in
            let json = JSON(data: data)
            completion(parser.parseObject(json).map { [$0] } ?? [])
        }.resume()
    }
}

final class UserService {
    private let parser = UserParser()

    func user(from json: JSON) -> User? { parser.parseObject(json) }
}

final class AuthService {
    func login(name: String, password: String) {}
}

final class SettingsService {
    func setPushEnabled(_ enabled: Bool) {}
}
