import CoreData

/// The Core Data row of a cached product; only ProductDAO and ProductTranslator see it.
@objc(DBProduct)
final class DBProduct: NSManagedObject {
    @NSManaged var id: String
    @NSManaged var title: String
    @NSManaged var details: String
    @NSManaged var priceCents: Int64
    @NSManaged var imageURL: String?
    @NSManaged var isFavorite: Bool
}
