import Foundation

struct LoginDTO: Decodable {
    let user_id: String
    let display_name: String
}

actor AuthService: AuthWorker {
    let session: URLSession = .shared

    func login(email: String, password: String) async throws -> UserEntity {
        var request = URLRequest(url: URL(string: "https://example.com/login")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
        let (data, _) = try await session.data(for: request)
        let dto = try JSONDecoder().decode(LoginDTO.self, from: data)
        return UserEntity(id: dto.user_id, name: dto.display_name)
    }
}
