protocol LoginViewInput: AnyObject {
    func show(title: String)
}

final class LoginPresenter {
    weak var view: LoginViewInput?
    var interactor: LoginInteractorInput!
    var titles: [String] = []
}
