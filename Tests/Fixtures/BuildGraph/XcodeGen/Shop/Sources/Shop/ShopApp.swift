// module: Shop (source folder Sources/Shop)
@main struct ShopApp {}
