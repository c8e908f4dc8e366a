import Foundation

struct Order: Equatable {
    var id: String?
    var date: Date
    var email: String
    var firstName: String
    var lastName: String
    var phone: String
    var shipmentAddress: Address
    var shipmentMethod: ShipmentMethod
    var total: Decimal
}

struct Address: Equatable {
    var street1: String
    var street2: String?
    var city: String
    var state: String
    var zip: String
}

struct ShipmentMethod: Equatable {
    enum Speed: Int {
        case standard, oneDay, twoDay
    }

    var speed: Speed

    var title: String {
        switch speed {
        case .standard: return "Standard Shipping"
        case .oneDay: return "One-Day Shipping"
        case .twoDay: return "Two-Day Shipping"
        }
    }
}
