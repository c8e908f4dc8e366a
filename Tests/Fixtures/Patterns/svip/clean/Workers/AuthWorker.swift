struct UserEntity: Sendable {
    let id: String
    let name: String
}

protocol AuthWorker: Sendable {
    func login(email: String, password: String) async throws -> UserEntity
}
