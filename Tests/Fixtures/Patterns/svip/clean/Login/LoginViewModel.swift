import Combine

/// What the form shows before the logic reports anything.
struct LoginViewState: Equatable {
    var title: String
    var isButtonEnabled: Bool
}

@MainActor
final class LoginViewModel: ObservableObject {
    enum Route: Equatable { case home(greeting: String) }

    @Published var title = ""
    @Published var email = ""
    @Published var password = ""
    @Published var errorText: String?
    @Published var isButtonEnabled = true
    @Published var route: Route?

    var interactor: (any LoginInteractor)!

    func apply(_ state: LoginViewState) {
        title = state.title
        isButtonEnabled = state.isButtonEnabled
    }

    func onAppear() { Task { await interactor.didLoad() } }
    func tapLogin() { Task { [email, password] in await interactor.login(email: email, password: password) } }
}
