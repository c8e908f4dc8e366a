// Article 004, "Переходим к presentation model и router": before the router, configuring and
// showing the next screens (with segues or without) swelled the view controller. The article
// shows this as the step it left behind. The listing stands for a large screen: the 200-line
// allowance for small screens is off in this folder's configuration so that it stays short.
import UIKit

final class ProfilePresentationModel {
    var onShowDeal: ((Deal) -> Void)?
    var onShowSettings: (() -> Void)?
}

final class ProfileViewController: UIViewController {
    var presentationModel: ProfilePresentationModel!

    func showDeal(_ deal: Deal) {
        let details = DealDetailsViewController()
        details.presentationModel = DealDetailsPresentationModel(deal: deal)
        navigationController?.pushViewController(details, animated: true) // expected-warning[view-navigation]
    }

    func showSettings() {
        performSegue(withIdentifier: "settings", sender: self) // expected-warning[view-navigation]
    }

    // After the article's change: the view controller asks its presentation model, the router navigates.
    func didTapSettings() {
        presentationModel.onShowSettings?()
    }

    // An alert is the screen's own.
    func showError(_ message: String) {
        present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
    }
}
