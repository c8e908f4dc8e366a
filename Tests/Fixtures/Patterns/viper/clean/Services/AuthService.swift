import Foundation

struct User: Equatable {
    let id: String
    let name: String
}

struct UserDTO: Decodable {
    let id: String
    let display_name: String
}

protocol AuthService {
    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void)
}

final class AuthServiceImplementation: AuthService {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        session.dataTask(with: URL(string: "https://example.com/login")!) { data, _, error in
            completion(Result {
                if let error { throw error }
                let dto = try JSONDecoder().decode(UserDTO.self, from: data ?? Data())
                return User(id: dto.id, name: dto.display_name)
            })
        }.resume()
    }
}
