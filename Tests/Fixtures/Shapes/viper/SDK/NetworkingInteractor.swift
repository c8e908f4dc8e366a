import UIKit

/// An SDK's client named like an interactor, outside any scene: no role, so no interactor rule.
final class NetworkingInteractor {
    var retries = 0
    func send() -> Bool { true }
}
