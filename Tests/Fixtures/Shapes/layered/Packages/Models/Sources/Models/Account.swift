import Foundation

public struct Account: Decodable {
    public let displayName: String
    public let avatar: URL
}
