@MainActor
protocol LoginPresenter: AnyObject {
    func presentForm(canRetry: Bool) async
    func presentWelcome(name: String) async
    func presentError(_ message: String, canRetry: Bool) async
}
