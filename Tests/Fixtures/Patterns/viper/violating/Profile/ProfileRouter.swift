final class ProfileRouter: ProfileRouterInput {
    // archlint:disable:next presenter-state -- expected-warning[unused-suppression]
    weak var view: ProfileViewController?

    func close() {}
}
