protocol CartViewInput: AnyObject {
    func show(title: String)
}

final class CartPresenter {
    weak var view: CartViewInput?
    var interactor: CartInteractorInput!
    var titles: [String] = []
}
