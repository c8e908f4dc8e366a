protocol ProfileWorker: AnyActor {
    func fetchProfile() async throws -> ProfileEntity
    func clearSession() async
}
