import UIKit

// Article 000: with UIKit the presenter-router pushes the other modules' controllers, not the view.
final class LoginLegacyViewController: UIViewController {
    func didTapSignup() {
        show(UIViewController(), sender: self) // expected-warning[view-navigation]
    }
}
