// Article 000, "Интерактор", "Презентер", "Воркер": the module's three protocols.
enum PinCodeEnterData {
    enum RightBottomAction { case face, touch, delete }
    enum BiometricType { case none, face, touch }
    struct PresentationModel { let dots: Int }
}

protocol PinCodeEnterInteractor: AnyActor {
    func loadData() async
    func tapped(number: Int) async
    func logout() async
    func handle(action: PinCodeEnterData.RightBottomAction) async
}

protocol PinCodeEnterPresenter: WBPresenter {
    func present(data: PinCodeEnterData.PresentationModel) async
    func presentDotsError() async
    func presentMainScreen() async
    func presentLogout() async
}

protocol PinCodeEnterWorker: AnyActor {
    var biometricType: PinCodeEnterData.BiometricType { get async }
    var pinCode: String { get async }

    /// Biometric authentication; throws CancellationError when cancelled.
    func authenticateWithBiometric() async throws
}
