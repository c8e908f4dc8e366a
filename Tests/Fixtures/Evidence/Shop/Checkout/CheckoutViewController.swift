import UIKit

final class CheckoutViewController: UIViewController {
    private let service: CheckoutService

    init(service: CheckoutService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class CheckoutCell: UITableViewCell {
    private let service = CheckoutService() // expected-error[role-dependency] evidence[role-dependency]: CheckoutCell constructs CheckoutService
}
