// Article 000, "Интерактор": an actor that owns the presenter and the worker, through their protocols.
actor PinCodeEnterLogic {
    private let presenter: PinCodeEnterPresenter
    private let worker: PinCodeEnterWorker
    private var entered: [Int] = []

    init(presenter: PinCodeEnterPresenter, worker: PinCodeEnterWorker) {
        self.presenter = presenter
        self.worker = worker
    }
}

extension PinCodeEnterLogic: PinCodeEnterInteractor {
    func loadData() async {
        await presenter.present(data: PinCodeEnterData.PresentationModel(dots: entered.count))
    }

    func tapped(number: Int) async {
        entered.append(number)
        let expected = await worker.pinCode
        guard entered.count == expected.count else {
            await presenter.present(data: PinCodeEnterData.PresentationModel(dots: entered.count))
            return
        }
        if entered.map(String.init).joined() == expected {
            await presenter.presentMainScreen()
        } else {
            entered = []
            await presenter.presentDotsError()
        }
    }

    func logout() async {
        await presenter.presentLogout()
    }

    func handle(action: PinCodeEnterData.RightBottomAction) async {
        switch action {
        case .face, .touch:
            await presenter.catching {
                try await worker.authenticateWithBiometric()
                await presenter.presentMainScreen()
            }
        default: break
        }
    }
}
