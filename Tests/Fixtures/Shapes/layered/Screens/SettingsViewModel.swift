import Combine

// A navigation library's navigator stored by the view model (the robodoro shape): the view model
// shows screens itself, which article 004 gives to the router.
final class SettingsViewModel: ObservableObject {
    private let navigator: ScreenNavigator // expected-warning[viewmodel-navigates]

    init(navigator: ScreenNavigator) { self.navigator = navigator }

    func close() { navigator.navigate { _ in } }
}
