import Foundation

/// The SVIP presenter: formats what the logic reports into the view model and decides where to go next.
@MainActor
final class PinCodeEnterRouter: PinCodeEnterPresenter {
    weak var viewModel: PinCodeEnterViewModel?

    private var title: String { "Enter your PIN" }

    init(viewModel: PinCodeEnterViewModel) {
        self.viewModel = viewModel
    }

    func present(filled: Int, of length: Int) async {
        viewModel?.title = title
        viewModel?.dots = (0..<length).map { $0 < filled }
        viewModel?.message = nil
    }

    func presentWrongPin(attemptsLeft: Int) async {
        viewModel?.dots = viewModel?.dots.map { _ in false } ?? []
        viewModel?.message = attemptsLeft > 0
            ? String(localized: "Wrong PIN, \(attemptsLeft) attempts left")
            : String(localized: "Too many attempts")
        viewModel?.isLocked = attemptsLeft == 0
    }

    func presentError(message: String) async {
        viewModel?.message = message
    }

    func presentUnlocked() async {
        viewModel?.route = .profile
    }
}
