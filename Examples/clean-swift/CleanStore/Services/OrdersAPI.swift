import Foundation

final class OrdersAPI: OrdersStoreProtocol {
    private let session: URLSession
    private let baseURL = URL(string: "https://cleanstore.example.com/api/orders")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchOrders(completionHandler: @escaping (Result<[Order], OrdersStoreError>) -> Void) {
        session.dataTask(with: baseURL) { data, _, error in
            guard let data, let dtos = try? JSONDecoder().decode([OrderDTO].self, from: data) else {
                return completionHandler(.failure(.cannotFetch(error?.localizedDescription ?? "bad payload")))
            }
            completionHandler(.success(dtos.map(OrdersAPI.order(from:))))
        }.resume()
    }

    func createOrder(_ order: Order, completionHandler: @escaping (Result<Order, OrdersStoreError>) -> Void) {
        completionHandler(.failure(.cannotCreate("read-only API")))
    }

    func updateOrder(_ order: Order, completionHandler: @escaping (Result<Order, OrdersStoreError>) -> Void) {
        completionHandler(.failure(.cannotUpdate("read-only API")))
    }

    static func order(from dto: OrderDTO) -> Order {
        Order(
            id: dto.id,
            date: Date(timeIntervalSince1970: dto.createdAt),
            email: dto.email,
            firstName: dto.firstName,
            lastName: dto.lastName,
            phone: dto.phone,
            shipmentAddress: Address(street1: dto.street1, street2: dto.street2, city: dto.city, state: dto.state, zip: dto.zip),
            shipmentMethod: ShipmentMethod(speed: ShipmentMethod.Speed(rawValue: dto.shippingSpeed) ?? .standard),
            total: Decimal(dto.totalCents) / 100
        )
    }
}
