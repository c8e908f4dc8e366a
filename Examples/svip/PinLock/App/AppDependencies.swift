import Foundation

/// The app's composition root: one instance of every worker, handed to each scene's configurator.
struct AppDependencies: Sendable {
    let pinCodeWorker: any PinCodeWorker
    let profileWorker: any ProfileWorker

    static let live: AppDependencies = {
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!)
        return AppDependencies(
            pinCodeWorker: PinCodeService(keychain: KeychainStorage(service: "com.example.pinlock")),
            profileWorker: ProfileService(client: client)
        )
    }()
}
