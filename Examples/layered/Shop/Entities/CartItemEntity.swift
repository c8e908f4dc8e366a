struct CartItemEntity: Equatable {
    let product: ProductEntity
    var quantity: Int
}
