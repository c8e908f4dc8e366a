protocol ProfileWorker: Sendable {
    func fetchProfile() async throws -> ProfileEntity
    func clearSession() async
}
