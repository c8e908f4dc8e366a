import Foundation

protocol ProductService {
    func products(refresh: Bool, completion: @escaping (Result<[ProductEntity], Error>) -> Void)
    func product(id: String) -> ProductEntity?
    func setFavorite(_ isFavorite: Bool, productID: String)
}

final class ProductServiceImpl: ProductService {
    private let session: URLSession
    private let dao: ProductDAO
    private let parser = ProductParser()
    private let endpoint = URL(string: "https://shop.example.com/api/products")!

    init(session: URLSession, dao: ProductDAO) {
        self.session = session
        self.dao = dao
    }

    func products(refresh: Bool, completion: @escaping (Result<[ProductEntity], Error>) -> Void) {
        if !refresh, let cached = try? dao.all(), !cached.isEmpty {
            return completion(.success(cached))
        }
        session.dataTask(with: endpoint) { [dao, parser] data, _, error in
            let result = Result<[ProductEntity], Error> {
                if let error { throw error }
                let products = try parser.parse(data ?? Data())
                try dao.save(products)
                return try dao.all()
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }

    func product(id: String) -> ProductEntity? {
        try? dao.product(id: id)
    }

    func setFavorite(_ isFavorite: Bool, productID: String) {
        try? dao.setFavorite(isFavorite, productID: productID)
    }
}
