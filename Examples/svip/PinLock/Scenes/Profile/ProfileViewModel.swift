import Combine

struct ProfileViewState: Equatable {
    let name: String
    let email: String
    let memberSince: String
}

@MainActor
final class ProfileViewModel: ObservableObject {
    enum State: Equatable {
        case loading
        case loaded(ProfileViewState)
        case failed(String)
    }

    @Published var state: State = .loading
    @Published var shouldClose = false

    var interactor: (any ProfileInteractor)?

    func onAppear() {
        Task { await interactor?.didLoad() }
    }

    func pullToRefresh() async {
        await interactor?.refresh()
    }

    func tapLogOut() {
        Task { await interactor?.logOut() }
    }
}
