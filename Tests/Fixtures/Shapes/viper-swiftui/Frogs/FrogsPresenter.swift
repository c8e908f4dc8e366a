import SwiftUI

// The observable-presenter variant, as a SwiftUI VIPER sample writes it: the presenter hands
// the view whole controls instead of the values they show.
final class FrogsPresenter: ObservableObject {
    @Published var isShowingAbout = false
    private let interactor: FrogsInteractorProtocol
    private let router: FrogsRouterProtocol

    init(interactor: FrogsInteractorProtocol, router: FrogsRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func makeAboutButton() -> some View { // expected-warning[presenter-builds-view] (one finding for the signature and the body)
        Button(action: { self.isShowingAbout = true }) {
            HStack { Text("About"); Image(systemName: "info.circle") }
        }
    }

    func errorAlert() -> Alert { // expected-warning[presenter-builds-view]
        Alert(title: Text("Out of service"))
    }

    // The router built this screen; passing it on is not building it.
    func aboutDestination() -> some View { router.makeAboutView() }

    func openAbout() {
        let page = FrogsAboutView(title: "About") // expected-warning[presenter-builds-view] (the router assembles screens)
        _ = page
    }

    var aboutTitle: String { "About" }
}
