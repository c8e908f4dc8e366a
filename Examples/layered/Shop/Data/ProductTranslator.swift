import Foundation

struct ProductTranslator {
    func entity(from row: DBProduct) -> ProductEntity {
        ProductEntity(
            id: row.id,
            title: row.title,
            details: row.details,
            price: Decimal(row.priceCents) / 100,
            imageURL: row.imageURL.flatMap(URL.init(string:)),
            isFavorite: row.isFavorite
        )
    }

    func fill(_ row: DBProduct, from entity: ProductEntity) {
        row.id = entity.id
        row.title = entity.title
        row.details = entity.details
        row.priceCents = NSDecimalNumber(decimal: entity.price * 100).int64Value
        row.imageURL = entity.imageURL?.absoluteString
    }
}
