import SwiftUI

enum ProfileConfigurator {
    @MainActor
    static func configure(dependencies: AppDependencies) -> some View {
        let viewModel = ProfileViewModel()
        let router = ProfileRouter(viewModel: viewModel)
        viewModel.interactor = ProfileLogic(presenter: router, worker: dependencies.profileWorker)
        return ProfileView(viewModel: viewModel)
    }
}
