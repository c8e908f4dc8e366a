import UIKit

// A lock screen reading and writing the keychain itself: view → storage, past the services.
final class LockViewController: UIViewController {
    private let credentials: CredentialsStore // expected-error[role-dependency] (view → dao)
    private let session: SessionStore

    init(
        credentials: CredentialsStore = CredentialsStoreImpl(), // expected-error[role-dependency] (the view builds the store)
        session: SessionStore = InMemorySessionStore()
    ) {
        self.credentials = credentials
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func unlock(with password: Data) {
        if !credentials.hasPassword() { try? credentials.savePassword(password) }
        _ = session.token()
    }
}
