import Foundation
import Security

// A facade over the keychain named neither DAO nor storage: its body calls the Security keychain
// API, which makes it the keychain's DAO, and its protocol with it (every implementation outside
// test code is this one; the mock in FixtureTests/ plays its part for a test).
protocol CredentialsStore {
    func savePassword(_ data: Data) throws
    func hasPassword() -> Bool
}

final class CredentialsStoreImpl: CredentialsStore {
    // Named a service, but it calls the keychain too: a DAO, so the facade above depends on a
    // store of its own layer, not on a service above it.
    private let tokenKeychain: TokenKeychainService

    init(tokenKeychain: TokenKeychainService = TokenKeychainServiceImpl()) { self.tokenKeychain = tokenKeychain }

    func savePassword(_ data: Data) throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecValueData as String: data]
        _ = SecItemAdd(query as CFDictionary, nil)
    }

    func hasPassword() -> Bool {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        return SecItemCopyMatching(query as CFDictionary, nil) == errSecSuccess
    }
}

protocol TokenKeychainService {
    func update(_ token: Data)
}

final class TokenKeychainServiceImpl: TokenKeychainService {
    func update(_ token: Data) {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        _ = SecItemUpdate(query as CFDictionary, [kSecValueData as String: token] as CFDictionary)
    }
}

// Two implementations, one in memory: what the protocol is cannot be told from one of them, so
// it takes no role and a screen holding it is not reported.
protocol SessionStore {
    func token() -> String?
}

final class KeychainSessionStore: SessionStore {
    func token() -> String? {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        return SecItemCopyMatching(query as CFDictionary, nil) == errSecSuccess ? "" : nil
    }
}

final class InMemorySessionStore: SessionStore {
    private var stored: String?
    func token() -> String? { stored }
}
