import Combine
import Foundation

/// Binds one scene's intent and model for SwiftUI: the view reads `model` (state only), sends to `intent`, and
/// redraws whenever the model changes.
final class MVIContainer<Intent, Model>: ObservableObject {
    let intent: Intent
    let model: Model

    private var cancellable: Set<AnyCancellable> = []

    init(intent: Intent, model: Model, modelChangePublisher: ObjectWillChangePublisher) {
        self.intent = intent
        self.model = model

        modelChangePublisher
            .receive(on: RunLoop.main)
            .sink(receiveValue: objectWillChange.send)
            .store(in: &cancellable)
    }
}
