import UIKit

// A view's own helper with no role is UI plumbing: views are not in the pack's plainClassRoles.
final class ScanOverlayAnimator { func start() {} }

final class CameraViewController: UIViewController, CameraViewInput {
    var output: CameraViewOutput?
    private let animator = ScanOverlayAnimator()
}
