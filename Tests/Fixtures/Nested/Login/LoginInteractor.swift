protocol LoginInteractorInput {
    func load()
}

final class LoginInteractor: LoginInteractorInput {
    func load() {}
}
