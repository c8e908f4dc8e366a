import Foundation

struct ProfileEntity: Equatable, Sendable {
    let id: String
    let firstName: String
    let lastName: String
    let email: String
    let registeredAt: Date
}
