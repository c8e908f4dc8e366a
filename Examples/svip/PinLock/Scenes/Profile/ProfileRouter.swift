import Foundation

@MainActor
final class ProfileRouter: ProfilePresenter {
    weak var viewModel: ProfileViewModel?
    private var lastUpdate: Date? // expected-error[presenter-state]

    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    func presentLoading() async {
        viewModel?.state = .loading
    }

    func present(profile: ProfileEntity) async {
        lastUpdate = Date()
        viewModel?.state = .loaded(ProfileViewState(
            name: "\(profile.firstName) \(profile.lastName)",
            email: profile.email,
            memberSince: "Member since " + dateFormatter.string(from: profile.registeredAt)
        ))
    }

    func presentError(message: String) async {
        viewModel?.state = .failed(message)
    }

    func presentLoggedOut() async {
        viewModel?.shouldClose = true
    }
}
