import SwiftUI

/// The app's root: a tab container with no intent or model of its own. Binding the tab selection to
/// app-wide state is the only way it has to choose a tab, so there is no intent to send it to.
struct RootTabsView: View {
    @EnvironmentObject var appState: AppState

    var body: some View {
        TabView(selection: $appState.selectedTab) {
            GarageView.build().tag(0)
        }
    }
}
