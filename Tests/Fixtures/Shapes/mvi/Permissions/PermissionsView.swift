import SwiftUI
import UIKit

/// The app's own connection manager, reached as a singleton.
final class ConnectionManager {
    static let shared = ConnectionManager()
    func scan() {}
}

protocol PermissionsIntentProtocol {
    func didTapBluetooth()
}

/// A permissions screen: opening the system settings is UI plumbing through the framework's
/// singleton; starting the app's own scan is an effect the intent owns.
struct PermissionsView: View {
    let intent: PermissionsIntentProtocol

    var body: some View {
        VStack {
            Button("Bluetooth") {
                ConnectionManager.shared.scan() // expected-warning[singleton-access]
            }
            Button("Settings") {
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    UIApplication.shared.open(url)
                }
            }
        }
    }
}
