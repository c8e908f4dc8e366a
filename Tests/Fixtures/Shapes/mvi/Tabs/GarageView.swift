import SwiftUI

/// A scene's view: it has an intent, so writing the app-wide state itself goes past it.
struct GarageView: View {
    @EnvironmentObject var appState: AppState
    let intent: GarageIntentProtocol
    let state: GarageModelStateProtocol

    var body: some View {
        Text(state.title)
            .onAppear {
                appState.currentScreen = "Garage" // expected-error[view-owns-state]
                intent.viewOnAppear()
            }
    }

    static func build() -> some View {
        let model = GarageModel()
        return GarageView(intent: GarageIntent(model: model), state: model)
    }
}
