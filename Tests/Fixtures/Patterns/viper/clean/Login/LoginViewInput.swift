@MainActor
protocol LoginViewInput: AnyObject {
    func setupInitialState()
    func showError(_ message: String)
}

protocol LoginViewOutput {
    func viewIsReady()
    func didTapLogin(email: String, password: String)
}
