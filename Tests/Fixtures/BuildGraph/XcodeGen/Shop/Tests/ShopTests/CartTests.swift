// module: ShopTests (flow list of sources)
final class CartTests {}
