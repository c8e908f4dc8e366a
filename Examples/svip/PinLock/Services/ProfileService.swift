import Foundation

actor ProfileService: ProfileWorker {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func fetchProfile() async throws -> ProfileEntity {
        let dto: ProfileDTO = try await client.get("/v1/me")
        return ProfileEntity(
            id: dto.id,
            firstName: dto.first_name,
            lastName: dto.last_name,
            email: dto.email,
            registeredAt: Date(timeIntervalSince1970: dto.registered_at)
        )
    }

    func clearSession() async {
        await client.clearToken()
    }
}
