import UIKit

final class ProfileViewController: UIViewController, ProfileViewInput {
    var output: ProfileViewOutput!
    var interactor: ProfileInteractorInput? // expected-error[role-dependency]

    func show(name: String) {
        title = name
        UserDefaults.standard.set(name, forKey: "lastProfileName") // expected-warning[view-uses-storage] (the interactor keeps what outlives the screen)
    }

    func didTapEdit() {
        present(UINavigationController(rootViewController: UIViewController()), animated: true) // expected-warning[view-navigation] (the wireframe's job)
    }
}
