import CryptoKit
import Foundation

actor PinCodeService: PinCodeWorker {
    let keychain: KeychainStorage

    func verify(pin: [Int]) async throws -> Bool {
        guard let stored = try keychain.data(forKey: "pin-hash") else { return false }
        let digest = SHA256.hash(data: Data(pin.map(UInt8.init)))
        return Data(digest) == stored
    }
}

/// A thin wrapper over the Security framework's generic-password items.
struct KeychainStorage: Sendable {
    let service: String

    func data(forKey key: String) throws -> Data? {
        nil
    }
}
