import UIKit

// The app's helpers, written once for every screen.
extension UIViewController {
    /// Shows the module it is handed: a view calling it navigates.
    func push(module: UIViewController) {
        navigationController?.pushViewController(module, animated: true)
    }

    /// Hands its module on to `push(module:)`: navigates too.
    func replace(by module: UIViewController) {
        navigationController?.popViewController(animated: false)
        push(module: module)
    }

    /// Shows an overlay of its own choosing: the screen's own business.
    func startLoading() {
        present(LoadingOverlayController(), animated: true)
    }
}

final class LoadingOverlayController: UIViewController {}
