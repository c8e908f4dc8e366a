// Article 000, "Презентер" and "Вид": a stateless @MainActor router plays the presenter and writes
// display state into the view model it holds weakly.
import SwiftUI

@MainActor
final class PinCodeEnterRouter: PinCodeEnterPresenter {
    weak var viewModel: PinCodeEnterViewModel?

    func present(data: PinCodeEnterData.PresentationModel) async {
        viewModel?.dots = data.dots
    }

    func presentDotsError() async { viewModel?.dots = 0 }
    func presentMainScreen() async { viewModel?.isClosed = true }
    func presentLogout() async { viewModel?.isClosed = true }
    func present(error: Error, hasLoadedContent: Bool) async { viewModel?.message = error.localizedDescription }
    func present(_ status: WBPresentation.Status, message: String) async { viewModel?.message = message }
    func presentLoader(disableUI: Bool) async {}
    func presentHideLoader() async {}
    func presentClose() async { viewModel?.isClosed = true }
    func presentCopyToClipboard(text: String) async {}
    func present(share: Any) async {}
}

@MainActor
final class PinCodeEnterViewModel: ObservableObject {
    @Published var dots = 0
    @Published var message = ""
    @Published var isClosed = false
    private let interactor: PinCodeEnterInteractor

    init(interactor: PinCodeEnterInteractor) {
        self.interactor = interactor
    }

    func tapped(number: Int) {
        Task { await interactor.tapped(number: number) }
    }
}

struct PinCodeEnterView: View {
    @StateObject var viewModel: PinCodeEnterViewModel

    var body: some View {
        Text(String(repeating: "•", count: viewModel.dots))
            .onTapGesture { viewModel.tapped(number: 1) }
    }
}
