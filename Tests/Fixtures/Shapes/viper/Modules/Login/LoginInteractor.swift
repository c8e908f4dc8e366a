final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutputProtocol? // "Protocol" at the end still names the presenter's role

    func pair() {
        WalletKit.instance.pair() // a library's facade, reached by the scene's gateway to the outside world
        _ = SessionStore.shared // expected-warning[singleton-access]
    }
}
