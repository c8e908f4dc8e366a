import Catalog // evidence[module-cycle]: module Checkout imports Catalog

struct CheckoutCatalog {
    let products: [ProductEntity]
}
