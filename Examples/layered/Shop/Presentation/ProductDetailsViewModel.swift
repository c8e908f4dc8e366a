import Foundation

final class ProductDetailsViewModel {
    struct Content: Equatable {
        let title: String
        let details: String
        let price: String
        let isFavorite: Bool
    }

    var onChange: ((Content) -> Void)?

    private let productID: String
    private let productService: ProductService
    private let cartService: CartService

    init(productID: String, productService: ProductService, cartService: CartService) {
        self.productID = productID
        self.productService = productService
        self.cartService = cartService
    }

    func viewDidLoad() {
        publish()
    }

    func didTapFavorite() {
        guard let product = productService.product(id: productID) else { return }
        productService.setFavorite(!product.isFavorite, productID: productID)
        publish()
    }

    func didTapAddToCart() {
        guard let product = productService.product(id: productID) else { return }
        cartService.add(product)
    }

    private func publish() {
        guard let product = productService.product(id: productID) else { return }
        onChange?(Content(title: product.title, details: product.details, price: "\(product.price)",
                          isFavorite: product.isFavorite))
    }
}
