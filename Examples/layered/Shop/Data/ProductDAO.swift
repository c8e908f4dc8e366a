import CoreData

protocol ProductDAO {
    func all() throws -> [ProductEntity]
    func product(id: String) throws -> ProductEntity?
    func save(_ products: [ProductEntity]) throws
    func setFavorite(_ isFavorite: Bool, productID: String) throws
}

final class CoreDataProductDAO: ProductDAO {
    private let context: NSManagedObjectContext
    private let translator = ProductTranslator()

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func all() throws -> [ProductEntity] {
        let request = NSFetchRequest<DBProduct>(entityName: "DBProduct")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        return try context.fetch(request).map(translator.entity(from:))
    }

    func product(id: String) throws -> ProductEntity? {
        try fetch(id: id).map(translator.entity(from:))
    }

    func save(_ products: [ProductEntity]) throws {
        for product in products {
            let row = try fetch(id: product.id) ?? DBProduct(context: context)
            translator.fill(row, from: product)
        }
        try context.save()
    }

    func setFavorite(_ isFavorite: Bool, productID: String) throws {
        try fetch(id: productID)?.isFavorite = isFavorite
        try context.save()
    }

    private func fetch(id: String) throws -> DBProduct? {
        let request = NSFetchRequest<DBProduct>(entityName: "DBProduct")
        request.predicate = NSPredicate(format: "id == %@", id)
        return try context.fetch(request).first
    }
}
