import Foundation

struct ProductEntity {
    let name: String
}
