import UIKit

/// Infinum's base wireframe: a generic parameter constrained to `UIViewController` is a screen,
/// so holding it until first use is a handle on a screen, not data.
class LoginWireframe<ViewController> where ViewController: UIViewController {
    private unowned var _viewController: ViewController
    private var temporaryStoredViewController: ViewController?

    init(viewController: ViewController) {
        temporaryStoredViewController = viewController
        _viewController = viewController
    }

    var viewController: ViewController {
        defer { temporaryStoredViewController = nil }
        return _viewController
    }
}

/// An unconstrained generic parameter may be any data.
final class LoginFormRouter<Draft> {
    var pending: Draft? // expected-error[presenter-state]
}
