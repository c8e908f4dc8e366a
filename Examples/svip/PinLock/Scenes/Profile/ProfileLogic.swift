import Foundation
import UIKit // expected-error[interactor-ui-import]

actor ProfileLogic: ProfileInteractor {
    private let presenter: any ProfilePresenter
    private let worker: any ProfileWorker
    var profile: ProfileEntity? // expected-warning[interactor-exposed-state]
    private var avatar: UIImage? // expected-error[interactor-ui-reference]

    init(presenter: any ProfilePresenter, worker: any ProfileWorker) {
        self.presenter = presenter
        self.worker = worker
    }

    func didLoad() async {
        await presenter.presentLoading()
        await refresh()
    }

    func refresh() async {
        do {
            let loaded = try await worker.fetchProfile()
            profile = loaded
            await presenter.present(profile: loaded)
        } catch {
            await presenter.presentError(message: error.localizedDescription)
        }
    }

    func logOut() async {
        await worker.clearSession()
        profile = nil
        avatar = nil
        await presenter.presentLoggedOut()
    }

    nonisolated func avatarURL() -> URL? {
        nil
    }
}
