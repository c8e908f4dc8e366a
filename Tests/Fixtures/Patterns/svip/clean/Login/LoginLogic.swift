import Foundation

actor LoginLogic: LoginInteractor {
    static let maxAttempts = 3
    static var sharedHint = "import UIKit is not needed here"

    private let presenter: any LoginPresenter
    private let worker: any AuthWorker
    private var attempts = 0
    private lazy var formatter = ISO8601DateFormatter()
    let createdAt = Date()

    /// A computed property is not state.
    var canRetry: Bool { attempts < Self.maxAttempts }

    init(presenter: any LoginPresenter, worker: any AuthWorker) {
        self.presenter = presenter
        self.worker = worker
    }

    func didLoad() async {
        await presenter.presentForm(canRetry: canRetry)
    }

    func login(email: String, password: String) async {
        attempts += 1
        do {
            let user = try await worker.login(email: email, password: password)
            await presenter.presentWelcome(name: user.name)
        } catch {
            await presenter.presentError(error.localizedDescription, canRetry: canRetry)
        }
    }
}
