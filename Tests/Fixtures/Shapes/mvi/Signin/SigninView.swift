import SwiftUI
import UIKit

protocol SigninIntentProtocol {
    func signin(code: String)
}

/// The app's own session store, reached as a singleton.
final class SessionStore {
    static let shared = SessionStore()
    func clear() {}
}

/// A sign-in screen: finding the window's root view controller for an SDK's button and resigning
/// the keyboard go through the framework's application object, UI plumbing a view may do; clearing
/// the app's own session is the intent's work.
struct SigninView: View {
    let intent: SigninIntentProtocol

    var body: some View {
        VStack {
            Button("Sign in") {
                let root = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.rootViewController
                _ = root
                UIApplication.shared.hideKeyboard()
                intent.signin(code: "")
            }
            Button("Sign out") {
                SessionStore.shared.clear() // expected-warning[singleton-access]
            }
        }
    }
}
