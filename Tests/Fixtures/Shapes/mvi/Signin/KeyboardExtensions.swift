import UIKit

/// The app extends the framework's application object with a helper: `UIApplication` stays the
/// framework's type, and `UIApplication.shared` the framework's singleton.
extension UIApplication {
    func hideKeyboard() {
        sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
