import Foundation

/// The scene's own worker (as the Clean Swift template generates it): validation rules of the order form.
final class CreateOrderWorker {
    func missingFields(in fields: CreateOrder.OrderFormFields) -> [String] {
        var missing: [String] = []
        if fields.email.isEmpty { missing.append("email") }
        if fields.firstName.isEmpty { missing.append("first name") }
        if fields.lastName.isEmpty { missing.append("last name") }
        if fields.street1.isEmpty || fields.city.isEmpty || fields.zip.isEmpty { missing.append("address") }
        return missing
    }
}
