protocol ItemsIntentProtocol { func viewOnAppear() }

final class ItemsIntent: ItemsIntentProtocol {
    // Strong, and the model never points back: the intent owns it, and weak would free it.
    private let model: ItemsModelActionsProtocol
    private let concrete: ItemsModel // expected-error[concrete-dependency] (advised: the model's actions protocol)

    init(model: ItemsModel) {
        self.model = model
        self.concrete = model
    }

    func viewOnAppear() { model.show(titles: []) }
}
