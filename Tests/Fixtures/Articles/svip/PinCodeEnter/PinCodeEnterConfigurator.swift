// Article 000, "Конфигуратор": assembles the module and returns its view; keeps nothing.
import SwiftUI

public struct PinCodeEnterConfigurator {
    @MainActor
    public static func configureModule() -> some View {
        let presenter = PinCodeEnterRouter()
        let worker = PinCodeEnterService(settingsProfile: SettingsProfile())
        let interactor = PinCodeEnterLogic(presenter: presenter, worker: worker)
        let viewModel = PinCodeEnterViewModel(interactor: interactor)
        let view = PinCodeEnterView(viewModel: viewModel)
            .onAppear { presenter.viewModel = viewModel }
        return view
    }
}
