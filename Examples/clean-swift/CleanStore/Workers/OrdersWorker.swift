import Foundation

protocol OrdersStoreProtocol {
    func fetchOrders(completionHandler: @escaping (Result<[Order], OrdersStoreError>) -> Void)
    func createOrder(_ order: Order, completionHandler: @escaping (Result<Order, OrdersStoreError>) -> Void)
    func updateOrder(_ order: Order, completionHandler: @escaping (Result<Order, OrdersStoreError>) -> Void)
}

enum OrdersStoreError: Error, Equatable {
    case cannotFetch(String)
    case cannotCreate(String)
    case cannotUpdate(String)
}

protocol OrdersWorkerProtocol {
    func fetchOrders(completionHandler: @escaping ([Order]) -> Void)
    func createOrder(_ order: Order, completionHandler: @escaping (Order?) -> Void)
    func updateOrder(_ order: Order, completionHandler: @escaping (Order?) -> Void)
}

/// Shared by the three scenes; the store behind it is in-memory in development and the API in production.
final class OrdersWorker: OrdersWorkerProtocol {
    private let ordersStore: OrdersStoreProtocol

    init(ordersStore: OrdersStoreProtocol) {
        self.ordersStore = ordersStore
    }

    func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
        ordersStore.fetchOrders { result in
            DispatchQueue.main.async {
                completionHandler((try? result.get()) ?? [])
            }
        }
    }

    func createOrder(_ order: Order, completionHandler: @escaping (Order?) -> Void) {
        ordersStore.createOrder(order) { result in
            DispatchQueue.main.async { completionHandler(try? result.get()) }
        }
    }

    func updateOrder(_ order: Order, completionHandler: @escaping (Order?) -> Void) {
        ordersStore.updateOrder(order) { result in
            DispatchQueue.main.async { completionHandler(try? result.get()) }
        }
    }
}
