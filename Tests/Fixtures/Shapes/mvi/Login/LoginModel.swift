import Combine

final class LoginModel: ObservableObject, LoginModelStateProtocol, LoginModelActionsProtocol {
    @Published var login = ""
    @Published var isLoading = false
    let routes = PassthroughSubject<String, Never>()
    // A computed setter is the model's own code; only the protocol's requirement is judged.
    var title: String {
        get { login.isEmpty ? "Sign in" : login }
        nonmutating set { routes.send(newValue) }
    }
}
