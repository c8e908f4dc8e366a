import UIKit // expected-error[interactor-ui-import]

// No role by its name, but filed in the services folder beside the app's services: the
// services contract hands the screens decoded UIKit images.
protocol AvatarProviderProtocol {
    func avatar(for userID: String, size: CGSize) async -> UIImage?
}
