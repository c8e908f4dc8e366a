import Foundation

/// Reads `GET /products` payloads.
struct ProductParser {
    private struct ProductDTO: Decodable {
        let id: String
        let title: String
        let description: String
        let price_cents: Int
        let image: String?
    }

    func parse(_ data: Data) throws -> [ProductEntity] {
        try JSONDecoder().decode([ProductDTO].self, from: data).map { dto in
            ProductEntity(
                id: dto.id,
                title: dto.title,
                details: dto.description,
                price: Decimal(dto.price_cents) / 100,
                imageURL: dto.image.flatMap(URL.init(string:)),
                isFavorite: false
            )
        }
    }
}
