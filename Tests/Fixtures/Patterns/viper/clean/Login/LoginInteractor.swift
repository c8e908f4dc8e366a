import Foundation

// No UIKit here: the interactor mentions "import UIKit" only in this comment and in a string.
protocol LoginInteractorInput {
    func login(email: String, password: String)
}

protocol LoginInteractorOutput: AnyObject {
    func didLogin(user: User)
    func didFailToLogin(error: Error)
}

final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutput!

    private let authService: AuthService
    private let analyticsKey = "UIKit.login"
    private var inFlight = false

    var isBusy: Bool { inFlight }

    init(authService: AuthService) {
        self.authService = authService
    }

    func login(email: String, password: String) {
        guard !inFlight else { return }
        inFlight = true
        authService.login(email: email, password: password) { [weak self] result in
            self?.inFlight = false
            switch result {
            case .success(let user): self?.output.didLogin(user: user)
            case .failure(let error): self?.output.didFailToLogin(error: error)
            }
        }
    }
}
