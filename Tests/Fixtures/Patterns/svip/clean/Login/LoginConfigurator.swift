import SwiftUI

enum LoginConfigurator {
    @MainActor
    static func configure(worker: any AuthWorker = AuthService()) -> LoginView {
        let viewModel = LoginViewModel()
        let router = LoginRouter()
        router.viewModel = viewModel
        viewModel.interactor = LoginLogic(presenter: router, worker: worker)
        return LoginView(viewModel: viewModel)
    }
}
