import Foundation

final class CartViewModel {
    struct Row: Equatable {
        let productID: String
        let title: String
        let quantity: String
    }

    var onChange: (([Row]) -> Void)?
    var onCheckoutFinished: (() -> Void)?

    private let cartService: CartService
    private var observer: NSObjectProtocol?

    init(cartService: CartService) {
        self.cartService = cartService
        observer = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.publish()
        }
    }

    func viewDidLoad() {
        publish()
    }

    func didDelete(productID: String) {
        cartService.remove(productID: productID)
    }

    func didTapCheckout() {
        cartService.checkout { [weak self] result in
            if case .success = result { self?.onCheckoutFinished?() }
        }
    }

    private func publish() {
        onChange?(cartService.items.map { Row(productID: $0.product.id, title: $0.product.title, quantity: "× \($0.quantity)") })
    }
}
