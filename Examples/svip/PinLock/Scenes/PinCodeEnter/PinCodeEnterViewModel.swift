import Combine

@MainActor
final class PinCodeEnterViewModel: ObservableObject {
    enum Route: Hashable {
        case profile
    }

    @Published var title = ""
    @Published var dots: [Bool] = []
    @Published var message: String?
    @Published var isLocked = false
    @Published var route: Route?

    var interactor: (any PinCodeEnterInteractor)?

    func onAppear() {
        Task { await interactor?.didLoad() }
    }

    func tap(digit: Int) {
        Task { await interactor?.enter(digit: digit) }
    }

    func tapDelete() {
        Task { await interactor?.deleteLast() }
    }
}
