import Combine

@MainActor
final class LoginViewModel: ObservableObject {
    // archlint:disable:next presenter-state -- expected-warning[unused-suppression]
    @Published var isLoggedIn = false
    @Published var email = ""
    var interactor: (any LoginInteractor)?
    private var subscription: AnyCancellable?

    init() {
        // Article 000 frees the module by freeing its view model; this one keeps itself.
        subscription = $email.dropFirst().sink { [self] email in // expected-warning[sink-retains-owner]
            Task { await interactor?.login(email: email, password: "") }
        }
    }
}
