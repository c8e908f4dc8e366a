import SwiftUI

// A SwiftUI VIPER sample's shape: the view builds its own presenter and hands it the app state,
// the wiring its router (or a builder) should do.
struct LoginView: View {
    @ObservedObject var presenter: LoginPresenter
    init(session: LoginSession) {
        self.presenter = LoginPresenter(session: session) // expected-warning[view-assembles-module]
    }
    var body: some View { Button("Log in") { presenter.logIn() } }
}

// A static factory on the view type is the module's assembly, written there.
extension LoginView {
    static func preview() -> LoginView { LoginView(presenter: LoginPresenter(session: LoginSession())) }
    init(presenter: LoginPresenter) { self.presenter = presenter }
}

// A tab shell with no presenter of its own composes the modules: the composition's work.
struct HomeTabView: View {
    var body: some View {
        TabView {
            LoginView(presenter: LoginPresenter(session: LoginSession()))
        }
    }
}
