import SwiftUI

final class LoginSession: ObservableObject {}

final class LoginPresenter: ObservableObject {
    private let session: LoginSession
    init(session: LoginSession) { self.session = session }
    func logIn() {}
}

final class LoginRouter {}
