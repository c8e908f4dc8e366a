import Foundation

enum CreateOrder {
    struct OrderFormFields {
        var email = ""
        var firstName = ""
        var lastName = ""
        var phone = ""
        var street1 = ""
        var street2 = ""
        var city = ""
        var state = ""
        var zip = ""
        var shipmentSpeed = 0
        var total = Decimal(0)
    }

    // MARK: Use cases

    enum FormatExpirationDate {
        struct Request { var date: Date }
        struct Response { var date: Date }
        struct ViewModel { var date: String }
    }

    enum SaveOrder {
        struct Request { var orderFormFields: OrderFormFields }
        struct Response { var order: Order? }
        struct ViewModel { var succeeded: Bool }
    }

    enum EditOrder {
        struct Request {}
        struct Response { var order: Order }
        struct ViewModel { var orderFormFields: OrderFormFields }
    }
}
