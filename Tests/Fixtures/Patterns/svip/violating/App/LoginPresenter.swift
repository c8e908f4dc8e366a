@MainActor
protocol LoginPresenter: AnyObject {
    func presentLoggedIn() async
}
