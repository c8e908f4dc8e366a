import SwiftUI

struct ItemsView: View {
    let intent: ItemsIntentProtocol
    let state: ItemsModelStatePotocol
    var body: some View { Text(state.titles.first ?? "") }
}

/// A view model of a settings sheet is not the MVI Model, though its name ends in "Model".
final class ItemsSettingsViewModel {
    var draft = ""
}
