import Combine

@MainActor
final class LoginViewModel: ObservableObject {
    // archlint:disable:next presenter-state -- expected-warning[unused-suppression]
    @Published var isLoggedIn = false
    var interactor: (any LoginInteractor)?
}
