/// A server reply kept as it came (`page`, `total_pages`): VIPER has no `*Response` scene models
/// (Clean Swift's nested `Orders.Response` are its own), so a top-level `*Response` is transport,
/// and an interactor that hands it on leaks the server's shape into the scene.
struct MovieResponse: Decodable {
    let page: Int
    let results: [String]
}

struct Movie {
    let title: String
}

protocol MoviesInteractorInput: AnyObject {
    func fetchMovies(page: Int) async throws -> MovieResponse // expected-error[interactor-dto-reference]
    func fetchFavourites() -> [Movie]
}
