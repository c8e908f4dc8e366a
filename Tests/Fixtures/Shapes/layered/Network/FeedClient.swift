import Foundation
import Observation
import SwiftUI // expected-error[interactor-ui-import]

// Named `*Client`, outside every role word: it keeps a URLSession, so it is the network service,
// and the SwiftUI import it makes for nothing (Observation gives `@Observable`) is a UI import in it.
@Observable
final class FeedClient {
    private let urlSession: URLSession

    init(urlSession: URLSession = .shared) { self.urlSession = urlSession }

    func posts() async throws -> Data { try await urlSession.data(from: URL(string: "https://example.com")!).0 }
}

// A value that only describes a request keeps no session: no role.
struct FeedEndpoint {
    var path: String
    var session: URLSession { .shared }
}
