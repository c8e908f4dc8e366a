import Foundation

final class OrdersMemStore: OrdersStoreProtocol {
    private var orders: [Order] = []
    private let queue = DispatchQueue(label: "OrdersMemStore")

    func fetchOrders(completionHandler: @escaping (Result<[Order], OrdersStoreError>) -> Void) {
        queue.async { completionHandler(.success(self.orders)) }
    }

    func createOrder(_ order: Order, completionHandler: @escaping (Result<Order, OrdersStoreError>) -> Void) {
        queue.async {
            var created = order
            created.id = UUID().uuidString
            self.orders.append(created)
            completionHandler(.success(created))
        }
    }

    func updateOrder(_ order: Order, completionHandler: @escaping (Result<Order, OrdersStoreError>) -> Void) {
        queue.async {
            guard let index = self.orders.firstIndex(where: { $0.id == order.id }) else {
                return completionHandler(.failure(.cannotUpdate("no order \(order.id ?? "nil")")))
            }
            self.orders[index] = order
            completionHandler(.success(order))
        }
    }
}
