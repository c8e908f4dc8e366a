import Combine

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

    func onAppear() { Task { await interactor.didLoad() } }
    func tapLogin() { Task { [email, password] in await interactor.login(email: email, password: password) } }
}
