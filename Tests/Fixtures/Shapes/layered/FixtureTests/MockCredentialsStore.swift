import Foundation

// Test code takes no role: this mock does not keep CredentialsStore from being the DAO.
final class MockCredentialsStore: CredentialsStore {
    func savePassword(_ data: Data) throws {}
    func hasPassword() -> Bool { false }
}
