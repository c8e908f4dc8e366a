// Article 004: "we do not require a presentation model and a router for simple screens, say where
// everything fits in 200 lines": a small screen may call its service itself.
import UIKit

final class SettingsViewController: UIViewController {
    private let service = SettingsService()
    private let pushSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        pushSwitch.addTarget(self, action: #selector(toggled), for: .valueChanged)
        view.addSubview(pushSwitch)
    }

    @objc private func toggled() {
        service.setPushEnabled(pushSwitch.isOn)
    }

    @objc private func showLicenses() {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
