import SwiftUI

/// Builds the scene: view model ← router (presenter) ← logic (interactor) ← worker.
enum PinCodeEnterConfigurator {
    @MainActor
    static func configure(dependencies: AppDependencies) -> some View {
        let viewModel = PinCodeEnterViewModel()
        let router = PinCodeEnterRouter(viewModel: viewModel)
        viewModel.interactor = PinCodeEnterLogic(presenter: router, worker: dependencies.pinCodeWorker)
        return PinCodeEnterView(viewModel: viewModel) {
            AnyView(ProfileConfigurator.configure(dependencies: dependencies))
        }
    }
}
