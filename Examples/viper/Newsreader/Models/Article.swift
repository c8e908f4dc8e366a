import Foundation

struct Article: Equatable {
    let id: Int
    let title: String
    let summary: String
    let body: String
    let url: URL
    let publishedAt: Date
}

struct ArticleDTO: Decodable {
    let id: Int
    let title: String
    let summary: String
    let body: String
    let url: String
    let published_at: String
}
