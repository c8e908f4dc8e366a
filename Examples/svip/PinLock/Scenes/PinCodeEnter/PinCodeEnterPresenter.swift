@MainActor
protocol PinCodeEnterPresenter: AnyObject {
    func present(filled: Int, of length: Int) async
    func presentWrongPin(attemptsLeft: Int) async
    func presentError(message: String) async
    func presentUnlocked() async
}
