import App // expected-error[module-cycle]

struct LoginDTO: Decodable {
    let token: String
}

protocol AuthWorker: Sendable { // expected-warning[worker-not-actor] (article 000: workers are actors)
    func login(email: String, password: String) async throws -> LoginDTO
}

struct AuthService: AuthWorker {
    func login(email: String, password: String) async throws -> LoginDTO {
        await LoginViewModel().isLoggedIn ? LoginDTO(token: "") : LoginDTO(token: "t") // expected-error[layer-violation]
    }
}
