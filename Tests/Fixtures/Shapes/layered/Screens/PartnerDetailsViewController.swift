import BankAPI
import UIKit

// A small screen created with the server's struct it shows: article 004 lets a screen of about
// 200 lines do its presentation model's work, so the view controller is not held to the rule.
final class PartnerDetailsViewController: UIViewController {
    private let partner: Partner
    private let endpoint = PartnersEndpoint()

    init(partner: Partner) {
        self.partner = partner
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = partner.name
        navigationItem.prompt = endpoint.path
    }
}
