// Article 002, "Реализация контейнера": gives the view the intent and the model's state, never a way
// to change the state directly.
import Combine
import Foundation

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
