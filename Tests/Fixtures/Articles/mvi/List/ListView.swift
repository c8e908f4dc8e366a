// Article 002, "View": reads the state through ListModelStatePotocol and tells the intent what happened.
import SwiftUI

struct ListView: View {
    @StateObject var container: MVIContainer<ListIntentProtocol, ListModelStatePotocol>

    private var intent: ListIntentProtocol { container.intent }
    private var state: ListModelStatePotocol { container.model }

    init() {
        let model = ListModel()
        let intent = ListIntent(model: model, numberService: NumberService())
        let container = MVIContainer(
            intent: intent as ListIntentProtocol,
            model: model as ListModelStatePotocol,
            modelChangePublisher: model.objectWillChange
        )
        self._container = StateObject(wrappedValue: container)
    }

    var body: some View {
        Text(state.text)
            .padding()
            .onAppear(perform: {
                intent.viewOnAppear()
            })
    }
}
