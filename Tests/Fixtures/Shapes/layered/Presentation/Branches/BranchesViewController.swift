import UIKit

final class BranchesViewController: UIViewController {
    private var pins: [AnyObject] = []

    func show(_ pins: [AnyObject]) {
        self.pins = pins
    }
}
