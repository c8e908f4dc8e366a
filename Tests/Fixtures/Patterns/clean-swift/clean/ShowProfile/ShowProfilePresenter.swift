import Foundation

protocol ShowProfilePresentationLogic {
    func present(response: ShowProfile.Load.Response)
}

final class ShowProfilePresenter: ShowProfilePresentationLogic {
    weak var viewController: ShowProfileDisplayLogic?
    let formatter = PersonNameComponentsFormatter()
    var screenTitle: String { "Profile" }

    func present(response: ShowProfile.Load.Response) {
        let name = "\(response.profile.firstName) \(response.profile.lastName)"
        viewController?.display(viewModel: ShowProfile.Load.ViewModel(title: screenTitle, subtitle: name))
    }
}
