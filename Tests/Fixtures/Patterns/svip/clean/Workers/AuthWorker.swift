struct UserEntity: Sendable {
    let id: String
    let name: String
}

protocol AuthWorker: AnyActor {
    func login(email: String, password: String) async throws -> UserEntity
}
