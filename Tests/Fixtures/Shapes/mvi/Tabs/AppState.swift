import Combine

/// App-wide state every screen reaches through the environment.
final class AppState: ObservableObject {
    @Published var selectedTab = 0
    @Published var currentScreen = ""
}
