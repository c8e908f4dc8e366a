import UIKit

// The holder of the app's window: UI objects and no collaborator, a view's plumbing as
// UIApplication.shared is.
final class AppWindow {
    static let shared = AppWindow()
    var window: UIWindow?
    var safeAreaInsets: UIEdgeInsets { window?.safeAreaInsets ?? .zero }
}
