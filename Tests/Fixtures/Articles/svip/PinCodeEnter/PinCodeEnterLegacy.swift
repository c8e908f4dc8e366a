// Article 000, "Конфигуратор" (the UIKit configurator) and "Вид": with UIKit the presenter-router
// holds the module's view controller and pushes or presents the other modules' controllers itself;
// the view controller only talks to the interactor.
import UIKit

public struct PinCodeEnterLegacyConfigurator {
    @MainActor
    public static func configureModule() -> UIViewController {
        let presenter = PinCodeEnterLegacyRouter<PinCodeEnterLegacyViewController>()
        let worker = PinCodeEnterService(settingsProfile: SettingsProfile())
        let interactor = PinCodeEnterLogic(presenter: presenter, worker: worker)
        let viewController = PinCodeEnterLegacyViewController(interactor: interactor)

        presenter.delegate = viewController

        return viewController
    }
}

@MainActor
final class PinCodeEnterLegacyRouter<Delegate: UIViewController>: PinCodeEnterPresenter {
    weak var delegate: Delegate?

    func present(data: PinCodeEnterData.PresentationModel) async {}
    func presentDotsError() async {}
    func presentMainScreen() async {
        delegate?.navigationController?.pushViewController(UIViewController(), animated: true)
    }
    func presentLogout() async {
        delegate?.present(UIViewController(), animated: true)
    }
    func present(error: Error, hasLoadedContent: Bool) async {}
    func present(_ status: WBPresentation.Status, message: String) async {}
    func presentLoader(disableUI: Bool) async {}
    func presentHideLoader() async {}
    func presentClose() async { delegate?.dismiss(animated: true) }
    func presentCopyToClipboard(text: String) async {}
    func present(share: Any) async {}
}

final class PinCodeEnterLegacyViewController: UIViewController {
    private let interactor: PinCodeEnterInteractor

    init(interactor: PinCodeEnterInteractor) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func tapped(number: Int) {
        Task { await interactor.tapped(number: number) }
    }
}
