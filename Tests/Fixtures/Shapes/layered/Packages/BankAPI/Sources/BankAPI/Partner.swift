import Foundation

// What the server sends for a partner: decoded as it comes, its terms an HTML fragment.
public struct Partner: Decodable {
    public let name: String
    public let termsHTML: String
    public let dailyLimit: Int
}

// The request's description: the API module's, but nothing is decoded into it.
public struct PartnersEndpoint {
    public let path = "partners"
    public init() {}
}
