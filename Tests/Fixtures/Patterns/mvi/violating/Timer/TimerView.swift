import SwiftUI
import TimerKit

struct TimerView: View {
    @StateObject var container: MVIContainer<TimerIntentProtocol, TimerModelStateProtocol>

    var body: some View {
        Text(container.model.elapsedText)
            .onTapGesture(perform: container.intent.onTap)
    }
}

final class MVIContainer<Intent, Model>: ObservableObject {
    let intent: Intent
    let model: Model

    init(intent: Intent, model: Model) {
        self.intent = intent
        self.model = model
    }
}

/// A shortcut around the intent: the view holds the model itself and changes it.
struct TimerResetView: View {
    @ObservedObject var model: TimerModel // expected-error[concrete-dependency] (one finding: view-owns-state leaves the class held to it)

    var body: some View {
        Button("Reset") {
            model.elapsedText = "" // expected-error[view-owns-state]
        }
    }
}
