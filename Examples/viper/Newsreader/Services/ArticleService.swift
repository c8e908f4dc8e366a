import Foundation

protocol ArticleService {
    func obtainArticles(page: Int, completion: @escaping (Result<[Article], Error>) -> Void)
    func obtainArticle(id: Int, completion: @escaping (Result<Article, Error>) -> Void)
}

final class ArticleServiceImplementation: ArticleService {
    private let session: URLSession
    private let baseURL = URL(string: "https://news.example.com/api")!
    private let decoder = JSONDecoder()
    private let dateFormatter = ISO8601DateFormatter()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func obtainArticles(page: Int, completion: @escaping (Result<[Article], Error>) -> Void) {
        let url = baseURL.appendingPathComponent("articles").appending(queryItems: [URLQueryItem(name: "page", value: "\(page)")])
        session.dataTask(with: url) { data, _, error in
            completion(Result {
                if let error { throw error }
                return try self.decoder.decode([ArticleDTO].self, from: data ?? Data()).compactMap(self.article(from:))
            })
        }.resume()
    }

    func obtainArticle(id: Int, completion: @escaping (Result<Article, Error>) -> Void) {
        session.dataTask(with: baseURL.appendingPathComponent("articles/\(id)")) { data, _, error in
            completion(Result {
                if let error { throw error }
                let dto = try self.decoder.decode(ArticleDTO.self, from: data ?? Data())
                guard let article = self.article(from: dto) else { throw URLError(.cannotParseResponse) }
                return article
            })
        }.resume()
    }

    private func article(from dto: ArticleDTO) -> Article? {
        guard let url = URL(string: dto.url), let date = dateFormatter.date(from: dto.published_at) else { return nil }
        return Article(id: dto.id, title: dto.title, summary: dto.summary, body: dto.body, url: url, publishedAt: date)
    }
}
