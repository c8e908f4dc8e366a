import Foundation

// What the branches endpoint returns, one value per branch.
struct Branch: Decodable {
    let name: String
    let latitude: Double
    let longitude: Double
}

// The service turns each branch into the map's pin through a method the presentation folder
// declares: the closure's `$0` names no type, and the call is the only `makePin` of the app.
final class BranchesService {
    func pins(for branches: [Branch]) -> [AnyObject] {
        branches.map { $0.makePin() } // expected-error[layer-violation]
    }
}
