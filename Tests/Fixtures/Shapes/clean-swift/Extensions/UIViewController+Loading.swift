import UIKit

/// A helper every screen gets: extending UIKit's class does not make it the project's own, so the
/// screens below stay UIKit view controllers (and views in the pack's eyes).
extension UIViewController {
    func showLoading() {}
}
