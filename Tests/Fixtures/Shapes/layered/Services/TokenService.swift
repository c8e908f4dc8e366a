import UIKit // expected-error[interactor-ui-import]

/// An import that serves nothing is no device API.
final class TokenService {
    func token() -> String { "" }
}
