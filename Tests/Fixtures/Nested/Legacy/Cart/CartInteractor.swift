protocol CartInteractorInput {
    func load()
}

final class CartInteractor: CartInteractorInput {
    func load() {}
}
