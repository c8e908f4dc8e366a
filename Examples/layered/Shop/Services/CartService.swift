import Foundation

protocol CartService: AnyObject {
    var items: [CartItemEntity] { get }
    func add(_ product: ProductEntity)
    func remove(productID: String)
    func checkout(completion: @escaping (Result<Void, Error>) -> Void)
}

final class CartServiceImpl: CartService {
    static let shared = CartServiceImpl()

    private(set) var items: [CartItemEntity] = []
    weak var router: CatalogRouter? // expected-error[layer-violation]

    func add(_ product: ProductEntity) {
        if let index = items.firstIndex(where: { $0.product.id == product.id }) {
            items[index].quantity += 1
        } else {
            items.append(CartItemEntity(product: product, quantity: 1))
        }
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }

    func remove(productID: String) {
        items.removeAll { $0.product.id == productID }
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }

    func checkout(completion: @escaping (Result<Void, Error>) -> Void) {
        guard !items.isEmpty else { return completion(.success(())) }
        router?.showLogin()
    }
}

extension Notification.Name {
    static let cartDidChange = Notification.Name("CartDidChange")
}
