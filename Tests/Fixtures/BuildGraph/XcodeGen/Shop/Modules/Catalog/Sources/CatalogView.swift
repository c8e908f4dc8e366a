// module: Catalog (target of the included spec, path relative to it, includes **/*.swift)
struct CatalogView {}
