@MainActor
protocol ProfilePresenter: AnyObject {
    func presentLoading() async
    func present(profile: ProfileEntity) async
    func presentError(message: String) async
    func presentLoggedOut() async
}
