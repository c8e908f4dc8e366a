/// The order as the back end sends it; OrdersAPI maps it to `Order`.
struct OrderDTO: Codable {
    let id: String
    let createdAt: Double
    let email: String
    let firstName: String
    let lastName: String
    let phone: String
    let street1: String
    let street2: String?
    let city: String
    let state: String
    let zip: String
    let shippingSpeed: Int
    let totalCents: Int
}
