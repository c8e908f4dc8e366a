import Foundation

struct ProfileEntity: Equatable {
    var firstName: String
    var lastName: String
}

struct ProfileDTO: Decodable {
    var first_name: String
    var last_name: String
}

protocol ProfileWorkerLogic {
    func fetchProfile(completion: @escaping (ProfileEntity) -> Void)
}

final class ProfileWorker: ProfileWorkerLogic {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func fetchProfile(completion: @escaping (ProfileEntity) -> Void) {
        session.dataTask(with: URL(string: "https://example.com/me")!) { data, _, _ in
            guard let data, let dto = try? JSONDecoder().decode(ProfileDTO.self, from: data) else { return }
            completion(ProfileEntity(firstName: dto.first_name, lastName: dto.last_name))
        }.resume()
    }
}
