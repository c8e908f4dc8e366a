import SwiftUI

/// The view observes the Model layer only and sends its events through it.
struct MealsView: View {
    @ObservedObject var viewState: MealsViewState

    var body: some View {
        List(viewState.titles, id: \.self) { Text($0) }
            .onAppear { viewState.onAppear() }
    }
}
