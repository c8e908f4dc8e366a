final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutputProtocol? // "Protocol" at the end still names the presenter's role
}
