import Foundation

struct CatalogRouting {}
