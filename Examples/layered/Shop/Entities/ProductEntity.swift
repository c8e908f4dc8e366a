import Foundation

struct ProductEntity: Equatable {
    let id: String
    let title: String
    let details: String
    let price: Decimal
    let imageURL: URL?
    var isFavorite: Bool
}
