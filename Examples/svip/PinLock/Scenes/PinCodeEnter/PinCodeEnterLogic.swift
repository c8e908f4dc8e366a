import Foundation

actor PinCodeEnterLogic: PinCodeEnterInteractor {
    static let pinLength = 4

    private let presenter: any PinCodeEnterPresenter
    private let worker: any PinCodeWorker
    private var digits: [Int] = []
    private var attemptsLeft = 3

    init(presenter: any PinCodeEnterPresenter, worker: any PinCodeWorker) {
        self.presenter = presenter
        self.worker = worker
    }

    func didLoad() async {
        await presenter.present(filled: 0, of: Self.pinLength)
    }

    func enter(digit: Int) async {
        guard digits.count < Self.pinLength, attemptsLeft > 0 else { return }
        digits.append(digit)
        await presenter.present(filled: digits.count, of: Self.pinLength)
        if digits.count == Self.pinLength {
            await verify()
        }
    }

    func deleteLast() async {
        guard !digits.isEmpty else { return }
        digits.removeLast()
        await presenter.present(filled: digits.count, of: Self.pinLength)
    }

    private func verify() async {
        let pin = digits
        digits = []
        do {
            if try await worker.verify(pin: pin) {
                await presenter.presentUnlocked()
            } else {
                attemptsLeft -= 1
                await presenter.presentWrongPin(attemptsLeft: attemptsLeft)
            }
        } catch {
            await presenter.presentError(message: error.localizedDescription)
        }
    }
}
