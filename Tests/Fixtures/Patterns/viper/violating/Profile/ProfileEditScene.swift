import UIKit

protocol ServiceLocator {
    func getService<T>() -> T?
}

protocol ProfileHost: UIViewController {
    func profileDidChange(name: String)
}

protocol ProfileEditViewInput: AnyObject {
    func show(name: String)
}

final class ProfileEditViewController: UIViewController, ProfileEditViewInput {
    weak var host: ProfileHost?
    let nameField = UITextField()

    func show(name: String) {
        host?.profileDidChange(name: name) // expected-warning[view-module-output] (the presenter's module output reports it)
        host?.dismiss(animated: true)
    }
}

final class ProfileEditWireframe {
    let locator: ServiceLocator
    weak var view: ProfileEditViewController?

    init(locator: ServiceLocator) {
        self.locator = locator
    }

    func close() {
        let shown: ProfileEditViewInput? = locator.getService() // expected-warning[router-service-locator] (hold the view it presented)
        _ = shown
        print(view?.nameField.text ?? "") // expected-warning[router-reads-view-state] (the presenter has the name)
        view?.nameField.resignFirstResponder()
    }
}
